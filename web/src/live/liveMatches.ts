import type { ApolloClient } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { graphql } from '../gql';
import { takeMatchesEcho } from '../mutations/matchEchoes';
import { rereadFields } from './rereadFields';

/** The viewer's matches were recomputed or changed status (another tab, an admin's archive, a profile change). */
const LIVE_MATCHES_UPDATED = graphql(`
  subscription LiveMatchesUpdated {
    matchesUpdated {
      matchCount
    }
  }
`);

/**
 * The event carries no list, so what the cache holds of the viewer's matches (every list, the
 * latest recommendations, the counts, the fit shown on a resource's page) is stale: each query on
 * screen that reads any of it reads it again (one request per page), the rest is dropped.
 */
export function rereadMatches(client: ApolloClient, viewerId: string): Promise<unknown> {
  const id = client.cache.identify({ __typename: 'User', id: viewerId });
  if (!id) return Promise.resolve();
  return rereadFields(client, {
    id,
    typename: 'User',
    fields: ['matches', 'recentRecommendations', 'brandConnectionStats', 'resourceFit'],
  });
}

/**
 * The tab's one subscription to the viewer's matches (creators only). The echo of this tab's own
 * change (a dismissal, a bookmark, a refresh), already in its cache, is skipped.
 */
export function useLiveMatches(viewerId: string | null): void {
  useSubscription(LIVE_MATCHES_UPDATED, {
    skip: !viewerId,
    ignoreResults: true,
    onData: ({ client }) => {
      if (!viewerId || takeMatchesEcho()) return;
      void rereadMatches(client, viewerId).catch(() => undefined);
    },
  });
}
