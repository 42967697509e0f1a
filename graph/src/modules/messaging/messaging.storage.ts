import type { EntityManager } from '@mikro-orm/postgresql';
import type { DmPolicy } from '../network/network.entities.js';
import { PUBLIC_CREATOR_SQL } from '../network/network.storage.js';
import { CREATOR_ACCOUNT_SQL, NOT_BLOCKED_SQL, NOT_SUSPENDED_SQL } from '../profile/profile.service.js';

/**
 * Messaging's SQL: each statement a function of the entity manager it runs on, so that the
 * statements of one transaction all run on that transaction (`em.execute`, one connection).
 * Who may read and write, and what a view shows, is decided in messaging.service.ts.
 */

/**
 * A brand conversation is between a creator and a brand's team. The creator has a seat
 * (conversation_members, brand_id null); so does every member of the team (brand_id set), each with
 * their own read position, and the brand's own messages are never unread to its team. The "other
 * side" of a seat is the one seat without a brand that is not the reader's: the creator, for a team
 * member; nobody, for the creator, whose other side is the brand itself (conversations.brand_id).
 */
const OTHER_SEAT = (conversation: string) => `o.conversation_id = ${conversation} and o.user_id <> m.user_id and o.brand_id is null`;

/** A message the seat `m` has not read: after its read position, and not its own (nor, for a team seat, its brand's). */
const UNREAD_BY_SEAT = `x.id > m.last_read_message_id and x.sender_id is distinct from m.user_id
    and (m.brand_id is null or x.sender_brand_id is distinct from m.brand_id)`;

/** Hidden from a member: put away by them, or a block either way. */
const VISIBLE_TO_MEMBER = `m.hidden_at is null and (o.user_id is null or not exists (select 1 from blocks b
    where (b.blocker_id = m.user_id and b.blocked_id = o.user_id) or (b.blocker_id = o.user_id and b.blocked_id = m.user_id)))`;

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

export type BrandRow = { id: string; name: string; slug: string; logo_url: string };

/** Accounts by id, as creators' public rows (creatorFromRow reads them). */
export function accountRows(em: EntityManager, ids: string[]): Promise<Record<string, unknown>[]> {
  return ids.length === 0 ? Promise.resolve([]) : em.execute<Record<string, unknown>[]>(`${PUBLIC_CREATOR_SQL} where u.id in (${placeholders(ids)})`, ids);
}

export function brandRows(em: EntityManager, ids: string[]): Promise<BrandRow[]> {
  return ids.length === 0 ? Promise.resolve([]) : em.execute<BrandRow[]>(`select id, name, slug, logo_url from brands where id in (${placeholders(ids)})`, ids);
}

/** The creator by this (normalised) username who is not suspended and has not blocked the viewer, nor been blocked by them. */
export async function creatorRowByUsername(em: EntityManager, viewerId: string, username: string): Promise<Record<string, unknown> | null> {
  const [row] = await em.execute<Record<string, unknown>[]>(
    `${PUBLIC_CREATOR_SQL} where u.username = ? and ${CREATOR_ACCOUNT_SQL()} and ${NOT_SUSPENDED_SQL()} and ${NOT_BLOCKED_SQL('u.id')}`,
    [username, viewerId, viewerId],
  );
  return row ?? null;
}

/** The other's DM setting (null when never set), a block either way, and a connection, in one round trip. */
export async function relationRow(
  em: EntityManager,
  me: string,
  otherId: string,
): Promise<{ dmPolicy: DmPolicy | null; blocked: boolean; connected: boolean }> {
  const [x, y] = me < otherId ? [me, otherId] : [otherId, me];
  const [row] = await em.execute<{ dm_policy: DmPolicy | null; blocked: boolean; connected: boolean }[]>(
    `select (select dm_policy from privacy_settings where user_id = ?) as dm_policy,
        exists (select 1 from blocks where (blocker_id = ? and blocked_id = ?) or (blocker_id = ? and blocked_id = ?)) as blocked,
        exists (select 1 from creator_connections where user_a_id = ? and user_b_id = ?) as connected`,
    [otherId, me, otherId, otherId, me, x, y],
  );
  return { dmPolicy: row?.dm_policy ?? null, blocked: Boolean(row?.blocked), connected: Boolean(row?.connected) };
}

