import type { EntityManager } from '@mikro-orm/postgresql';
import { CREATOR_ACCOUNT_SQL, creatorFromRow, NOT_BLOCKED_SQL, NOT_SUSPENDED_SQL, type PublicCreator } from '../profile/profile.service.js';
import type { AudienceField, ConnectionRequestStatus, DmPolicy } from './network.entities.js';

/**
 * The network's SQL: each statement a function of the entity manager it runs on, so that the
 * statements of one transaction all run on that transaction (`em.execute`, one connection).
 * The rules that decide which statement runs live in network.service.ts.
 */

/** A creator's public columns by account, over `users u left join profiles p`: without a profile, the profile id is the account id. */
export const PUBLIC_CREATOR_COLUMNS = `coalesce(p.id, u.id) as id, u.id as user_id, u.username, p.artist_name, u.first_name, coalesce(p.bio, '') as bio,
    coalesce(p.genres, '{}') as genres, p.location, p.career_stage, coalesce(p.skills, '{}') as skills,
    coalesce(p.looking_for, '{}') as looking_for, p.profile_picture_url, u.user_type`;

/** A creator's public profile by account, for the network's lists (and messaging's participants). */
export const PUBLIC_CREATOR_SQL = `select ${PUBLIC_CREATOR_COLUMNS}
  from users u left join profiles p on p.user_id = u.id`;

/** Only creators take part in the network (admins run it), and only while not suspended. */
// A brand account is not a peer: its team meets creators through brand connections.
const IS_CREATOR = `${CREATOR_ACCOUNT_SQL()} and ${NOT_SUSPENDED_SQL()}`;

/** A request waits unseen while its sender is suspended, and shows again when they return. */
const SENDER_NOT_SUSPENDED = `not exists (select 1 from users sender where sender.id = from_id and sender.suspended_at is not null)`;

/** Connections are stored once per pair, the smaller id first. */
export const pairOf = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

export type RequestRow = {
  id: string;
  from_id: string;
  to_id: string;
  note: string | null;
  status: ConnectionRequestStatus;
  created_at: Date | string;
  expires_at: Date | string;
  withdrawn_at: Date | string | null;
};

const REQUEST_COLUMNS = 'id, from_id, to_id, note, status, created_at, expires_at, withdrawn_at';

/** Either direction between two accounts; its parameters are `a, b, b, a`. */
const BETWEEN = '((from_id = ? and to_id = ?) or (from_id = ? and to_id = ?))';

export async function creatorsByUserIds(em: EntityManager, ids: string[]): Promise<Map<string, PublicCreator>> {
  if (ids.length === 0) return new Map();
  const rows = await em.execute<Record<string, unknown>[]>(`${PUBLIC_CREATOR_SQL} where u.id in (${ids.map(() => '?').join(', ')})`, ids);
  return new Map(rows.map((row) => [String(row.user_id), creatorFromRow(row)]));
}

/** The creator by this (normalised) username, unless either has blocked the viewer's account (when there is one). */
export async function creatorByUsername(em: EntityManager, viewerId: string | null, username: string): Promise<PublicCreator | null> {
  const params: unknown[] = [username];
  let sql = `${PUBLIC_CREATOR_SQL} where u.username = ? and ${IS_CREATOR}`;
  if (viewerId) {
    sql += ` and ${NOT_BLOCKED_SQL('u.id')}`;
    params.push(viewerId, viewerId);
  }
  const [row] = await em.execute<Record<string, unknown>[]>(sql, params);
  return row ? creatorFromRow(row) : null;
}

/** A creator's account id by username, blocks or not. */
export async function creatorIdByUsername(em: EntityManager, username: string): Promise<string | null> {
  const [row] = await em.execute<{ id: string }[]>(`select u.id from users u where u.username = ? and ${IS_CREATOR}`, [username]);
  return row?.id ?? null;
}

/** Whether this username is a brand account that is not suspended. */
export async function isBrandAccount(em: EntityManager, username: string): Promise<boolean> {
  const rows = await em.execute(`select 1 from users u where u.username = ? and u.user_type = 'brand' and ${NOT_SUSPENDED_SQL()}`, [username]);
  return rows.length > 0;
}

/** One writer per pair at a time, on every instance, until the transaction ends. */
export async function lockPair(tx: EntityManager, a: string, b: string): Promise<void> {
  const [x, y] = pairOf(a, b);
  await tx.execute(`select pg_advisory_xact_lock(hashtext('connect:' || ? || ':' || ?))`, [x, y]);
}

