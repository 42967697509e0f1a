import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphQLErrorMessage } from '../apollo/errors';
import { graphql } from '../gql';
import { toast } from '../stores/toastStore';
import { leaveConnection } from './cacheLists';

const APPROVE_BRIEF = graphql(`
  mutation ApproveBriefMutation($id: ID!) {
    approveBrief(id: $id) {
      id
      status
      awaitingReview
    }
  }
`);

const REJECT_BRIEF = graphql(`
  mutation RejectBriefMutation($id: ID!, $reason: String!) {
    rejectBrief(id: $id, reason: $reason) {
      id
      status
      awaitingReview
      removalReason
    }
  }
`);

type QueuedBrief = { id: string; title: string };

/** The queue's stored lists without the brief, their totals one less. */
const leaveQueue = (id: string) => ({
  update(cache: ApolloCache) {
    cache.modify({ id: 'ROOT_QUERY', fields: { briefModerationQueue: (value, { readField }) => leaveConnection(value, id, readField) } });
  },
});

/**
 * An admin's decision on a brief in the moderation queue: approve (it opens, or its reports are
 * dismissed) or reject with a reason its poster reads. Either way it leaves the queue.
 */
export function useBriefModerationMutations() {
  const [approve] = useMutation(APPROVE_BRIEF);
  const [reject] = useMutation(REJECT_BRIEF);

  const approveBrief = useCallback(
    async (brief: QueuedBrief): Promise<boolean> => {
      try {
        await approve({ variables: { id: brief.id }, ...leaveQueue(brief.id) });
        toast({ title: 'Brief approved', description: `“${brief.title}” is on the board.` });
        return true;
      } catch (failure) {
        toast({ variant: 'destructive', title: 'Not approved', description: graphQLErrorMessage(failure, 'Please try again.') });
        return false;
      }
    },
    [approve],
  );

  const rejectBrief = useCallback(
    async (brief: QueuedBrief, reason: string): Promise<string | null> => {
      try {
        await reject({ variables: { id: brief.id, reason }, ...leaveQueue(brief.id) });
        toast({ title: 'Brief removed', description: `The poster of “${brief.title}” reads your reason.` });
        return null;
      } catch (failure) {
        return graphQLErrorMessage(failure, 'The brief could not be removed. Please try again.');
      }
    },
    [reject],
  );

  return { approveBrief, rejectBrief };
}
