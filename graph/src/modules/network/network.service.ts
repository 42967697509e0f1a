import type { EntityManager } from '@mikro-orm/postgresql';
import { assertCan, type Actor, type UserActor } from '../common/authz.js';
import type { Connection } from '../common/connection.js';
import { pageWindow, toConnection, type PageArgs } from '../common/connection.js';
import { AppError } from '../common/errors.js';
import { NETWORK_LIMITS } from '../../shared/limits.js';
import type { PubSub } from '../common/pubsub.js';
import { consumeOrRefuse, createRateLimiter, MEMORY_RATE_LIMITS, type RateLimiter, type RateLimitStore } from '../common/rate-limit.js';
import { checkLength, isUuid, unstorable } from '../common/validation.js';
import { CREATOR_ACCOUNT_SQL, creatorFromRow, NOT_BLOCKED_SQL, NOT_SUSPENDED_SQL, type PublicCreator } from '../profile/profile.service.js';
import { assertCreatorAccount } from '../user/account-standing.js';
import { peerScore } from './peer-score.js';
import { ConnectionRequestStatus, DmPolicy, REQUEST_COOLDOWN_DAYS, REQUEST_TTL_DAYS } from './network.entities.js';

/** App-wide network state: the per-creator request limit, shared by every instance through the platform's store. */
export type NetworkKit = { requestLimiter: RateLimiter; pubsub: PubSub };

declare module '../common/context.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleKits {
    network: NetworkKit;
  }
}

export const createNetworkKit = (pubsub: PubSub, limits: RateLimitStore = MEMORY_RATE_LIMITS, perDay: number = NETWORK_LIMITS.requestsPerDay): NetworkKit => ({
  pubsub,
  requestLimiter: createRateLimiter(limits, { keyPrefix: 'connect', points: perDay, durationSeconds: 24 * 60 * 60 }),
});

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A creator's public profile by account, for the network's lists. A creator who has not started a
 * profile still has a page: their profile id is then their account id.
 */
const PUBLIC_CREATOR_SQL = `select coalesce(p.id, u.id) as id, u.id as user_id, u.username, p.artist_name, u.first_name, coalesce(p.bio, '') as bio,
    coalesce(p.genres, '{}') as genres, p.location, p.career_stage, coalesce(p.skills, '{}') as skills,
    coalesce(p.looking_for, '{}') as looking_for, p.profile_picture_url, u.user_type
  from users u left join profiles p on p.user_id = u.id`;

/** Only creators take part in the network (admins run it), and only while not suspended. */
// A brand account is not a peer: its team meets creators through brand connections.
const IS_CREATOR = `${CREATOR_ACCOUNT_SQL()} and ${NOT_SUSPENDED_SQL()}`;

/** A request waits unseen while its sender is suspended, and shows again when they return. */
const SENDER_NOT_SUSPENDED = `not exists (select 1 from users sender where sender.id = from_id and sender.suspended_at is not null)`;

const pairOf = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

function checkUsername(username: string): string {
  checkLength('username', username, NETWORK_LIMITS.username);
  return username.trim().toLowerCase();
}

async function creatorsByUserIds(em: EntityManager, ids: string[]): Promise<Map<string, PublicCreator>> {
  if (ids.length === 0) return new Map();
  const rows = await em.execute<Record<string, unknown>[]>(`${PUBLIC_CREATOR_SQL} where u.id in (${ids.map(() => '?').join(', ')})`, ids);
  return new Map(rows.map((row) => [String(row.user_id), creatorFromRow(row)]));
}

/**
 * Another creator as the viewer may see them: null when unknown, not a creator, or blocked either
 * way (a visitor sees every creator).
 */
async function visibleCreator(em: EntityManager, viewerId: string | null, username: string): Promise<PublicCreator | null> {
  const params: unknown[] = [checkUsername(username)];
  let sql = `${PUBLIC_CREATOR_SQL} where u.username = ? and ${IS_CREATOR}`;
  if (viewerId) {
    sql += ` and ${NOT_BLOCKED_SQL('u.id')}`;
    params.push(viewerId, viewerId);
  }
  const [row] = await em.execute<Record<string, unknown>[]>(sql, params);
  return row ? creatorFromRow(row) : null;
}

/** `creator(username)`: a public creator page. Null when unknown, or when either has blocked the other. */
export function creatorPage(em: EntityManager, actor: Actor | null, username: string): Promise<PublicCreator | null> {
  return visibleCreator(em, actor?.kind === 'user' ? actor.id : null, username);
}

