import styled from 'styled-components';
import { graphql } from '../../gql';
import type { PosterFigures_StatsFragment } from '../../gql/graphql';
import { formatCount } from '../format';
import { hoursLabel, percent } from './briefWords';

export const PosterFigures_stats = graphql(`
  fragment PosterFigures_stats on PosterStats {
    briefsPosted
    hireRate
    decisionRate
    medianFirstAnswerHours
  }
`);

const NOT_ENOUGH = 'Not enough history yet';

/**
 * A poster's record on the board: briefs posted, how often a closed brief ended with a hire, how
 * often an application got a decision, and how long a first answer takes. Each figure is shown
 * only once there is enough behind it; before that, and when there is no record at all, it says so.
 */
export const PosterFigures = ({ stats, label }: { stats: PosterFigures_StatsFragment | null | undefined; label: string }) => {
  if (!stats) return <Empty>{NOT_ENOUGH}. The figures appear once this poster has decided on a few applications.</Empty>;
  const figures: { term: string; value: string | null }[] = [
    { term: 'Briefs posted', value: formatCount(stats.briefsPosted) },
    { term: 'Hire rate', value: stats.hireRate == null ? null : percent(stats.hireRate) },
    { term: 'Decision rate', value: stats.decisionRate == null ? null : percent(stats.decisionRate) },
    { term: 'First answer', value: stats.medianFirstAnswerHours == null ? null : hoursLabel(stats.medianFirstAnswerHours) },
  ];
  return (
    <List aria-label={label}>
      {figures.map(({ term, value }) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd data-empty={value === null || undefined}>{value ?? NOT_ENOUGH}</dd>
        </div>
      ))}
    </List>
  );
};

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  > div {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface2};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textPrimary};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }

  dd[data-empty='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