export async function insertConnection(tx: EntityManager, a: string, b: string): Promise<void> {
  const [x, y] = pairOf(a, b);
  await tx.execute('insert into creator_connections (user_a_id, user_b_id, created_at) values (?, ?, now()) on conflict do nothing', [x, y]);
}

export async function areConnected(em: EntityManager, a: string, b: string): Promise<boolean> {
  const [x, y] = pairOf(a, b);
  const rows = await em.execute('select 1 from creator_connections where user_a_id = ? and user_b_id = ?', [x, y]);
  return rows.length > 0;
}

/** Deletes the connection of a pair; true when there was one. */
export async function deleteConnection(em: EntityManager, a: string, b: string): Promise<boolean> {
  const [x, y] = pairOf(a, b);
  const removed = await em.execute<{ user_a_id: string }[]>('delete from creator_connections where user_a_id = ? and user_b_id = ? returning user_a_id', [
    x,
    y,
  ]);
  return removed.length > 0;
}

/** Pending requests between the pair whose time is up stop being pending. */
export async function expireRequestsBetween(tx: EntityManager, a: string, b: string): Promise<void> {
  await tx.execute(`update connection_requests set status = 'EXPIRED' where status = 'PENDING' and expires_at <= now() and ${BETWEEN}`, [a, b, b, a]);
}

/** The pair's pending requests, and those declined or expired within the cooldown, the newest first. */
export function recentRequestsBetween(tx: EntityManager, a: string, b: string, cooldownDays: number): Promise<RequestRow[]> {
  return tx.execute<RequestRow[]>(
    `select ${REQUEST_COLUMNS} from connection_requests
      where ${BETWEEN}
        and (status = 'PENDING' or (status in ('DECLINED', 'EXPIRED') and created_at > now() - make_interval(days => ?)))
      order by created_at desc`,
    [a, b, b, a, cooldownDays],
  );
}

/** The pair's latest request that has not expired and is pending or declined. */
export async function latestOpenRequestBetween(em: EntityManager, a: string, b: string): Promise<RequestRow | null> {
  const rows = await em.execute<RequestRow[]>(
    `select ${REQUEST_COLUMNS} from connection_requests
      where ${BETWEEN} and status in ('PENDING', 'DECLINED') and expires_at > now()
      order by created_at desc limit 1`,
    [a, b, b, a],
  );
  return rows[0] ?? null;
}

export async function insertRequest(tx: EntityManager, fromId: string, toId: string, note: string | null, ttlDays: number): Promise<RequestRow> {
  const [row] = await tx.execute<RequestRow[]>(
    `insert into connection_requests (id, from_id, to_id, note, status, created_at, expires_at)
     values (gen_random_uuid(), ?, ?, ?, 'PENDING', now(), now() + make_interval(days => ?)) returning ${REQUEST_COLUMNS}`,
    [fromId, toId, note, ttlDays],
  );
  return row!;
}

/** Locks a request the account sent (`from`) or received (`to`); null for any other. */
export async function lockRequest(tx: EntityManager, id: string, userId: string, side: 'to' | 'from'): Promise<RequestRow | null> {
  const [row] = await tx.execute<RequestRow[]>(`select ${REQUEST_COLUMNS} from connection_requests where id = ? and ${side}_id = ? for update`, [id, userId]);
  return row ?? null;
}

/** An answer to a request: its status and when it was given. */
export async function answerRequest(tx: EntityManager, id: string, status: ConnectionRequestStatus): Promise<void> {
  await tx.execute('update connection_requests set status = ?, responded_at = now() where id = ?', [status, id]);
}

/** The sender takes a request back: WITHDRAWN, or only marked withdrawn (`keepStatus`) for one declined unknown to them. */
export async function withdrawRequest(tx: EntityManager, id: string, { keepStatus }: { keepStatus: boolean }): Promise<void> {
  await tx.execute(
    keepStatus
      ? 'update connection_requests set withdrawn_at = now() where id = ?'
      : `update connection_requests set status = 'WITHDRAWN', withdrawn_at = now() where id = ?`,
    [id],
  );
}

/** Pending requests between the pair, either way, are withdrawn. */
export async function withdrawPendingBetween(tx: EntityManager, a: string, b: string): Promise<void> {
  await tx.execute(`update connection_requests set status = 'WITHDRAWN', withdrawn_at = now() where status = 'PENDING' and ${BETWEEN}`, [a, b, b, a]);
}

export async function hasBlocked(em: EntityManager, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await em.execute('select 1 from blocks where blocker_id = ? and blocked_id = ?', [blockerId, blockedId]);
  return rows.length > 0;
}

