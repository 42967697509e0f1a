import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphQLErrorMessage, graphQLFieldErrors } from '../apollo/errors';
import { useAuth } from '../auth/authContext';
import { graphql } from '../gql';
import { toast } from '../stores/toastStore';

export const APPLY_TO_BRIEF_MUTATION = graphql(`
  mutation ApplyToBriefMutation($briefId: ID!, $input: ApplyInput!) {
    applyToBrief(briefId: $briefId, input: $input) {
      id
      status
      pitch
      links
      answers
      createdAt
      viewedAt
      decidedAt
      declineReason
      declineNote
      givenBack
      brief {
        id
        applicationCount
      }
    }
  }
`);

export type ApplyFields = { pitch: string; links: string[]; answers: string[] };

/** A refusal the form shows: per-field messages where the server named a field, else one message. */
export type ApplyRefusal = { fields: Record<string, string>; message: string };

/**
 * `applyToBrief`: the answer is the new application, and the cache learns what it changes at
 * once, with no refetch: the brief's `viewerApplication` points at it (its page shows the state
 * instead of Apply), the viewer's weekly allowance is one lower, and the viewer's list of
 * applications is dropped (the next view of /collaboration/applications reads it with this on top).
 */
export function useApplyToBriefMutation() {
  const auth = useAuth();
  const viewerId = auth.status === 'signed-in' ? auth.user.id : null;
  const [mutate, { loading }] = useMutation(APPLY_TO_BRIEF_MUTATION);

  const apply = useCallback(
    async (briefId: string, fields: ApplyFields, title: string): Promise<ApplyRefusal | null> => {
      try {
        await mutate({
          variables: { briefId, input: fields },
          update(cache, { data }) {
            const application = data?.applyToBrief;
            if (!application) return;
            cache.modify({
              id: cache.identify({ __typename: 'Brief', id: briefId }),
              fields: { viewerApplication: (_existing, { toReference }) => toReference({ __typename: 'BriefApplication', id: application.id }) ?? null },
            });
            if (!viewerId) return;
            const viewer = cache.identify({ __typename: 'User', id: viewerId });
            cache.modify<{ applicationAllowance: { remaining: number } }>({
              id: viewer,
              fields: {
                applicationAllowance: (existing) =>
                  existing && 'remaining' in existing ? { ...existing, remaining: Math.max(0, existing.remaining - 1) } : existing,
              },
            });
            cache.evict({ id: viewer, fieldName: 'applications' });
          },
        });
        toast({ title: 'Application sent', description: `The poster of “${title}” can now read it.` });
        return null;
      } catch (failure) {
        return { fields: graphQLFieldErrors(failure), message: graphQLErrorMessage(failure, 'Your application could not be sent. Please try again.') };
      }
    },
    [mutate, viewerId],
  );

  return { apply, sending: loading };
}
