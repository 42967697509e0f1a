import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphQLErrorMessage } from '../../apollo/errors';
import type { ConnectionResponse } from '../../gql/graphql';
import {
  useBlockUserMutation,
  useRemoveConnectionMutation,
  useRespondToConnectionRequestMutation,
  useSendConnectionRequestMutation,
  useStartConversationMutation,
  useUnblockUserMutation,
  useWithdrawConnectionRequestMutation,
} from '../../mutations/useNetworkMutations';
import { toast } from '../../stores/toastStore';

/**
 * Every action on another creator, each with its toast: the screens that offer them (a creator's
 * page, /network, the blocked list, a conversation) stay in step through each hook's cache update.
 * `busy` names the action running, so its button can say so.
 */
export function useNetworkActions() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const sendRequest = useSendConnectionRequestMutation();
  const respondTo = useRespondToConnectionRequestMutation();
  const withdrawRequest = useWithdrawConnectionRequestMutation();
  const removeConnection = useRemoveConnectionMutation();
  const blockUser = useBlockUserMutation();
  const unblockUser = useUnblockUserMutation();
  const startConversation = useStartConversationMutation();

  const run = useCallback(async <T>(key: string, action: () => Promise<T>, success: string | null, failure: string): Promise<T | undefined> => {
    setBusy(key);
    try {
      const result = await action();
      if (success) toast({ title: success });
      return result;
    } catch (error) {
      toast({ variant: 'destructive', title: failure, description: graphQLErrorMessage(error, 'Check your connection and try again.') });
      return undefined;
    } finally {
      setBusy(null);
    }
  }, []);

  return {
    busy,
    connect: (username: string, note: string) => run('connect', () => sendRequest(username, note), 'Request sent', 'Request not sent'),
    respond: (id: string, action: ConnectionResponse, name: string) =>
      run(
        `respond:${id}`,
        () => respondTo(id, action),
        action === 'ACCEPT' ? `You and ${name} are connected` : action === 'DECLINE' ? 'Request declined' : `Declined and blocked ${name}`,
        'That did not work',
      ),
    withdraw: (id: string) => run(`withdraw:${id}`, () => withdrawRequest(id), 'Request withdrawn', 'Request not withdrawn'),
    remove: (username: string) => run(`remove:${username}`, () => removeConnection(username), 'Connection removed', 'Connection not removed'),
    block: (username: string, name: string) => run(`block:${username}`, () => blockUser(username), `${name} is blocked`, 'Not blocked'),
    unblock: (username: string, name: string) => run(`unblock:${username}`, () => unblockUser(username), `${name} is unblocked`, 'Not unblocked'),
    /** Opens the conversation with a creator (the existing one, or a new one). */
    message: async (username: string) => {
      const id = await run('message', () => startConversation(username), null, 'Could not open the conversation');
      if (id) void navigate(`/messages/${id}`);
    },
  };
}

export type NetworkActions = ReturnType<typeof useNetworkActions>;
