import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphQLErrorMessage } from '../apollo/errors';
import { graphql } from '../gql';
import { toast } from '../stores/toastStore';

export const WITHDRAW_APPLICATION_MUTATION = graphql(`
  mutation WithdrawApplicationMutation($id: ID!) {
    withdrawApplication(id: $id) {
      id
      status
      updatedAt
      brief {
        id
        applicationCount
      }
    }
  }
`);

/**
 * `withdrawApplication`: the answer carries the application's new status and its brief's count,
 * which the cache merges into the entities every view shows, so nothing is refetched. The
 * allowance does not change: a withdrawn application stays counted for its week.
 */
export function useWithdrawApplicationMutation() {
  const [mutate, { loading }] = useMutation(WITHDRAW_APPLICATION_MUTATION);

  const withdraw = useCallback(
    async (id: string): Promise<boolean> => {
      try {
        await mutate({ variables: { id } });
        toast({ title: 'Application withdrawn', description: 'The poster sees it as withdrawn. It still counts for this week.' });
        return true;
      } catch (failure) {
        toast({ variant: 'destructive', title: 'Could not withdraw', description: graphQLErrorMessage(failure, 'Please try again.') });
        return false;
      }
    },
    [mutate],
  );

  return { withdraw, withdrawing: loading };
}
