import type { ApolloCache, ApolloClient, Reference } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { graphql } from '../gql';
import { storeArgs } from '../mutations/cacheLists';
import { rereadFields } from './rereadFields';

/**
 * A brief that opened and fits the viewer, with everything its card shows (the board's "Fits you"
 * and the dashboard's card both list briefs as BriefCard_brief), so that it joins them complete.
 */
const LIVE_BRIEF_POSTED = graphql(`
  subscription LiveBriefPosted {
    briefPosted {
      score
      brief {
        id
        ...BriefCard_brief
      }
    }
  }
`);

type Edge = { __typename?: string; node: Reference };
type StoredList = { edges?: readonly Edge[]; totalCount?: number };

/** Who is told of each brief that arrives (the board's banner). */
const arrivalListeners = new Set<(briefId: string) => void>();

/**
 * A brief that fits joins every stored list of the feed (`briefFeed(first: n)`) in place, where
 * the server ranks it: the best fit first, a newer brief before an older one of the same score.
 * A list keeps its length; the total counts one more.
 */
export function addFittingBrief(cache: ApolloCache, briefId: string, score: number): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      briefFeed: (value, { storeFieldName, readField, toReference }) => {
        const list = value as StoredList;
        const node = toReference({ __typename: 'Brief', id: briefId });
        if (!list.edges || !node || list.edges.some((edge) => readField<string>('id', edge.node) === briefId)) return value;
        const scoreOf = (edge: Edge) => readField<{ score: number } | null>('viewerFit', edge.node)?.score ?? 0;
        const at = list.edges.findIndex((edge) => scoreOf(edge) <= score);
        const edges = [...list.edges];
        edges.splice(at < 0 ? edges.length : at, 0, { __typename: 'BriefsEdge', node });
        const first = storeArgs<{ first: number }>(storeFieldName).first;
        return {
          ...list,
          edges: typeof first === 'number' ? edges.slice(0, first) : edges,
          ...(typeof list.totalCount === 'number' ? { totalCount: list.totalCount + 1 } : {}),
        };
      },
    },
  });
}

/** After missed events: the feed lists on screen read themselves again, the others are dropped. */
export function rereadBriefFeed(client: ApolloClient) {
  return rereadFields(client, { id: 'ROOT_QUERY', typename: 'Query', fields: ['briefFeed'] });
}

/** The tab's one subscription to briefs that fit the viewer (creators only), each written into the feed as it comes. */
export function useLiveBriefs(enabled: boolean): void {
  useSubscription(LIVE_BRIEF_POSTED, {
    skip: !enabled,
    ignoreResults: true,
    onData: ({ client, data }) => {
      const posted = data.data?.briefPosted;
      if (!posted) return;
      addFittingBrief(client.cache, posted.brief.id, posted.score);
      for (const listener of arrivalListeners) listener(posted.brief.id);
    },
  });
}

/** The briefs that arrived live since the caller mounted (or last cleared), for a banner that tells of them. */
export function useBriefArrivals(): { arrived: ReadonlySet<string>; clear: () => void } {
  const [arrived, setArrived] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    const listener = (briefId: string) => setArrived((current) => (current.has(briefId) ? current : new Set(current).add(briefId)));
    arrivalListeners.add(listener);
    return () => {
      arrivalListeners.delete(listener);
    };
  }, []);
  const clear = useCallback(() => setArrived(new Set()), []);
  return { arrived, clear };
}
