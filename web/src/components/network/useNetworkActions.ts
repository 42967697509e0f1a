import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphQLErrorMessage } from '../../apollo/errors';
import type { ConnectionResponse } from '../../gql/graphql';
import { toast } from '../../stores/toastStore';
import {
  BLOCK_USER,
  NETWORK_QUERIES,
  REMOVE_CONNECTION,
  RESPOND_TO_CONNECTION_REQUEST,
  SEND_CONNECTION_REQUEST,
  START_CONVERSATION,
  UNBLOCK_USER,
  WITHDRAW_CONNECTION_REQUEST,
} from './networkOperations';

/**
 * Every action on another creator, each with its toast: the screens that offer them (a creator's
 * page, /network, the blocked list, a conversation) stay in step because each action refetches the
 * network queries that are on screen. `busy` names the action running, so its button can say so.
 */
export function useNetworkActions() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);

  const run = useCallback(
    async <T,>(key: string, action: () => Promise<T>, success: string | null, failure: string): Promise<T | undefined> => {
      setBusy(key);
      try {
        const result = await action();
        await client.refetchQueries({ include: NETWORK_QUERIES });
        if (success) toast({ title: success });
        return result;
      } catch (error) {
        toast({ variant: 'destructive', title: failure, description: graphQLErrorMessage(error, 'Check your connection and try again.') });
        return undefined;
      } finally {
        setBusy(null);
      }
    },
    [client],
  );

  return {
    busy,
    connect: (username: string, note: string) =>
      run('connect', () => client.mutate({ mutation: SEND_CONNECTION_REQUEST, variables: { username, note: note.trim() || null } }), 'Request sent', 'Request not sent'),
    respond: (id: string, action: ConnectionResponse, name: string) =>
      run(
        `respond:${id}`,
        () => client.mutate({ mutation: RESPOND_TO_CONNECTION_REQUEST, variables: { id, action } }),
        action === 'ACCEPT' ? `You and ${name} are connected` : action === 'DECLINE' ? 'Request declined' : `Declined and blocked ${name}`,
        'That did not work',
      ),
    withdraw: (id: string) =>
      run(`withdraw:${id}`, () => client.mutate({ mutation: WITHDRAW_CONNECTION_REQUEST, variables: { id } }), 'Request withdrawn', 'Request not withdrawn'),
    remove: (username: string) =>
      run(`remove:${username}`, () => client.mutate({ mutation: REMOVE_CONNECTION, variables: { username } }), 'Connection removed', 'Connection not removed'),
    block: (username: string, name: string) =>
      run(`block:${username}`, () => client.mutate({ mutation: BLOCK_USER, variables: { username } }), `${name} is blocked`, 'Not blocked'),
    unblock: (username: string, name: string) =>
      run(`unblock:${username}`, () => client.mutate({ mutation: UNBLOCK_USER, variables: { username } }), `${name} is unblocked`, 'Not unblocked'),
    /** Opens the conversation with a creator (the existing one, or a new one). */
    message: async (username: string) => {
      const result = await run('message', () => client.mutate({ mutation: START_CONVERSATION, variables: { username } }), null, 'Could not open the conversation');
      const id = result?.data?.startConversation.id;
      if (id) void navigate(`/messages/${id}`);
    },
  };
}

export type NetworkActions = ReturnType<typeof useNetworkActions>;
