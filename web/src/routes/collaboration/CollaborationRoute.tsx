import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import styled from 'styled-components';
import { GENRES } from '../../../../graph/src/shared/vocabulary';
import { useAuth } from '../../auth/authContext';
import { isBrandAccount } from '../../auth/sessionUser';
import { AllowanceNote } from '../../components/collaboration/AllowanceNote';
import { BriefCard } from '../../components/collaboration/BriefCard';
import { COMPENSATION_TYPES, KINDS, kindLabel } from '../../components/collaboration/briefWords';
import { DirectoryResults } from '../../components/directory/DirectoryResults';
import { DirectoryGrid, DirectoryStack, ResultSummary, SkeletonGrid, Toolbar, ToolbarRow } from '../../components/directory/DirectoryStates';
import { FilterChips } from '../../components/directory/FilterChips';
import { plural } from '../../components/directory/labels';
import { SearchBox } from '../../components/directory/SearchBox';
import { useDirectoryParams, type DirectoryParams } from '../../components/directory/useDirectoryParams';
import { useLoadMore } from '../../components/directory/useLoadMore';
import { Icon } from '../../components/Icon';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Page, PageSection, SectionTitle } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { SelectField } from '../../components/ui/SelectField';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { graphql } from '../../gql';
import { useBriefArrivals } from '../../live/liveBriefs';
import type { BriefKind, BriefSort, CompensationType } from '../../gql/graphql';

/** Divides into rows of 2 and 3 cards alike. */
const PAGE_SIZE = 12;

