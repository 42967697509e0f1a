import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useAuth } from '../auth/authContext';
import { graphql } from '../gql';
import type { ConnectionResponse } from '../gql/graphql';

const SEND_CONNECTION_REQUEST = graphql(`
  mutation SendConnectionRequest($username: String!, $note: String) {
    sendConnectionRequest(username: $username, note: $note) {
      id
      status
    }
  }
`);

const RESPOND_TO_CONNECTION_REQUEST = graphql(`
  mutation RespondToConnectionRequest($id: ID!, $action: ConnectionResponse!) {
    respondToConnectionRequest(id: $id, action: $action) {
      id
      status
    }
  }
`);

const WITHDRAW_CONNECTION_REQUEST = graphql(`
  mutation WithdrawConnectionRequest($id: ID!) {
    withdrawConnectionRequest(id: $id) {
      id
      status
    }
  }
`);

const REMOVE_CONNECTION = graphql(`
  mutation RemoveConnection($username: String!) {
    removeConnection(username: $username)
  }
`);

const BLOCK_USER = graphql(`
  mutation BlockUser($username: String!) {
    blockUser(username: $username)
  }
`);

const UNBLOCK_USER = graphql(`
  mutation UnblockUser($username: String!) {
    unblockUser(username: $username)
  }
`);

const START_CONVERSATION = graphql(`
  mutation StartConversation($username: String!) {
    startConversation(username: $username) {
      id
    }
  }
`);

/**
 * The lists each hook refetches are awaited: the toast that follows says the change is done, so
 * the screen shows it by then. The relationship between two creators (none, asked, connected, blocked) is the server's to say,
 * and so are the suggestions that hang on it: the creator's page and /network read themselves again
 * after any change to it.
 */
const RELATIONSHIP_QUERIES = ['CreatorRouteQuery', 'NetworkRouteQuery'];

type Connection = { totalCount: number; edges: readonly { node: Reference }[] };

/** Takes one item out of a cached list of the viewer's, wherever the list is stored (any arguments). */
function dropFromViewerList(
  cache: ApolloCache,
  viewerId: string,
  fieldName: string,
  keep: (ref: Reference, readField: (field: string, from: Reference) => unknown) => boolean,
) {
  cache.modify({
    id: cache.identify({ __typename: 'User', id: viewerId }),
    fields: {
      [fieldName]: (value, { readField }) => {
        const read = (field: string, from: Reference) => readField(field, from);
        if (Array.isArray(value)) return (value as Reference[]).filter((ref) => keep(ref, read));
        const connection = value as Connection;
        const edges = connection.edges.filter((edge) => keep(edge.node, read));
        return { ...connection, edges, totalCount: Math.max(0, connection.totalCount - (connection.edges.length - edges.length)) };
      },
    },
  });
}

/** A request is answered or withdrawn: it leaves the viewer's cached request lists (incoming and outgoing). */
function dropRequest(cache: ApolloCache, viewerId: string, requestId: string) {
  dropFromViewerList(cache, viewerId, 'connectionRequests', (ref, read) => read('id', ref) !== requestId);
}

/** A creator leaves one of the viewer's cached lists of creators, known by username. */
function dropCreator(cache: ApolloCache, viewerId: string, fieldName: string, username: string) {
  dropFromViewerList(cache, viewerId, fieldName, (ref, read) => read('username', ref) !== username);
}

function useViewerId(): string | null {
  const auth = useAuth();
  return auth.status === 'signed-in' ? auth.user.id : null;
}

/** Asks a creator to connect. Whether that connects at once (they had asked too) is the server's answer. */
export function useSendConnectionRequestMutation() {
  const [mutate] = useMutation(SEND_CONNECTION_REQUEST, { refetchQueries: [...RELATIONSHIP_QUERIES, 'NavCountsQuery'], awaitRefetchQueries: true });
  return useCallback((username: string, note: string) => mutate({ variables: { username, note: note.trim() || null } }), [mutate]);
}