/** A request as its viewer sees it: a sender never learns of a decline. */
export type ConnectionRequestView = {
  id: string;
  status: ConnectionRequestStatus;
  note: string | null;
  createdAt: Date;
  expiresAt: Date;
  fromId: string;
  toId: string;
  from?: PublicCreator;
  to?: PublicCreator;
};

type RequestRow = {
  id: string;
  from_id: string;
  to_id: string;
  note: string | null;
  status: ConnectionRequestStatus;
  created_at: Date | string;
  expires_at: Date | string;
  withdrawn_at: Date | string | null;
};

function viewOf(em: EntityManager, row: RequestRow, viewerId: string, now = Date.now()): ConnectionRequestView {
  const date = (value: Date | string) => (value instanceof Date ? value : em.getPlatform().parseDate(value));
  const expiresAt = date(row.expires_at);
  let status = row.status;
  if (row.from_id === viewerId && status === ConnectionRequestStatus.DECLINED) {
    status = row.withdrawn_at ? ConnectionRequestStatus.WITHDRAWN : ConnectionRequestStatus.PENDING;
  }
  if (status === ConnectionRequestStatus.PENDING && expiresAt.getTime() <= now) status = ConnectionRequestStatus.EXPIRED;
  return { id: row.id, status, note: row.note, createdAt: date(row.created_at), expiresAt, fromId: row.from_id, toId: row.to_id };
}

async function withCreators(em: EntityManager, views: ConnectionRequestView[]): Promise<ConnectionRequestView[]> {
  const creators = await creatorsByUserIds(em, [...new Set(views.flatMap((v) => [v.fromId, v.toId]))]);
  return views.map((v) => ({ ...v, from: creators.get(v.fromId), to: creators.get(v.toId) }));
}

const REQUEST_COLUMNS = 'id, from_id, to_id, note, status, created_at, expires_at, withdrawn_at';

async function lockPair(tx: EntityManager, a: string, b: string): Promise<void> {
  const [x, y] = pairOf(a, b);
  // One writer per pair at a time, on every instance: two crossing requests cannot both insert.
  await tx.execute(`select pg_advisory_xact_lock(hashtext('connect:' || ? || ':' || ?))`, [x, y]);
}

async function connect(tx: EntityManager, a: string, b: string): Promise<void> {
  const [x, y] = pairOf(a, b);
  await tx.execute('insert into creator_connections (user_a_id, user_b_id, created_at) values (?, ?, now()) on conflict do nothing', [x, y]);
}

async function areConnected(em: EntityManager, a: string, b: string): Promise<boolean> {
  const [x, y] = pairOf(a, b);
  const rows = await em.execute('select 1 from creator_connections where user_a_id = ? and user_b_id = ?', [x, y]);
  return rows.length > 0;
}

