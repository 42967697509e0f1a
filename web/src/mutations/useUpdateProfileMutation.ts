import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphQLErrorMessage, graphQLFieldErrors } from '../apollo/errors';
import { useAuth } from '../auth/authContext';
import { toast, type ToastOptions } from '../stores/toastStore';
import { graphql } from '../gql';
import type { UpdateProfileInput, UpdateProfileMutationMutation } from '../gql/graphql';

export const UPDATE_PROFILE_MUTATION = graphql(`
  mutation UpdateProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      ...ProfileFieldGroups_profile
      ...ProfileCard_profile
      completion {
        ...ProfileCompletionFields
      }
    }
  }
`);

export type SavedProfileData = UpdateProfileMutationMutation['updateProfile'];

export type UpdateProfileResult = { ok: true; profile: SavedProfileData } | { ok: false; fieldErrors: Record<string, string> };

/**
 * `updateProfile`: a partial change of the viewer's profile. The answer is normalised under its
 * Profile id; the viewer's `profile` link (null before the first save), `profileCompletion` and
 * stage name are updated in place, and so is the session user the navigation shows; the viewer's
 * cached matches and counts are dropped, as the server recomputes them. Failures toast
 * the server's message and resolve to its per-field messages.
 */
export function useUpdateProfileMutation() {
  const auth = useAuth();
  const [mutate, { loading }] = useMutation(UPDATE_PROFILE_MUTATION);
  const viewer = auth.status === 'signed-in' ? auth.user : null;
  const { setUser } = auth;

  const save = useCallback(
    async (input: UpdateProfileInput, { successToast }: { successToast?: ToastOptions } = {}): Promise<UpdateProfileResult> => {
      try {
        const { data } = await mutate({
          variables: { input },
          update(cache, { data: result }) {
            const profile = result?.updateProfile;
            if (!profile || !viewer) return;
            cache.modify({
              id: cache.identify({ __typename: 'User', id: viewer.id }),
              fields: {
                profile: (_existing, { toReference }) => toReference({ __typename: 'Profile', id: profile.id }),
                profileCompletion: () => profile.completion,
                artistName: (existing) => (input.artistName === undefined ? existing : profile.artistName),
                // A profile change makes the server recompute the matches: what the cache holds
                // of them is out of date, so the next page that shows them reads them again.
                matches: (_existing, { DELETE }) => DELETE,
                recentRecommendations: (_existing, { DELETE }) => DELETE,
                brandConnectionStats: (_existing, { DELETE }) => DELETE,
              },
            });
          },
        });
        const profile = data?.updateProfile;
        if (!profile) throw new Error('The server sent no profile');
        if (viewer && input.artistName !== undefined && viewer.artistName !== profile.artistName) {
          setUser({ ...viewer, artistName: profile.artistName ?? null });
        }
        if (successToast) toast(successToast);
        return { ok: true, profile };
      } catch (error) {
        toast({
          variant: 'destructive',
          title: 'Profile not saved',
          description: graphQLErrorMessage(error, 'The profile could not be saved. Please try again.'),
        });
        return { ok: false, fieldErrors: graphQLFieldErrors(error) };
      }
    },
    [mutate, viewer, setUser],
  );

  return { save, saving: loading };
}