/**
 * Accepts or declines a request to the viewer: it leaves their requests, and the badge counts one
 * fewer. A new connection's place in the list, and a block's effect on the inbox and the blocked
 * list, are the server's: those read themselves again.
 */
export function useRespondToConnectionRequestMutation() {
  const viewerId = useViewerId();
  const [mutate] = useMutation(RESPOND_TO_CONNECTION_REQUEST);
  return useCallback(
    (id: string, action: ConnectionResponse) =>
      mutate({
        variables: { id, action },
        update(cache) {
          if (!viewerId) return;
          dropRequest(cache, viewerId, id);
          cache.modify({
            id: cache.identify({ __typename: 'User', id: viewerId }),
            fields: { pendingConnectionRequestCount: (count: number) => Math.max(0, count - 1) },
          });
        },
        refetchQueries:
          action === 'DECLINE_AND_BLOCK' ? [...RELATIONSHIP_QUERIES, 'NavCountsQuery', 'PrivacySettingsQuery', 'InboxQuery'] : RELATIONSHIP_QUERIES,
        awaitRefetchQueries: true,
      }),
    [mutate, viewerId],
  );
}

/** Withdraws a request the viewer sent: it leaves their sent requests. */
export function useWithdrawConnectionRequestMutation() {
  const viewerId = useViewerId();
  const [mutate] = useMutation(WITHDRAW_CONNECTION_REQUEST, { refetchQueries: RELATIONSHIP_QUERIES, awaitRefetchQueries: true });
  return useCallback(
    (id: string) =>
      mutate({
        variables: { id },
        update(cache) {
          if (viewerId) dropRequest(cache, viewerId, id);
        },
      }),
    [mutate, viewerId],
  );
}

/** Ends a connection: the creator leaves the viewer's connections. */
export function useRemoveConnectionMutation() {
  const viewerId = useViewerId();
  const [mutate] = useMutation(REMOVE_CONNECTION, { refetchQueries: RELATIONSHIP_QUERIES, awaitRefetchQueries: true });
  return useCallback(
    (username: string) =>
      mutate({
        variables: { username },
        update(cache) {
          if (viewerId) dropCreator(cache, viewerId, 'connections', username);
        },
      }),
    [mutate, viewerId],
  );
}

/**
 * Blocks a creator: they leave the viewer's connections. What else goes (their requests, the
 * conversation in the inbox, the unread count) is the server's to say: those read themselves again.
 */
export function useBlockUserMutation() {
  const viewerId = useViewerId();
  const [mutate] = useMutation(BLOCK_USER, {
    refetchQueries: [...RELATIONSHIP_QUERIES, 'NavCountsQuery', 'PrivacySettingsQuery', 'InboxQuery'],
    awaitRefetchQueries: true,
  });
  return useCallback(
    (username: string) =>
      mutate({
        variables: { username },
        update(cache) {
          if (viewerId) dropCreator(cache, viewerId, 'connections', username);
        },
      }),
    [mutate, viewerId],
  );
}

/** Lifts a block: the creator leaves the viewer's blocked list; what they may now see is the server's. */
export function useUnblockUserMutation() {
  const viewerId = useViewerId();
  const [mutate] = useMutation(UNBLOCK_USER, { refetchQueries: [...RELATIONSHIP_QUERIES, 'InboxQuery'], awaitRefetchQueries: true });
  return useCallback(
    (username: string) =>
      mutate({
        variables: { username },
        update(cache) {
          if (viewerId) dropCreator(cache, viewerId, 'blockedCreators', username);
        },
      }),
    [mutate, viewerId],
  );
}

/** Opens the conversation with a creator (the existing one, or a new one); the page it opens reads it. */
export function useStartConversationMutation() {
  const [mutate] = useMutation(START_CONVERSATION);
  return useCallback(async (username: string) => (await mutate({ variables: { username } })).data?.startConversation.id ?? null, [mutate]);
}