/** Sends a request (or, when the other already asked, accepts theirs). */
export async function sendConnectionRequest(
  em: EntityManager,
  kit: NetworkKit,
  actor: Actor | null,
  username: string,
  note: string | null | undefined,
): Promise<ConnectionRequestView> {
  const me = await assertCreatorAccount(em, actor, 'network:ask');
  checkLength('note', note, NETWORK_LIMITS.note);
  const text = note?.trim() || null;
  if (text && unstorable(text)) throw new AppError('BAD_USER_INPUT', 'The note has characters that cannot be stored', { note: 'Remove control characters' });
  const other = await visibleCreator(em, me.id, username);
  if (!other) throw new AppError('NOT_FOUND', 'No such creator');
  if (other.userId === me.id) throw new AppError('BAD_USER_INPUT', 'You cannot connect with yourself', { username: 'That is you' });

  const view = await em.transactional(async (tx) => {
    await lockPair(tx, me.id, other.userId);
    if (await areConnected(tx, me.id, other.userId)) throw new AppError('BAD_USER_INPUT', `You are already connected with ${other.artistName ?? other.username}`, { username: 'Already connected' });
    // Requests past their 30 days stop being pending, so that the pair may ask again.
    await tx.execute(`update connection_requests set status = 'EXPIRED' where status = 'PENDING' and expires_at <= now()
      and ((from_id = ? and to_id = ?) or (from_id = ? and to_id = ?))`, [me.id, other.userId, other.userId, me.id]);
    const open = await tx.execute<RequestRow[]>(
      `select ${REQUEST_COLUMNS} from connection_requests
        where ((from_id = ? and to_id = ?) or (from_id = ? and to_id = ?))
          and (status = 'PENDING' or (status in ('DECLINED', 'EXPIRED') and created_at > now() - make_interval(days => ?)))
        order by created_at desc`,
      [me.id, other.userId, other.userId, me.id, REQUEST_COOLDOWN_DAYS],
    );
    const pending = open.find((r) => r.status === ConnectionRequestStatus.PENDING);
    if (pending && pending.from_id === other.userId) {
      // They asked first: asking back is a yes.
      await tx.execute(`update connection_requests set status = 'ACCEPTED', responded_at = now() where id = ?`, [pending.id]);
      await connect(tx, me.id, other.userId);
      return viewOf(tx, { ...pending, status: ConnectionRequestStatus.ACCEPTED }, me.id);
    }
    if (pending) return viewOf(tx, pending, me.id);
    const recent = open[0];
    if (recent) {
      const mine = recent.from_id === me.id;
      // The sender's own declined request still looks pending to them (and is returned as such while it lasts).
      if (mine && recent.status === ConnectionRequestStatus.DECLINED && !recent.withdrawn_at && viewOf(tx, recent, me.id).status === ConnectionRequestStatus.PENDING) {
        return viewOf(tx, recent, me.id);
      }
      const created = recent.created_at instanceof Date ? recent.created_at : tx.getPlatform().parseDate(recent.created_at);
      const until = new Date(created.getTime() + REQUEST_COOLDOWN_DAYS * DAY_MS).toISOString().slice(0, 10);
      throw new AppError('BAD_USER_INPUT', mine ? `You asked recently: you can send a new request on ${until}.` : `You answered their request recently: you can send one on ${until}.`, { username: `Wait until ${until}` });
    }
    await consumeOrRefuse(kit.requestLimiter, me.id, (seconds) => `You have sent the most requests a day allows. Try again in ${Math.ceil(seconds / 3600)} hours.`);
    const [row] = await tx.execute<RequestRow[]>(
      `insert into connection_requests (id, from_id, to_id, note, status, created_at, expires_at)
       values (gen_random_uuid(), ?, ?, ?, 'PENDING', now(), now() + make_interval(days => ?)) returning ${REQUEST_COLUMNS}`,
      [me.id, other.userId, text, REQUEST_TTL_DAYS],
    );
    return viewOf(tx, row!, me.id);
  });
  const [full] = await withCreators(em, [view]);
  return full!;
}

export enum ConnectionResponse {
  ACCEPT = 'ACCEPT',
  DECLINE = 'DECLINE',
  DECLINE_AND_BLOCK = 'DECLINE_AND_BLOCK',
}

async function requestFor(tx: EntityManager, me: UserActor, id: string, side: 'to' | 'from'): Promise<RequestRow> {
  if (!isUuid(id)) throw new AppError('BAD_USER_INPUT', 'Invalid request id', { id: 'Not a request id' });
  const [row] = await tx.execute<RequestRow[]>(`select ${REQUEST_COLUMNS} from connection_requests where id = ? and ${side}_id = ? for update`, [id, me.id]);
  // Someone else's request is as good as none: ids cannot be probed.
  if (!row) throw new AppError('NOT_FOUND', 'No such request');
  return row;
}

/** The recipient answers: accept (they connect), decline (the sender is not told), or decline and block. */
export async function respondToConnectionRequest(em: EntityManager, actor: Actor | null, id: string, action: ConnectionResponse): Promise<ConnectionRequestView> {
  const me = assertCan(actor, 'network:act');
  const view = await em.transactional(async (tx) => {
    const row = await requestFor(tx, me, id, 'to');
    if (viewOf(tx, row, me.id).status !== ConnectionRequestStatus.PENDING) throw new AppError('BAD_USER_INPUT', 'This request is no longer pending', { id: 'Already answered, withdrawn or expired' });
    const status = action === ConnectionResponse.ACCEPT ? ConnectionRequestStatus.ACCEPTED : ConnectionRequestStatus.DECLINED;
    await tx.execute('update connection_requests set status = ?, responded_at = now() where id = ?', [status, id]);
    if (status === ConnectionRequestStatus.ACCEPTED) await connect(tx, me.id, row.from_id);
    if (action === ConnectionResponse.DECLINE_AND_BLOCK) await block(tx, me.id, row.from_id);
    return viewOf(tx, { ...row, status }, me.id);
  });
  const [full] = await withCreators(em, [view]);
  return full!;
}

