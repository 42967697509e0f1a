import { useQuery } from '@apollo/client/react';
import styled, { keyframes } from 'styled-components';
import { METRIC_PERIODS } from '../../../../graph/src/shared/limits';
import { AdminPage } from '../../components/admin/AdminPage';
import { AdminLoading } from '../../components/admin/AdminPaging';
import { FilterChips } from '../../components/directory/FilterChips';
import { Icon, type IconName } from '../../components/Icon';
import { Button } from '../../components/ui/Button';
import { IconTile } from '../../components/ui/Card';
import { PageSection, SectionTitle } from '../../components/ui/Page';
import { graphql } from '../../gql';
import type { AdminDashboardRouteQueryQuery } from '../../gql/graphql';
import { ActivityCharts } from './ActivityCharts';
import { formatSpan } from './metricsFormat';
import { useMetricPeriod } from './useMetricPeriod';

export const ADMIN_DASHBOARD_QUERY = graphql(`
  query AdminDashboardRouteQuery($days: Int!) {
    adminStats {
      creators
      admins
      brands
      resources
      activeBannerAds
      brandConnections
      liveSessions
    }
    adminMetrics(days: $days) {
      startDate
      endDate
      previousStartDate
      previousEndDate
      ...ActivityCharts_metrics
    }
  }
`);

type AdminStats = AdminDashboardRouteQueryQuery['adminStats'];

type StatCard = {
  key: keyof Omit<AdminStats, '__typename'>;
  label: string;
  note: string;
  icon: IconName;
  tone: 'accent' | 'secondary' | 'highlight';
};

/** Two groups: who uses SoundBoard, and what they find on it. */
const statGroups: readonly { id: string; title: string; cards: readonly StatCard[] }[] = [
  {
    id: 'people',
    title: 'People',
    cards: [
      { key: 'creators', label: 'Creators', note: 'Creator accounts, brand teams not counted', icon: 'users', tone: 'accent' },
      { key: 'admins', label: 'Admins', note: 'Team members who run SoundBoard', icon: 'shield', tone: 'secondary' },
      { key: 'liveSessions', label: 'Live Sessions', note: 'Sign-ins that have not expired', icon: 'activity', tone: 'highlight' },
    ],
  },
  {
    id: 'catalogue',
    title: 'Catalogue and partnerships',
    cards: [
      { key: 'brands', label: 'Brands', note: 'Verified brands in the directory', icon: 'verified', tone: 'accent' },
      { key: 'resources', label: 'Resources', note: 'Curated for MatchMade AI', icon: 'book', tone: 'secondary' },
      { key: 'activeBannerAds', label: 'Active Banner Ads', note: 'Sponsored banners that may show now', icon: 'megaphone', tone: 'highlight' },
      { key: 'brandConnections', label: 'Brand Connections', note: 'Creator–brand connections made', icon: 'link', tone: 'accent' },
    ],
  },
];

const numberFormat = new Intl.NumberFormat('en-US');
const PERIOD_OPTIONS = METRIC_PERIODS.map((days) => ({ value: String(days), label: `${days} days` }));

/**
 * The back office's front page: platform totals (`adminStats`), then its activity over 7, 30 or
 * 90 days (`adminMetrics`), each figure against the period before, with charts and the ads' counts.
 */
export const AdminDashboardRoute = () => {
  const [days, setDays] = useMetricPeriod();
  const { data, previousData, error, loading, refetch } = useQuery(ADMIN_DASHBOARD_QUERY, { variables: { days } });
  // While another period loads, the last one stays in view, dimmed, instead of a blank page.
  const shown = data ?? previousData;
  const stats = shown?.adminStats;
  const metrics = shown?.adminMetrics;

  return (
    <AdminPage
      documentTitle="Dashboard"
      title="Admin Dashboard"
      intro="Run the SoundBoard platform: see how it is growing, how creators use MatchMade and how the sponsored ads perform."
    >
      {error && !shown ? (
        <ErrorPanel role="alert">
          <Icon name="alert" size={22} />
          <div>
            <strong>The dashboard could not be loaded.</strong>
            <p>Check your connection and try again.</p>
          </div>
          <Button type="button" $variant="secondary" $size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </ErrorPanel>
      ) : (
        <>
          {statGroups.map((group) => (
            <PageSection key={group.id} aria-labelledby={`stats-${group.id}`} aria-busy={(loading && !stats) || undefined}>
              <SectionTitle id={`stats-${group.id}`}>{group.title}</SectionTitle>
              <Stats role="list">
                {group.cards.map((card) => (
                  <StatItem key={card.key} data-stat={card.key}>
                    <IconTile $tone={card.tone}>
                      <Icon name={card.icon} size={22} />
                    </IconTile>
                    <StatText>
                      <StatLabel>{card.label}</StatLabel>
                      {stats ? <StatValue>{numberFormat.format(stats[card.key])}</StatValue> : <Skeleton aria-label="Loading" />}
                      <StatNote>{card.note}</StatNote>
                    </StatText>
                  </StatItem>
                ))}
              </Stats>
            </PageSection>
          ))}

          <PageSection aria-labelledby="activity-title" aria-busy={loading || undefined}>
            <ActivityHead>
              <div>
                <SectionTitle id="activity-title">Activity</SectionTitle>
                {metrics ? (
                  <Span data-testid="metrics-span">
                    {formatSpan(metrics.startDate, metrics.endDate)} (UTC, today so far), compared with{' '}
                    {formatSpan(metrics.previousStartDate, metrics.previousEndDate)}
                  </Span>
                ) : null}
              </div>
              <FilterChips
                label="Period"
                options={PERIOD_OPTIONS}
                value={String(days)}
                allLabel={null}
                onChange={(value) => value && setDays(Number(value) as typeof days)}
              />
            </ActivityHead>
            {metrics ? (
              <Activity $stale={loading}>
                <ActivityCharts metrics={metrics} />
              </Activity>
            ) : (
              <AdminLoading label="Loading the activity…" />
            )}
          </PageSection>
        </>
      )}
    </AdminPage>
  );
};

const ActivityHead = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: flex-end;
    justify-content: space-between;
  }
`;

const Span = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Activity = styled.div<{ $stale: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  opacity: ${({ $stale }) => ($stale ? 0.55 : 1)};
  transition: opacity ${({ theme }) => theme.transitions.base};
`;

const Stats = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  /* Two across on phones, as many as fit from tablets up. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const StatItem = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.surface}, ${({ theme }) => theme.colors.surface1};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const StatText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const StatLabel = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const StatValue = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  font-variant-numeric: tabular-nums;
`;

const StatNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const shimmer = keyframes`
  from { opacity: 0.45; }
  to { opacity: 0.9; }
`;

const Skeleton = styled.span.attrs({ role: 'img' })`
  display: block;
  width: 72px;
  height: 2.2rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface3};
  animation: ${shimmer} 0.9s ease-in-out infinite alternate;
`;

const ErrorPanel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.dangerBorder};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.dangerText};

  div {
    flex: 1;
    min-width: 200px;
  }

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;
