import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import { prefetchQuery, type Prefetch } from '../../apollo/lazyApollo';
import styled from 'styled-components';
import { useAuth } from '../../auth/authContext';
import { CreatorCard } from '../../components/directory/CreatorCard';
import { ResultSummary, Toolbar, ToolbarRow, DirectoryStack } from '../../components/directory/DirectoryStates';
import { plural } from '../../components/directory/labels';
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

const PAGE_SIZE = 24;

export const NETWORKING_ROUTE_QUERY = graphql(`
  query NetworkingRouteQuery($first: Int!, $after: String, $search: String, $genre: String, $skill: String) {
    creators(first: $first, after: $after, search: $search, genre: $genre, skill: $skill) {
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

export const NETWORKING_ROUTE_VOCABULARY_QUERY = graphql(`
  query NetworkingRouteVocabularyQuery {
    vocabulary {
      genres
      skills
    }
  }
`);

const anyOption = (label: string) => ({ value: '', label });

const FILTERS = ['genre', 'skill'] as const;

const listVariables = ({ search, filters }: DirectoryParams<(typeof FILTERS)[number]>) => ({
  first: PAGE_SIZE,
  search: search || undefined,
  genre: filters.genre || undefined,
  skill: filters.skill || undefined,
});

/** The page's queries for the URL it opens with, sent before it renders (apollo/lazyApollo.tsx). */
export const prefetchNetworkingRoute: Prefetch = (client) => {
  prefetchQuery(client, NETWORKING_ROUTE_QUERY, listVariables(directoryParams(new URLSearchParams(window.location.search), FILTERS)));
  prefetchQuery(client, NETWORKING_ROUTE_VOCABULARY_QUERY);
};

export const NetworkingRoute = () => {
  const auth = useAuth();
  const { text, setText, search, filters, setFilter, clear, active } = useDirectoryParams(FILTERS);
  const list = useQuery(NETWORKING_ROUTE_QUERY, { variables: listVariables({ search, filters }) });
  const vocabulary = useQuery(NETWORKING_ROUTE_VOCABULARY_QUERY).data?.vocabulary;
  // While a new search loads, the previous results stay (dimmed) instead of flashing a skeleton.
  // Apollo hands results over in a synchronous render; deferred, React builds the page of cards in
  // interruptible slices instead of one long task a phone cannot answer input during.
  const creators = useDeferredValue((list.data ?? list.previousData)?.creators);
  const more = useLoadMore(list.fetchMore, creators?.pageInfo.endCursor);
  const refreshing = list.loading && !more.loading && Boolean(creators);
  // A value from a shared link that the vocabulary lacks still shows as picked.
  const withCurrent = (values: readonly string[], current: string) => (current && !values.includes(current) ? [current, ...values] : values);
  const genres = withCurrent(vocabulary?.genres ?? [], filters.genre);
  const skills = withCurrent(vocabulary?.skills ?? [], filters.skill);
  const signedIn = auth.status === 'signed-in';

  return (
    <Page>
      <title>Networking · SoundBoard</title>
      <PageHeader
        eyebrow="Professional Networking"
        title="Grow Your Network with Fellow Creators"
        intro="Meet artists, producers and songwriters who share your sound. Search by name, place or style, or filter by genre and skill."
      />

      <section aria-labelledby="creators-directory-title">
        <DirectoryStack>
          <VisuallyHidden as="h2" id="creators-directory-title">
            Creator directory
          </VisuallyHidden>
          <Toolbar>
            <Filters>
              <SearchBox label="Search creators" placeholder="Name, city or bio" value={text} onChange={setText} />
              <SelectWrap>
                <SelectField
                  label="Genre"
                  value={filters.genre}
                  onChange={(event) => setFilter('genre', event.target.value)}
                  options={[anyOption('All genres'), ...genres.map((g) => ({ value: g, label: g }))]}
                />
              </SelectWrap>
              <SelectWrap>
                <SelectField
                  label="Skill"
                  value={filters.skill}
                  onChange={(event) => setFilter('skill', event.target.value)}
                  options={[anyOption('All skills'), ...skills.map((s) => ({ value: s, label: s }))]}
                />
              </SelectWrap>
            </Filters>
            {creators ? (
              <ResultSummary busy={refreshing}>
                Showing <strong>{creators.edges.length}</strong> of <strong>{plural(creators.totalCount, 'creator')}</strong>
                {filters.genre ? <> in {filters.genre}</> : null}
                {filters.skill ? <> skilled in {filters.skill}</> : null}
                {search ? <> matching “{search}”</> : null}
                {active ? (
                  <ClearLink type="button" onClick={clear}>
                    Clear filters
                  </ClearLink>
                ) : null}
              </ResultSummary>
            ) : null}
          </Toolbar>

          <DirectoryResults
            connection={creators}
            noun="creators"
            title="the creator directory"
            failed={Boolean(list.error)}
            onRetry={() => void list.refetch()}
            refreshing={refreshing}
            more={more}
            empty={{
              icon: 'users',
              title: search ? `No creators match “${search}”` : 'No creators match these filters yet',
              hint: 'The directory grows every week. Try a wider search, or another genre or skill.',
              onClear: clear,
            }}
            min="300px"
            testId="creator-grid"
            renderItem={(node) => <CreatorCard creator={node} />}
          />
        </DirectoryStack>
      </section>

      <NextStepCard
        icon={signedIn ? 'users' : 'user'}
        title={signedIn ? 'Creators who share your sound' : 'Get listed in the directory'}
        description={
          signedIn
            ? 'Your network page suggests creators who share your genres, picked from this directory.'
            : 'Create a free profile with your genres, skills and what you are looking for, and other creators can find you here.'
        }
        action={
          signedIn ? (
            <ButtonLink to="/network">
              Open My Network
              <Icon name="arrowRight" size={18} />
            </ButtonLink>
          ) : (
            <ButtonLink to="/signup">
              Get Started
              <Icon name="arrowRight" size={18} />
            </ButtonLink>
          )
        }
      />
    </Page>
  );
};

const Filters = styled(ToolbarRow)`
  display: grid;
  grid-template-columns: 1fr 1fr;

  > :first-child {
    grid-column: 1 / -1;
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);

    > :first-child {
      grid-column: auto;
    }
  }
`;

const SelectWrap = styled.div`
  min-width: 0;
`;

const ClearLink = styled.button`
  margin-left: ${({ theme }) => theme.space.xs};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accentHover};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 3px;
`;