/** The sender takes a pending request back. */
export async function withdrawConnectionRequest(em: EntityManager, actor: Actor | null, id: string): Promise<ConnectionRequestView> {
  const me = assertCan(actor, 'network:act');
  const view = await em.transactional(async (tx) => {
    const row = await requestFor(tx, me, id, 'from');
    if (viewOf(tx, row, me.id).status !== ConnectionRequestStatus.PENDING) throw new AppError('BAD_USER_INPUT', 'This request is no longer pending', { id: 'Already answered, withdrawn or expired' });
    if (row.status === ConnectionRequestStatus.DECLINED) {
      // Declined unknown to the sender: it stays declined (the cooldown holds), and shows as withdrawn to them.
      await tx.execute('update connection_requests set withdrawn_at = now() where id = ?', [id]);
      return viewOf(tx, { ...row, withdrawn_at: new Date() }, me.id);
    }
    await tx.execute(`update connection_requests set status = 'WITHDRAWN', withdrawn_at = now() where id = ?`, [id]);
    return viewOf(tx, { ...row, status: ConnectionRequestStatus.WITHDRAWN }, me.id);
  });
  const [full] = await withCreators(em, [view]);
  return full!;
}

/**
 * A brand account is no peer: it is never connected, and blocking it alone would leave the rest of
 * its team free. Naming one answers a clear error that points to the brand's own block instead of
 * NOT_FOUND (brand accounts are public members of their brands' teams, so this reveals nothing).
 */
async function refuseBrandAccount(em: EntityManager, username: string): Promise<void> {
  const rows = await em.execute(`select 1 from users u where u.username = ? and u.user_type = 'brand' and ${NOT_SUSPENDED_SQL()}`, [username]);
  if (rows.length > 0) throw new AppError('BAD_USER_INPUT', 'This is a brand account; block the brand instead.', { username: 'A brand account' });
}

/** Ends a connection; true when there was one. */
export async function removeConnection(em: EntityManager, actor: Actor | null, username: string): Promise<boolean> {
  const me = assertCan(actor, 'network:act');
  const other = await visibleCreator(em, me.id, username);
  if (!other) {
    await refuseBrandAccount(em, checkUsername(username));
    throw new AppError('NOT_FOUND', 'No such creator');
  }
  const [x, y] = pairOf(me.id, other.userId);
  const removed = await em.execute<{ user_a_id: string }[]>('delete from creator_connections where user_a_id = ? and user_b_id = ? returning user_a_id', [x, y]);
  return removed.length > 0;
}

async function block(tx: EntityManager, blocker: string, blocked: string): Promise<void> {
  await tx.execute('insert into blocks (blocker_id, blocked_id, created_at) values (?, ?, now()) on conflict do nothing', [blocker, blocked]);
  const [x, y] = pairOf(blocker, blocked);
  await tx.execute('delete from creator_connections where user_a_id = ? and user_b_id = ?', [x, y]);
  // Pending requests between them go, either way.
  await tx.execute(`update connection_requests set status = 'WITHDRAWN', withdrawn_at = now()
    where status = 'PENDING' and ((from_id = ? and to_id = ?) or (from_id = ? and to_id = ?))`, [blocker, blocked, blocked, blocker]);
}

/** Blocks a creator: both disappear from each other's network; true when the block is new. */
export async function blockUser(em: EntityManager, actor: Actor | null, username: string): Promise<boolean> {
  const me = assertCan(actor, 'network:act');
  const name = checkUsername(username);
  const [other] = await em.execute<{ id: string }[]>(`select u.id from users u where u.username = ? and ${IS_CREATOR}`, [name]);
  if (!other) {
    await refuseBrandAccount(em, name);
    throw new AppError('NOT_FOUND', 'No such creator');
  }
  if (other.id === me.id) throw new AppError('BAD_USER_INPUT', 'You cannot block yourself', { username: 'That is you' });
  return em.transactional(async (tx) => {
    const existing = await tx.execute('select 1 from blocks where blocker_id = ? and blocked_id = ?', [me.id, other.id]);
    await block(tx, me.id, other.id);
    return existing.length === 0;
  });
}

/** Lifts one's own block; true when there was one. */
export async function unblockUser(em: EntityManager, actor: Actor | null, username: string): Promise<boolean> {
  const me = assertCan(actor, 'network:act');
  const name = checkUsername(username);
  const removed = await em.execute<{ blocked_id: string }[]>(
    'delete from blocks where blocker_id = ? and blocked_id = (select id from users where username = ?) returning blocked_id',
    [me.id, name],
  );
  return removed.length > 0;
}

