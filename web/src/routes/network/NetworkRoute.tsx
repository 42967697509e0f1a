import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '../../auth/authContext';
import { isBrandAccount } from '../../auth/sessionUser';
import { CreatorCard } from '../../components/directory/CreatorCard';
import { DirectoryGrid, LoadMore, SkeletonGrid, StatePanel } from '../../components/directory/DirectoryStates';
import { EntityLogo } from '../../components/directory/EntityLogo';
import { categoryLabel } from '../../components/directory/labels';
import { capitalise, timeAgo } from '../../components/format';
import { Icon } from '../../components/Icon';
import { ConnectActions } from '../../components/network/ConnectActions';
import { creatorName } from '../../components/network/creatorName';
import { PersonList, PersonRow } from '../../components/network/PersonRow';
import { useNetworkActions } from '../../components/network/useNetworkActions';
import { NextStepCard } from '../../components/NextStepCard';
import { Button, ButtonLink } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Page, PageSection, SectionTitle } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { graphql } from '../../gql';

/** Suggestions shown at once; the directory holds the rest. */
const SUGGESTIONS = 6;

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
        createdAt
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
      }
    }
  }
`);

export const NETWORK_ROUTE_CREATORS_QUERY = graphql(`
  query NetworkRouteCreatorsQuery($first: Int!, $genre: String) {
    creators(first: $first, genre: $genre) {
      totalCount
      edges {
        cursor
        node {
          id
          ...CreatorCard_creator
        }
      }
      pageInfo {
        hasNextPage
        endCursor
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
  const { data, loading, error, fetchMore } = useQuery(NETWORK_ROUTE_QUERY, { variables: { first: CONNECTIONS_PAGE, brandAccount }, fetchPolicy: 'cache-and-network' });
  const actions = useNetworkActions();
  const [blocking, setBlocking] = useState<{ id: string; name: string } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
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
  const connections = viewer.connections;

  return (
    <>
      <Summary aria-label="Your network in numbers">
        <SummaryItem>
          <strong>{connections.totalCount}</strong> {connections.totalCount === 1 ? 'connection' : 'connections'}
        </SummaryItem>
        <SummaryItem>
          <strong>{viewer.incoming.length}</strong> {viewer.incoming.length === 1 ? 'request' : 'requests'} for you
        </SummaryItem>
        <SummaryItem>
          <strong>{viewer.outgoing.length}</strong> sent
        </SummaryItem>
        <SummaryItem>
          <strong>{connected.length}</strong> {connected.length === 1 ? 'brand' : 'brands'}
        </SummaryItem>
      </Summary>

      {viewer.incoming.length > 0 ? (
        <PageSection aria-labelledby="network-requests-title">
          <SectionTitle id="network-requests-title">Requests for you</SectionTitle>
          <PersonList aria-label="Connection requests for you">
            {viewer.incoming.map((request) => {
              const name = creatorName(request.from);
              const busy = actions.busy === `respond:${request.id}`;
              return (
                <li key={request.id}>
                  <PersonRow
                    creator={request.from}
                    detail={`${roleLabel(request.from.userType)} · sent ${timeAgo(request.createdAt)}`}
                    quote={request.note}
                    actions={
                      <>
                        <Button type="button" $size="sm" disabled={busy} onClick={() => void actions.respond(request.id, 'ACCEPT', name)} aria-label={`Accept ${name}`}>
                          <Icon name="check" size={16} />
                          Accept
                        </Button>
                        <Button type="button" $size="sm" $variant="secondary" disabled={busy} onClick={() => void actions.respond(request.id, 'DECLINE', name)} aria-label={`Decline ${name}`}>
                          Decline
                        </Button>
                        <Button type="button" $size="sm" $variant="ghost" disabled={busy} onClick={() => setBlocking({ id: request.id, name })} aria-label={`Decline and block ${name}`}>
                          <Icon name="ban" size={16} />
                          Block
                        </Button>
                      </>
                    }
                  />
                </li>
              );
            })}
          </PersonList>
        </PageSection>
      ) : null}

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
        <PageSection aria-labelledby="network-meet-title">
          <SectionHead>
            <SectionTitle id="network-meet-title">People to meet</SectionTitle>
            <SeeAll to="/networking">
              All creators
              <Icon name="arrowRight" size={16} />
            </SeeAll>
          </SectionHead>
          <DirectoryGrid $min="300px" aria-label="People to meet" data-testid="network-suggestions">
            {suggestions.map(({ creator, score, reasons }) => (
              <li key={creator.id}>
                <CreatorCard
                  creator={creator}
                  actions={<ConnectActions creator={{ username: creator.username, name: creatorName(creator), relationship: creator.viewerRelationship ?? null }} actions={actions} size="sm" />}
                >
                  <Why>
                    <Score>{score}% fit</Score>
                    <ul aria-label="Why you should meet">
                      {reasons.slice(0, 3).map((reason) => (
                        <li key={reason}>
                          <Icon name="sparkles" size={14} />
                          {reason}
                        </li>
                      ))}
                    </ul>
                  </Why>
                </CreatorCard>
              </li>
            ))}
          </DirectoryGrid>
        </PageSection>
      ) : (
        <CreatorSuggestions title="Creators to meet" excludeProfileId={viewer.profile?.id} />
      )}

      <PageSection aria-labelledby="network-connections-title">
        <SectionTitle id="network-connections-title">Your connections</SectionTitle>
        {connections.edges.length > 0 ? (
          <>
            <PersonList aria-label="Your connections">
              {connections.edges.map(({ node }) => (
                <li key={node.id}>
                  <PersonRow
                    creator={node}
                    detail={[roleLabel(node.userType), node.location].filter(Boolean).join(' · ')}
                    actions={
                      <Button type="button" $size="sm" $variant="secondary" onClick={() => void actions.message(node.username)} aria-label={`Message ${creatorName(node)}`}>
                        <Icon name="message" size={16} />
                        Message
                      </Button>
                    }
                  />
                </li>
              ))}
            </PersonList>
            {connections.pageInfo.hasNextPage ? (
              <LoadMore
                noun="connections"
                remaining={connections.totalCount - connections.edges.length}
                loading={loadingMore}
                onClick={() => {
                  setLoadingMore(true);
                  void fetchMore({ variables: { after: connections.pageInfo.endCursor } }).finally(() => setLoadingMore(false));
                }}
              />
            ) : null}
          </>
        ) : (
          <StatePanel icon="users" title="No connections yet">
            Send a request to someone you would like to work with: once they accept, you can message each other.
          </StatePanel>
        )}
      </PageSection>

      {viewer.outgoing.length > 0 ? (
        <PageSection aria-labelledby="network-sent-title">
          <SectionTitle id="network-sent-title">Requests you sent</SectionTitle>
          <PersonList aria-label="Requests you sent">
            {viewer.outgoing.map((request) => (
              <li key={request.id}>
                <PersonRow
                  creator={request.to}
                  detail={`Sent ${timeAgo(request.createdAt)} · waiting for an answer`}
                  actions={
                    <Button type="button" $size="sm" $variant="ghost" disabled={actions.busy === `withdraw:${request.id}`} onClick={() => void actions.withdraw(request.id)} aria-label={`Withdraw the request to ${creatorName(request.to)}`}>
                      Withdraw
                    </Button>
                  }
                />
              </li>
            ))}
          </PersonList>
        </PageSection>
      ) : null}

      <PageSection aria-labelledby="network-brands-title">
        <SectionHead>
          <SectionTitle id="network-brands-title">Brands you are connected with</SectionTitle>
          <SeeAll to="/brands">
            Browse brands
            <Icon name="arrowRight" size={16} />
          </SeeAll>
        </SectionHead>
        {connected.length > 0 ? (
          <BrandList>
            {connected.map(({ id, brand }) => (
              <li key={id}>
                <BrandRow to={`/brands/${encodeURIComponent(brand.slug)}`}>
                  <EntityLogo src={brand.logoUrl} name={brand.name} size={40} />
                  <span>
                    <strong>{brand.name}</strong>
                    <small>{categoryLabel(brand.category)}</small>
                  </span>
                  <Icon name="arrowRight" size={14} />
                </BrandRow>
              </li>
            ))}
          </BrandList>
        ) : (
          <StatePanel icon="verified" title="No brand connections yet">
            Brands you connect with appear here. Start with the directory: 150+ verified brands, searchable by what you need.
          </StatePanel>
        )}
      </PageSection>
      <ConfirmDialog
        open={blocking !== null}
        title={`Decline and block ${blocking?.name ?? ''}?`}
        description="The request goes, and neither of you will see the other anywhere on SoundBoard. They are not told. You can unblock them in Profile Settings."
        confirmLabel="Decline and block"
        cancelLabel="Cancel"
        onCancel={() => setBlocking(null)}
        onConfirm={() => {
          if (blocking) void actions.respond(blocking.id, 'DECLINE_AND_BLOCK', blocking.name);
          setBlocking(null);
        }}
      />
    </>
  );
};

