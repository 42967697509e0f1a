import type { ApolloCache, Reference } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphQLErrorMessage } from '../apollo/errors';
import { useAuth } from '../auth/authContext';
import { toast } from '../stores/toastStore';
import { graphql } from '../gql';
import { inMatchList, type MatchListFilter } from '../../../graph/src/shared/match-lists';
import { storeArgs } from './cacheLists';
import { withMatchesEcho } from './matchEchoes';
import type { MatchStatus, RecommendationType } from '../gql/graphql';

export const UPDATE_MATCH_STATUS_MUTATION = graphql(`
  mutation UpdateMatchStatusMutation($id: ID!, $status: MatchStatus!) {
    updateMatchStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

/** What the cache update and the toasts need to know of the match before the change. */
export type MatchForStatus = {
  id: string;
  status: MatchStatus;
  recommendationType: RecommendationType;
  resource: { name: string };
};

type Connection = { totalCount: number; edges: readonly { node: Reference }[] };
type Stats = { resourceMatches: number; activeRecommendations: number };
type ListFilter = MatchListFilter<MatchStatus, RecommendationType>;

/** README "dashboard counts": activeRecommendations counts essential or recommended matches still open. */
const isOpenRecommendation = (match: { status: MatchStatus; recommendationType: RecommendationType }) =>
  (match.status === 'ACTIVE' || match.status === 'BOOKMARKED') && match.recommendationType !== 'OPTIONAL';

/** Whether a match with this status and type is in a list with this filter: the server's own rule. */
const belongs = (filter: ListFilter, status: MatchStatus, recommendationType: RecommendationType) =>
  inMatchList(filter, { status, recommendationType }, 'DISMISSED');

/**
 * Takes the match out of the cached lists of the viewer it leaves and corrects the counts, in
 * place: the panel, the stat cards and /matches change at once with nothing fetched again.
 * Safe in the optimistic layer.
 */
function leaveLists(cache: ApolloCache, viewerId: string, match: MatchForStatus, status: MatchStatus) {
  if (status === match.status) return;
  const leavesDefault = status === 'DISMISSED';
  const openDelta = Number(isOpenRecommendation({ ...match, status })) - Number(isOpenRecommendation(match));
  cache.modify({
    id: cache.identify({ __typename: 'User', id: viewerId }),
    fields: {
      matches: (value, { readField, storeFieldName }) => {
        const filter = storeArgs<ListFilter>(storeFieldName);
        if (!belongs(filter, match.status, match.recommendationType) || belongs(filter, status, match.recommendationType)) return value;
        const existing = value as Connection;
        return {
          ...existing,
          edges: existing.edges.filter((edge) => readField<string>('id', edge.node) !== match.id),
          totalCount: Math.max(0, existing.totalCount - 1),
        };
      },
      recentRecommendations: (value, { readField }) =>
        leavesDefault ? (value as readonly Reference[]).filter((ref) => readField<string>('id', ref) !== match.id) : value,
      brandConnectionStats: (value) => {
        const existing = value as Stats;
        if (!leavesDefault && openDelta === 0) return existing;
        return {
          ...existing,
          resourceMatches: Math.max(0, existing.resourceMatches - (leavesDefault ? 1 : 0)),
          activeRecommendations: Math.max(0, existing.activeRecommendations + openDelta),
        };
      },
    },
  });
}

/**
 * The lists the match joins are dropped instead, with the counts: where it ranks is the
 * server's to say, and a list on screen reads itself again. Only once the server has answered:
 * dropped in the optimistic layer, a list would be read again before the change was made.
 */
function joinLists(cache: ApolloCache, viewerId: string, match: MatchForStatus, status: MatchStatus) {
  if (status === match.status) return;
  const joinsDefault = match.status === 'DISMISSED';
  cache.modify({
    id: cache.identify({ __typename: 'User', id: viewerId }),
    fields: {
      matches: (value, { storeFieldName, DELETE }) => {
        const filter = storeArgs<ListFilter>(storeFieldName);
        const joins = !belongs(filter, match.status, match.recommendationType) && belongs(filter, status, match.recommendationType);
        return joins ? DELETE : value;
      },
      recentRecommendations: (value, { DELETE }) => (joinsDefault ? DELETE : value),
      brandConnectionStats: (value, { DELETE }) => (joinsDefault ? DELETE : value),
    },
  });
}

const FAILURE_TITLES: Partial<Record<MatchStatus, string>> = {
  DISMISSED: 'Match not dismissed',
  BOOKMARKED: 'Match not bookmarked',
  ACTIVE: 'Bookmark not removed',
};

/**
 * `updateMatchStatus`: optimistic, so the panel answers at once; when the server
 * refuses, Apollo drops the optimistic layer (the match comes back) and a destructive toast says
 * why. A dismissal offers Undo in its toast, which puts back the status the match had; a bookmark
 * is confirmed. Marking a match clicked is silent: it is bookkeeping, not something the creator
 * asked for.
 */
export function useUpdateMatchStatusMutation() {
  const auth = useAuth();
  const viewerId = auth.status === 'signed-in' ? auth.user.id : null;
  const [mutate] = useMutation(UPDATE_MATCH_STATUS_MUTATION);
  const client = useApolloClient();

  return useMemo(() => {
    const change = async (match: MatchForStatus, status: MatchStatus, { undo = false }: { undo?: boolean } = {}): Promise<boolean> => {
      const name = match.resource.name;
      // Out of DISMISSED: the Undo of a dismissal, or a restore from the dismissed list.
      const restoring = undo || match.status === 'DISMISSED';
      try {
        // The generated type leaves __typename out; the cache needs it to find the Match.
        const optimistic = {
          updateMatchStatus: {
            __typename: 'Match' as const,
            id: match.id,
            status,
          },
        };
        // The server announces the change to every tab; this one has it in its cache already.
        await withMatchesEcho(() =>
          mutate({
            variables: { id: match.id, status },
            optimisticResponse: optimistic,
            update(cache) {
              if (viewerId) leaveLists(cache, viewerId, match, status);
            },
          }),
        );
        if (viewerId) joinLists(client.cache, viewerId, match, status);
      } catch (error) {
        const title = restoring ? 'Match not restored' : FAILURE_TITLES[status];
        if (title) {
          toast({
            variant: 'destructive',
            title,
            description: graphQLErrorMessage(error, 'Please try again in a moment.'),
          });
        }
        return false;
      }
      if (restoring) {
        toast({
          title: 'Match restored',
          description: `${name} is back in your matches.`,
        });
      } else if (status === 'DISMISSED') {
        toast({
          title: 'Match dismissed',
          description: `${name} is hidden from your matches.`,
          action: {
            label: 'Undo',
            onClick: () => void change({ ...match, status }, match.status, { undo: true }),
          },
        });
      } else if (status === 'BOOKMARKED') {
        toast({
          title: 'Bookmarked',
          description: `${name} is saved in your bookmarked matches.`,
        });
      } else if (status === 'ACTIVE' && match.status === 'BOOKMARKED') {
        toast({
          title: 'Bookmark removed',
          description: `${name} is no longer bookmarked.`,
        });
      }
      return true;
    };
    return (match: MatchForStatus, status: MatchStatus) => change(match, status);
  }, [mutate, client, viewerId]);
}
