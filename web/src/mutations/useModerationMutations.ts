import type { ApolloCache, Reference } from '@apollo/client';
import type { ModifierDetails } from '@apollo/client/cache';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphQLErrorMessage } from '../apollo/errors';
import { graphql } from '../gql';
import type { ModerationAction, ReportStatus } from '../gql/graphql';
import { toast } from '../stores/toastStore';
import { joinConnection, leaveConnection, storeArgs } from './cacheLists';

const CLAIM_REPORT = graphql(`
  mutation ClaimReportMutation($id: ID!) {
    claimReport(id: $id) {
      id
      status
      claimedBy {
        id
        username
      }
      claimedAt
    }
  }
`);

const RESOLVE_REPORT = graphql(`
  mutation ResolveReportMutation($id: ID!, $action: ModerationAction!, $note: String) {
    resolveReport(id: $id, action: $action, note: $note) {
      id
      status
      unresolvedReportCount
      claimedBy {
        id
        username
      }
      claimedAt
      resolvedBy {
        id
        username
      }
      resolvedAt
      action
      note
    }
  }
`);

type Report = { id: string; reportedUsername: string };

/** One stored queue list after a report moved from a status in `from` to `to`. */
function moveReport(
  value: unknown,
  storeFieldName: string,
  readField: ModifierDetails['readField'],
  DELETE: ModifierDetails['DELETE'],
  id: string,
  from: readonly ReportStatus[],
  to: ReportStatus,
): unknown {
  const status = storeArgs<{ status: ReportStatus }>(storeFieldName).status;
  if (status && from.includes(status)) return leaveConnection(value, id, readField);
  return status === to ? joinConnection(value, DELETE) : value;
}

/**
 * The queue as the server knows it: a refused claim or resolution most often means another admin
 * was quicker, which only the server knows. The queue's lists are dropped and read again.
 */
function queueFromServer(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'moderationQueue' });
  cache.gc();
}

/** Claims an open report: it moves from the open tab to the claimed one, counts and all. Answers whether it is claimed. */
export function useClaimReportMutation() {
  const { cache } = useApolloClient();
  const [claim] = useMutation(CLAIM_REPORT);
  return useCallback(
    async (report: Report): Promise<boolean> => {
      try {
        await claim({
          variables: { id: report.id },
          update(cache) {
            cache.modify({
              id: 'ROOT_QUERY',
              fields: {
                moderationQueue: (value, { storeFieldName, readField, DELETE }) =>
                  moveReport(value, storeFieldName, readField, DELETE, report.id, ['OPEN'], 'CLAIMED'),
              },
            });
          },
        });
        toast({ title: 'Report claimed', description: `The report on @${report.reportedUsername} is yours to resolve.` });
        return true;
      } catch (failure) {
        toast({ variant: 'destructive', title: 'Not claimed', description: graphQLErrorMessage(failure, 'Please try again.') });
        queueFromServer(cache);
        return false;
      }
    },
    [cache, claim],
  );
}

/**
 * Resolves a report with an action and an optional note for the record: it leaves the open or
 * claimed tab for the resolved one, and the creator's other reports still shown take the
 * creator's new unresolved count from the answer. Answers whether it is resolved.
 */
export function useResolveReportMutation() {
  const { cache } = useApolloClient();
  const [resolve] = useMutation(RESOLVE_REPORT);
  return useCallback(
    async (report: Report, action: ModerationAction, note: string | null): Promise<boolean> => {
      try {
        await resolve({
          variables: { id: report.id, action, note },
          update(store, { data }) {
            const resolved = data?.resolveReport;
            if (!resolved) return;
            const sameCreator = new Set<string>();
            store.modify({
              id: 'ROOT_QUERY',
              fields: {
                moderationQueue: (value, { storeFieldName, readField, DELETE }) => {
                  for (const edge of (value as { edges?: readonly { node: Reference }[] }).edges ?? []) {
                    if (readField<string>('reportedUsername', edge.node) === report.reportedUsername) sameCreator.add(edge.node.__ref);
                  }
                  return moveReport(value, storeFieldName, readField, DELETE, report.id, ['OPEN', 'CLAIMED'], 'RESOLVED');
                },
              },
            });
            for (const id of sameCreator) store.modify({ id, fields: { unresolvedReportCount: () => resolved.unresolvedReportCount } });
          },
        });
        toast({ title: 'Report resolved', description: `The report on @${report.reportedUsername} is closed; the reporter can see the outcome.` });
        return true;
      } catch (failure) {
        toast({ variant: 'destructive', title: 'Not resolved', description: graphQLErrorMessage(failure, 'Please try again.') });
        queueFromServer(cache);
        return false;
      }
    },
    [cache, resolve],
  );
}
