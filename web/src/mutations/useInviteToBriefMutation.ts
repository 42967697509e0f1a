import { useMutation } from '@apollo/client/react';
import type { Reference } from '@apollo/client';
import { useCallback } from 'react';
import { graphQLErrorMessage } from '../apollo/errors';
import { graphql } from '../gql';
import { toast } from '../stores/toastStore';
import { storeArgs } from './cacheLists';

const INVITE_TO_BRIEF = graphql(`
  mutation InviteToBriefMutation($briefId: ID!, $usernames: [String!]!) {
    inviteToBrief(briefId: $briefId, usernames: $usernames) {
      invited
      creator {
        id
        username
      }
    }
  }
`);

type StoredCandidates = { edges?: readonly { node: { invited?: boolean; creator?: Reference | null } }[] };

/**
 * Invites creators to apply to a brief. Candidates have no id of their own, so the stored
 * candidate lists of that brief mark the invited ones in place: nothing is read again. Answers
 * whether the invitations went out; a refusal (the 20-a-brief limit, a closed brief) is a toast.
 */
export function useInviteToBriefMutation() {
  const [invite, { loading }] = useMutation(INVITE_TO_BRIEF);
  const send = useCallback(
    async (briefId: string, usernames: readonly string[]): Promise<boolean> => {
      try {
        await invite({
          variables: { briefId, usernames: [...usernames] },
          update(cache, { data }) {
            const invited = new Set((data?.inviteToBrief ?? []).filter((c) => c.invited).map((c) => c.creator?.username));
            cache.modify({
              id: 'ROOT_QUERY',
              fields: {
                briefCandidates: (value, { storeFieldName, readField }) => {
                  if (storeArgs<{ briefId: string }>(storeFieldName).briefId !== briefId) return value;
                  const list = value as StoredCandidates;
                  if (!list.edges) return value;
                  return {
                    ...list,
                    edges: list.edges.map((edge) =>
                      edge.node.creator && invited.has(readField<string>('username', edge.node.creator))
                        ? { ...edge, node: { ...edge.node, invited: true } }
                        : edge,
                    ),
                  };
                },
              },
            });
          },
        });
        toast({
          title: usernames.length === 1 ? 'Invitation sent' : `${usernames.length} invitations sent`,
          description: 'They are asked to apply; their application uses none of their weekly allowance.',
        });
        return true;
      } catch (failure) {
        toast({ variant: 'destructive', title: 'Not invited', description: graphQLErrorMessage(failure, 'Please try again.') });
        return false;
      }
    },
    [invite],
  );
  return { invite: send, inviting: loading };
}