export async function insertBlock(tx: EntityManager, blockerId: string, blockedId: string): Promise<void> {
  await tx.execute('insert into blocks (blocker_id, blocked_id, created_at) values (?, ?, now()) on conflict do nothing', [blockerId, blockedId]);
}

/** Lifts the block of the account by this username; true when there was one. */
export async function deleteBlockOf(em: EntityManager, blockerId: string, username: string): Promise<boolean> {
  const removed = await em.execute<{ blocked_id: string }[]>(
    'delete from blocks where blocker_id = ? and blocked_id = (select id from users where username = ?) returning blocked_id',
    [blockerId, username],
  );
  return removed.length > 0;
}

/** The creators an account has blocked, the latest first. */
export async function blockedCreators(em: EntityManager, blockerId: string): Promise<PublicCreator[]> {
  const rows = await em.execute<Record<string, unknown>[]>(
    `${PUBLIC_CREATOR_SQL} join blocks b on b.blocked_id = u.id where b.blocker_id = ? order by b.created_at desc limit 500`,
    [blockerId],
  );
  return rows.map(creatorFromRow);
}

/** A page of an account's connections who are not suspended, the newest first, and how many there are. */
export async function connectionsPage(em: EntityManager, userId: string, limit: number, offset: number): Promise<[PublicCreator[], number]> {
  const from = `from creator_connections c join users u on u.id = case when c.user_a_id = ? then c.user_b_id else c.user_a_id end
    left join profiles p on p.user_id = u.id
    where (c.user_a_id = ? or c.user_b_id = ?) and ${NOT_SUSPENDED_SQL()}`;
  const [rows, [count]] = await Promise.all([
    em.execute<Record<string, unknown>[]>(
      `select ${PUBLIC_CREATOR_COLUMNS}
        ${from} order by c.created_at desc, u.id limit ? offset ?`,
      [userId, userId, userId, limit, offset],
    ),
    em.execute<{ total: string }[]>(`select count(*) as total ${from}`, [userId, userId, userId]),
  ]);
  return [rows.map(creatorFromRow), Number(count?.total ?? 0)];
}

/** Pending requests to the account that have not expired, from senders who are not suspended, the newest first. */
export function incomingRequests(em: EntityManager, userId: string): Promise<RequestRow[]> {
  return em.execute<RequestRow[]>(
    `select ${REQUEST_COLUMNS} from connection_requests where to_id = ? and status = 'PENDING' and expires_at > now() and ${SENDER_NOT_SUSPENDED}
      order by created_at desc limit 500`,
    [userId],
  );
}

/** The account's requests that have not expired and are pending, or declined and not withdrawn, the newest first. */
export function outgoingRequests(em: EntityManager, userId: string): Promise<RequestRow[]> {
  return em.execute<RequestRow[]>(
    `select ${REQUEST_COLUMNS} from connection_requests
      where from_id = ? and (status = 'PENDING' or (status = 'DECLINED' and withdrawn_at is null)) and expires_at > now()
      order by created_at desc limit 500`,
    [userId],
  );
}

/** How many of the requests `incomingRequests` lists there are. */
export async function incomingRequestCount(em: EntityManager, userId: string): Promise<number> {
  const [row] = await em.execute<{ n: string }[]>(
    `select count(*) as n from connection_requests where to_id = ? and status = 'PENDING' and expires_at > now() and ${SENDER_NOT_SUSPENDED}`,
    [userId],
  );
  return Number(row?.n ?? 0);
}

/** The other side of each of an account's connections, over `creator_connections c`. */
const OTHER_SIDE = (param = '?') => `case when c.user_a_id = ${param} then c.user_b_id else c.user_a_id end`;

/**
 * The creators connected both to the viewer and to another creator, the most recent connection of
 * the viewer's first, with how many there are in all (one statement). Only creators who are not
 * suspended (a brand account is never connected), and never anyone in a block with either of the two;
 * nobody at all while the two are in a block.
 */
