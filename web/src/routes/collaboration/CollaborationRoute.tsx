import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import styled from 'styled-components';
import { GENRES } from '../../../../graph/src/shared/vocabulary';
import { prefetchQuery, type Prefetch } from '../../apollo/lazyApollo';
import { useAuth } from '../../auth/authContext';
import { isBrandAccount } from '../../auth/sessionUser';
import { AllowanceNote } from '../../components/collaboration/AllowanceNote';
import { BriefCard } from '../../components/collaboration/BriefCard';
import { COMPENSATION_TYPES, KINDS, kindLabel } from '../../components/collaboration/briefWords';
import { DirectoryResults } from '../../components/directory/DirectoryResults';
import { DirectoryStack, ResultSummary, Toolbar, ToolbarRow } from '../../components/directory/DirectoryStates';
import { FilterChips } from '../../components/directory/FilterChips';
import { plural } from '../../components/directory/labels';
import { SearchBox } from '../../components/directory/SearchBox';
import { directoryParams, useDirectoryParams, type DirectoryParams } from '../../components/directory/useDirectoryParams';
import { useLoadMore } from '../../components/directory/useLoadMore';
import { Icon } from '../../components/Icon';
import { ButtonLink } from '../../components/ui/Button';
import { Page } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { SelectField } from '../../components/ui/SelectField';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { graphql } from '../../gql';
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

/** The page's query for the URL it opens with, sent before it renders (apollo/lazyApollo.tsx). */
export const prefetchCollaborationRoute: Prefetch = (client) => {
  // The session is not known yet: a visitor's order. A creator's board asks again with theirs.
  const params = directoryParams(new URLSearchParams(window.location.search), FILTERS);
  if (params.filters.sort) prefetchQuery(client, COLLABORATION_ROUTE_QUERY, listVariables(params, false));
};

/** /collaboration: the board of open briefs, with search, filters, sort and, for creators, their allowance. */
export const CollaborationRoute = () => {
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in';
  const creator = signedIn && !isBrandAccount(auth.user);
  const { text, setText, search, filters, setFilter, clear, active } = useDirectoryParams(FILTERS);
  const list = useQuery(COLLABORATION_ROUTE_QUERY, { variables: listVariables({ search, filters }, creator), skip: auth.status === 'loading' });
  const viewer = useQuery(COLLABORATION_ROUTE_VIEWER_QUERY, { skip: !creator });
  const briefs = useDeferredValue((list.data ?? list.previousData)?.briefs);
  const more = useLoadMore(list.fetchMore, briefs?.pageInfo.endCursor);
  const refreshing = list.loading && !more.loading && Boolean(briefs);
  const allowance = viewer.data?.viewer?.applicationAllowance;
  const sort = SORTS.find((s) => s.value === filters.sort) ?? SORTS[creator ? 0 : 1]!;
  const sorts = creator ? SORTS : SORTS.slice(1);

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
      {allowance ? <AllowanceNote allowance={allowance} /> : null}

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
    </Page>
  );
};

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
