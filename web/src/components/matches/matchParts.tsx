import styled from 'styled-components';
import { matchScoreTone } from '../scoreColors';
import type { RecommendationType } from '../../gql/graphql';
import { useUpdateMatchStatusMutation, type MatchForStatus } from '../../mutations/useUpdateMatchStatusMutation';

/** Recommendation types (essential, recommended, other) as the creator reads them. */
export const RECOMMENDATION_LABELS: Record<RecommendationType, string> = {
  ESSENTIAL: 'Essential',
  RECOMMENDED: 'Recommended',
  OPTIONAL: 'Optional',
};

/**
 * Opening a match's resource records the visit (status "clicked"). A bookmarked match stays
 * bookmarked: the bookmark says more about the creator's intent than a visit does.
 */
export function useRecordVisit() {
  const updateStatus = useUpdateMatchStatusMutation();
  return (match: MatchForStatus) => {
    if (match.status === 'ACTIVE') void updateStatus(match, 'CLICKED');
  };
}

/** The percent match, coloured by score: 85+ green, 70+ yellow, otherwise grey. */
export const ScoreBadge = ({ score }: { score: number }) => (
  <Score $score={score} data-testid="match-score">
    {score}% match
  </Score>
);

export const TypeTag = ({ type }: { type: RecommendationType }) => <Type $type={type}>{RECOMMENDATION_LABELS[type]}</Type>;

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
  border: 1px solid ${({ theme, $type }) => ($type === 'ESSENTIAL' ? theme.colors.borderAccent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme, $type }) => ($type === 'ESSENTIAL' ? theme.colors.accentHover : theme.colors.textSecondary)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;
