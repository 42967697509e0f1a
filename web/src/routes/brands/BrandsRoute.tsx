import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import styled from 'styled-components';
import { prefetchQuery, type Prefetch } from '../../apollo/lazyApollo';
import { useAuth } from '../../auth/authContext';
import { BrandCard } from '../../components/directory/BrandCard';
import { DirectoryGrid, ResultSummary, Toolbar, ToolbarRow, DirectoryStack } from '../../components/directory/DirectoryStates';
import { FilterChips } from '../../components/directory/FilterChips';
import { categoryLabel, plural } from '../../components/directory/labels';
import { SearchBox } from '../../components/directory/SearchBox';
import { directoryParams, useDirectoryParams, type DirectoryParams } from '../../components/directory/useDirectoryParams';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { DirectoryResults } from '../../components/directory/DirectoryResults';
import { useLoadMore } from '../../components/directory/useLoadMore';
import { Icon } from '../../components/Icon';
import { NextStepCard } from '../../components/NextStepCard';
import { ButtonAnchor, ButtonLink } from '../../components/ui/Button';
import { Page, PageSection, SectionTitle } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { supportMailto } from '../../config/siteConfig';
import { graphql } from '../../gql';

/** Divides into rows of 2, 3 and 4 cards alike. */
const PAGE_SIZE = 24;

