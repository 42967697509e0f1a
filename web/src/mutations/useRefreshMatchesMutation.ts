import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { toast } from '../stores/toastStore';
import { graphql } from '../gql';
import { withMatchesEcho } from './matchEchoes';

export const REFRESH_MATCHES_MUTATION = graphql(`
  mutation RefreshMatchesMutation {
    refreshMatches {
      matchCount
    }
  }
`);

/**
 * `refreshMatches` recomputes the viewer's matches; everything the dashboard shows from them
 * (panel, recommendations, counts) is read again in the dashboard's one query, so the
 * announcement of the recompute is not followed in this tab (it reads them once, here). Toasts
 * 'Matches Refreshed' or 'Refresh Failed'.
 */
export function useRefreshMatchesMutation() {
  const [mutate, { loading }] = useMutation(REFRESH_MATCHES_MUTATION, {
    refetchQueries: ['DashboardRouteQuery'],
    awaitRefetchQueries: true,
  });

  const refresh = useCallback(async () => {
    try {
      const { data } = await withMatchesEcho(() => mutate());
      const count = data?.refreshMatches.matchCount ?? 0;
      toast({ title: 'Matches Refreshed', description: `Found ${count} new resource recommendations` });
    } catch {
      toast({ variant: 'destructive', title: 'Refresh Failed', description: 'Unable to refresh matches. Please try again.' });
    }
  }, [mutate]);

  return { refresh, refreshing: loading };
}
