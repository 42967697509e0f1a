import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import styled from 'styled-components';
import { prefetchQuery, type Prefetch } from '../../apollo/lazyApollo';
import { useAuth } from '../../auth/authContext';
import { ResultSummary, Toolbar, ToolbarRow, DirectoryStack } from '../../components/directory/DirectoryStates';
import { FilterChips } from '../../components/directory/FilterChips';
import { categoryLabel, plural } from '../../components/directory/labels';
import { ResourceCard, TIERS } from '../../components/directory/ResourceCard';
import { SearchBox } from '../../components/directory/SearchBox';
import { directoryParams, useDirectoryParams, type DirectoryParams } from '../../components/directory/useDirectoryParams';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { DirectoryResults } from '../../components/directory/DirectoryResults';
import { useLoadMore } from '../../components/directory/useLoadMore';
import { Icon } from '../../components/Icon';
import { NextStepCard } from '../../components/NextStepCard';
import { ButtonLink } from '../../components/ui/Button';
import { Page } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { SelectField } from '../../components/ui/SelectField';
import { graphql } from '../../gql';
import type { PricingTier, ResourceSort } from '../../gql/graphql';

/** Divides into rows of 2, 3 and 4 cards alike. */
const PAGE_SIZE = 24;

export const RESOURCES_ROUTE_QUERY = graphql(`
  query ResourcesRouteQuery($first: Int!, $after: String, $search: String, $category: String, $pricingTier: PricingTier, $sort: ResourceSort) {
    resources(first: $first, after: $after, search: $search, category: $category, pricingTier: $pricingTier, sort: $sort) {
      totalCount
      edges {
        cursor
        node {
          id
          ...ResourceCard_resource
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const RESOURCES_ROUTE_CATEGORIES_QUERY = graphql(`
  query ResourcesRouteCategoriesQuery($search: String, $pricingTier: PricingTier) {
    resourceCategories(search: $search, pricingTier: $pricingTier) {
      category
      count
    }
  }
`);

const FILTERS = ['category', 'tier', 'sort'] as const;

type Params = DirectoryParams<(typeof FILTERS)[number]>;

const TIER_VALUES = ['FREE', 'FREEMIUM', 'PAID', 'PREMIUM'] as const satisfies readonly PricingTier[];

const SORT_OPTIONS = [
  { value: '', label: 'Name (A–Z)' },
  { value: 'NEWEST', label: 'Newest' },
  { value: 'PRICE', label: 'Lowest price' },
] as const satisfies readonly { value: ResourceSort | ''; label: string }[];

const TIER_OPTIONS = [{ value: '', label: 'Any price' }, ...TIER_VALUES.map((tier) => ({ value: tier, label: TIERS[tier].label }))];

/** The URL's tier and sort, when they are values the API knows (a hand-edited URL must not become a failed query). */
const pricingTierOf = ({ filters }: Params) => TIER_VALUES.find((tier) => tier === filters.tier);
const SORT_VALUES = ['NEWEST', 'PRICE'] as const satisfies readonly ResourceSort[];
const sortOf = ({ filters }: Params) => SORT_VALUES.find((sort) => sort === filters.sort);

const listVariables = (params: Params) => ({
  first: PAGE_SIZE,
  search: params.search || undefined,
  category: params.filters.category || undefined,
  pricingTier: pricingTierOf(params),
  sort: sortOf(params),
});
const facetVariables = (params: Params) => ({ search: params.search || undefined, pricingTier: pricingTierOf(params) });

/** The page's queries for the URL it opens with, sent before it renders (apollo/lazyApollo.tsx). */
export const prefetchResourcesRoute: Prefetch = (client) => {
  const params = directoryParams(new URLSearchParams(window.location.search), FILTERS);
  prefetchQuery(client, RESOURCES_ROUTE_QUERY, listVariables(params));
  prefetchQuery(client, RESOURCES_ROUTE_CATEGORIES_QUERY, facetVariables(params));
};

export const ResourcesRoute = () => {
  const auth = useAuth();
  const { text, setText, search, filters, setFilter, clear, active } = useDirectoryParams(FILTERS);
  const list = useQuery(RESOURCES_ROUTE_QUERY, { variables: listVariables({ search, filters }) });
  const facets = useQuery(RESOURCES_ROUTE_CATEGORIES_QUERY, { variables: facetVariables({ search, filters }) });
  // While a new search loads, the previous results stay (dimmed) instead of flashing a skeleton.
  // Apollo hands results over in a synchronous render; deferred, React builds the page of cards in
  // interruptible slices instead of one long task a phone cannot answer input during.
  const resources = useDeferredValue((list.data ?? list.previousData)?.resources);
  const categories = (facets.data ?? facets.previousData)?.resourceCategories ?? [];
  const more = useLoadMore(list.fetchMore, resources?.pageInfo.endCursor);
  const refreshing = list.loading && !more.loading && Boolean(resources);
  const signedIn = auth.status === 'signed-in';
  const tier = pricingTierOf({ search, filters });

  return (
    <Page>
      <title>Resources · SoundBoard</title>
      <PageHeader
        eyebrow="Resource Library"
        title="Curated Resources for Music Creators"
        intro="Hand-picked tools, services and courses for releasing, promoting and earning from your music, each with its price up front."
      />

      {signedIn ? (
        <NextStepCard
          icon="target"
          title="See which resources fit you best"
          description="MatchMade AI scores every resource against your profile; open a resource to see why it fits you, or see all your matches."
          action={
            <ButtonLink to="/matches">
              See My Matches
              <Icon name="arrowRight" size={18} />
            </ButtonLink>
          }
        />
      ) : null}

      <section aria-labelledby="resources-directory-title">
        <DirectoryStack>
          <VisuallyHidden as="h2" id="resources-directory-title">
            Resource library
          </VisuallyHidden>
          <Toolbar>
            <ToolbarRow>
              <SearchBox label="Search resources" placeholder="e.g. mastering, royalties" value={text} onChange={setText} />
              <Control>
                <SelectField label="Price" value={tier ?? ''} options={TIER_OPTIONS} onChange={(event) => setFilter('tier', event.target.value)} />
              </Control>
              <Control>
                <SelectField
                  label="Sort by"
                  value={sortOf({ search, filters }) ?? ''}
                  options={SORT_OPTIONS}
                  onChange={(event) => setFilter('sort', event.target.value)}
                />
              </Control>
            </ToolbarRow>
            <FilterChips
              label="Filter by category"
              value={filters.category}
              onChange={(value) => setFilter('category', value)}
              allLabel="All resources"
              options={categories.map((c) => ({ value: c.category, label: categoryLabel(c.category), count: c.count }))}
            />
            {resources ? (
              <ResultSummary busy={refreshing}>
                Showing <strong>{resources.edges.length}</strong> of <strong>{plural(resources.totalCount, 'resource')}</strong>
                {tier ? <> priced {TIERS[tier].label.toLowerCase()}</> : null}
                {filters.category ? <> in {categoryLabel(filters.category)}</> : null}
                {search ? <> matching “{search}”</> : null}
              </ResultSummary>
            ) : null}
          </Toolbar>

          <DirectoryResults
            connection={resources}
            noun="resources"
            title="the resource library"
            failed={Boolean(list.error)}
            onRetry={() => void list.refetch()}
            refreshing={refreshing}
            more={more}
            empty={{
              icon: 'search',
              title: search
                ? `No resources match “${search}”`
                : tier
                  ? `No ${TIERS[tier].label.toLowerCase()} resources here yet`
                  : 'No resources in this category yet',
              hint:
                filters.category && search
                  ? `Nothing in ${categoryLabel(filters.category)} fits that search. Try another word or look in every category.`
                  : tier
                    ? 'Try another price or browse all categories.'
                    : 'Try a shorter word, check the spelling, or browse all categories.',
              onClear: active ? clear : undefined,
            }}
            min="300px"
            testId="resource-grid"
            renderItem={(node) => <ResourceCard resource={node} />}
          />
        </DirectoryStack>
      </section>

      {signedIn ? null : (
        <NextStepCard
          icon="target"
          title="Get resources matched to your career"
          description="Create a free profile and MatchMade AI scores each resource against your genres, skills and goals, and explains why it fits."
          action={
            <ButtonLink to="/signup">
              Get Started
              <Icon name="arrowRight" size={18} />
            </ButtonLink>
          }
        />
      )}
    </Page>
  );
};

/** A select beside the search box: wide enough for its longest option; two share a row on phones. */
const Control = styled.div`
  flex: 1 1 140px;
  max-width: 100%;

  ${({ theme }) => theme.media.tablet} {
    flex: 0 0 200px;
  }
`;