/** The creators one has blocked (the settings page lists them). */
export async function blockedCreatorsOf(em: EntityManager, actor: Actor | null, ownerId: string): Promise<PublicCreator[]> {
  assertCan(actor, 'network:read', { ownerId });
  const rows = await em.execute<Record<string, unknown>[]>(
    `${PUBLIC_CREATOR_SQL} join blocks b on b.blocked_id = u.id where b.blocker_id = ? order by b.created_at desc limit 500`,
    [ownerId],
  );
  return rows.map(creatorFromRow);
}

/** One's connections, the newest first, leaving out anyone blocked since. */
export async function connectionsOf(em: EntityManager, actor: Actor | null, ownerId: string, page: PageArgs): Promise<Connection<PublicCreator>> {
  assertCan(actor, 'network:read', { ownerId });
  const { offset, limit } = pageWindow(page);
  const from = `from creator_connections c join users u on u.id = case when c.user_a_id = ? then c.user_b_id else c.user_a_id end
    left join profiles p on p.user_id = u.id
    where (c.user_a_id = ? or c.user_b_id = ?) and ${NOT_SUSPENDED_SQL()}`;
  const [rows, [count]] = await Promise.all([
    em.execute<Record<string, unknown>[]>(
      `select coalesce(p.id, u.id) as id, u.id as user_id, u.username, p.artist_name, u.first_name, coalesce(p.bio, '') as bio,
          coalesce(p.genres, '{}') as genres, p.location, p.career_stage, coalesce(p.skills, '{}') as skills,
          coalesce(p.looking_for, '{}') as looking_for, p.profile_picture_url, u.user_type
        ${from} order by c.created_at desc, u.id limit ? offset ?`,
      [ownerId, ownerId, ownerId, limit, offset],
    ),
    em.execute<{ total: string }[]>(`select count(*) as total ${from}`, [ownerId, ownerId, ownerId]),
  ]);
  return toConnection(rows.map(creatorFromRow), Number(count?.total ?? 0), offset);
}

export enum RequestDirection {
  INCOMING = 'INCOMING',
  OUTGOING = 'OUTGOING',
}

/** Pending requests to or from the account, the newest first (a sender's declined ones among them, as pending). */
export async function connectionRequestsOf(em: EntityManager, actor: Actor | null, ownerId: string, direction: RequestDirection): Promise<ConnectionRequestView[]> {
  assertCan(actor, 'network:read', { ownerId });
  const rows =
    direction === RequestDirection.INCOMING
      ? await em.execute<RequestRow[]>(
          `select ${REQUEST_COLUMNS} from connection_requests where to_id = ? and status = 'PENDING' and expires_at > now() and ${SENDER_NOT_SUSPENDED}
            order by created_at desc limit 500`,
          [ownerId],
        )
      : await em.execute<RequestRow[]>(
          `select ${REQUEST_COLUMNS} from connection_requests
            where from_id = ? and (status = 'PENDING' or (status = 'DECLINED' and withdrawn_at is null)) and expires_at > now()
            order by created_at desc limit 500`,
          [ownerId],
        );
  return withCreators(em, rows.map((row) => viewOf(em, row, ownerId)));
}

/** How many pending requests wait for the account's answer (the navigation's badge). */
export async function pendingIncomingCount(em: EntityManager, actor: Actor | null, ownerId: string): Promise<number> {
  assertCan(actor, 'network:read', { ownerId });
  const [row] = await em.execute<{ n: string }[]>(
    `select count(*) as n from connection_requests where to_id = ? and status = 'PENDING' and expires_at > now() and ${SENDER_NOT_SUSPENDED}`,
    [ownerId],
  );
  return Number(row?.n ?? 0);
}

/** How the viewer stands with a creator, for the buttons of a creator page. */
export type Relationship = 'SELF' | 'NONE' | 'CONNECTED' | 'REQUEST_SENT' | 'REQUEST_RECEIVED';

