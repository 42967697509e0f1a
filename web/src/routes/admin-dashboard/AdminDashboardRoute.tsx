import { useQuery } from '@apollo/client/react';
import styled, { keyframes } from 'styled-components';
import { Icon, type IconName } from '../../components/Icon';
import { ButtonLink, Button } from '../../components/ui/Button';
import { IconTile } from '../../components/ui/Card';
import { Page, PageSection, SectionTitle } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { graphql } from '../../gql';
import type { AdminDashboardRouteQueryQuery } from '../../gql/graphql';

export const ADMIN_DASHBOARD_QUERY = graphql(`
  query AdminDashboardRouteQuery {
    adminStats {
      creators
      admins
      brands
      resources
      activeBannerAds
      brandConnections
      liveSessions
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
      { key: 'creators', label: 'Creators', note: 'Accounts with the creator role', icon: 'users', tone: 'accent' },
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

/** Platform totals for admins (`adminStats`), with the way into the resource and ad tools. */
export const AdminDashboardRoute = () => {
  const { data, error, loading, refetch } = useQuery(ADMIN_DASHBOARD_QUERY);
  const stats = data?.adminStats;

  return (
    <Page>
      <title>Admin Dashboard · SoundBoard</title>
      <PageHeader
        eyebrow="Admin"
        title="Admin Dashboard"
        intro="Run the SoundBoard platform: see how it is growing, curate resources and manage the sponsored ads creators see."
        actions={
          <>
            <ButtonLink to="/admin/resources">
              <Icon name="book" size={18} />
              Manage Resources
            </ButtonLink>
            <ButtonLink to="/admin/ads" $variant="secondary">
              <Icon name="megaphone" size={18} />
              Manage Ads
            </ButtonLink>
          </>
        }
      />

      {error && !stats ? (
        <ErrorPanel role="alert">
          <Icon name="alert" size={22} />
          <div>
            <strong>The platform totals could not be loaded.</strong>
            <p>Check your connection and try again.</p>
          </div>
          <Button type="button" $variant="secondary" $size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </ErrorPanel>
      ) : (
        statGroups.map((group) => (
          <PageSection key={group.id} aria-labelledby={`stats-${group.id}`} aria-busy={loading || undefined}>
            <SectionTitle id={`stats-${group.id}`}>{group.title}</SectionTitle>
            <Stats role="list">
              {group.cards.map((card) => (
                <StatItem key={card.key} data-stat={card.key}>
                  <IconTile $tone={card.tone}>
                    <Icon name={card.icon} size={22} />
                  </IconTile>
                  <StatText>
                    <StatLabel>{card.label}</StatLabel>
                    {stats ? (
                      <StatValue>{numberFormat.format(stats[card.key])}</StatValue>
                    ) : (
                      <Skeleton aria-label="Loading" />
                    )}
                    <StatNote>{card.note}</StatNote>
                  </StatText>
                </StatItem>
              ))}
            </Stats>
          </PageSection>
        ))
      )}
    </Page>
  );
};

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
