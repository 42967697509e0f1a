import { useQuery } from '@apollo/client/react';
import { prefetchQuery, type Prefetch } from '../../apollo/lazyApollo';
import { useDeferredValue } from 'react';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '../../auth/authContext';
import { isAdmin } from '../../auth/sessionUser';
import { greetingName } from '../../auth/userDisplay';
import { Icon, type IconName } from '../../components/Icon';
import { CompletionSummary } from '../../components/profile/CompletionSummary';
import { Card, IconTile } from '../../components/ui/Card';
import { Page, SectionTitle } from '../../components/ui/Page';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { graphql } from '../../gql';
import { BriefsThatFitCard } from './BriefsThatFitCard';
import { DashboardSponsoredBanner } from './DashboardSponsoredBanner';
import { ImproveMatchesCard } from './ImproveMatchesCard';
import { MatchMadePanel } from './MatchMadePanel';
import { RecommendationList } from './RecommendationList';
import { StatCards } from './StatCards';
import { ProfilePromptBanner } from './ProfilePromptBanner';
import { useProfileSetupRedirect } from './useProfileSetupRedirect';

/**
 * Everything the dashboard shows, in one round trip. The panel's list holds more matches than it
 * shows, so that a dismissed match is replaced from the cache without asking the server again.
 */
export const DASHBOARD_ROUTE_QUERY = graphql(`
  query DashboardRouteQuery {
    viewer {
      id
      userType
      profileCompletion {
        ...ProfilePromptBanner_completion
        ...CompletionSummary_completion
        ...ImproveMatchesCard_completion
      }
      brandConnectionStats {
        ...StatCards_stats
      }
      recentRecommendations(first: 4) {
        id
        ...RecommendationList_match
      }
      matches(first: 20) {
        totalCount
        edges {
          node {
            id
            ...MatchMadePanel_match
          }
        }
      }
    }
    bannerAds {
      id
      ...SponsoredBanner_ad
    }
  }
`);

const quickActions: readonly { to: string; icon: IconName; title: string; body: string }[] = [
  { to: '/brands', icon: 'verified', title: 'Browse Brands', body: 'Find verified brands that fit your sound' },
  { to: '/resources', icon: 'book', title: 'Explore Resources', body: 'Tools and services for your next release' },
  { to: '/networking', icon: 'users', title: 'Find Creators', body: 'Connect with artists and producers' },
  { to: '/collaboration', icon: 'music', title: 'Collaborate', body: 'Open briefs, gigs and calls to apply to' },
];

const quickLinks: readonly { to: string; icon: IconName; label: string }[] = [
  { to: '/profile-settings', icon: 'sliders', label: 'Profile Settings' },
  { to: '/profile', icon: 'user', label: 'View Profile' },
  { to: '/help-center', icon: 'help', label: 'Help Center' },
];

/** The page's query, sent before it renders (apollo/lazyApollo.tsx). */
export const prefetchDashboardRoute: Prefetch = (client) => prefetchQuery(client, DASHBOARD_ROUTE_QUERY);

