import type { Once } from '../common/single-flight.js';
import type { MatchScope } from './matchmade.kit.js';
import { refreshMatches } from './matchmade.recompute.js';
import { readHead, type MatchesHead } from './matchmade.storage.js';

/** The head of a creator's matches as a request reads it: batched over sibling fields, and fresh. */

type HeadBatch = { limit: number; started: boolean; read: Promise<MatchesHead> };

/**
 * The reads of a creator's head of matches within one request, in one statement: the dashboard
 * asks for the counts, the best 4 and the best 20 in sibling fields, which GraphQL starts in the
 * same turn. The first asks, the read waits until every sibling has joined (a tick after the
 * promise jobs run out, as DataLoader does), then reads the longest head asked for, once. Keyed
 * by the request's `once`, which lives exactly as long as the request.
 */
const headBatches = new WeakMap<Once, Map<string, HeadBatch>>();

function headBatch({ em, once }: MatchScope, userId: string, limit: number): HeadBatch {
  let batches = headBatches.get(once);
  if (!batches) headBatches.set(once, (batches = new Map()));
  const joined = batches.get(userId);
  if (joined && !joined.started) joined.limit = Math.max(joined.limit, limit);
  if (joined && joined.limit >= limit) return joined;
  // The first of the request, or one longer than a read already under way.
  const batch: HeadBatch = {
    limit,
    started: false,
    read: new Promise<void>((resolve) => {
      void Promise.resolve().then(() => process.nextTick(resolve));
    }).then(() => {
      batch.started = true;
      return readHead(em, userId, batch.limit);
    }),
  };
  batches.set(userId, batch);
  return batch;
}

/**
 * The counts and the best `limit` non-dismissed matches, fresh: read in one statement, and when
 * it says they are stale, recomputed (once per request, one recompute per creator at a time)
 * and read again.
 */
export async function freshHead(scope: MatchScope, userId: string, limit: number): Promise<MatchesHead> {
  const batch = headBatch(scope, userId, limit);
  const head = await batch.read;
  if (!head.stale) return head;
  return scope.once(`fresh-head:${userId}:${batch.limit}`, async () => {
    await scope.matchmade.freshness.run(userId, async () => {
      await refreshMatches(scope.em, scope.matchmade, userId, { onlyStale: true });
    });
    return readHead(scope.em, userId, batch.limit);
  });
}
