import type { EntityManager } from '@mikro-orm/postgresql';
import { BRIEF_LIMITS } from '../../shared/limits.js';
import { ApplicationStatus, BriefStatus, UNDECIDED_STATUSES } from './brief.entity.js';

/**
 * The collaboration board's statements: one per question the rules ask, so that the services
 * hold the rules and never retype a query.
 */

/** Whose briefs a rule counts: a brand's (whoever on its team wrote them), or a creator's own. */
export type PosterScope = { brandId: string } | { userId: string };

const scopeSql = (scope: PosterScope, alias = 'b'): [string, string] =>
  'brandId' in scope ? [`${alias}.brand_id = ?`, scope.brandId] : [`${alias}.poster_id = ? and ${alias}.brand_id is null`, scope.userId];

const UNDECIDED_SQL = `(${UNDECIDED_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/** A poster's briefs that hold an open slot (open, paused, or waiting for moderation), and their closed ones, apart from `exceptId`. */
export async function posterBriefCounts(
  em: EntityManager,
  scope: PosterScope,
  exceptId: string | null,
): Promise<{ open: number; closed: number; published: number }> {
  const [where, param] = scopeSql(scope);
  const [row] = await em.execute<{ open: number; closed: number; published: number }[]>(
    `select count(*) filter (where b.status in ('open', 'paused') or (b.status = 'draft' and b.awaiting_review))::int as open,
            count(*) filter (where b.status = 'closed')::int as closed,
            count(*) filter (where b.published_at is not null)::int as published
       from briefs b where ${where} and b.id is distinct from ?::uuid`,
    [param, exceptId],
  );
  return row ?? { open: 0, closed: 0, published: 0 };
}

/**
 * Title and description as the near-duplicate rule compares them: lower case, every run of
 * characters that are not letters or digits one space, so that punctuation and spacing tricks
 * change nothing.
 */
const NORMALISED = (text: string) => `regexp_replace(lower(${text}), '[^[:alnum:]]+', ' ', 'g')`;

/**
 * The title of the poster's brief from the last 14 days (any status) whose normalised title and
 * description are near-identical to the given ones (pg_trgm similarity at least 0.8), apart from
 * `exceptId`; null when there is none.
 */
export async function nearDuplicateTitle(
  em: EntityManager,
  scope: PosterScope,
  exceptId: string | null,
  title: string,
  description: string,
): Promise<string | null> {
  const [where, param] = scopeSql(scope);
  const [row] = await em.execute<{ title: string }[]>(
    `select b.title from briefs b
      where ${where} and b.id is distinct from ?::uuid and b.created_at > now() - make_interval(days => ?)
        and similarity(${NORMALISED(`b.title || ' ' || b.description`)}, ${NORMALISED(`?::text`)}) >= ?
      order by b.created_at desc limit 1`,
    [param, exceptId, BRIEF_LIMITS.duplicateWindowDays, `${title} ${description}`, BRIEF_LIMITS.duplicateSimilarity],
  );
  return row?.title ?? null;
}

/** What the board lists: open briefs whose applications have not closed yet. */
export type BoardFilter = {
  search: string | null;
  kind: string | null;
  compensation: string | null;
  genre: string | null;
  sort: 'newest' | 'closing_soon';
  /** Only briefs whose work can be done remotely. */
  remoteOnly?: boolean;
};

/** One page of the board's brief ids, in order, and how many match. */
export async function boardPage(em: EntityManager, filter: BoardFilter, now: Date, limit: number, offset: number): Promise<{ ids: string[]; total: number }> {
  const where = [`b.status = 'open'`, 'b.closes_at > ?'];
  const params: unknown[] = [now];
  if (filter.kind) {
    where.push('b.kind = ?');
    params.push(filter.kind);
  }
  if (filter.compensation) {
    where.push('b.compensation_type = ?');
    params.push(filter.compensation);
  }
  if (filter.genre) {
    where.push('exists (select 1 from unnest(b.genres) g where lower(g) = lower(?))');
    params.push(filter.genre);
  }
  if (filter.remoteOnly) where.push('b.remote');
  if (filter.search) {
    where.push(`b.search_text like lower(?)`);
    params.push(`%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  const order = filter.sort === 'closing_soon' ? 'b.closes_at asc, b.id asc' : 'b.published_at desc nulls last, b.id desc';
  const from = `from briefs b where ${where.join(' and ')}`;
  const [rows, [count]] = await Promise.all([
    em.execute<{ id: string }[]>(`select b.id ${from} order by ${order} limit ? offset ?`, [...params, limit, offset]),
    em.execute<{ total: number }[]>(`select count(*)::int as total ${from}`, params),
  ]);
  return { ids: rows.map((r) => r.id), total: count?.total ?? 0 };
}

/** One page of the briefs an account posted, as itself or for a brand whose team it is on, newest first. */
export async function postedPage(em: EntityManager, userId: string, limit: number, offset: number): Promise<{ ids: string[]; total: number }> {
  const from = `from briefs b where (b.poster_id = ? and b.brand_id is null) or b.brand_id in (select brand_id from brand_members where user_id = ?)`;
  const [rows, [count]] = await Promise.all([
    em.execute<{ id: string }[]>(`select b.id ${from} order by b.created_at desc, b.id desc limit ? offset ?`, [userId, userId, limit, offset]),
    em.execute<{ total: number }[]>(`select count(*)::int as total ${from}`, [userId, userId]),
  ]);
  return { ids: rows.map((r) => r.id), total: count?.total ?? 0 };
}

