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

/** The board's conditions on brief `b` and their parameters. */
function boardWhere(filter: Omit<BoardFilter, 'sort'>, now: Date): { where: string; params: unknown[] } {
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
  return { where: where.join(' and '), params };
}

/** How many briefs the board holds for a filter. */
async function boardTotal(em: EntityManager, where: string, params: unknown[]): Promise<number> {
  const [count] = await em.execute<{ total: number }[]>(`select count(*)::int as total from briefs b where ${where}`, params);
  return count?.total ?? 0;
}

/** One page of the board's brief ids, in order, and how many match. */
export async function boardPage(em: EntityManager, filter: BoardFilter, now: Date, limit: number, offset: number): Promise<{ ids: string[]; total: number }> {
  const { where, params } = boardWhere(filter, now);
  const order = filter.sort === 'closing_soon' ? 'b.closes_at asc, b.id asc' : 'b.published_at desc nulls last, b.id desc';
  const [rows, total] = await Promise.all([
    em.execute<{ id: string }[]>(`select b.id from briefs b where ${where} order by ${order} limit ? offset ?`, [...params, limit, offset]),
    boardTotal(em, where, params),
  ]);
  return { ids: rows.map((r) => r.id), total };
}

/** Where a BEST_FIT page ended: the last brief's stored fit (null when it had none), when it opened, and its id. */
export type FitKey = { score: number | null; publishedAt: Date; id: string };

const OPENED = `coalesce(b.published_at, 'epoch'::timestamptz)`;

/**
 * One page of the board for a viewer, by their stored fit: the briefs they fit, best first (then
 * the newest), then every other brief, newest first; after `after`, the key of the previous page's
 * last brief (a keyset, so briefs opening meanwhile shift nothing). The briefs they fit are read
 * from their own fits (an index by viewer and score), not by sorting the whole board.
 */
