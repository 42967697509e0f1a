import { useState } from 'react';
import styled from 'styled-components';
import { matchScoreTone } from '../../components/scoreColors';
import type { RecommendationType } from '../../gql/graphql';

/** Spec §3 recommendation types as the creator reads them. */
export const RECOMMENDATION_LABELS: Record<RecommendationType, string> = {
  ESSENTIAL: 'Essential',
  RECOMMENDED: 'Recommended',
  OPTIONAL: 'Optional',
};

/** A resource's logo (served by the app); its first letter on a tile if it cannot load. */
export const ResourceLogo = ({ src, name, size = 48 }: { src: string; name: string; size?: number }) => {
  const [failed, setFailed] = useState(false);
  return (
    <LogoTile $size={size} aria-hidden="true">
      {failed ? name.charAt(0).toUpperCase() : <img src={src} alt="" width={size} height={size} loading="lazy" onError={() => setFailed(true)} />}
    </LogoTile>
  );
};

/** The percent match, coloured per spec §9: 85+ green, 70+ yellow, otherwise grey. */
export const ScoreBadge = ({ score }: { score: number }) => (
  <Score $score={score} data-testid="match-score">
    {score}% match
  </Score>
);

export const TypeTag = ({ type }: { type: RecommendationType }) => <Type $type={type}>{RECOMMENDATION_LABELS[type]}</Type>;

const LogoTile = styled.span<{ $size: number }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface3};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Score = styled.span<{ $score: number }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $score }) => matchScoreTone(theme, $score).background};
  color: ${({ theme, $score }) => matchScoreTone(theme, $score).color};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Type = styled.span<{ $type: RecommendationType }>`
  display: inline-flex;
  align-items: center;
  padding: 2px ${({ theme }) => theme.space.xs};
  border: 1px solid
    ${({ theme, $type }) => ($type === 'ESSENTIAL' ? theme.colors.borderAccent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme, $type }) => ($type === 'ESSENTIAL' ? theme.colors.accentHover : theme.colors.textSecondary)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;
