import { useQuery } from '@apollo/client/react';
import { CreatorCard } from '../../components/directory/CreatorCard';
import { DirectoryGrid, SkeletonGrid, StatePanel } from '../../components/directory/DirectoryStates';
import { Icon } from '../../components/Icon';
import { PageSection, SectionTitle } from '../../components/ui/Page';
import { graphql } from '../../gql';
import { SectionHead, SeeAll } from './networkParts';

/** Suggestions shown at once; the directory holds the rest. */
const SUGGESTIONS = 6;

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

type SuggestionsProps = {
  title: string;
  genre?: string;
  excludeProfileId?: string;
};

/** A handful of creators from the directory, with a way to see them all. */
export const CreatorSuggestions = ({ title, genre, excludeProfileId }: SuggestionsProps) => {
  // One extra, in case the viewer is among them. Kept out of the cache: the directory's paginated
  // `creators` list is stored by filter, not by page size, and would show this short page.
  const { data, previousData, error } = useQuery(NETWORK_ROUTE_CREATORS_QUERY, {
    variables: { first: SUGGESTIONS + 1, genre },
    fetchPolicy: 'no-cache',
  });
  const creators = (data ?? previousData)?.creators;
  const nodes = (creators?.edges ?? [])
    .map((e) => e.node)
    .filter((n) => n.id !== excludeProfileId)
    .slice(0, SUGGESTIONS);
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
