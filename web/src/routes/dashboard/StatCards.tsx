import styled from 'styled-components';
import { Icon, type IconName } from '../../components/Icon';
import { IconTile } from '../../components/ui/Card';
import { graphql } from '../../gql';
import type { StatCards_StatsFragment } from '../../gql/graphql';
import { formatCount } from '../../components/format';

export const StatCards_stats = graphql(`
  fragment StatCards_stats on BrandConnectionStats {
    totalBrands
    connectedBrands
    resourceMatches
    activeRecommendations
  }
`);

type StatDefinition = { key: keyof Omit<StatCards_StatsFragment, '__typename'>; label: string; icon: IconName; tone: 'accent' | 'secondary' | 'highlight' };

/** The four cards and their labels; the counts are defined in the README. */
const STATS: readonly StatDefinition[] = [
  { key: 'totalBrands', label: 'Available Brands', icon: 'verified', tone: 'accent' },
  { key: 'connectedBrands', label: 'Connected', icon: 'link', tone: 'secondary' },
  { key: 'resourceMatches', label: 'AI Matches', icon: 'sparkles', tone: 'highlight' },
  { key: 'activeRecommendations', label: 'Active Recommendations', icon: 'target', tone: 'accent' },
];

export const StatCards = ({ stats }: { stats: StatCards_StatsFragment }) => (
  <Grid role="list" aria-label="Your numbers">
    {STATS.map((stat) => (
      <Stat key={stat.key} data-testid={`stat-${stat.key}`}>
        <IconTile $tone={stat.tone}>
          <Icon name={stat.icon} size={20} />
        </IconTile>
        <Text>
          <Label>{stat.label}</Label>
          <Value>{formatCount(stats[stat.key])}</Value>
        </Text>
      </Stat>
    ))}
  </Grid>
);

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** Icon above the number on phones, beside it from tablets up: 'Active Recommendations' needs the width. */
const Stat = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface1};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
  }
`;

/** The label comes first for screen readers ("AI Matches 12"); the number reads first on screen. */
const Text = styled.span`
  display: flex;
  flex-direction: column-reverse;
  min-width: 0;
`;

const Value = styled.span`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-variant-numeric: tabular-nums;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
