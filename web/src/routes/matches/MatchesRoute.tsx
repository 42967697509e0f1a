import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { DirectoryStack, LoadMore, ResultSummary, StatePanel } from '../../components/directory/DirectoryStates';
import { plural } from '../../components/directory/labels';
import { useLoadMore } from '../../components/directory/useLoadMore';
import { Icon } from '../../components/Icon';
import { RECOMMENDATION_LABELS } from '../../components/matches/matchParts';
import { Button, ButtonLink } from '../../components/ui/Button';
import { LoadError, Page } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { SelectField } from '../../components/ui/SelectField';
import { Spinner } from '../../components/ui/Spinner';
import { graphql } from '../../gql';
import type { MatchStatus, RecommendationType } from '../../gql/graphql';
import { MatchRow } from './MatchRow';

/** Matches per page; a creator keeps at most 50 (the engine's limit), so three pages at most. */
const PAGE_SIZE = 20;

export const MATCHES_ROUTE_QUERY = graphql(`
  query MatchesRouteQuery($first: Int!, $after: String, $status: MatchStatus, $recommendationType: RecommendationType) {
    viewer {
      id
      matches(first: $first, after: $after, status: $status, recommendationType: $recommendationType) {
        totalCount
        edges {
          cursor
          node {
            id
            ...MatchRow_match
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

const TYPES = ['ESSENTIAL', 'RECOMMENDED', 'OPTIONAL'] as const satisfies readonly RecommendationType[];

/** The status filter of the "All matches" tab; bookmarks have their own tab. '' ("All open") is the server's default: every match not dismissed. */
const STATUS_OPTIONS = [
  { value: '', label: 'All open' },
  { value: 'ACTIVE', label: 'New' },
  { value: 'CLICKED', label: 'Visited' },
  { value: 'DISMISSED', label: 'Dismissed' },
] as const satisfies readonly { value: MatchStatus | ''; label: string }[];

const STATUS_VALUES = ['ACTIVE', 'CLICKED', 'DISMISSED'] as const satisfies readonly MatchStatus[];

const TYPE_OPTIONS = [{ value: '', label: 'All types' }, ...TYPES.map((type) => ({ value: type, label: RECOMMENDATION_LABELS[type] }))];

/** What the URL asks for (`?tab=bookmarked&type=ESSENTIAL&status=CLICKED`), unknown values ignored. */
function matchParams(params: URLSearchParams) {
  const bookmarked = params.get('tab') === 'bookmarked';
  const type = TYPES.find((value) => value === params.get('type')) ?? null;
  const listed = STATUS_VALUES.find((value) => value === params.get('status')) ?? null;
  const status: MatchStatus | null = bookmarked ? 'BOOKMARKED' : listed;
  return { bookmarked, type, status };
}

/**
 * /matches: every MatchMade match of the creator, best first, where the dashboard's panel shows
 * three. Filters by type and status live in the URL (a view can be shared, Back undoes a filter);
 * bookmarks have a tab of their own. Each match explains its score, and dismissing offers Undo.
 */
export const MatchesRoute = () => {
  const [params, setParams] = useSearchParams();
  const { bookmarked, type, status } = matchParams(params);
  const list = useQuery(MATCHES_ROUTE_QUERY, {
    variables: { first: PAGE_SIZE, status, recommendationType: type },
  });
  const matches = (list.data ?? list.previousData)?.viewer?.matches;
  const more = useLoadMore(list.fetchMore, matches?.pageInfo.endCursor);
  const refreshing = list.loading && !more.loading && Boolean(matches);
  const filtered = Boolean(type) || (!bookmarked && Boolean(status));

  const setParam = (key: 'type' | 'status', value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const clearFilters = () => setParams(bookmarked ? { tab: 'bookmarked' } : {});

  return (
    <Page>
      <title>{bookmarked ? 'Bookmarked matches · SoundBoard' : 'Your matches · SoundBoard'}</title>
      <PageHeader
        eyebrow="MatchMade AI"
        title="Your matches"
        intro="Every resource MatchMade AI matched to your profile, best first. Open a match to see how its score adds up; bookmark the ones to come back to."
      />

      <DirectoryStack>
        <Tabs aria-label="Matches">
          <TabLink to="/matches" aria-current={bookmarked ? undefined : 'page'}>
            <Icon name="sparkles" size={16} />
            All matches
          </TabLink>
          <TabLink to="/matches?tab=bookmarked" aria-current={bookmarked ? 'page' : undefined}>
            <Icon name="check" size={16} />
            Bookmarked
          </TabLink>
        </Tabs>

        <Filters>
          <SelectField label="Type" value={type ?? ''} options={TYPE_OPTIONS} onChange={(event) => setParam('type', event.target.value)} />
          {bookmarked ? null : (
            <SelectField label="Status" value={status ?? ''} options={STATUS_OPTIONS} onChange={(event) => setParam('status', event.target.value)} />
          )}
        </Filters>

        {matches ? (
          <ResultSummary busy={refreshing}>
            Showing <strong>{matches.edges.length}</strong> of{' '}
            <strong>{plural(matches.totalCount, bookmarked ? 'bookmarked match' : 'match', bookmarked ? 'bookmarked matches' : 'matches')}</strong>
          </ResultSummary>
        ) : null}

        {list.error && !matches ? (
          <StatePanel
            icon="alert"
            tone="danger"
            title="We could not load your matches"
            action={
              <Button type="button" $variant="secondary" onClick={() => void list.refetch()}>
                Try again
              </Button>
            }
          >
            Check your connection and try again. Your filters are kept.
          </StatePanel>
        ) : !matches ? (
          <Loading role="status">
            <Spinner /> Loading your matches…
          </Loading>
        ) : matches.edges.length === 0 ? (
          <EmptyState bookmarked={bookmarked} filtered={filtered} onClear={clearFilters} />
        ) : (
          <>
            <List aria-label={bookmarked ? 'Bookmarked matches' : 'Matches'} aria-busy={refreshing} $busy={refreshing}>
              {matches.edges.map(({ node }) => (
                <li key={node.id}>
                  <MatchRow match={node} />
                </li>
              ))}
            </List>
            {matches.pageInfo.hasNextPage ? (
              <LoadMore noun="matches" onClick={() => void more.loadMore()} loading={more.loading} remaining={matches.totalCount - matches.edges.length} />
            ) : null}
            {more.failed ? <LoadError role="alert">More matches could not load. Try again.</LoadError> : null}
          </>
        )}
      </DirectoryStack>
    </Page>
  );
};

const EmptyState = ({ bookmarked, filtered, onClear }: { bookmarked: boolean; filtered: boolean; onClear: () => void }) => {
  if (filtered) {
    return (
      <StatePanel
        icon="search"
        title="No matches with these filters"
        action={
          <Button type="button" $variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        }
      >
        Try another type or status.
      </StatePanel>
    );
  }
  if (bookmarked) {
    return (
      <StatePanel
        icon="check"
        title="No bookmarked matches yet"
        action={
          <ButtonLink to="/matches" $variant="secondary">
            See all matches
          </ButtonLink>
        }
      >
        Bookmark a match, here or on your dashboard, to keep it within reach.
      </StatePanel>
    );
  }
  return (
    <StatePanel icon="target" title="No matches yet" action={<ButtonLink to="/profile-settings">Complete Profile</ButtonLink>}>
      No resource matches found. Complete your profile to get personalized recommendations.
    </StatePanel>
  );
};

const Tabs = styled.nav`
  display: inline-flex;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface1};
`;

const TabLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transition: background ${({ theme }) => theme.transitions.fast};

  &:hover {
    color: ${({ theme }) => theme.colors.textPrimary};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

/** Two selects side by side, sharing a phone's width. */
const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(2, minmax(0, 1fr));

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 240px);
  }
`;

const Loading = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul<{ $busy: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  opacity: ${({ $busy }) => ($busy ? 0.55 : 1)};
  transition: opacity ${({ theme }) => theme.transitions.base};
`;