/** "ARTIST" → "Artist", "DJ" → "DJ". */
const roleLabel = (userType: string) => (userType.toUpperCase() === 'DJ' ? 'DJ' : capitalise(userType.toLowerCase()));

type SuggestionsProps = {
  title: string;
  genre?: string;
  excludeProfileId?: string;
};

/** A handful of creators from the directory, with a way to see them all. */
const CreatorSuggestions = ({ title, genre, excludeProfileId }: SuggestionsProps) => {
  // One extra, in case the viewer is among them. Kept out of the cache: the directory's paginated
  // `creators` list is stored by filter, not by page size, and would show this short page.
  const { data, previousData, error } = useQuery(NETWORK_ROUTE_CREATORS_QUERY, {
    variables: { first: SUGGESTIONS + 1, genre },
    fetchPolicy: 'no-cache',
  });
  const creators = (data ?? previousData)?.creators;
  const nodes = (creators?.edges ?? []).map((e) => e.node).filter((n) => n.id !== excludeProfileId).slice(0, SUGGESTIONS);
  const directory = genre ? `/networking?genre=${encodeURIComponent(genre)}` : '/networking';
  return (
    <PageSection aria-labelledby="network-creators-title">
      <SectionHead>
        <SectionTitle id="network-creators-title">{title}</SectionTitle>
        <SeeAll to={directory}>
          {genre ? `All ${genre} creators` : 'All creators'}
          <Icon name="arrowRight" size={16} />
        </SeeAll>
      </SectionHead>
      {error && !creators ? (
        <StatePanel icon="alert" tone="danger" title="Suggestions could not load">
          Reload the page to try again, or open the directory.
        </StatePanel>
      ) : !creators ? (
        <SkeletonGrid count={3} min="300px" />
      ) : nodes.length === 0 ? (
        <StatePanel icon="users" title={genre ? `No other ${genre} creators yet` : 'No creators yet'}>
          The directory grows every week; browse every genre in the meantime.
        </StatePanel>
      ) : (
        <DirectoryGrid $min="300px" aria-label="Suggested creators" data-testid="network-creators">
          {nodes.map((node) => (
            <li key={node.id}>
              <CreatorCard creator={node} />
            </li>
          ))}
        </DirectoryGrid>
      )}
    </PageSection>
  );
};

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const SeeAll = styled(ButtonLink).attrs({ $variant: 'ghost', $size: 'sm' })``;

const BrandList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  padding: 0;
  list-style: none;
`;

const BrandRow = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface1};
  color: ${({ theme }) => theme.colors.textMuted};

  > span {
    display: flex;
    flex: 1;
    flex-direction: column;
    min-width: 0;
  }

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
  }

  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
`;

const Summary = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
`;

const SummaryItem = styled.li`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface1};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const Why = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.secondarySoft};

  ul {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: 0;
    list-style: none;
  }

  li {
    display: flex;
    align-items: flex-start;
    gap: 6px;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.secondaryLight};
  }
`;

const Score = styled.strong`
  color: ${({ theme }) => theme.colors.textPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
