import type { ApolloCache, Reference } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { graphQLErrorMessage } from "../apollo/errors";
import { useAuth } from "../auth/authContext";
import { toast } from "../components/toast/toastStore";
import { graphql } from "../gql";
import type { MatchStatus, RecommendationType } from "../gql/graphql";

export const UPDATE_MATCH_STATUS_MUTATION = graphql(`
  mutation UpdateMatchStatusMutation($id: ID!, $status: MatchStatus!) {
    updateMatchStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

/** What the cache update needs to know of the match before the change. */
export type MatchForStatus = {
  id: string;
  status: MatchStatus;
  recommendationType: RecommendationType;
};

type Connection = { totalCount: number; edges: readonly { node: Reference }[] };
type Stats = { resourceMatches: number; activeRecommendations: number };

/** README "dashboard counts": activeRecommendations counts essential or recommended matches still open. */
const isOpenRecommendation = (match: {
  status: MatchStatus;
  recommendationType: RecommendationType;
}) =>
  (match.status === "ACTIVE" || match.status === "BOOKMARKED") &&
  match.recommendationType !== "OPTIONAL";

/**
 * Dismissing takes the match out of every cached list of the viewer and corrects the counts, in
 * place: the panel and the stat cards change at once and nothing is fetched again (spec card:
 * "normalised cache updates when a match is dismissed").
 */
function applyDismissal(
  cache: ApolloCache,
  viewerId: string,
  match: MatchForStatus,
) {
  const matchRef = cache.identify({ __typename: "Match", id: match.id });
  cache.modify({
    id: cache.identify({ __typename: "User", id: viewerId }),
    fields: {
      // Every stored page of `matches` (any status, any size) that holds it loses it.
      matches: (value, { readField }) => {
        const existing = value as Connection;
        const edges = existing.edges.filter(
          (edge) => readField<string>("id", edge.node) !== match.id,
        );
        if (edges.length === existing.edges.length) return existing;
        return {
          ...existing,
          edges,
          totalCount: Math.max(0, existing.totalCount - 1),
        };
      },
      recentRecommendations: (value, { readField }) =>
        (value as readonly Reference[]).filter(
          (ref) => readField<string>("id", ref) !== match.id,
        ),
      brandConnectionStats: (value) => {
        const existing = value as Stats;
        return {
          ...existing,
          resourceMatches: Math.max(0, existing.resourceMatches - 1),
          activeRecommendations: Math.max(
            0,
            existing.activeRecommendations -
              (isOpenRecommendation(match) ? 1 : 0),
          ),
        };
      },
    },
  });
  if (matchRef)
    cache.modify({ id: matchRef, fields: { status: () => "DISMISSED" } });
}

/** Bookmarking or un-bookmarking can move the match in or out of activeRecommendations. */
function applyStatus(
  cache: ApolloCache,
  viewerId: string,
  match: MatchForStatus,
  status: MatchStatus,
) {
  const delta =
    Number(isOpenRecommendation({ ...match, status })) -
    Number(isOpenRecommendation(match));
  if (delta === 0) return;
  cache.modify({
    id: cache.identify({ __typename: "User", id: viewerId }),
    fields: {
      brandConnectionStats: (value) => {
        const existing = value as Stats;
        return {
          ...existing,
          activeRecommendations: Math.max(
            0,
            existing.activeRecommendations + delta,
          ),
        };
      },
    },
  });
}

const FAILURE_TITLES: Partial<Record<MatchStatus, string>> = {
  DISMISSED: "Match not dismissed",
  BOOKMARKED: "Match not bookmarked",
  ACTIVE: "Bookmark not removed",
};

/**
 * `updateMatchStatus` (spec §4): optimistic, so the panel answers at once; when the server
 * refuses, Apollo drops the optimistic layer (the match comes back) and a destructive toast says
 * why. Marking a match clicked is silent: it is bookkeeping, not something the creator asked for.
 */
export function useUpdateMatchStatusMutation() {
  const auth = useAuth();
  const viewerId = auth.status === "signed-in" ? auth.user.id : null;
  const [mutate] = useMutation(UPDATE_MATCH_STATUS_MUTATION);

  return useCallback(
    async (match: MatchForStatus, status: MatchStatus): Promise<boolean> => {
      try {
        // The generated type leaves __typename out; the cache needs it to find the Match.
        const optimistic = {
          updateMatchStatus: {
            __typename: "Match" as const,
            id: match.id,
            status,
          },
        };
        await mutate({
          variables: { id: match.id, status },
          optimisticResponse: optimistic,
          update(cache) {
            if (!viewerId) return;
            if (status === "DISMISSED") applyDismissal(cache, viewerId, match);
            else applyStatus(cache, viewerId, match, status);
          },
        });
        return true;
      } catch (error) {
        const title = FAILURE_TITLES[status];
        if (title) {
          toast({
            variant: "destructive",
            title,
            description: graphQLErrorMessage(
              error,
              "Please try again in a moment.",
            ),
          });
        }
        return false;
      }
    },
    [mutate, viewerId],
  );
}