export const BRANDS_ROUTE_QUERY = graphql(`
  query BrandsRouteQuery($first: Int!, $after: String, $search: String, $category: String) {
    brands(first: $first, after: $after, search: $search, category: $category) {
      totalCount
      edges {
        cursor
        node {
          id
          ...BrandCard_brand
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const BRANDS_ROUTE_CATEGORIES_QUERY = graphql(`
  query BrandsRouteCategoriesQuery($search: String) {
    brandCategories(search: $search) {
      category
      count
    }
  }
`);

/** The viewer's best-fitting brands, above the directory: one row on a wide screen. */
export const BRANDS_ROUTE_MATCHES_QUERY = graphql(`
  query BrandsRouteMatchesQuery {
    viewer {
      id
      userType
    }
    brandMatches(first: 4) {
      score
      reasons
      brand {
        id
        ...BrandCard_brand
      }
    }
  }
`);

const FILTERS = ['category'] as const;

type Params = DirectoryParams<(typeof FILTERS)[number]>;

const listVariables = ({ search, filters }: Params) => ({ first: PAGE_SIZE, search: search || undefined, category: filters.category || undefined });
const facetVariables = ({ search }: Params) => ({ search: search || undefined });

/** The page's queries for the URL it opens with, sent before it renders (apollo/lazyApollo.tsx). */
export const prefetchBrandsRoute: Prefetch = (client) => {
  const params = directoryParams(new URLSearchParams(window.location.search), FILTERS);
  prefetchQuery(client, BRANDS_ROUTE_QUERY, listVariables(params));
  prefetchQuery(client, BRANDS_ROUTE_CATEGORIES_QUERY, facetVariables(params));
};

/** A brand's way in: mail to the support address, where one is configured. */
const partnerHref = supportMailto('Partner with SoundBoard');

export const BrandsRoute = () => {
  const auth = useAuth();
  const { text, setText, search, filters, setFilter, clear, active } = useDirectoryParams(FILTERS);
  const list = useQuery(BRANDS_ROUTE_QUERY, { variables: listVariables({ search, filters }) });
  const facets = useQuery(BRANDS_ROUTE_CATEGORIES_QUERY, { variables: facetVariables({ search, filters }) });
  // While a new search loads, the previous results stay (dimmed) instead of flashing a skeleton.
  // Apollo hands results over in a synchronous render; deferred, React builds the page of cards in
  // interruptible slices instead of one long task a phone cannot answer input during.
  const brands = useDeferredValue((list.data ?? list.previousData)?.brands);
  const categories = (facets.data ?? facets.previousData)?.brandCategories ?? [];
  const more = useLoadMore(list.fetchMore, brands?.pageInfo.endCursor);
  const refreshing = list.loading && !more.loading && Boolean(brands);
  const total = categories.reduce((sum, c) => sum + c.count, 0);

  return (
    <Page>
      <title>Brands · SoundBoard</title>
      <PageHeader
        eyebrow="Brand Discovery"
        title="Discover Verified Music Industry Brands"
        intro="150+ partner brands across distribution, gear, software, promotion and licensing. Search by name or narrow by what you need next."
      />

      {auth.status === 'signed-in' ? <BrandsThatFit /> : null}

      <section aria-labelledby="brands-directory-title">
        <DirectoryStack>
          <VisuallyHidden as="h2" id="brands-directory-title">
            Brand directory
          </VisuallyHidden>
          <Toolbar>
            <ToolbarRow>
              <SearchBox label="Search brands" placeholder="Name or tagline, e.g. DistroKid" value={text} onChange={setText} />
            </ToolbarRow>
            <FilterChips
              label="Filter by category"
              value={filters.category}
              onChange={(value) => setFilter('category', value)}
              allLabel="All brands"
              allCount={facets.data || facets.previousData ? total : undefined}
              options={categories.map((c) => ({ value: c.category, label: categoryLabel(c.category), count: c.count }))}
            />
            {brands ? (
              <ResultSummary busy={refreshing}>
                Showing <strong>{brands.edges.length}</strong> of <strong>{plural(brands.totalCount, 'brand')}</strong>
                {filters.category ? <> in {categoryLabel(filters.category)}</> : null}
                {search ? <> matching “{search}”</> : null}
              </ResultSummary>
            ) : null}
          </Toolbar>

          <DirectoryResults
            connection={brands}
            noun="brands"
            title="the brand directory"
            failed={Boolean(list.error)}
            onRetry={() => void list.refetch()}
            refreshing={refreshing}
            more={more}
            empty={{
              icon: 'search',
              title: search ? `No brands match “${search}”` : 'No brands in this category yet',
              hint:
                filters.category && search
                  ? `Nothing in ${categoryLabel(filters.category)} fits that search. Try another word or look in every category.`
                  : 'Try a shorter word, check the spelling, or browse all categories.',
              onClear: active ? clear : undefined,
            }}
            testId="brand-grid"
            renderItem={(node) => <BrandCard brand={node} />}
          />
        </DirectoryStack>
      </section>

      <NextStepCard
        icon="sparkles"
        title="Let MatchMade AI shortlist resources for you"
        description={
          auth.status === 'signed-in'
            ? 'Complete your profile and the resources that fit you best appear on your dashboard, each with a match score.'
            : 'Create a free profile and MatchMade AI ranks the resource library by how well it fits your genres, skills and goals.'
        }
        action={
          auth.status === 'signed-in' ? (
            <ButtonLink to="/profile-setup">Complete Profile</ButtonLink>
          ) : (
            <ButtonLink to="/signup">
              Get Started
              <Icon name="arrowRight" size={18} />
            </ButtonLink>
          )
        }
      />
      {partnerHref ? (
        <NextStepCard
          icon="link"
          title="Are you a music-industry brand?"
          description="Partner with SoundBoard to meet creators who are looking for exactly what you offer."
          action={
            <ButtonAnchor href={partnerHref} $variant="secondary">
              Partner with Us
            </ButtonAnchor>
          }
        />
      ) : null}
    </Page>
  );
};

/** "Brands that fit you": MatchMade AI's picks for a signed-in creator, with the reasons; nothing while there are none. */
const BrandsThatFit = () => {
  const { data } = useQuery(BRANDS_ROUTE_MATCHES_QUERY, { fetchPolicy: 'cache-and-network' });
  const matches = data?.viewer?.userType === 'BRAND' ? [] : (data?.brandMatches ?? []);
  if (matches.length === 0) return null;
  return (
    <PageSection aria-labelledby="brands-fit-title">
      <div>
        <SectionTitle id="brands-fit-title">Brands that fit you</SectionTitle>
        <FitIntro>Ranked by MatchMade AI from your genres, needs and career stage.</FitIntro>
      </div>
      <DirectoryGrid aria-label="Brands that fit you" data-testid="brand-matches">
        {matches.map((match) => (
          <li key={match.brand.id}>
            <BrandCard brand={match.brand} match={match} />
          </li>
        ))}
      </DirectoryGrid>
    </PageSection>
  );
};

const FitIntro = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
