import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphQLErrorMessage, graphQLFieldErrors } from '../apollo/errors';
import { useAuth } from '../auth/authContext';
import { toast } from '../stores/toastStore';
import { graphql } from '../gql';
import type { ReportCategory } from '../gql/graphql';

export const REPORT_CREATOR_MUTATION = graphql(`
  mutation ReportCreatorMutation($username: String!, $category: ReportCategory!, $comment: String, $messageIds: [ID!]) {
    reportCreator(username: $username, category: $category, comment: $comment, messageIds: $messageIds) {
      id
      status
    }
  }
`);

export type ReportInput = { username: string; category: ReportCategory; comment: string | null; messageIds: string[] | null };

/** A refusal the form shows: per-field messages where the server named a field, else one message. */
export type ReportRefusal = { fields: Record<string, string>; message: string };

/**
 * `reportCreator`: on success the viewer's list of reports is dropped from the cache (the next
 * view of "Your reports" reads it with the new one on top) and a toast thanks the reporter.
 */
export function useReportCreatorMutation() {
  const auth = useAuth();
  const viewerId = auth.status === 'signed-in' ? auth.user.id : null;
  const [mutate, { loading }] = useMutation(REPORT_CREATOR_MUTATION);

  const report = useCallback(
    async (input: ReportInput, name: string): Promise<ReportRefusal | null> => {
      try {
        await mutate({
          variables: input,
          update(cache) {
            if (viewerId) cache.evict({ id: cache.identify({ __typename: 'User', id: viewerId }), fieldName: 'reports' });
          },
        });
        toast({ title: 'Report sent', description: `Thank you. An admin will review it; ${name} is not told.` });
        return null;
      } catch (failure) {
        return { fields: graphQLFieldErrors(failure), message: graphQLErrorMessage(failure, 'The report could not be sent. Please try again.') };
      }
    },
    [mutate, viewerId],
  );

  return { report, sending: loading };
}
