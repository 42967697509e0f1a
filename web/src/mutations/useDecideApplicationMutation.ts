import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphQLErrorMessage } from '../apollo/errors';
import { graphql } from '../gql';
import type { DeclineReason } from '../gql/graphql';
import { toast } from '../stores/toastStore';

const DECIDE_APPLICATION = graphql(`
  mutation DecideApplicationMutation($id: ID!, $status: ApplicationStatus!, $reason: DeclineReason, $note: String) {
    decideApplication(id: $id, status: $status, reason: $reason, note: $note) {
      id
      status
      declineReason
      declineNote
      decidedAt
      viewedAt
      updatedAt
    }
  }
`);

type Applicant = { id: string; name: string };

/** A decision: shortlist or hire (each opens a conversation in /messages), or decline with a reason. */
export type Decision = { status: 'SHORTLISTED' | 'HIRED' } | { status: 'DECLINED'; reason: DeclineReason; note: string | null };

/**
 * The poster's decisions on applications. The pipeline reads one list of a brief's applications
 * and sorts it into columns by status, so the answer, normalised over the stored application,
 * moves its card: nothing is read again. `decline` takes several at once (one reason for all)
 * and answers how many the server took.
 */
export function useDecideApplicationMutation() {
  const [decide] = useMutation(DECIDE_APPLICATION);

  const decideOne = useCallback(
    async (application: Applicant, decision: Decision): Promise<boolean> => {
      try {
        await decide({
          variables:
            decision.status === 'DECLINED'
              ? { id: application.id, status: 'DECLINED', reason: decision.reason, note: decision.note }
              : { id: application.id, status: decision.status },
        });
        if (decision.status !== 'DECLINED') {
          toast({
            title: decision.status === 'HIRED' ? `${application.name} hired` : `${application.name} shortlisted`,
            description: 'A conversation with them is open in Messages.',
          });
        }
        return true;
      } catch (failure) {
        toast({ variant: 'destructive', title: 'Not saved', description: graphQLErrorMessage(failure, 'Please try again.') });
        return false;
      }
    },
    [decide],
  );

  const decline = useCallback(
    async (applications: readonly Applicant[], reason: DeclineReason, note: string | null): Promise<number> => {
      let done = 0;
      let refusal: string | null = null;
      // One at a time: each decline is its own decision, and one refused (already withdrawn) leaves the others.
      for (const application of applications) {
        try {
          await decide({ variables: { id: application.id, status: 'DECLINED', reason, note } });
          done += 1;
        } catch (failure) {
          refusal ??= `${application.name}: ${graphQLErrorMessage(failure, 'not declined')}`;
        }
      }
      if (refusal) toast({ variant: 'destructive', title: `${done} of ${applications.length} declined`, description: refusal });
      else
        toast({
          title: applications.length === 1 ? `${applications[0]!.name} declined` : `${done} applications declined`,
          description: 'Each applicant is told, with your reason.',
        });
      return done;
    },
    [decide],
  );

  return { decideOne, decline };
}