/** Whether `userId` has written in (or accepted) the conversation of this pair. */
export async function hasAccepted(em: EntityManager, pairKey: string, userId: string): Promise<boolean> {
  const rows = await em.execute(
    `select 1 from conversations c join conversation_members m on m.conversation_id = c.id and m.user_id = ?
      where c.pair_key = ? and m.accepted_at is not null`,
    [userId, pairKey],
  );
  return rows.length > 0;
}

export async function conversationIdByPairKey(em: EntityManager, pairKey: string): Promise<string | null> {
  const [row] = await em.execute<{ id: string }[]>('select id from conversations where pair_key = ?', [pairKey]);
  return row?.id ?? null;
}

/** Brings a conversation the member had put away back into their inbox. */
export async function unhideSeat(em: EntityManager, conversationId: string, userId: string): Promise<void> {
  await em.execute('update conversation_members set hidden_at = null where conversation_id = ? and user_id = ?', [conversationId, userId]);
}

/** Creates the conversation of a pair of accounts with a seat for each (or finds the one a concurrent start created); answers its id. */
export async function insertDirectConversation(tx: EntityManager, pairKey: string, startedBy: string, otherId: string): Promise<string> {
  const [created] = await tx.execute<{ id: string }[]>(
    `insert into conversations (id, pair_key, started_by_id, created_at) values (gen_random_uuid(), ?, ?, now())
     on conflict (pair_key) do update set pair_key = excluded.pair_key returning id`,
    [pairKey, startedBy],
  );
  await tx.execute(
    `insert into conversation_members (conversation_id, user_id, is_request, last_read_message_id) values (?, ?, false, 0), (?, ?, false, 0) on conflict do nothing`,
    [created!.id, startedBy, created!.id, otherId],
  );
  return created!.id;
}

/**
 * Both seats of a conversation accepted and in their inboxes (see openAgreedConversation), dated
 * now when nothing was written yet, so that it shows on both sides before anyone writes, as a
 * brand conversation does.
 */
export async function acceptBothSeats(tx: EntityManager, conversationId: string): Promise<void> {
  await tx.execute('update conversations set last_message_at = coalesce(last_message_at, now()) where id = ?', [conversationId]);
  await tx.execute(
    `update conversation_members set accepted_at = coalesce(accepted_at, now()), is_request = false, hidden_at = null,
        last_message_at = coalesce(last_message_at, now()) where conversation_id = ?`,
    [conversationId],
  );
}

const CONVERSATION_SQL = `select c.id, c.last_message_at, c.brand_id, m.brand_id as my_brand_id, m.is_request, o.user_id as other_id,
    (select count(*) from (select 1 from messages x where x.conversation_id = c.id and ${UNREAD_BY_SEAT} limit 100) unread) as unread,
    last.id as last_id, last.sender_id as last_sender_id, last.sender_brand_id as last_sender_brand_id, last.body as last_body, last.created_at as last_created_at
  from conversation_members m
  join conversations c on c.id = m.conversation_id
  left join conversation_members o on ${OTHER_SEAT('c.id')}
  left join lateral (select id, sender_id, sender_brand_id, body, created_at from messages x where x.conversation_id = c.id order by x.id desc limit 1) last on true`;

export type ConversationRow = {
  id: string;
  last_message_at: Date | string | null;
  brand_id: string | null;
  my_brand_id: string | null;
  is_request: boolean;
  other_id: string | null;
  unread: string;
  last_id: string | null;
  last_sender_id: string | null;
  last_sender_brand_id: string | null;
  last_body: string | null;
  last_created_at: Date | string | null;
};

/** The member's conversation by id, unless put away or hidden by a block. */
export function conversationRows(em: EntityManager, userId: string, id: string): Promise<ConversationRow[]> {
  return em.execute<ConversationRow[]>(`${CONVERSATION_SQL} where m.user_id = ? and c.id = ? and ${VISIBLE_TO_MEMBER}`, [userId, id]);
}

