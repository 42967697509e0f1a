import { lazy, type ComponentType } from 'react';
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type * as runtimeModule from './runtime';

type ApolloRuntime = typeof runtimeModule;

/**
 * Apollo Client, graphql-js and rxjs are a quarter of the app's JavaScript, and the landing page,
 * sign-in and the other public pages without GraphQL never use them. So nothing in the entry chunk
 * imports them: the client is loaded with the first page or widget that queries, and that page is
 * wrapped in the provider here. Loaded once; the same client (and cache) serves every later page.
 */
let runtime: Promise<ApolloRuntime> | undefined;

const loadApollo = (): Promise<ApolloRuntime> => (runtime ??= import('./runtime'));

type Client = ApolloRuntime['client'];

/** What starts a page's data loading before React renders it. */
export type Prefetch = (client: Client) => void;

/** A route module's page, with its prefetch. */
export type PageModule<P> = { Component: ComponentType<P>; prefetch: Prefetch };

/** Sends a page's query ahead of the page; a failure is the page's to show when it asks the same. */
export const prefetchQuery = <TData, TVariables extends OperationVariables>(
  client: Client,
  query: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): void => {
  client.query({ query, variables } as ApolloClient.QueryOptions<TData, TVariables>).catch(() => undefined);
};

/**
 * A lazy component (route or widget) that uses GraphQL: its module and the Apollo client load side by
 * side, and it renders inside the provider. Remounting the provider per page costs nothing: the
 * cache lives in the client, not in the provider. `preload()` starts both downloads before the
 * component renders (the page opened first: see routes/router.tsx). A page's `prefetch` sends its
 * query as soon as both are there, while React is still building the page: the query the page then
 * asks for joins the request in flight (Apollo deduplicates) or finds its answer in the cache.
 */
export function lazyWithApollo<P extends object>(load: () => Promise<ComponentType<P> | PageModule<P>>) {
  let loaded: Promise<{ default: ComponentType<P> }> | undefined;
  const loadWithApollo = () =>
    (loaded ??= Promise.all([loadApollo(), load()]).then(([{ ApolloProvider, client }, loadedModule]) => {
      const { Component, prefetch } = 'prefetch' in loadedModule ? loadedModule : { Component: loadedModule, prefetch: undefined };
      prefetch?.(client);
      const WithApollo = (props: P) => (
        <ApolloProvider client={client}>
          <Component {...props} />
        </ApolloProvider>
      );
      return { default: WithApollo };
    }));
  // A failed download is React.lazy's to report when the component renders, as before.
  const preload = () => void loadWithApollo().catch(() => undefined);
  return Object.assign(lazy(loadWithApollo), { preload });
}

/**
 * Clears the cache and refetches what is on screen (`resetStore`) when the account changes, and
 * reopens the subscription socket, which carries the session it opened with. Before any GraphQL
 * page has loaded there is no cache to clear; while the client is loading, it is reset as soon as
 * it exists, which is harmless on a new, empty client.
 */
export const resetApolloStore = (): void => {
  runtime
    ?.then(({ client, socket }) => {
      socket.restart();
      return client.resetStore();
    })
    .catch(() => undefined);
};

/** Runs `listener` each time the subscription socket reconnects after a drop (see `createSocket`). */
export const onSocketReconnect = (listener: () => void): (() => void) => {
  let stop: (() => void) | undefined;
  let stopped = false;
  void loadApollo().then(({ socket }) => {
    if (!stopped) stop = socket.onReconnect(listener);
  });
  return () => {
    stopped = true;
    stop?.();
  };
};