export const DashboardRoute = () => {
  const auth = useAuth();
  // The route guard only renders this page for a signed-in user.
  const name = auth.status === 'signed-in' ? greetingName(auth.user) : 'Artist';
  const query = useQuery(DASHBOARD_ROUTE_QUERY);
  // The answer arrives in a synchronous render: deferred, the page under it is built in
  // interruptible slices instead of one long task (the loading state shows until then).
  const data = useDeferredValue(query.data);
  const loading = query.loading || (query.data !== undefined && data === undefined);
  const viewer = data?.viewer;
  const completion = viewer?.profileCompletion;
  const ad = data?.bannerAds[0];
  // A brand account has no creator dashboard or profile to set up: its home is the brand workspace.
  const brandAccount = query.data?.viewer?.userType === 'BRAND';
  const accountKnown = query.data !== undefined || query.error !== undefined;
  useProfileSetupRedirect(completion?.percent, { enabled: !isAdmin(auth.user) && accountKnown && !brandAccount });
  if (brandAccount) return <Navigate to="/brand" replace />;

  return (
    <Page>
      <title>Dashboard · SoundBoard</title>
      <Top>
        <Greeting>
          <h1>Welcome back, {name}</h1>
          <p>Here is what is happening across your music network.</p>
        </Greeting>
        {completion ? (
          <Strength aria-label="Profile completion" data-testid="dashboard-completion">
            <CompletionSummary
              completion={completion}
              action={
                <SmallLink to={completion.percent < 100 ? '/profile-settings' : '/profile'}>
                  {completion.percent < 100 ? 'Edit profile' : 'View profile'}
                  <Icon name="arrowRight" size={14} />
                </SmallLink>
              }
            />
          </Strength>
        ) : null}
      </Top>

      {/* The banners and stat cards above the quick actions arrive with the query: the rest of the
          page waits for them too, instead of being pushed down when they come (a layout shift). */}
      {loading && !data ? (
        <BodyLoading role="status" aria-live="polite">
          <VisuallyHidden>Loading your dashboard…</VisuallyHidden>
        </BodyLoading>
      ) : (
        <>
          {ad ? <DashboardSponsoredBanner key={ad.id} ad={ad} /> : null}

          {completion ? <ProfilePromptBanner completion={completion} /> : null}

          {viewer ? <StatCards stats={viewer.brandConnectionStats} /> : null}

          <section aria-labelledby="quick-actions-title">
            <SectionHeading id="quick-actions-title">Quick Actions</SectionHeading>
            <Actions role="list">
              {quickActions.map((action) => (
                <li key={action.to}>
                  <ActionCard to={action.to}>
                    <IconTile>
                      <Icon name={action.icon} size={22} />
                    </IconTile>
                    <span>
                      <strong>{action.title}</strong>
                      <small>{action.body}</small>
                    </span>
                    <Arrow>
                      <Icon name="arrowRight" size={18} />
                    </Arrow>
                  </ActionCard>
                </li>
              ))}
            </Actions>
          </section>

          <Columns>
            <Card as="section" aria-labelledby="recommendations-title">
              <PanelHeader>
                <IconTile $tone="secondary">
                  <Icon name="sparkles" size={22} />
                </IconTile>
                <SectionTitle id="recommendations-title">Latest AI Recommendations</SectionTitle>
              </PanelHeader>
              {viewer ? <RecommendationList matches={viewer.recentRecommendations} /> : <PanelLoading />}
            </Card>

            <Side>
              {viewer ? <MatchMadePanel matches={viewer.matches.edges.map((edge) => edge.node)} totalCount={viewer.matches.totalCount} /> : null}
              {viewer ? <BriefsThatFitCard /> : null}
              {completion ? <ImproveMatchesCard completion={completion} /> : null}
              <Card as="aside" aria-labelledby="quick-links-title">
                <SectionTitle id="quick-links-title">Quick Links</SectionTitle>
                <Links role="list">
                  {quickLinks.map((link) => (
                    <li key={link.to}>
                      <QuickLink to={link.to}>
                        <Icon name={link.icon} size={18} />
                        {link.label}
                        <Icon name="arrowRight" size={16} />
                      </QuickLink>
                    </li>
                  ))}
                </Links>
              </Card>
            </Side>
          </Columns>
        </>
      )}
    </Page>
  );
};

const Top = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.desktop} {
    flex-direction: row;
    align-items: flex-end;
    justify-content: space-between;
  }
`;

/** The completion bar, beside the greeting on wide screens. */
const Strength = styled.section`
  width: 100%;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface1};

  ${({ theme }) => theme.media.desktop} {
    width: 380px;
    flex-shrink: 0;
  }
`;

const SmallLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.accentHover};

  &:hover {
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Greeting = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
    font-weight: ${({ theme }) => theme.fontWeights.heavy};
    letter-spacing: ${({ theme }) => theme.letterSpacings.display};
  }

  p {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const SectionHeading = styled(SectionTitle)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Actions = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Arrow = styled.span`
  display: inline-flex;
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textFaint};
  transition:
    color ${({ theme }) => theme.transitions.base},
    transform ${({ theme }) => theme.transitions.base};
`;

const ActionCard = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface1};
  transition: border-color ${({ theme }) => theme.transitions.base};

  span {
    display: flex;
    flex-direction: column;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderAccent};
  }

  &:hover ${Arrow} {
    color: ${({ theme }) => theme.colors.accentHover};
    transform: translateX(2px);
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A screen tall, so that the footer stays below the fold until the page arrives. */
const BodyLoading = styled.div`
  min-height: 100vh;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface1};
`;

const PanelLoading = styled.div`
  height: 240px;
  margin-top: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface2};
`;

const Links = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin-top: ${({ theme }) => theme.space.md};
`;

const QuickLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textSecondary};

  svg:last-child {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.textFaint};
  }

  &:hover {
    background: ${({ theme }) => theme.colors.surface2};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;