/**
 * One page of the member's inbox (or their message requests) and its total: conversations they
 * see with a message (or started by them), the latest first, ordered as the inbox index is, so
 * that a page reads its rows off the index; `limit` rows after the `after` position.
 */
export async function inboxRows(
  em: EntityManager,
  userId: string,
  requests: boolean,
  after: { at: Date | null; id: string } | null,
  limit: number,
): Promise<[ConversationRow[], number]> {
  const where = [`m.user_id = ?`, VISIBLE_TO_MEMBER, `m.is_request = ?`, `(m.last_message_at is not null or c.started_by_id = m.user_id)`];
  const params: unknown[] = [userId, requests];
  const countParams = [...params];
  const countWhere = [...where];
  if (after) {
    where.push(`(coalesce(m.last_message_at, '-infinity'::timestamptz), m.conversation_id) < (coalesce(?::timestamptz, '-infinity'::timestamptz), ?::uuid)`);
    params.push(after.at, after.id);
  }
  const [rows, [count]] = await Promise.all([
    em.execute<ConversationRow[]>(
      `${CONVERSATION_SQL} where ${where.join(' and ')}
        order by coalesce(m.last_message_at, '-infinity'::timestamptz) desc, m.conversation_id desc limit ?`,
      [...params, limit],
    ),
    em.execute<{ n: string }[]>(
      `select count(*) as n from conversation_members m join conversations c on c.id = m.conversation_id
        left join conversation_members o on ${OTHER_SEAT('c.id')} where ${countWhere.join(' and ')}`,
      countParams,
    ),
  ]);
  return [rows, Number(count?.n ?? 0)];
}

/**
 * A brand's conversations as the brand sees them (its API keys read them: a key has no seat), the
 * creator as the other side; a key has no read position, so nothing counts as unread to it.
 */
const BRAND_CONVERSATION_SQL = `select c.id, c.last_message_at, c.brand_id, c.brand_id as my_brand_id, false as is_request, o.user_id as other_id, 0 as unread,
    last.id as last_id, last.sender_id as last_sender_id, last.sender_brand_id as last_sender_brand_id, last.body as last_body, last.created_at as last_created_at
  from conversations c
  left join conversation_members o on o.conversation_id = c.id and o.brand_id is null
  left join lateral (select id, sender_id, sender_brand_id, body, created_at from messages x where x.conversation_id = c.id order by x.id desc limit 1) last on true`;

/** One of the brand's conversations with a creator, by id (none when it is another's). */
export function brandConversationRows(em: EntityManager, brandId: string, id: string): Promise<ConversationRow[]> {
  return em.execute<ConversationRow[]>(`${BRAND_CONVERSATION_SQL} where c.brand_id = ? and c.id = ?`, [brandId, id]);
}

/** One page of the brand's conversations with creators, the latest first, and their total; `limit` rows after the `after` position. */
export async function brandInboxRows(
  em: EntityManager,
  brandId: string,
  after: { at: Date | null; id: string } | null,
  limit: number,
): Promise<[ConversationRow[], number]> {
  const where = ['c.brand_id = ?'];
  const params: unknown[] = [brandId];
  if (after) {
    where.push(`(coalesce(c.last_message_at, '-infinity'::timestamptz), c.id) < (coalesce(?::timestamptz, '-infinity'::timestamptz), ?::uuid)`);
    params.push(after.at, after.id);
  }
  const [rows, [count]] = await Promise.all([
    em.execute<ConversationRow[]>(
      `${BRAND_CONVERSATION_SQL} where ${where.join(' and ')} order by coalesce(c.last_message_at, '-infinity'::timestamptz) desc, c.id desc limit ?`,
      [...params, limit],
    ),
    em.execute<{ n: string }[]>('select count(*) as n from conversations c where c.brand_id = ?', [brandId]),
  ]);
  return [rows, Number(count?.n ?? 0)];
}

/** Unread messages over the member's visible conversations, message requests apart. */
export async function unreadTotal(em: EntityManager, userId: string): Promise<number> {
  const [row] = await em.execute<{ n: string }[]>(
    `select coalesce(sum((select count(*) from messages x where x.conversation_id = m.conversation_id and ${UNREAD_BY_SEAT})), 0) as n
      from conversation_members m left join conversation_members o on ${OTHER_SEAT('m.conversation_id')}
      where m.user_id = ? and not m.is_request and ${VISIBLE_TO_MEMBER}`,
    [userId],
  );
  return Number(row?.n ?? 0);
}

