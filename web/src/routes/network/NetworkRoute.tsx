import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { useAuth } from '../../auth/authContext';
import { isBrandAccount } from '../../auth/sessionUser';
import { SkeletonGrid, StatePanel } from '../../components/directory/DirectoryStates';
import { Icon } from '../../components/Icon';
import { useNetworkActions } from '../../components/network/useNetworkActions';
import { NextStepCard } from '../../components/NextStepCard';
import { ButtonLink } from '../../components/ui/Button';
import { Page } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { graphql } from '../../gql';
import { BrandConnections } from './BrandConnections';
import { BrandRequestsSent } from './BrandRequestsSent';
import { CreatorSuggestions } from './CreatorSuggestions';
import { NetworkSummary } from './NetworkSummary';
import { PeopleToMeet } from './PeopleToMeet';
import { RequestsForYou } from './RequestsForYou';
import { SentRequests } from './SentRequests';
import { YourConnections } from './YourConnections';

export const NETWORK_ROUTE_QUERY = graphql(`
  query NetworkRouteQuery($first: Int!, $after: String, $brandAccount: Boolean = false) {
    viewer {
      id
      profile {
        id
        genres
      }
      incoming: connectionRequests(direction: INCOMING) {
        id
        note
        createdAt
        from {
          id
          username
          artistName
          firstName
          userType
          profilePictureUrl
        }
      }
      outgoing: connectionRequests(direction: OUTGOING) {
        id
        note
        createdAt
        expiresAt
        to {
          id
          username
          artistName
          firstName
          userType
          profilePictureUrl
        }
      }
      connections(first: $first, after: $after) {
        totalCount
        edges {
          cursor
          node {
            id
            username
            artistName
            firstName
            userType
            location
            profilePictureUrl
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
      brandConnections {
        id
        status
        pitch
        createdAt
        expiresAt
        respondedAt
        responseMessage
        conversationId
        brand {
          id
          slug
          name
          category
          logoUrl
        }
      }
    }
    connectionSuggestions(first: 6) @skip(if: $brandAccount) {
      score
      reasons
      creator {
        id
        ...CreatorCard_creator
        viewerRelationship {
          state
          requestId
        }
        mutualConnections(first: 2) {
          totalCount
          edges {
            node {
              id
              username
              artistName
              firstName
            }
          }
        }
      }
    }
  }
`);

export const NetworkRoute = () => {
  const auth = useAuth();
  return (
    <Page>
      <title>My Network · SoundBoard</title>
      <PageHeader
        eyebrow="My Network"
        title="Your Creator Network"
        intro="Creators who share your sound and the brands you work with, in one place, ready for your next project."
      />
      {auth.status === 'signed-in' ? <SignedInNetwork /> : auth.status === 'signed-out' ? <VisitorNetwork /> : null}
    </Page>
  );
};

/** Visitors: why to sign up, and a look at who is already here. */
const VisitorNetwork = () => (
  <>
    <NextStepCard
      icon="users"
      title="Start your network with a free profile"
      description="Add your genres and skills, and SoundBoard suggests creators who share your sound and brands that fit your next release."
      action={
        <Actions>
          <ButtonLink to="/signup">
            Get Started
            <Icon name="arrowRight" size={18} />
          </ButtonLink>
          <ButtonLink to="/login" $variant="ghost">
            Sign In
          </ButtonLink>
        </Actions>
      }
    />
    <CreatorSuggestions title="Creators already on SoundBoard" />
  </>
);

/** Connections shown at once; "Show more" brings the next page. */
const CONNECTIONS_PAGE = 30;

const SignedInNetwork = () => {
  // Brands are asked, they do not ask: a brand account gets no suggestions of creators to ask.
  const auth = useAuth();
  const brandAccount = isBrandAccount(auth.status === 'signed-in' ? auth.user : null);
  const { data, loading, error, fetchMore } = useQuery(NETWORK_ROUTE_QUERY, {
    variables: { first: CONNECTIONS_PAGE, brandAccount },
    fetchPolicy: 'cache-and-network',
  });
  const actions = useNetworkActions();
  const viewer = data?.viewer;

  if (loading && !viewer) return <SkeletonGrid count={3} min="300px" />;
  if (error && !viewer) {
    return (
      <StatePanel icon="alert" tone="danger" title="Your network could not load">
        Reload the page to try again.
      </StatePanel>
    );
  }
  if (!viewer) return null;
  const genres = viewer.profile?.genres ?? [];
  const suggestions = data?.connectionSuggestions ?? [];
  const connected = viewer.brandConnections.filter((c) => c.status === 'CONNECTED');

  return (
    <>
      <NetworkSummary viewer={viewer} connectedBrands={connected.length} />
      <RequestsForYou requests={viewer.incoming} actions={actions} />
      {genres.length === 0 ? (
        <NextStepCard
          icon="music"
          title="Add your genres and skills to meet the right people"
          description="MatchMade suggests creators from what you make, what you can do and what you are looking for. Until then, here are some of the most complete profiles."
          action={
            <ButtonLink to="/profile-settings">
              Complete Profile
              <Icon name="arrowRight" size={18} />
            </ButtonLink>
          }
        />
      ) : null}

      {suggestions.length > 0 ? (
        <PeopleToMeet suggestions={suggestions} actions={actions} />
      ) : (
        <CreatorSuggestions title="Creators to meet" excludeProfileId={viewer.profile?.id} />
      )}
      <YourConnections connections={viewer.connections} actions={actions} loadMore={(after) => fetchMore({ variables: { after } })} />
      <SentRequests requests={viewer.outgoing} actions={actions} />
      <BrandRequestsSent requests={viewer.brandConnections} />
      <BrandConnections connected={connected} />
    </>
  );
};

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
