import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphQLErrorMessage, graphQLFieldErrors } from '../apollo/errors';
import { graphql } from '../gql';
import { toast } from '../stores/toastStore';

export const REPORT_BRIEF_MUTATION = graphql(`
  mutation ReportBriefMutation($id: ID!, $reason: String!) {
    reportBrief(id: $id, reason: $reason) {
      id
    }
  }
`);

/** A refusal the form shows: per-field messages where the server named a field, else one message. */
export type ReportBriefRefusal = { fields: Record<string, string>; message: string };

/** `reportBrief`: nothing on the page changes for the reporter (the brief stays up until an admin acts), so there is no cache to update. */
export function useReportBriefMutation() {
  const [mutate, { loading }] = useMutation(REPORT_BRIEF_MUTATION);

  const report = useCallback(
    async (id: string, reason: string): Promise<ReportBriefRefusal | null> => {
      try {
        await mutate({ variables: { id, reason } });
        toast({ title: 'Report sent', description: 'Thank you. An admin will review this brief; its poster is not told who reported it.' });
        return null;
      } catch (failure) {
        return { fields: graphQLFieldErrors(failure), message: graphQLErrorMessage(failure, 'The report could not be sent. Please try again.') };
      }
    },
    [mutate],
  );

  return { report, sending: loading };
}
