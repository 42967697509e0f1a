import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphQLErrorMessage } from '../apollo/errors';
import { useAuth } from '../auth/authContext';
import { toast } from '../stores/toastStore';
import { graphql } from '../gql';
import { withMatchesEcho } from './matchEchoes';

export const BOOKMARK_RESOURCE_MUTATION = graphql(`
  mutation BookmarkResourceMutation($resourceId: ID!) {
    bookmarkResource(resourceId: $resourceId) {
      id
      status
      recommendationType
      resource {
        id
        name
      }
    }
  }
`);

/**
 * `bookmarkResource`: bookmarks a library resource that is not among the creator's matches (one
 * that is goes through useUpdateMatchStatusMutation). The new match joins the resource's fit at
 * once; the lists and counts it changes are dropped from the cache, to be read again when they
 * next show (where it ranks is the server's to say); its announcement to this tab changes nothing
 * more. Confirmed with a toast.
 */
export function useBookmarkResourceMutation() {
  const auth = useAuth();
  const viewerId = auth.status === 'signed-in' ? auth.user.id : null;
  const [mutate, { loading }] = useMutation(BOOKMARK_RESOURCE_MUTATION);

  const bookmark = useCallback(
    async (resource: { id: string; slug: string; name: string }): Promise<boolean> => {
      try {
        await withMatchesEcho(() =>
          mutate({
            variables: { resourceId: resource.id },
            update(cache, { data }) {
              const match = data?.bookmarkResource;
              if (!viewerId || !match) return;
              cache.modify({
                id: cache.identify({ __typename: 'User', id: viewerId }),
                fields: {
                  resourceFit: (value, { storeFieldName, toReference }) =>
                    storeFieldName.includes(JSON.stringify(resource.slug)) ? { ...(value as object), match: toReference(match) } : value,
                  matches: (_value, { DELETE }) => DELETE,
                  recentRecommendations: (_value, { DELETE }) => DELETE,
                  brandConnectionStats: (_value, { DELETE }) => DELETE,
                },
              });
            },
          }),
        );
      } catch (error) {
        toast({
          variant: 'destructive',
          title: 'Resource not bookmarked',
          description: graphQLErrorMessage(error, 'Please try again in a moment.'),
        });
        return false;
      }
      toast({
        title: 'Bookmarked',
        description: `${resource.name} is saved in your bookmarked matches.`,
      });
      return true;
    },
    [mutate, viewerId],
  );
  return { bookmark, loading };
}
