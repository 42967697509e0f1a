import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient, createSocket } from './client';

/** The page's subscription socket (see `createSocket`). */
export const socket = createSocket();

/**
 * The one Apollo client of the page, created when the first GraphQL page or widget loads (see
 * `lazyApollo.tsx`). A module-level singleton: every route shares its cache for as long as the
 * page lives (data stays fresh forever: no refetch, no polling).
 */
export const client = createApolloClient(socket.client);

export { ApolloProvider };