export type MessageRow = {
  id: string;
  conversation_id: string;
  sender_id: string | null;
  sender_brand_id: string | null;
  body: string;
  created_at: Date | string;
};

const MESSAGE_COLUMNS = 'id, conversation_id, sender_id, sender_brand_id, body, created_at';

/** Up to `limit` messages of a conversation after the message id `after`, oldest first. */
export function messagesAfter(em: EntityManager, conversationId: string, after: string, limit: number): Promise<MessageRow[]> {
  return em.execute<MessageRow[]>(`select ${MESSAGE_COLUMNS} from messages where conversation_id = ? and id > ? order by id asc limit ?`, [
    conversationId,
    after,
    limit,
  ]);
}

/** Up to `limit` messages of a conversation before the message id `before` (or its latest), newest first. */
export function messagesBefore(em: EntityManager, conversationId: string, before: string | null, limit: number): Promise<MessageRow[]> {
  return em.execute<MessageRow[]>(
    `select ${MESSAGE_COLUMNS} from messages where conversation_id = ? ${before ? 'and id < ?' : ''} order by id desc limit ?`,
    before ? [conversationId, before, limit] : [conversationId, limit],
  );
}

export type MemberRow = {
  conversation_id: string;
  user_id: string;
  brand_id: string | null;
  is_request: boolean;
  hidden_at: Date | string | null;
  accepted_at: Date | string | null;
  last_read_message_id: string;
};

/** A conversation's seats, each with the conversation's brand (null between accounts). */
export function seatRows(em: EntityManager, conversationId: string): Promise<(MemberRow & { conversation_brand_id: string | null })[]> {
  return em.execute<(MemberRow & { conversation_brand_id: string | null })[]>(
    'select m.*, c.brand_id as conversation_brand_id from conversation_members m join conversations c on c.id = m.conversation_id where m.conversation_id = ?',
    [conversationId],
  );
}

/**
 * Stores a message in one statement, so that the conversation's row lock (its update, which the
 * insert reads from) is held for that statement only: messages are written one at a time per
 * conversation, and ids rise in commit order, so a cursor never skips one. The sender has engaged
 * (the other may now always reply) and has read up to their own message; a first message from a
 * non-connection lands in the other's message requests.
 */
const STORE_MESSAGE_SQL = `with locked as (update conversations set last_message_at = now() where id = ? returning id),
  stored as (insert into messages (conversation_id, sender_id, body, created_at) select id, ?, ?, now() from locked
    returning ${MESSAGE_COLUMNS}),
  mine as (update conversation_members m set last_message_at = now(), accepted_at = coalesce(m.accepted_at, now()), is_request = false,
      hidden_at = null, last_read_message_id = s.id
    from stored s where m.conversation_id = s.conversation_id and m.user_id = ?),
  theirs as (update conversation_members m set last_message_at = now(), is_request = case when m.accepted_at is null then ? else false end
    from stored s where m.conversation_id = s.conversation_id and m.user_id = ?)
  select * from stored`;

/** Stores a message between two accounts (see STORE_MESSAGE_SQL); null when the conversation is gone. */
export async function storeDirectMessage(
  em: EntityManager,
  conversationId: string,
  senderId: string,
  text: string,
  asRequest: boolean,
  otherId: string,
): Promise<MessageRow | null> {
  const [row] = await em.execute<MessageRow[]>(STORE_MESSAGE_SQL, [conversationId, senderId, text, senderId, asRequest, otherId]);
  return row ?? null;
}

/**
 * Stores a message of a brand conversation in one statement (as STORE_MESSAGE_SQL does, under the
 * conversation's row lock): written for the brand when the sender sits for it. Both sides accepted
 * the conversation when the request was accepted, so no message request and no DM setting apply.
 */
