import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphQLErrorMessage } from '../apollo/errors';
import { useAuth } from '../auth/authContext';
import { toast, type ToastOptions } from '../stores/toastStore';
import { graphql } from '../gql';

export const REMOVE_PROFILE_PICTURE_MUTATION = graphql(`
  mutation RemoveProfilePictureMutation {
    removeProfilePicture {
      id
      profilePictureUrl
      completion {
        ...ProfileCompletionFields
      }
    }
  }
`);

/**
 * `removeProfilePicture`: the Profile updates itself in the cache (normalised by id); the viewer's
 * completion and avatar, and the session user's avatar, follow when they showed that picture.
 */
export function useRemoveProfilePictureMutation() {
  const auth = useAuth();
  const viewer = auth.status === 'signed-in' ? auth.user : null;
  const { setUser } = auth;
  const [mutate] = useMutation(REMOVE_PROFILE_PICTURE_MUTATION);

  const remove = useCallback(
    async (previousUrl: string | null, { successToast }: { successToast?: ToastOptions } = {}): Promise<boolean> => {
      try {
        await mutate({
          update(cache, { data }) {
            const profile = data?.removeProfilePicture;
            if (!profile || !viewer) return;
            cache.modify({
              id: cache.identify({ __typename: 'User', id: viewer.id }),
              fields: {
                profileCompletion: () => profile.completion,
                profileImageUrl: (existing) => (existing === previousUrl ? null : existing),
              },
            });
          },
        });
        if (viewer && previousUrl && viewer.profileImageUrl === previousUrl) setUser({ ...viewer, profileImageUrl: null });
        if (successToast) toast(successToast);
        return true;
      } catch (error) {
        toast({
          variant: 'destructive',
          title: 'Picture not removed',
          description: graphQLErrorMessage(error, 'The picture could not be removed. Please try again.'),
        });
        return false;
      }
    },
    [mutate, viewer, setUser],
  );

  return { remove };
}
