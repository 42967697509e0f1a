import styled from 'styled-components';
import type { Viewer } from '../../auth/authContext';
import { avatarLetter } from '../../auth/userDisplay';

type AvatarProps = {
  user: Viewer;
  size?: number;
};

export const Avatar = ({ user, size = 36 }: AvatarProps) =>
  user.profileImageUrl ? (
    <Image src={user.profileImageUrl} alt="" width={size} height={size} $size={size} />
  ) : (
    <Letter aria-hidden="true" $size={size}>
      {avatarLetter(user)}
    </Letter>
  );

const Image = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  object-fit: cover;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
`;

const Letter = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex-shrink: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.gradients.accent};
  color: ${({ theme }) => theme.colors.textOnAccent};
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
