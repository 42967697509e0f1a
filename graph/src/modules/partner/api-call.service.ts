import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../common/authz.js';
import { MAX_PAGE_SIZE, type PageInfo } from '../common/connection.js';
import { AppError } from '../common/errors.js';
import { FILTER_LIMITS } from '../../shared/limits.js';
import { isUuid } from '../common/validation.js';
import { assertBrandTeam } from '../brand/brand-team.js';
import { API_CALL_RETENTION_DAYS, ApiCall } from './api-call.entity.js';
import { ApiKey } from './api-key.entity.js';

/**
 * The calls log: every keyed POST /graphql, written after its response went out, listed to the
 * brand's owners newest first, kept 90 days (a daily job deletes older rows).
 */

/** One keyed call as the recorder saw it. */
export type ApiCallRecord = {
  keyId: string;
  brandId: string;
  operationName: string | null;
  cost: number | null;
  status: number;
  errorCode: string | null;
  durationMs: number;
  at: Date;
};

/** Writes one call; one statement, outside any request's transaction. */
export async function recordApiCall(em: EntityManager, call: ApiCallRecord): Promise<void> {
  await em.execute(
    `insert into api_calls (id, key_id, brand_id, operation_name, cost, status, error_code, duration_ms, at)
     values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      call.keyId,
      call.brandId,
      call.operationName?.slice(0, 100) ?? null,
      call.cost,
      call.status,
      call.errorCode?.slice(0, 40) ?? null,
      Math.max(0, Math.round(call.durationMs)),
      call.at,
    ],
  );
}

export type ApiCallEdge = { cursor: string; node: ApiCall };
export type ApiCallPage = { edges: ApiCallEdge[]; pageInfo: PageInfo };

// A keyset cursor: the call's time (milliseconds, base 36) and id, so that a page never shifts as
// new calls arrive. About 60 characters, within the cursor limit every argument shares.
const encodeCursor = (call: ApiCall) => Buffer.from(`${call.at.getTime().toString(36)}.${call.id}`).toString('base64url');

function decodeCursor(cursor: string): { at: Date; id: string } {
  const match = cursor.length <= FILTER_LIMITS.cursor ? /^([0-9a-z]{1,10})\.([0-9a-f-]{36})$/.exec(Buffer.from(cursor, 'base64url').toString()) : null;
  const at = match ? new Date(parseInt(match[1]!, 36)) : null;
  if (!match || !at || Number.isNaN(at.getTime()) || !isUuid(match[2]!)) {
    throw new AppError('BAD_USER_INPUT', 'Invalid cursor', { after: 'Use an endCursor returned by this field' });
  }
  return { at, id: match[2]! };
}

/**
 * A brand's calls, newest first, a page at a time (keyset on time and id): its owners only.
 * `first` from 1 to 100, 20 by default.
 */
export async function brandApiCalls(
  em: EntityManager,
  actor: Actor | null,
  brandId: string,
  first?: number | null,
  after?: string | null,
): Promise<ApiCallPage> {
  if (actor?.kind === 'apiKey') throw new AppError('FORBIDDEN', 'API keys cannot do this');
  const limit = first ?? 20;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw new AppError('BAD_USER_INPUT', `first must be from 1 to ${MAX_PAGE_SIZE}`, { first: `from 1 to ${MAX_PAGE_SIZE}` });
  }
  const from = after ? decodeCursor(after) : null;
  const { brand } = await assertBrandTeam(em, actor, 'brand:team', brandId);
  const rows = await em.find(
    ApiCall,
    { brand: brand.id, ...(from ? { $or: [{ at: { $lt: from.at } }, { at: from.at, id: { $lt: from.id } }] } : {}) },
    { orderBy: { at: 'desc', id: 'desc' }, limit: limit + 1, populate: ['key'] },
  );
  const nodes = rows.slice(0, limit);
  const edges = nodes.map((node) => ({ cursor: encodeCursor(node), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > limit,
      hasPreviousPage: from !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** The key a call was made with (already loaded with the page). */
export const keyOfCall = (em: EntityManager, call: ApiCall): Promise<ApiKey> => em.findOneOrFail(ApiKey, { id: call.key.id });

/** Deletes calls older than the 90 days they are kept, in batches; answers how many. */
export async function deleteOldApiCalls(em: EntityManager, now: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await em.execute<{ id: string }[]>(
      `delete from api_calls where id in (
         select id from api_calls where at < ?::timestamptz - make_interval(days => ?) limit 5000) returning id`,
      [now, API_CALL_RETENTION_DAYS],
    );
    deleted += rows.length;
    if (rows.length < 5000) return deleted;
  }
}
