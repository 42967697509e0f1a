import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useAuth } from '../auth/authContext';
import { graphql } from '../gql';
import type { PrivacySettingsInput } from '../gql/graphql';

const UPDATE_PRIVACY_SETTINGS = graphql(`
  mutation UpdatePrivacySettings($input: PrivacySettingsInput!) {
    updatePrivacySettings(input: $input) {
      dmPolicy
      shareWithConnectedBrands
      sharedAudienceFields
    }
  }
`);

/**
 * Saves the viewer's privacy settings that `input` names (who may message them, whether connected
 * brands may count them and by which fields); the answer is the saved settings, written into the
 * viewer's cached ones.
 */
export function useUpdatePrivacySettingsMutation() {
  const auth = useAuth();
  const viewerId = auth.status === 'signed-in' ? auth.user.id : null;
  const [mutate, { loading }] = useMutation(UPDATE_PRIVACY_SETTINGS);
  const update = useCallback(
    (input: PrivacySettingsInput) =>
      mutate({
        variables: { input },
        update(cache, { data }) {
          const saved = data?.updatePrivacySettings;
          if (!saved || !viewerId) return;
          cache.modify({
            id: cache.identify({ __typename: 'User', id: viewerId }),
            fields: { privacySettings: (value: object) => ({ ...value, ...saved }) },
          });
        },
      }),
    [mutate, viewerId],
  );
  return { update, saving: loading };
}