/** Applications sent since `since` that count against the allowance and were not given back. */
export async function allowanceUsed(em: EntityManager, applicantId: string, since: Date): Promise<number> {
  const [row] = await em.execute<{ used: number }[]>(
    `select count(*)::int as used from brief_applications where applicant_id = ? and used_allowance and refunded_at is null and created_at >= ?`,
    [applicantId, since],
  );
  return row?.used ?? 0;
}

/**
 * Ends briefs for good (closed, expired, removed): the applications their poster has not decided
 * are given back to their applicants' allowance (nobody pays for a poster's silence). Runs in the
 * transaction of the change.
 */
export async function refundUndecided(tx: EntityManager, briefIds: string[], now: Date): Promise<number> {
  if (briefIds.length === 0) return 0;
  const rows = await tx.execute<{ id: string }[]>(
    `update brief_applications set refunded_at = ?, updated_at = ?
      where brief_id in (${briefIds.map(() => '?').join(', ')}) and status in ${UNDECIDED_SQL} and used_allowance and refunded_at is null returning id`,
    [now, now, ...briefIds],
  );
  return rows.length;
}

/**
 * Open and paused briefs whose applications closed by `now` become EXPIRED, and their undecided
 * applications are given back. A conditional update: two workers at once expire each brief once.
 */
export async function expireDueBriefs(tx: EntityManager, now: Date): Promise<string[]> {
  const rows = await tx.execute<{ id: string }[]>(
    `update briefs set status = ?, closed_at = ?, updated_at = ? where status in ('open', 'paused') and closes_at <= ? returning id`,
    [BriefStatus.EXPIRED, now, now, now],
  );
  const ids = rows.map((r) => r.id);
  await refundUndecided(tx, ids, now);
  return ids;
}

/**
 * Records when the poster's warning fell due: open briefs whose applications close within five
 * days, once per brief. Delivery is the notifications feature's, reading this column.
 */
export async function recordExpiryWarnings(tx: EntityManager, now: Date): Promise<number> {
  const rows = await tx.execute<{ id: string }[]>(
    `update briefs set expiry_warning_at = ? where status = 'open' and expiry_warning_at is null and closes_at > ? and closes_at <= ?::timestamptz + make_interval(days => ?) returning id`,
    [now, now, now, BRIEF_LIMITS.expiryWarningDays],
  );
  return rows.length;
}

/**
 * Applications still undecided seven days after their brief ended become CLOSED_NO_DECISION: the
 * applicant is told, and the allowance they used is given back (if it was not already).
 */
export async function closeUndecidedApplications(tx: EntityManager, now: Date): Promise<number> {
  const rows = await tx.execute<{ id: string }[]>(
    `update brief_applications a
        set status = ?, refunded_at = case when a.used_allowance then coalesce(a.refunded_at, ?) else a.refunded_at end, updated_at = ?
       from briefs b
      where b.id = a.brief_id and b.status in ('closed', 'expired', 'removed') and b.closed_at <= ?::timestamptz - make_interval(days => ?)
        and a.status in ${UNDECIDED_SQL}
      returning a.id`,
    [ApplicationStatus.CLOSED_NO_DECISION, now, now, now, BRIEF_LIMITS.decisionGraceDays],
  );
  return rows.length;
}

/** How many applications each brief has, withdrawn ones left out. */
export async function applicationCounts(em: EntityManager, briefIds: string[]): Promise<Map<string, number>> {
  const rows = await em.execute<{ brief_id: string; n: number }[]>(
    `select brief_id, count(*)::int as n from brief_applications where brief_id in (${briefIds.map(() => '?').join(', ')}) and status <> 'withdrawn' group by brief_id`,
    briefIds,
  );
  return new Map(rows.map((r) => [r.brief_id, r.n]));
}

/** Marks a page of applications as opened by the poster: SUBMITTED ones become VIEWED. */
export async function markViewed(tx: EntityManager, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    `update brief_applications set viewed_at = coalesce(viewed_at, ?), status = case when status = 'submitted' then 'viewed' else status end, updated_at = ?
      where id in (${ids.map(() => '?').join(', ')}) and (viewed_at is null or status = 'submitted')`,
    [now, now, ...ids],
  );
}

/** Open reports of a brief are settled by an admin's decision: upheld when the brief is removed. */
export async function resolveReports(tx: EntityManager, briefId: string, upheld: boolean, now: Date): Promise<number> {
  const rows = await tx.execute<{ id: string }[]>(
    `update brief_reports set resolved_at = ?, upheld = ? where brief_id = ? and resolved_at is null returning id`,
    [now, upheld, briefId],
  );
  return rows.length;
}

/** The moderation queue: briefs waiting for review or with open reports, the longest waiting first. */
export async function moderationPage(em: EntityManager, limit: number, offset: number): Promise<{ ids: string[]; total: number }> {
  const from = `from briefs b
    left join lateral (select min(r.created_at) as first_report from brief_reports r where r.brief_id = b.id and r.resolved_at is null) r on true
    where (b.status = 'draft' and b.awaiting_review) or (r.first_report is not null and b.status <> 'removed')`;
  const [rows, [count]] = await Promise.all([
    em.execute<{ id: string }[]>(`select b.id ${from} order by least(r.first_report, b.updated_at) asc, b.id asc limit ? offset ?`, [limit, offset]),
    em.execute<{ total: number }[]>(`select count(*)::int as total ${from}`),
  ]);
  return { ids: rows.map((r) => r.id), total: count?.total ?? 0 };
}