export async function mutualConnectionsPage(em: EntityManager, viewerId: string, otherId: string, limit: number): Promise<[PublicCreator[], number]> {
  const rows = await em.execute<(Record<string, unknown> & { total: string })[]>(
    `select ${PUBLIC_CREATOR_COLUMNS}, count(*) over () as total
      from creator_connections c
      join users u on u.id = ${OTHER_SIDE()}
      left join profiles p on p.user_id = u.id
      where (c.user_a_id = ? or c.user_b_id = ?) and u.id <> ? and ${IS_CREATOR}
        and exists (select 1 from creator_connections o where (o.user_a_id = ? and o.user_b_id = u.id) or (o.user_b_id = ? and o.user_a_id = u.id))
        and ${NOT_BLOCKED_SQL('u.id')} and ${NOT_BLOCKED_SQL('u.id')}
        and not exists (select 1 from blocks x where (x.blocker_id = ? and x.blocked_id = ?) or (x.blocker_id = ? and x.blocked_id = ?))
      order by c.created_at desc, u.id limit ?`,
    [viewerId, viewerId, viewerId, otherId, otherId, otherId, viewerId, viewerId, otherId, otherId, viewerId, otherId, otherId, viewerId, limit],
  );
  return [rows.map(creatorFromRow), Number(rows[0]?.total ?? 0)];
}

/** How many connections a creator has (public on their page). */
export async function connectionCount(em: EntityManager, userId: string): Promise<number> {
  const [row] = await em.execute<{ n: string }[]>('select count(*) as n from creator_connections where user_a_id = ? or user_b_id = ?', [userId, userId]);
  return Number(row?.n ?? 0);
}

/** The account's privacy settings as stored; null when never set. */
export async function privacySettingsRow(
  em: EntityManager,
  userId: string,
): Promise<{ dmPolicy: DmPolicy; shareWithConnectedBrands: boolean; sharedAudienceFields: AudienceField[] } | null> {
  const [row] = await em.execute<{ dm_policy: DmPolicy; share_with_connected_brands: boolean; shared_audience_fields: AudienceField[] }[]>(
    'select dm_policy, share_with_connected_brands, shared_audience_fields from privacy_settings where user_id = ?',
    [userId],
  );
  return row ? { dmPolicy: row.dm_policy, shareWithConnectedBrands: row.share_with_connected_brands, sharedAudienceFields: row.shared_audience_fields } : null;
}

/**
 * Saves the settings the patch names, leaving the others as they are (or at their defaults on a
 * first save): a row with the defaults if there is none, then one update of only what was given,
 * so that two saves at once each keep the other's fields.
 */
export async function savePrivacySettings(
  em: EntityManager,
  userId: string,
  patch: { dmPolicy?: DmPolicy; shareWithConnectedBrands?: boolean; sharedAudienceFields?: AudienceField[] },
): Promise<void> {
  await em.execute('insert into privacy_settings (user_id) values (?) on conflict (user_id) do nothing', [userId]);
  // One JSON parameter holds the patch; a key it lacks is null there and keeps the stored value.
  const json = JSON.stringify({ dm_policy: patch.dmPolicy ?? null, share: patch.shareWithConnectedBrands ?? null, fields: patch.sharedAudienceFields ?? null });
  await em.execute(
    `update privacy_settings s set
       dm_policy = coalesce(p.dm_policy, s.dm_policy),
       share_with_connected_brands = coalesce(p.share, s.share_with_connected_brands),
       shared_audience_fields = coalesce(p.fields, s.shared_audience_fields),
       updated_at = now()
       from jsonb_to_record(?::jsonb) as p(dm_policy text, share boolean, fields text[])
      where s.user_id = ?`,
    [json, userId],
  );
}

/** A creator's public profile by account id, whatever their standing. */
export async function creatorById(em: EntityManager, userId: string): Promise<PublicCreator | null> {
  const [row] = await em.execute<Record<string, unknown>[]>(`${PUBLIC_CREATOR_SQL} where u.id = ?`, [userId]);
  return row ? creatorFromRow(row) : null;
}

/**
 * Creators with an artist name the account might meet, the most recently active first: not
 * itself, nor its connections, nor anyone with a live request either way, nor a block either way.
 */
export async function suggestionCandidates(em: EntityManager, userId: string, limit: number): Promise<PublicCreator[]> {
  const rows = await em.execute<Record<string, unknown>[]>(
    `${PUBLIC_CREATOR_SQL}
      where ${IS_CREATOR} and u.id <> ? and p.artist_name is not null and p.artist_name <> ''
        and ${NOT_BLOCKED_SQL('u.id')}
        and not exists (select 1 from creator_connections c where (c.user_a_id = ? and c.user_b_id = u.id) or (c.user_b_id = ? and c.user_a_id = u.id))
        and not exists (select 1 from connection_requests r where r.expires_at > now() and r.status in ('PENDING', 'DECLINED')
                          and ((r.from_id = ? and r.to_id = u.id) or (r.to_id = ? and r.from_id = u.id)))
      order by p.updated_at desc
      limit ${limit}`,
    [userId, userId, userId, userId, userId, userId, userId],
  );
  return rows.map(creatorFromRow);
}
