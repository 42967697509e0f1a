import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphQLErrorMessage } from '../apollo/errors';
import { useAuth } from '../auth/authContext';
import { toast } from '../stores/toastStore';
import { graphql } from '../gql';

export const DISMISS_PROFILE_PROMPT_MUTATION = graphql(`
  mutation DismissProfilePromptMutation {
    dismissProfilePrompt {
      ...ProfileCompletionFields
    }
  }
`);

/**
 * `dismissProfilePrompt` stores the dismissal time; the server answers the completion
 * with `promptDue` under the re-show rules, which replaces the viewer's copy (the one pages read).
 */
export function useDismissProfilePromptMutation() {
  const auth = useAuth();
  const viewerId = auth.status === 'signed-in' ? auth.user.id : null;
  const [mutate, { loading }] = useMutation(DISMISS_PROFILE_PROMPT_MUTATION);

  const dismiss = useCallback(async (): Promise<boolean> => {
    try {
      await mutate({
        update(cache, { data }) {
          const completion = data?.dismissProfilePrompt;
          if (!completion || !viewerId) return;
          cache.modify({
            id: cache.identify({ __typename: 'User', id: viewerId }),
            fields: { profileCompletion: () => completion },
          });
        },
      });
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Reminder not dismissed',
        description: graphQLErrorMessage(error, 'Please try again in a moment.'),
      });
      return false;
    }
  }, [mutate, viewerId]);

  return { dismiss, dismissing: loading };
}
