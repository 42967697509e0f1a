import { useState } from 'react';
import styled from 'styled-components';

/**
 * A brand's or resource's logo (served by the app at /logos/{slug}.svg); if it cannot load, the
 * name's initials take its place rather than a broken image. Loaded eagerly: the logos are tiny,
 * cached SVGs, and lazy loading made them pop in while scrolling.
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
  return <Image src={src} alt="" width={size} height={size} decoding="async" $size={size} onError={() => setFailed(true)} />;
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