export const COLLABORATION_ROUTE_QUERY = graphql(`
  query CollaborationRouteQuery(
    $first: Int!
    $after: String
    $search: String
    $kind: BriefKind
    $compensation: CompensationType
    $genre: String
    $remote: Boolean
    $sort: BriefSort
  ) {
    briefs(first: $first, after: $after, search: $search, kind: $kind, compensation: $compensation, genre: $genre, remote: $remote, sort: $sort) {
      totalCount
      edges {
        cursor
        node {
          id
          ...BriefCard_brief
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** "Fits you": the open briefs MatchMade scored as fitting the signed-in creator, the best first. */
export const COLLABORATION_ROUTE_FEED_QUERY = graphql(`
  query CollaborationRouteFeedQuery($first: Int!) {
    briefFeed(first: $first) {
      totalCount
      edges {
        node {
          id
          ...BriefCard_brief
        }
      }
    }
  }
`);

/** The signed-in creator's weekly allowance, above the board. */
export const COLLABORATION_ROUTE_VIEWER_QUERY = graphql(`
  query CollaborationRouteViewerQuery {
    viewer {
      id
      applicationAllowance {
        remaining
        resetsAt
      }
    }
  }
`);

const FILTERS = ['kind', 'pay', 'genre', 'where', 'sort'] as const;

/** How many of the briefs that fit the creator the top of the board shows; the board below is sorted best fit first. */
const FEED_SHOWN = 3;
type Params = DirectoryParams<(typeof FILTERS)[number]>;

/** The sorts as the URL spells them (`?sort=closing`). */
const SORTS: readonly { value: string; label: string; sort: BriefSort }[] = [
  { value: 'best', label: 'Best fit', sort: 'BEST_FIT' },
  { value: 'newest', label: 'Newest', sort: 'NEWEST' },
  { value: 'closing', label: 'Closing soon', sort: 'CLOSING_SOON' },
];

const oneOf = <T extends string>(values: readonly { value: T }[], raw: string): T | undefined => values.find((v) => v.value === raw)?.value;

/**
 * The query's variables for the URL's search and filters. Creators see the best fits first unless
 * they pick another order; visitors, who have no fit, the newest.
 */
const listVariables = ({ search, filters }: Params, creator: boolean) => ({
  first: PAGE_SIZE,
  search: search || undefined,
  kind: oneOf<BriefKind>(KINDS, filters.kind),
  compensation: oneOf<CompensationType>(COMPENSATION_TYPES, filters.pay),
  genre: filters.genre || undefined,
  remote: filters.where === 'remote' ? true : undefined,
  sort: (SORTS.find((s) => s.value === filters.sort) ?? SORTS[creator ? 0 : 1]!).sort,
});

/** /collaboration: the board of open briefs, with search, filters, sort and, for creators, their allowance. */
export const CollaborationRoute = () => {
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in';
  const creator = signedIn && !isBrandAccount(auth.user);
  const { text, setText, search, filters, setFilter, clear, active } = useDirectoryParams(FILTERS);
  const list = useQuery(COLLABORATION_ROUTE_QUERY, { variables: listVariables({ search, filters }, creator), skip: auth.status === 'loading' });
  const viewer = useQuery(COLLABORATION_ROUTE_VIEWER_QUERY, { skip: !creator });
  const feed = useQuery(COLLABORATION_ROUTE_FEED_QUERY, { variables: { first: FEED_SHOWN }, skip: !creator, fetchPolicy: 'cache-and-network' });
  // A brief that fits joins "Fits you" as it opens (the tab's live updates write it there); the
  // board below, searched and filtered, reads itself again when the creator asks to see it.
  const { arrived, clear: clearArrived } = useBriefArrivals();
  const showArrived = () => {
    clearArrived();
    void list.refetch();
    document.getElementById('board-title')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const fits = feed.data?.briefFeed.edges ?? [];
  const briefs = useDeferredValue((list.data ?? list.previousData)?.briefs);
  const more = useLoadMore(list.fetchMore, briefs?.pageInfo.endCursor);
  const refreshing = list.loading && !more.loading && Boolean(briefs);
  const allowance = viewer.data?.viewer?.applicationAllowance;
  const sort = SORTS.find((s) => s.value === filters.sort) ?? SORTS[creator ? 0 : 1]!;
  const sorts = creator ? SORTS : SORTS.slice(1);
  // The board waits for what goes above it (a creator's allowance and the briefs that fit them), and
  // those for each other: shown first, a part would jump down the screen when the others arrive.
  // Once answered (or failed), they stay answered, so a later refetch does not hide the board again.
  const settled = (query: { data?: unknown; error?: unknown }) => query.data !== undefined || query.error !== undefined;
  const boardReady = auth.status !== 'loading' && (!creator || (settled(viewer) && settled(feed)));

  return (
    <Page>
      <title>Collaboration Board · SoundBoard</title>
      <PageHeader
        eyebrow="Collaboration"
        title="Collaboration Board"
        intro="Briefs from creators and music-industry brands: collaborations, paid gigs, brand campaigns and open calls. Every brief says what it pays."
        actions={
          <>
            <ButtonLink to={signedIn ? '/collaboration/new' : '/signup?next=%2Fcollaboration%2Fnew'}>
              <Icon name="plus" size={18} />
              Post a brief
            </ButtonLink>
            {creator ? (
              <ButtonLink to="/collaboration/applications" $variant="secondary">
                <Icon name="send" size={18} />
                My applications
              </ButtonLink>
            ) : null}
            {signedIn ? (
              <ButtonLink to="/collaboration/mine" $variant="ghost">
                <Icon name="briefcase" size={18} />
                My briefs
              </ButtonLink>
            ) : null}
          </>
        }
      />
      {allowance && boardReady ? <AllowanceNote allowance={allowance} /> : null}

      {arrived.size > 0 ? (
        <NewBriefs role="status">
          <Icon name="sparkles" size={18} />
          <span>{arrived.size === 1 ? 'A new brief that fits you just opened.' : `${arrived.size} new briefs that fit you just opened.`}</span>
          <Button type="button" $size="sm" onClick={showArrived}>
            Show {arrived.size === 1 ? 'it' : 'them'}
          </Button>
        </NewBriefs>
      ) : null}

      {fits.length > 0 && boardReady ? (
        <PageSection aria-labelledby="fits-title">
          <div>
            <SectionTitle id="fits-title">Fits you</SectionTitle>
            <FitIntro>Open briefs MatchMade AI scores highest for your genres, skills and what you are looking for.</FitIntro>
          </div>
          <DirectoryGrid $min="320px" aria-label="Briefs that fit you" data-testid="brief-feed">
            {fits.map(({ node }) => (
              <li key={node.id}>
                <BriefCard brief={node} />
              </li>
            ))}
          </DirectoryGrid>
        </PageSection>
      ) : null}

      {boardReady ? (
        <section aria-labelledby="board-title">
          <DirectoryStack>
            <VisuallyHidden as="h2" id="board-title">
              Open briefs
            </VisuallyHidden>
            <Toolbar>
              <ToolbarRow>
                <SearchBox label="Search briefs" placeholder="Title or description, e.g. remix" value={text} onChange={setText} />
              </ToolbarRow>
              <FilterChips label="Filter by kind" value={filters.kind} onChange={(value) => setFilter('kind', value)} allLabel="All kinds" options={KINDS} />
              <Selects>
                <SelectField
                  label="Pay"
                  value={filters.pay}
                  onChange={(event) => setFilter('pay', event.target.value)}
                  options={[{ value: '', label: 'Any pay' }, ...COMPENSATION_TYPES]}
                />
                <SelectField
                  label="Genre"
                  value={filters.genre}
                  onChange={(event) => setFilter('genre', event.target.value)}
                  options={[{ value: '', label: 'Any genre' }, ...GENRES.map((g) => ({ value: g, label: g }))]}
                />
                <SelectField
                  label="Where"
                  value={filters.where}
                  onChange={(event) => setFilter('where', event.target.value)}
                  options={[
                    { value: '', label: 'Anywhere' },
                    { value: 'remote', label: 'Remote only' },
                  ]}
                />
                <SelectField
                  label="Sort by"
                  value={sort.value}
                  onChange={(event) => setFilter('sort', event.target.value === (creator ? 'best' : 'newest') ? '' : event.target.value)}
                  options={sorts}
                />
              </Selects>
              {briefs ? (
                <ResultSummary busy={refreshing}>
                  <strong>{plural(briefs.totalCount, 'open brief')}</strong>
                  {filters.kind ? <>&nbsp;· {kindLabel(filters.kind as BriefKind)}</> : null}
                  {search ? <>&nbsp;matching “{search}”</> : null}
                </ResultSummary>
              ) : null}
            </Toolbar>

            <DirectoryResults
              connection={briefs}
              noun="briefs"
              title="the collaboration board"
              label="Open briefs"
              failed={Boolean(list.error)}
              onRetry={() => void list.refetch()}
              refreshing={refreshing}
              more={more}
              empty={{
                icon: 'briefcase',
                title: search ? `No briefs match “${search}”` : active ? 'No open briefs fit these filters' : 'No open briefs right now',
                hint: active
                  ? 'Try another kind or genre, or clear the filters to see every open brief.'
                  : 'New briefs appear here as soon as they open. Post your own in the meantime.',
                onClear: active ? clear : undefined,
              }}
              skeletonCount={6}
              min="320px"
              testId="brief-grid"
              renderItem={(node) => <BriefCard brief={node} />}
            />
          </DirectoryStack>
        </section>
      ) : (
        // Holds the board's place meanwhile, so that the footer does not show and then drop away.
        <SkeletonGrid count={6} min="320px" />
      )}
    </Page>
  );
};

const FitIntro = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** "2 new briefs that fit you just opened. [Show them]": sticky under the navigation while it waits. */
const NewBriefs = styled.div`
  position: sticky;
  top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.sm});
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderAccent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface2};
  box-shadow: ${({ theme }) => theme.shadows.md};
  color: ${({ theme }) => theme.colors.textPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.accentHover};
  }

  span {
    flex: 1 1 200px;
  }
`;

/** The select filters: two to a row on a phone, one row from tablet width up. */
const Selects = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.md};
  }
`;