const STORE_BRAND_MESSAGE_SQL = `with locked as (update conversations set last_message_at = now() where id = ? returning id),
  stored as (insert into messages (conversation_id, sender_id, sender_brand_id, body, created_at) select id, ?, ?, ?, now() from locked
    returning ${MESSAGE_COLUMNS}),
  mine as (update conversation_members m set last_message_at = now(), accepted_at = coalesce(m.accepted_at, now()), is_request = false,
      hidden_at = null, last_read_message_id = s.id
    from stored s where m.conversation_id = s.conversation_id and m.user_id = ?),
  theirs as (update conversation_members m set last_message_at = now(), is_request = false
    from stored s where m.conversation_id = s.conversation_id and m.user_id <> ?)
  select * from stored`;

/** Stores a message of a brand conversation (see STORE_BRAND_MESSAGE_SQL), for `brandId` when set; null when the conversation is gone. */
export async function storeBrandMessageRow(
  em: EntityManager,
  conversationId: string,
  senderId: string,
  brandId: string | null,
  text: string,
): Promise<MessageRow | null> {
  const [row] = await em.execute<MessageRow[]>(STORE_BRAND_MESSAGE_SQL, [conversationId, senderId, brandId, text, senderId, senderId]);
  return row ?? null;
}

/**
 * Stores a message a brand's API key writes in one of the brand's conversations, in one statement
 * under the conversation's row lock (as STORE_BRAND_MESSAGE_SQL): written for the brand by no
 * person (`sender_id` null), the key recorded. Every seat sees it arrive; none has read it but
 * the team's, whose own brand's messages are never unread to them.
 */
const STORE_KEY_MESSAGE_SQL = `with locked as (update conversations set last_message_at = now() where id = ? and brand_id = ? returning id),
  stored as (insert into messages (conversation_id, sender_id, sender_brand_id, sender_key_id, body, created_at) select id, null, ?, ?, ?, now() from locked
    returning ${MESSAGE_COLUMNS}),
  seats as (update conversation_members m set last_message_at = now(), is_request = false
    from stored s where m.conversation_id = s.conversation_id)
  select * from stored`;

/** Stores a message of the brand's API key in the brand's conversation (see STORE_KEY_MESSAGE_SQL); null when the conversation is gone. */
export async function storeKeyMessageRow(em: EntityManager, conversationId: string, brandId: string, keyId: string, text: string): Promise<MessageRow | null> {
  const [row] = await em.execute<MessageRow[]>(STORE_KEY_MESSAGE_SQL, [conversationId, brandId, brandId, keyId, text]);
  return row ?? null;
}

/**
 * The creator's DM setting (null when never set), whether they blocked the brand, and whether the
 * conversation has ended: their connection with the brand is ENDED and no newer one is open.
 */
export async function brandConversationRow(
  em: EntityManager,
  brandId: string,
  creatorId: string,
): Promise<{ dmPolicy: DmPolicy | null; blocked: boolean; ended: boolean }> {
  const [row] = await em.execute<{ dm_policy: DmPolicy | null; blocked: boolean; ended: boolean }[]>(
    `select (select dm_policy from privacy_settings where user_id = ?) as dm_policy,
        exists (select 1 from brand_blocks where user_id = ? and brand_id = ?) as blocked,
        (exists (select 1 from brand_connections where user_id = ? and brand_id = ? and status = 'ended')
          and not exists (select 1 from brand_connections where user_id = ? and brand_id = ? and status = 'connected')) as ended`,
    [creatorId, creatorId, brandId, creatorId, brandId, creatorId, brandId],
  );
  return { dmPolicy: row?.dm_policy ?? null, blocked: Boolean(row?.blocked), ended: Boolean(row?.ended) };
}

/** The conversation between a brand's team and a creator, if they have one. */
export const brandPairKey = (brandId: string, creatorId: string) => `brand:${brandId}:${creatorId}`;

/**
 * Opens the conversation of a brand's team with a creator (or reopens theirs): a seat for the
 * creator and one per team member, all accepted (the creator asked, the team said yes). Dated
 * now, so that it shows at the top of both inboxes even before anyone writes. Answers its id.
 * `startedBy` is the team member who accepted, or null when the brand's API key did.
 */