export async function bestFitPage(
  em: EntityManager,
  filter: Omit<BoardFilter, 'sort'>,
  viewerId: string,
  now: Date,
  limit: number,
  after: FitKey | null,
): Promise<{ rows: FitKey[]; total: number }> {
  const { where, params } = boardWhere(filter, now);
  const totalP = boardTotal(em, where, params);
  type Row = { id: string; score: number | null; opened: Date | string };
  let rows: Row[] = [];
  if (!after || after.score !== null) {
    const keyset = after ? `and (f.score, ${OPENED}, b.id) < (?, ?::timestamptz, ?::uuid)` : '';
    rows = await em.execute<Row[]>(
      `select b.id, f.score, ${OPENED} as opened from brief_fits f join briefs b on b.id = f.brief_id
        where f.user_id = ? and ${where} ${keyset}
        order by f.score desc, ${OPENED} desc, b.id desc limit ?`,
      [viewerId, ...params, ...(after ? [after.score, after.publishedAt, after.id] : []), limit],
    );
  }
  if (rows.length < limit) {
    const keyset = after && after.score === null ? `and (${OPENED}, b.id) < (?::timestamptz, ?::uuid)` : '';
    rows.push(
      ...(await em.execute<Row[]>(
        `select b.id, null as score, ${OPENED} as opened from briefs b
          where ${where} and not exists (select 1 from brief_fits f where f.brief_id = b.id and f.user_id = ?) ${keyset}
          order by ${OPENED} desc, b.id desc limit ?`,
        [...params, viewerId, ...(after && after.score === null ? [after.publishedAt, after.id] : []), limit - rows.length],
      )),
    );
  }
  const parse = (value: Date | string) => (value instanceof Date ? value : em.getPlatform().parseDate(value));
  return { rows: rows.map((r) => ({ id: r.id, score: r.score, publishedAt: parse(r.opened) })), total: await totalP };
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

/** A page of every brief posted for the brand, in any state, newest first, and their total. */
export async function brandPostedPage(em: EntityManager, brandId: string, limit: number, offset: number): Promise<{ ids: string[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    em.execute<{ id: string }[]>(`select b.id from briefs b where b.brand_id = ? order by b.created_at desc, b.id desc limit ? offset ?`, [
      brandId,
      limit,
      offset,
    ]),
    em.execute<{ total: number }[]>(`select count(*)::int as total from briefs b where b.brand_id = ?`, [brandId]),
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
export async function recordExpiryWarnings(tx: EntityManager, now: Date): Promise<{ id: string; title: string }[]> {
  return tx.execute<{ id: string; title: string }[]>(
    `update briefs set expiry_warning_at = ? where status = 'open' and expiry_warning_at is null and closes_at > ? and closes_at <= ?::timestamptz + make_interval(days => ?) returning id, title`,
    [now, now, now, BRIEF_LIMITS.expiryWarningDays],
  );
}

/**
 * Who hears for a brief's poster: the creator who posted it as themselves, or everyone on the
 * team of the brand it was posted for (with the brand's name, for the reason in words).
 */
export async function posterAudience(em: EntityManager, briefIds: string[]): Promise<{ brief_id: string; user_id: string; brand_name: string | null }[]> {
  if (briefIds.length === 0) return [];
  return em.execute<{ brief_id: string; user_id: string; brand_name: string | null }[]>(
    `select b.id as brief_id, m.user_id, br.name as brand_name
       from briefs b join brands br on br.id = b.brand_id join brand_members m on m.brand_id = b.brand_id
      where b.id in (${briefIds.map(() => '?').join(', ')})
     union all
     select b.id, b.poster_id, null from briefs b where b.id in (${briefIds.map(() => '?').join(', ')}) and b.brand_id is null and b.poster_id is not null`,
    [...briefIds, ...briefIds],
  );
}

/**
 * Applications still undecided seven days after their brief ended become CLOSED_NO_DECISION: the
 * applicant is told, and the allowance they used is given back (if it was not already).
 */
export async function closeUndecidedApplications(
  tx: EntityManager,
  now: Date,
): Promise<{ id: string; applicant_id: string; brief_id: string; title: string }[]> {
  return tx.execute<{ id: string; applicant_id: string; brief_id: string; title: string }[]>(
    `update brief_applications a
        set status = ?, refunded_at = case when a.used_allowance then coalesce(a.refunded_at, ?) else a.refunded_at end, updated_at = ?
       from briefs b
      where b.id = a.brief_id and b.status in ('closed', 'expired', 'removed') and b.closed_at <= ?::timestamptz - make_interval(days => ?)
        and a.status in ${UNDECIDED_SQL}
      returning a.id, a.applicant_id, a.brief_id, b.title`,
    [ApplicationStatus.CLOSED_NO_DECISION, now, now, now, BRIEF_LIMITS.decisionGraceDays],
  );
}

/** How many applications each brief has, withdrawn ones left out. */
export async function applicationCounts(em: EntityManager, briefIds: string[]): Promise<Map<string, number>> {
  const rows = await em.execute<{ brief_id: string; n: number }[]>(
    `select brief_id, count(*)::int as n from brief_applications where brief_id in (${briefIds.map(() => '?').join(', ')}) and status <> 'withdrawn' group by brief_id`,
    briefIds,
  );
  return new Map(rows.map((r) => [r.brief_id, r.n]));
}

/** Marks a page of applications as opened by the poster: SUBMITTED ones become VIEWED. Answers the ones that just did. */
export async function markViewed(
  tx: EntityManager,
  ids: string[],
  now: Date,
): Promise<{ id: string; applicant_id: string; brief_id: string; title: string }[]> {
  if (ids.length === 0) return [];
  // The ones about to change, read under their row locks: the update's RETURNING sees only the new status.
  const opening = await tx.execute<{ id: string; applicant_id: string; brief_id: string; title: string }[]>(
    `select a.id, a.applicant_id, a.brief_id, b.title from brief_applications a join briefs b on b.id = a.brief_id
      where a.id in (${ids.map(() => '?').join(', ')}) and a.status = 'submitted' for update of a`,
    ids,
  );
  await tx.execute(
    `update brief_applications set viewed_at = coalesce(viewed_at, ?), status = case when status = 'submitted' then 'viewed' else status end, updated_at = ?
      where id in (${ids.map(() => '?').join(', ')}) and (viewed_at is null or status = 'submitted')`,
    [now, now, ...ids],
  );
  return opening;
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

/** A creator's profile as the fit scoring reads it. */
export type FitProfileRow = {
  user_id: string;
  bio: string;
  genres: string[];
  career_stage: string | null;
  skills: string[];
  looking_for: string[];
  location: string | null;
};

/** The next batch of creators' profiles after `afterUserId` (keyset on the profile's user): brand accounts and suspended accounts left out. */
export function creatorProfilesAfter(em: EntityManager, afterUserId: string, limit: number): Promise<FitProfileRow[]> {
  return em.execute<FitProfileRow[]>(
    `select p.user_id, p.bio, p.genres, p.career_stage, p.skills, p.looking_for, p.location
       from profiles p join users u on u.id = p.user_id
      where p.user_id > ?::uuid and u.user_type <> 'brand' and u.suspended_at is null
      order by p.user_id limit ?`,
    [afterUserId, limit],
  );
}

/**
 * The accounts a brief is never offered to or shared with: its poster (for a brand, everyone on
 * its team), and every creator in a block with the poster, either way (for a brand, the creators
 * who blocked it; a brand blocks nobody).
 */
export async function posterAndBlocked(em: EntityManager, scope: PosterScope): Promise<Set<string>> {
  const rows =
    'brandId' in scope
      ? await em.execute<{ id: string }[]>(
          'select user_id as id from brand_members where brand_id = ? union select user_id as id from brand_blocks where brand_id = ?',
          [scope.brandId, scope.brandId],
        )
      : await em.execute<{ id: string }[]>(
          'select ?::uuid as id union select blocked_id as id from blocks where blocker_id = ? union select blocker_id as id from blocks where blocked_id = ?',
          [scope.userId, scope.userId, scope.userId],
        );
  return new Set(rows.map((r) => r.id));
}

/** Whether the account and the brief's poster are in a block, either way (for a brand: the account blocked it). */
export async function blockedWithPoster(em: EntityManager, scope: PosterScope, userId: string): Promise<boolean> {
  const [row] =
    'brandId' in scope
      ? await em.execute('select 1 from brand_blocks where brand_id = ? and user_id = ?', [scope.brandId, userId])
      : await em.execute('select 1 from blocks where (blocker_id = ? and blocked_id = ?) or (blocker_id = ? and blocked_id = ?)', [
          scope.userId,
          userId,
          userId,
          scope.userId,
        ]);
  return row !== undefined;
}

/** SQL (three parameters: the viewer's id) true when brief `b`'s poster and the viewer are not in a block. */
const NOT_BLOCKED_SQL = `not exists (select 1 from blocks k where b.brand_id is null and ((k.blocker_id = ? and k.blocked_id = b.poster_id) or (k.blocker_id = b.poster_id and k.blocked_id = ?)))
  and not exists (select 1 from brand_blocks k where k.brand_id = b.brand_id and k.user_id = ?)`;

/** An open brief as the fit scoring reads it. */
export type FitBriefRow = {
  id: string;
  title: string;
  description: string;
  kind: string;
  genres: string[];
  skills: string[];
  roles: string[];
  deliverables: { what: string }[] | string;
  location: string | null;
  remote: boolean;
};

/** The open briefs a creator may be offered: not their own (nor their brand's), none of a poster in a block with them. */
export function openBriefsFor(em: EntityManager, userId: string, now: Date): Promise<FitBriefRow[]> {
  return em.execute<FitBriefRow[]>(
    `select b.id, b.title, b.description, b.kind, b.genres, b.skills, b.roles, b.deliverables, b.location, b.remote
       from briefs b
      where b.status = 'open' and b.closes_at > ? and ${NOT_BLOCKED_SQL}
        and not (b.brand_id is null and b.poster_id = ?)
        and not exists (select 1 from brand_members m where m.brand_id = b.brand_id and m.user_id = ?)`,
    [now, userId, userId, userId, userId, userId],
  );
}

/** Replaces a creator's stored fits to these briefs with these rows (brief ids, scores, reasons), in the caller's transaction. */
export async function replaceCreatorFits(
  tx: EntityManager,
  userId: string,
  briefIds: string[],
  rows: { briefId: string; score: number; reasons: string[] }[],
  now: Date,
): Promise<void> {
  await tx.execute('delete from brief_fits where user_id = ? and brief_id = any(?::uuid[])', [userId, `{${briefIds.join(',')}}`]);
  if (rows.length === 0) return;
  await tx.execute(
    `insert into brief_fits (brief_id, user_id, score, reasons, created_at)
     select (e->>'b')::uuid, ?, (e->>'s')::smallint, array(select json_array_elements_text(e->'r')), ?
       from json_array_elements(?::json) e`,
    [userId, now, JSON.stringify(rows.map((r) => ({ b: r.briefId, s: r.score, r: r.reasons })))],
  );
}

/** The creators a brief fits, as last stored, by user. */
export async function fitUsers(em: EntityManager, briefId: string): Promise<Set<string>> {
  const rows = await em.execute<{ user_id: string }[]>('select user_id from brief_fits where brief_id = ?', [briefId]);
  return new Set(rows.map((r) => r.user_id));
}

export type FitRow = { userId: string; score: number; reasons: string[] };

/** Rows per insert statement, sent as one JSON parameter. */
const FIT_CHUNK = 5000;

/** Replaces a brief's stored fits with these, in the caller's transaction. */
export async function replaceFits(tx: EntityManager, briefId: string, rows: FitRow[], now: Date): Promise<void> {
  await tx.execute('delete from brief_fits where brief_id = ?', [briefId]);
  for (let start = 0; start < rows.length; start += FIT_CHUNK) {
    const chunk = rows.slice(start, start + FIT_CHUNK).map((r) => ({ u: r.userId, s: r.score, r: r.reasons }));
    await tx.execute(
      `insert into brief_fits (brief_id, user_id, score, reasons, created_at)
       select ?::uuid, (e->>'u')::uuid, (e->>'s')::smallint, array(select json_array_elements_text(e->'r')), ?
         from json_array_elements(?::json) e`,
      [briefId, now, JSON.stringify(chunk)],
    );
  }
}

/** The viewer's stored fits to these briefs, by brief: one query for a page of briefs. */
export async function storedFits(em: EntityManager, userId: string, briefIds: string[]): Promise<Map<string, { score: number; reasons: string[] }>> {
  if (briefIds.length === 0) return new Map();
  const rows = await em.execute<{ brief_id: string; score: number; reasons: string[] }[]>(
    'select brief_id, score, reasons from brief_fits where user_id = ? and brief_id = any(?::uuid[])',
    [userId, `{${briefIds.join(',')}}`],
  );
  return new Map(rows.map((r) => [r.brief_id, { score: r.score, reasons: r.reasons }]));
}

/** The briefs among these the account was invited to. */
export async function invitedTo(em: EntityManager, userId: string, briefIds: string[]): Promise<Set<string>> {
  if (briefIds.length === 0) return new Set();
  const rows = await em.execute<{ brief_id: string }[]>('select brief_id from brief_invites where user_id = ? and brief_id = any(?::uuid[])', [
    userId,
    `{${briefIds.join(',')}}`,
  ]);
  return new Set(rows.map((r) => r.brief_id));
}

/**
 * One page of "Fits you": open briefs (applications not closed) the account's stored fit is
 * kept for, best fit first, then the newest; briefs of a poster in a block with it left out.
 */
export async function feedPage(em: EntityManager, userId: string, now: Date, limit: number, offset: number): Promise<{ ids: string[]; total: number }> {
  const from = `from brief_fits f join briefs b on b.id = f.brief_id
    where f.user_id = ? and b.status = 'open' and b.closes_at > ? and ${NOT_BLOCKED_SQL}`;
  const params = [userId, now, userId, userId, userId];
  const [rows, [count]] = await Promise.all([
    em.execute<{ id: string }[]>(`select b.id ${from} order by f.score desc, b.published_at desc nulls last, b.id desc limit ? offset ?`, [
      ...params,
      limit,
      offset,
    ]),
    em.execute<{ total: number }[]>(`select count(*)::int as total ${from}`, params),
  ]);
  return { ids: rows.map((r) => r.id), total: count?.total ?? 0 };
}

export type CandidateRow = { user_id: string; score: number; reasons: string[]; invited: boolean; applied: boolean };

/** One page of the creators a brief fits, best first (ties by id), with whether each was invited and applied; creators in a block with the poster left out. */
export async function candidatesPage(
  em: EntityManager,
  briefId: string,
  scope: PosterScope,
  limit: number,
  offset: number,
): Promise<{ rows: CandidateRow[]; total: number }> {
  const blocked =
    'brandId' in scope
      ? 'not exists (select 1 from brand_blocks k where k.brand_id = ? and k.user_id = f.user_id)'
      : 'not exists (select 1 from blocks k where (k.blocker_id = ? and k.blocked_id = f.user_id) or (k.blocker_id = f.user_id and k.blocked_id = ?))';
  const blockParams = 'brandId' in scope ? [scope.brandId] : [scope.userId, scope.userId];
  const from = `from brief_fits f where f.brief_id = ? and ${blocked}`;
  const [rows, [count]] = await Promise.all([
    em.execute<CandidateRow[]>(
      `select f.user_id, f.score, f.reasons,
              exists (select 1 from brief_invites i where i.brief_id = f.brief_id and i.user_id = f.user_id) as invited,
              exists (select 1 from brief_applications a where a.brief_id = f.brief_id and a.applicant_id = f.user_id) as applied
         ${from} order by f.score desc, f.user_id limit ? offset ?`,
      [briefId, ...blockParams, limit, offset],
    ),
    em.execute<{ total: number }[]>(`select count(*)::int as total ${from}`, [briefId, ...blockParams]),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The stored fits of these creators to a brief, best first, with whether each applied. */
export function fitsOf(em: EntityManager, briefId: string, userIds: string[]): Promise<CandidateRow[]> {
  return em.execute<CandidateRow[]>(
    `select f.user_id, f.score, f.reasons, true as invited,
            exists (select 1 from brief_applications a where a.brief_id = f.brief_id and a.applicant_id = f.user_id) as applied
       from brief_fits f where f.brief_id = ? and f.user_id = any(?::uuid[]) order by f.score desc, f.user_id`,
    [briefId, `{${userIds.join(',')}}`],
  );
}

/** A page of each poster's open briefs (applications not closed), newest first, by `user:<id>` or `brand:<id>`: one query for a page of posters. */
export async function openBriefsPages(
  em: EntityManager,
  scopes: PosterScope[],
  now: Date,
  limit: number,
  offset: number,
): Promise<Map<string, { ids: string[]; total: number }>> {
  const users = scopes.flatMap((s) => ('userId' in s ? [s.userId] : []));
  const brands = scopes.flatMap((s) => ('brandId' in s ? [s.brandId] : []));
  const key = `case when b.brand_id is null then 'user:' || b.poster_id else 'brand:' || b.brand_id end`;
  const rows = await em.execute<{ id: string | null; k: string; total: number }[]>(
    `select case when n > ? and n <= ? then id end as id, k, total from (
       select b.id, ${key} as k,
              row_number() over (partition by ${key} order by b.published_at desc nulls last, b.id desc) as n,
              count(*) over (partition by ${key})::int as total
         from briefs b
        where b.status = 'open' and b.closes_at > ? and (b.brand_id = any(?::uuid[]) or (b.brand_id is null and b.poster_id = any(?::uuid[])))
     ) x where n <= ? or n = 1 order by k, n`,
    [offset, offset + limit, now, `{${brands.join(',')}}`, `{${users.join(',')}}`, offset + limit],
  );
  const pages = new Map<string, { ids: string[]; total: number }>();
  for (const row of rows) {
    const page = pages.get(row.k) ?? { ids: [], total: row.total };
    if (row.id) page.ids.push(row.id);
    pages.set(row.k, page);
  }
  return pages;
}
