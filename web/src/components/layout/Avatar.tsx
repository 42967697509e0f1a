import { useState } from 'react';
import styled from 'styled-components';
import type { SessionUser } from '../../auth/sessionUser';
import { avatarLetter } from '../../auth/userDisplay';

type AvatarProps = {
  user: SessionUser;
  size?: number;
};

/** The session user's picture, or their fallback letter (artist name, else first name, else username, else 'U'). */
export const Avatar = ({ user, size = 36 }: AvatarProps) => <AvatarImage url={user.profileImageUrl} letter={avatarLetter(user)} size={size} />;

type AvatarImageProps = {
  url: string | null | undefined;
  letter: string;
  size: number;
  /** Which of the letter gradients to use; see AvatarLetter. */
  tone?: number;
  alt?: string;
};

/** A profile picture, or the letter when there is none or it fails to load. */
export const AvatarImage = ({ url, letter, size, tone, alt = '' }: AvatarImageProps) => {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  return url && url !== failedUrl ? (
    <Image src={url} alt={alt} width={size} height={size} $size={size} referrerPolicy="no-referrer" onError={() => setFailedUrl(url)} />
  ) : (
    <AvatarLetter letter={letter} size={size} tone={tone} />
  );
};

/** How many letter gradients there are: directories give each name its own, so a page of them is not one colour. */
export const AVATAR_TONES = 4;

/**
 * The fallback letter on a gradient disc. It is drawn by CSS, not written as text: beside a name
 * it is decoration, and as text it would be read into the name of the button that holds it
 * (WCAG 2.5.3, label in name).
 */
export const AvatarLetter = ({ letter, size, tone = 0 }: { letter: string; size: number; tone?: number }) => (
  <Letter aria-hidden="true" data-letter={letter} $size={size} $tone={tone % AVATAR_TONES} />
);

const Image = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  object-fit: cover;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
`;

const Letter = styled.span<{ $size: number; $tone: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex-shrink: 0;
  border-radius: 50%;
  background: ${({ theme, $tone }) =>
    [
      theme.gradients.accent,
      `linear-gradient(135deg, ${theme.colors.secondary} 0%, ${theme.colors.highlight} 100%)`,
      `linear-gradient(135deg, ${theme.colors.secondaryDeep} 0%, ${theme.colors.accent} 100%)`,
      `linear-gradient(135deg, ${theme.colors.highlight} 0%, ${theme.colors.success} 100%)`,
    ][$tone]};
  color: ${({ theme }) => theme.colors.textOnAccent};
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  &::before {
    content: attr(data-letter);
  }
`;
