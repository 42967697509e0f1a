import styled from 'styled-components';
import { matchScoreTone } from '../scoreColors';

type Fit = { score: number; reasons: readonly string[] };

/** The viewer's fit with a brief: the MatchMade score (85+ green, 70+ yellow, else grey) and, when asked, the first reason. */
export const FitBadge = ({ fit, withReason = false }: { fit: Fit; withReason?: boolean }) => (
  <Wrap>
    <Score $score={fit.score}>{fit.score}% fit</Score>
    {withReason && fit.reasons[0] ? <Reason>{fit.reasons[0]}</Reason> : null}
  </Wrap>
);

const Wrap = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Score = styled.span<{ $score: number }>`
  flex-shrink: 0;
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $score }) => matchScoreTone(theme, $score).background};
  color: ${({ theme, $score }) => matchScoreTone(theme, $score).color};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Reason = styled.span`
  min-width: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
