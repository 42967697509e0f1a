import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient, type Client } from 'graphql-ws';
import { socketClosed } from './sessionEnded';
import { createRefusalBackoff } from './socketRefusal';
import { typePolicies } from './typePolicies';

/** A listener told each time the socket connects again after a drop: time to catch up. */
type ReconnectListener = () => void;

/** graphql-ws's "restart" close: not fatal, so the client reconnects (and resubscribes) at once. */
const RESTART = { code: 4205, reason: 'Client restart' } as const;

/**
 * The page's one WebSocket for subscriptions (live messages, read state, badges). Lazy: it opens
 * with the first subscription and closes a little after the last. It carries the session cookie it
 * opened with, so `restart()` reopens it when the account changes. Messages are stored before they
 * are announced, so a listener on `onReconnect` fetches what was missed while the socket was down.
 */
export function createSocket(): { client: Client; restart: () => void; onReconnect: (listener: ReconnectListener) => () => void } {
  let socket: WebSocket | null = null;
  let connectedBefore = false;
  const listeners = new Set<ReconnectListener>();
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  // Refused for too many open sockets (4429): wait 15 s, doubling to 5 min, before trying again.
  const refusal = createRefusalBackoff(WebSocket);
  const client = createClient({
    url: `${protocol}//${window.location.host}/graphql`,
    lazy: true,
    lazyCloseTimeout: 3_000,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    webSocketImpl: refusal.webSocketImpl,
    retryWait: refusal.retryWait,
    on: {
      connected: (opened) => {
        refusal.connected();
        socket = opened as WebSocket;
        if (connectedBefore) for (const listener of listeners) listener();
        connectedBefore = true;
      },
      closed: (event) => {
        socket = null;
        // A close for an ended session (4401) tells the auth state, which says so on the page.
        socketClosed(event);
      },
    },
  });
  return {
    client,
    restart: () => {
      if (socket?.readyState === WebSocket.OPEN) socket.close(RESTART.code, RESTART.reason);
    },
    onReconnect: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const isSubscription = ({ query }: ApolloLink.Operation) => {
  const definition = getMainDefinition(query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
};

/**
 * The data cache policy: no refetch on window focus, no polling, data fresh forever, no
 * retries. Apollo polls and retries only when asked, and refetches on focus only with a
 * RefetchEventManager (none is configured); `refetchOn: false` keeps it that way if one
 * is added later. `cache-first` serves cached data for as long as the page lives.
 * Subscriptions go over the socket, everything else over HTTP.
 */
export const createApolloClient = (socket: Client) =>
  new ApolloClient({
    link: ApolloLink.split(isSubscription, new GraphQLWsLink(socket), new HttpLink({ uri: '/graphql', credentials: 'include' })),
    cache: new InMemoryCache({ typePolicies }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', refetchOn: false },
      query: { fetchPolicy: 'cache-first' },
    },
  });
