import { useState } from 'react';
import styled from 'styled-components';
import type { SessionUser } from '../../auth/sessionUser';
import { avatarLetter } from '../../auth/userDisplay';

type AvatarProps = {
  user: SessionUser;
  size?: number;
};

/** The profile picture, or the fallback letter when there is none or it fails to load. */
export const Avatar = ({ user, size = 36 }: AvatarProps) => {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = user.profileImageUrl;
  return url && url !== failedUrl ? (
    <Image src={url} alt="" width={size} height={size} $size={size} referrerPolicy="no-referrer" onError={() => setFailedUrl(url)} />
  ) : (
    // The letter is drawn by CSS, not written as text: beside a name it is decoration, and as text
    // it would be read into the name of the button that holds it (WCAG 2.5.3, label in name).
    <Letter aria-hidden="true" data-letter={avatarLetter(user)} $size={size} />
  );
};

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

  &::before {
    content: attr(data-letter);
  }
`;
