import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { serverErrorMessage, serverFieldErrors } from '../api/http';
import { uploadProfilePictureRequest, type RestProfile } from '../api/profileApi';
import { useAuth } from '../auth/authContext';
import { SOCIAL_PLATFORMS } from '../../../graph/src/shared/vocabulary';
import { toast, type ToastOptions } from '../stores/toastStore';
import { graphql } from '../gql';
import type { CompletionUrgency, TrackProvider, UseUploadProfilePictureMutation_ProfileFragment } from '../gql/graphql';

/** What the upload's REST answer is written to the cache as: all a profile page or form reads. */
export const UseUploadProfilePictureMutation_profile = graphql(`
  fragment UseUploadProfilePictureMutation_profile on Profile {
    id
    ...ProfileFieldGroups_profile
    ...ProfileCard_profile
    completion {
      ...ProfileCompletionFields
    }
  }
`);

/**
 * The REST profile in the graph's shape: every platform present, urgency as the enum, and the
 * __typename of each object (the generated types leave it out; the cache's type policies need it).
 */
const asCachedProfile = (profile: RestProfile): UseUploadProfilePictureMutation_ProfileFragment => {
  const socialMedia = {
    __typename: 'SocialMedia' as const,
    ...Object.fromEntries(SOCIAL_PLATFORMS.map((platform) => [platform, profile.socialMedia[platform] ?? null])),
  } as unknown as UseUploadProfilePictureMutation_ProfileFragment['socialMedia'];
  const completion = {
    __typename: 'ProfileCompletion' as const,
    ...profile.completion,
    urgency: profile.completion.urgency.toUpperCase() as CompletionUrgency,
  };
  const cached: UseUploadProfilePictureMutation_ProfileFragment & { __typename: 'Profile' } = {
    __typename: 'Profile',
    id: profile.id,
    artistName: profile.artistName,
    bio: profile.bio,
    genres: profile.genres,
    location: profile.location,
    careerStage: profile.careerStage,
    skills: profile.skills,
    profilePictureUrl: profile.profilePictureUrl,
    website: profile.website,
    lookingFor: profile.lookingFor,
    socialMedia,
    featuredTracks: profile.featuredTracks.map((track) => ({ __typename: 'FeaturedTrack' as const, ...track, provider: track.provider as TrackProvider })),
    completion,
  };
  return cached;
};

export type UploadPictureResult = { ok: true; profile: RestProfile } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Uploads a profile picture (`POST /api/profile/picture`, multipart): the answer replaces the
 * cached profile and the viewer's completion and avatar, so every page shows the new picture
 * without a refetch. Refusals toast the server's message and resolve to its field messages.
 */
export function useUploadProfilePictureMutation() {
  const client = useApolloClient();
  const auth = useAuth();
  const viewer = auth.status === 'signed-in' ? auth.user : null;
  const { setUser } = auth;

  const upload = useCallback(
    async (file: File, { successToast }: { successToast?: ToastOptions } = {}): Promise<UploadPictureResult> => {
      try {
        const profile = await uploadProfilePictureRequest(file);
        const cached = asCachedProfile(profile);
        const { cache } = client;
        cache.writeFragment({
          fragment: UseUploadProfilePictureMutation_profile,
          fragmentName: 'UseUploadProfilePictureMutation_profile',
          data: cached,
        });
        if (viewer) {
          cache.modify({
            id: cache.identify({ __typename: 'User', id: viewer.id }),
            fields: {
              profile: (_existing, { toReference }) => toReference({ __typename: 'Profile', id: profile.id }),
              profileCompletion: () => cached.completion,
              profileImageUrl: () => profile.profilePictureUrl,
            },
          });
          setUser({ ...viewer, profileImageUrl: profile.profilePictureUrl });
        }
        if (successToast) toast(successToast);
        return { ok: true, profile };
      } catch (error) {
        toast({
          variant: 'destructive',
          title: 'Picture not uploaded',
          description: serverErrorMessage(error, 'The picture could not be uploaded. Please try again.'),
        });
        return { ok: false, fieldErrors: serverFieldErrors(error) };
      }
    },
    [client, viewer, setUser],
  );

  return { upload };
}