export async function openBrandConversation(tx: EntityManager, brandId: string, creatorId: string, startedBy: string | null): Promise<string> {
  const [conversation] = await tx.execute<{ id: string }[]>(
    `insert into conversations (id, pair_key, started_by_id, brand_id, created_at, last_message_at) values (gen_random_uuid(), ?, ?, ?, now(), now())
      on conflict (pair_key) do update set last_message_at = now() returning id`,
    [brandPairKey(brandId, creatorId), startedBy, brandId],
  );
  const id = conversation!.id;
  await tx.execute(
    `insert into conversation_members (conversation_id, user_id, brand_id, is_request, accepted_at, last_read_message_id, last_message_at)
      select ?::uuid, ?::uuid, null::uuid, false, now(), 0, now()
      union all
      select ?::uuid, bm.user_id, bm.brand_id, false, now(), 0, now() from brand_members bm where bm.brand_id = ? and bm.user_id <> ?
      on conflict (conversation_id, user_id) do update set hidden_at = null, is_request = false, last_message_at = excluded.last_message_at`,
    [id, creatorId, id, brandId, creatorId],
  );
  return id;
}

/** Who to announce a conversation's new message to: its seats, and whether each has put it away. */
export async function seatsOf(em: EntityManager, conversationId: string): Promise<{ userId: string; hidden: boolean }[]> {
  const rows = await em.execute<{ user_id: string; hidden: boolean }[]>(
    'select user_id, hidden_at is not null as hidden from conversation_members where conversation_id = ?',
    [conversationId],
  );
  return rows.map((row) => ({ userId: row.user_id, hidden: row.hidden }));
}

/** A message of the member's conversation, in one statement with whether they may still see it (null when not). */
export async function visibleMessageRow(em: EntityManager, userId: string, messageId: string, conversationId: string): Promise<MessageRow | null> {
  const [row] = await em.execute<MessageRow[]>(
    `select x.id, x.conversation_id, x.sender_id, x.sender_brand_id, x.body, x.created_at from messages x
      join conversation_members m on m.conversation_id = x.conversation_id and m.user_id = ?
      left join conversation_members o on ${OTHER_SEAT('x.conversation_id')}
      where x.id = ? and x.conversation_id = ? and ${VISIBLE_TO_MEMBER}`,
    [userId, messageId, conversationId],
  );
  return row ?? null;
}

/** Moves the member's read position to the conversation's latest message. */
export async function markSeatRead(em: EntityManager, conversationId: string, userId: string): Promise<void> {
  await em.execute(
    `update conversation_members set last_read_message_id = greatest(last_read_message_id, coalesce((select max(id) from messages where conversation_id = ?), 0))
      where conversation_id = ? and user_id = ?`,
    [conversationId, conversationId, userId],
  );
}

/**
 * Every seat but the sender's has read up to the sender's message, where nothing before it was
 * left unread to that seat (a read position covers everything before it, so a seat with earlier
 * unread messages keeps its position).
 */
export async function markOthersReadUpTo(em: EntityManager, conversationId: string, senderId: string, messageId: string): Promise<void> {
  await em.execute(
    `update conversation_members m set last_read_message_id = greatest(m.last_read_message_id, ?::bigint)
      where m.conversation_id = ? and m.user_id <> ?
        and not exists (select 1 from messages x where x.conversation_id = m.conversation_id and x.id < ?::bigint and x.id > m.last_read_message_id
                          and x.sender_id is distinct from m.user_id)`,
    [messageId, conversationId, senderId, messageId],
  );
}

/** The member accepts the conversation: it leaves their message requests. */
export async function acceptSeat(em: EntityManager, conversationId: string, userId: string): Promise<void> {
  await em.execute('update conversation_members set is_request = false, accepted_at = coalesce(accepted_at, now()) where conversation_id = ? and user_id = ?', [
    conversationId,
    userId,
  ]);
}

/** The member puts the conversation away. */
export async function hideSeat(em: EntityManager, conversationId: string, userId: string): Promise<void> {
  await em.execute('update conversation_members set hidden_at = now() where conversation_id = ? and user_id = ?', [conversationId, userId]);
}