export async function relationshipWith(em: EntityManager, actor: Actor | null, otherUserId: string): Promise<{ state: Relationship; requestId: string | null }> {
  if (actor?.kind !== 'user') return { state: 'NONE', requestId: null };
  if (actor.id === otherUserId) return { state: 'SELF', requestId: null };
  if (await areConnected(em, actor.id, otherUserId)) return { state: 'CONNECTED', requestId: null };
  const rows = await em.execute<RequestRow[]>(
    `select ${REQUEST_COLUMNS} from connection_requests
      where ((from_id = ? and to_id = ?) or (from_id = ? and to_id = ?)) and status in ('PENDING', 'DECLINED') and expires_at > now()
      order by created_at desc limit 1`,
    [actor.id, otherUserId, otherUserId, actor.id],
  );
  const row = rows[0];
  if (!row) return { state: 'NONE', requestId: null };
  const view = viewOf(em, row, actor.id);
  if (view.status !== ConnectionRequestStatus.PENDING) return { state: 'NONE', requestId: null };
  return { state: row.from_id === actor.id ? 'REQUEST_SENT' : 'REQUEST_RECEIVED', requestId: row.id };
}

/** How many connections a creator has (public on their page). */
export async function connectionCount(em: EntityManager, userId: string): Promise<number> {
  const [row] = await em.execute<{ n: string }[]>('select count(*) as n from creator_connections where user_a_id = ? or user_b_id = ?', [userId, userId]);
  return Number(row?.n ?? 0);
}

/** The account's privacy settings (defaults when never set). */
export async function privacySettingsOf(em: EntityManager, actor: Actor | null, ownerId: string): Promise<{ dmPolicy: DmPolicy }> {
  assertCan(actor, 'network:read', { ownerId });
  const [row] = await em.execute<{ dm_policy: DmPolicy }[]>('select dm_policy from privacy_settings where user_id = ?', [ownerId]);
  return { dmPolicy: row?.dm_policy ?? DmPolicy.CONNECTIONS };
}

export async function updatePrivacySettings(em: EntityManager, actor: Actor | null, input: { dmPolicy?: DmPolicy | null }): Promise<{ dmPolicy: DmPolicy }> {
  const me = assertCan(actor, 'network:act');
  if (input.dmPolicy) {
    await em.execute(
      `insert into privacy_settings (user_id, dm_policy, updated_at) values (?, ?, now())
       on conflict (user_id) do update set dm_policy = excluded.dm_policy, updated_at = now()`,
      [me.id, input.dmPolicy],
    );
  }
  return privacySettingsOf(em, actor, me.id);
}

export type CreatorSuggestionView = { creator: PublicCreator; score: number; reasons: string[] };

/** How many candidates a ranking reads: the most recently active profiles. */
const SUGGESTION_CANDIDATES = 2000;

/**
 * People to meet: creators ranked by the peer score with its reasons, leaving out oneself, one's
 * connections, pending requests either way and blocks either way.
 */
export async function connectionSuggestions(em: EntityManager, actor: Actor | null, first: number): Promise<CreatorSuggestionView[]> {
  const me = await assertCreatorAccount(em, actor, 'network:ask');
  if (!Number.isInteger(first) || first < 1 || first > NETWORK_LIMITS.suggestions) {
    throw new AppError('BAD_USER_INPUT', `first must be from 1 to ${NETWORK_LIMITS.suggestions}`, { first: `from 1 to ${NETWORK_LIMITS.suggestions}` });
  }
  const [mine] = await em.execute<Record<string, unknown>[]>(`${PUBLIC_CREATOR_SQL} where u.id = ?`, [me.id]);
  const self = mine ? creatorFromRow(mine) : null;
  if (!self) return [];
  const rows = await em.execute<Record<string, unknown>[]>(
    `${PUBLIC_CREATOR_SQL}
      where ${IS_CREATOR} and u.id <> ? and p.artist_name is not null and p.artist_name <> ''
        and ${NOT_BLOCKED_SQL('u.id')}
        and not exists (select 1 from creator_connections c where (c.user_a_id = ? and c.user_b_id = u.id) or (c.user_b_id = ? and c.user_a_id = u.id))
        and not exists (select 1 from connection_requests r where r.expires_at > now() and r.status in ('PENDING', 'DECLINED')
                          and ((r.from_id = ? and r.to_id = u.id) or (r.to_id = ? and r.from_id = u.id)))
      order by p.updated_at desc
      limit ${SUGGESTION_CANDIDATES}`,
    [me.id, me.id, me.id, me.id, me.id, me.id, me.id],
  );
  return rows
    .map(creatorFromRow)
    .map((creator) => ({ creator, ...peerScore(self, creator) }))
    .filter((suggestion) => suggestion.score > 0)
    .sort((a, b) => b.score - a.score || a.creator.username.localeCompare(b.creator.username))
    .slice(0, first);
}
