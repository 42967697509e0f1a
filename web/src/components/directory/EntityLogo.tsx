import { useState } from 'react';
import styled from 'styled-components';

/**
 * A brand's or resource's logo (served by the app at /logos/{slug}.svg); if it cannot load, the
 * name's initials take its place rather than a broken image. Loaded lazily: each SVG image is a
 * document of its own that the browser parses and lays out on the main thread, and a directory of
 * 24 cards loaded them all at start-up, a quarter of a phone's start-up work. The browser starts a
 * lazy image more than a screen before it scrolls into view, so they do not pop in; the box has
 * its size before the image arrives, so nothing moves when it does.
 */
export const EntityLogo = ({ src, name, size = 52 }: { src: string; name: string; size?: number }) => {
  const [failed, setFailed] = useState(false);
  if (failed || !src) {
    return (
      <Fallback aria-hidden="true" $size={size}>
        {initials(name)}
      </Fallback>
    );
  }
  return <Image src={src} alt="" width={size} height={size} loading="lazy" decoding="async" $size={size} onError={() => setFailed(true)} />;
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

const Image = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface2};
  object-fit: cover;
`;

const Fallback = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.secondarySoft};
  color: ${({ theme }) => theme.colors.secondaryLight};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
