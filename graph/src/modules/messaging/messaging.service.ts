import type { EntityManager } from '@mikro-orm/postgresql';
import { assertCan, type Actor, type UserActor } from '../common/authz.js';
import { AppError } from '../common/errors.js';
import { MESSAGE_LIMITS, NETWORK_LIMITS } from '../../shared/limits.js';
import type { PubSub } from '../common/pubsub.js';
import { consumeOrRefuse, createRateLimiter, MEMORY_RATE_LIMITS, type RateLimiter, type RateLimitStore } from '../common/rate-limit.js';
import { checkLength, isUuid, unstorable } from '../common/validation.js';
import { DmPolicy } from '../network/network.entities.js';
import { assertCreatorAccount } from '../user/account-standing.js';
import { creatorFromRow, NOT_BLOCKED_SQL, NOT_SUSPENDED_SQL, type PublicCreator } from '../profile/profile.service.js';

/** App-wide messaging state: the send limit, shared by every instance through the platform's store. */
export type MessagingKit = { pubsub: PubSub; sendLimiter: RateLimiter };

declare module '../common/context.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleKits {
    messaging: MessagingKit;
  }
}

export const createMessagingKit = (pubsub: PubSub, limits: RateLimitStore = MEMORY_RATE_LIMITS, perMinute: number = MESSAGE_LIMITS.perMinute): MessagingKit => ({
  pubsub,
  sendLimiter: createRateLimiter(limits, { keyPrefix: 'dm', points: perMinute, durationSeconds: 60 }),
});

/** Who takes part in a conversation: a creator, or a brand's team, shown as the brand. */
export type Participant = {
  kind: 'CREATOR' | 'BRAND';
  id: string;
  displayName: string;
  username: string | null;
  avatarUrl: string | null;
  creator: PublicCreator | null;
  brandSlug: string | null;
};

export type MessageView = { id: string; conversationId: string; body: string; createdAt: Date; senderId: string | null; sender: Participant | null };

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

export type ConversationView = {
  id: string;
  /** The brand of a brand conversation (either side); null between creators. */
  brandId: string | null;
  /** The brand the viewer writes for here (they are on its team); null for a creator. */
  viewerBrandId: string | null;
  otherId: string | null;
  other: Participant | null;
  isRequest: boolean;
  unreadCount: number;
  lastMessage: MessageView | null;
  lastMessageAt: Date | null;
};

const PARTICIPANT_SQL = `select coalesce(p.id, u.id) as id, u.id as user_id, u.username, p.artist_name, u.first_name, coalesce(p.bio, '') as bio,
    coalesce(p.genres, '{}') as genres, p.location, p.career_stage, coalesce(p.skills, '{}') as skills,
    coalesce(p.looking_for, '{}') as looking_for, p.profile_picture_url, u.user_type
  from users u left join profiles p on p.user_id = u.id`;

function participantOf(creator: PublicCreator): Participant {
  return {
    kind: 'CREATOR',
    id: creator.userId,
    displayName: creator.artistName || creator.firstName || creator.username,
    username: creator.username,
    avatarUrl: creator.profilePictureUrl,
    creator,
    brandSlug: null,
  };
}

/** A brand as a participant: its team writes as the brand. */
const brandParticipant = (row: { id: string; name: string; slug: string; logo_url: string }): Participant => ({
  kind: 'BRAND',
  id: row.id,
  displayName: row.name,
  username: null,
  avatarUrl: row.logo_url,
  creator: null,
  brandSlug: row.slug,
});

/** Accounts (by user id) and brands (by brand id) as participants, in one map: both keys are UUIDs. */
async function participants(em: EntityManager, ids: (string | null)[], brandIds: (string | null)[] = []): Promise<Map<string, Participant>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const brands = [...new Set(brandIds.filter((id): id is string => id !== null))];
  const [rows, brandRows] = await Promise.all([
    wanted.length === 0 ? [] : em.execute<Record<string, unknown>[]>(`${PARTICIPANT_SQL} where u.id in (${wanted.map(() => '?').join(', ')})`, wanted),
    brands.length === 0 ? [] : em.execute<{ id: string; name: string; slug: string; logo_url: string }[]>(`select id, name, slug, logo_url from brands where id in (${brands.map(() => '?').join(', ')})`, brands),
  ]);
  return new Map([
    ...rows.map((row): [string, Participant] => [String(row.user_id), participantOf(creatorFromRow(row))]),
    ...brandRows.map((row): [string, Participant] => [row.id, brandParticipant(row)]),
  ]);
}

/** Creators' public profiles by account id (a brand's inbox shows who asked). */
export async function publicCreators(em: EntityManager, userIds: string[]): Promise<Map<string, PublicCreator>> {
  const people = await participants(em, userIds);
  return new Map([...people].flatMap(([id, participant]) => (participant.creator ? [[id, participant.creator] as const] : [])));
}

const date = (em: EntityManager, value: Date | string | null): Date | null => (value === null ? null : value instanceof Date ? value : em.getPlatform().parseDate(value));

type MessageRow = { id: string; conversation_id: string; sender_id: string | null; sender_brand_id: string | null; body: string; created_at: Date | string };

const MESSAGE_COLUMNS = 'id, conversation_id, sender_id, sender_brand_id, body, created_at';

const messageOf = (em: EntityManager, row: MessageRow, people: Map<string, Participant>): MessageView => ({
  id: String(row.id),
  conversationId: row.conversation_id,
  body: row.body,
  createdAt: date(em, row.created_at)!,
  senderId: row.sender_id,
  // Written for a brand: the brand is the sender, whichever team member wrote it.
  sender: row.sender_brand_id ? (people.get(row.sender_brand_id) ?? null) : row.sender_id ? (people.get(row.sender_id) ?? null) : null,
});

const pairKeyOf = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** What decides whether one account may write to another: the other's DM setting, a block either way, a connection. */
type Relation = { dmPolicy: DmPolicy; blocked: boolean; connected: boolean };

/** One query, so that a send pays one round trip for its checks (the network module's tables). */
async function relationBetween(em: EntityManager, me: string, otherId: string): Promise<Relation> {
  const [x, y] = me < otherId ? [me, otherId] : [otherId, me];
  const [row] = await em.execute<{ dm_policy: DmPolicy | null; blocked: boolean; connected: boolean }[]>(
    `select (select dm_policy from privacy_settings where user_id = ?) as dm_policy,
        exists (select 1 from blocks where (blocker_id = ? and blocked_id = ?) or (blocker_id = ? and blocked_id = ?)) as blocked,
        exists (select 1 from creator_connections where user_a_id = ? and user_b_id = ?) as connected`,
    [otherId, me, otherId, otherId, me, x, y],
  );
  return { dmPolicy: row?.dm_policy ?? DmPolicy.CONNECTIONS, blocked: Boolean(row?.blocked), connected: Boolean(row?.connected) };
}

/** What the composer tells a sender before they write. */
export type MessagePermission = { allowed: boolean; asRequest: boolean; dmPolicy: DmPolicy; reason: string | null };

/**
 * Whether `me` may write to `other` now: always when the other has already written in (or
 * accepted) their conversation; else by the other's setting (connections only by default).
 */
function permission({ dmPolicy, blocked, connected }: Relation, other: Participant, otherEngaged: boolean): MessagePermission {
  const name = other.displayName;
  if (blocked) return { allowed: false, asRequest: false, dmPolicy, reason: `You can't message ${name}.` };
  if (otherEngaged) return { allowed: true, asRequest: false, dmPolicy, reason: null };
  switch (dmPolicy) {
    case DmPolicy.NOBODY:
      return { allowed: false, asRequest: false, dmPolicy, reason: `${name} doesn't accept direct messages.` };
    case DmPolicy.CONNECTIONS:
      return connected
        ? { allowed: true, asRequest: false, dmPolicy, reason: null }
        : { allowed: false, asRequest: false, dmPolicy, reason: `${name} accepts messages from connections only. Send a connection request first.` };
    case DmPolicy.EVERYONE:
      return connected
        ? { allowed: true, asRequest: false, dmPolicy, reason: null }
        : { allowed: true, asRequest: true, dmPolicy, reason: `You're not connected: your first message lands in ${name}'s message requests.` };
  }
}

async function creatorParticipant(em: EntityManager, viewer: string, username: string): Promise<Participant> {
  checkLength('username', username, NETWORK_LIMITS.username);
  const [row] = await em.execute<Record<string, unknown>[]>(`${PARTICIPANT_SQL} where u.username = ? and u.role = 'creator' and ${NOT_SUSPENDED_SQL()} and ${NOT_BLOCKED_SQL('u.id')}`, [
    username.trim().toLowerCase(),
    viewer,
    viewer,
  ]);
  if (!row) throw new AppError('NOT_FOUND', 'No such creator');
  return participantOf(creatorFromRow(row));
}

/** What the viewer may do about messaging a creator (the composer and the Message button read it). */
export async function messagePermissionFor(em: EntityManager, actor: Actor | null, otherUserId: string): Promise<MessagePermission | null> {
  if (actor?.kind !== 'user' || actor.id === otherUserId) return null;
  const [people, engaged, relation] = await Promise.all([
    participants(em, [otherUserId]),
    otherHasEngaged(em, pairKeyOf(actor.id, otherUserId), otherUserId),
    relationBetween(em, actor.id, otherUserId),
  ]);
  const other = people.get(otherUserId);
  return other ? permission(relation, other, engaged) : null;
}

async function otherHasEngaged(em: EntityManager, pairKey: string, otherId: string): Promise<boolean> {
  const rows = await em.execute(
    `select 1 from conversations c join conversation_members m on m.conversation_id = c.id and m.user_id = ?
      where c.pair_key = ? and m.accepted_at is not null`,
    [otherId, pairKey],
  );
  return rows.length > 0;
}

type MemberRow = {
  conversation_id: string;
  user_id: string;
  brand_id: string | null;
  is_request: boolean;
  hidden_at: Date | string | null;
  accepted_at: Date | string | null;
  last_read_message_id: string;
};

/** The conversation between the viewer and a creator: the existing one, or a new one when the viewer may write to them. */
export async function startConversation(em: EntityManager, actor: Actor | null, username: string): Promise<ConversationView> {
  const me = await assertCreatorAccount(em, actor, 'messages:direct');
  const other = await creatorParticipant(em, me.id, username);
  if (other.id === me.id) throw new AppError('BAD_USER_INPUT', 'You cannot message yourself', { username: 'That is you' });
  const pairKey = pairKeyOf(me.id, other.id);
  const id = await em.transactional(async (tx) => {
    const [existing] = await tx.execute<{ id: string }[]>('select id from conversations where pair_key = ?', [pairKey]);
    if (existing) {
      await tx.execute('update conversation_members set hidden_at = null where conversation_id = ? and user_id = ?', [existing.id, me.id]);
      return existing.id;
    }
    const allowed = permission(await relationBetween(tx, me.id, other.id), other, false);
    if (!allowed.allowed) throw new AppError('FORBIDDEN', allowed.reason ?? 'You cannot message this creator');
    const [created] = await tx.execute<{ id: string }[]>(
      `insert into conversations (id, pair_key, started_by_id, created_at) values (gen_random_uuid(), ?, ?, now())
       on conflict (pair_key) do update set pair_key = excluded.pair_key returning id`,
      [pairKey, me.id],
    );
    await tx.execute(
      `insert into conversation_members (conversation_id, user_id, is_request, last_read_message_id) values (?, ?, false, 0), (?, ?, false, 0) on conflict do nothing`,
      [created!.id, me.id, created!.id, other.id],
    );
    return created!.id;
  });
  const view = await conversationFor(em, me, id);
  if (!view) throw new AppError('NOT_FOUND', 'No such conversation');
  return view;
}

const CONVERSATION_SQL = `select c.id, c.last_message_at, c.brand_id, m.brand_id as my_brand_id, m.is_request, o.user_id as other_id,
    (select count(*) from (select 1 from messages x where x.conversation_id = c.id and ${UNREAD_BY_SEAT} limit 100) unread) as unread,
    last.id as last_id, last.sender_id as last_sender_id, last.sender_brand_id as last_sender_brand_id, last.body as last_body, last.created_at as last_created_at
  from conversation_members m
  join conversations c on c.id = m.conversation_id
  left join conversation_members o on ${OTHER_SEAT('c.id')}
  left join lateral (select id, sender_id, sender_brand_id, body, created_at from messages x where x.conversation_id = c.id order by x.id desc limit 1) last on true`;

type ConversationRow = {
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

async function toViews(em: EntityManager, rows: ConversationRow[]): Promise<ConversationView[]> {
  const people = await participants(
    em,
    rows.flatMap((row) => [row.other_id, row.last_sender_id]),
    rows.flatMap((row) => [row.brand_id, row.last_sender_brand_id]),
  );
  return rows.map((row) => ({
    id: row.id,
    brandId: row.brand_id,
    viewerBrandId: row.my_brand_id,
    otherId: row.other_id,
    // The creator's other side in a brand conversation is the brand; a team member's is the creator.
    other: row.brand_id && !row.my_brand_id ? (people.get(row.brand_id) ?? null) : row.other_id ? (people.get(row.other_id) ?? null) : null,
    isRequest: row.is_request,
    unreadCount: Number(row.unread),
    lastMessageAt: date(em, row.last_message_at),
    lastMessage:
      row.last_id === null
        ? null
        : messageOf(em, { id: row.last_id, conversation_id: row.id, sender_id: row.last_sender_id, sender_brand_id: row.last_sender_brand_id, body: row.last_body ?? '', created_at: row.last_created_at! }, people),
  }));
}

/** Hidden from a member: put away by them, or a block either way. */
const VISIBLE_TO_MEMBER = `m.hidden_at is null and (o.user_id is null or not exists (select 1 from blocks b
    where (b.blocker_id = m.user_id and b.blocked_id = o.user_id) or (b.blocker_id = o.user_id and b.blocked_id = m.user_id)))`;

async function conversationFor(em: EntityManager, me: UserActor, id: string): Promise<ConversationView | null> {
  const rows = await em.execute<ConversationRow[]>(`${CONVERSATION_SQL} where m.user_id = ? and c.id = ? and ${VISIBLE_TO_MEMBER}`, [me.id, id]);
  return (await toViews(em, rows))[0] ?? null;
}

/** One of the viewer's conversations; null when it is not theirs, put away, or hidden by a block. */
export async function conversation(em: EntityManager, actor: Actor | null, id: string): Promise<ConversationView | null> {
  const me = assertCan(actor, 'messages:read');
  if (!isUuid(id)) throw new AppError('BAD_USER_INPUT', 'Invalid conversation id', { id: 'Not a conversation id' });
  return conversationFor(em, me, id);
}

/** Inbox cursors: the last message's time and the conversation id, newest first. */
const encodeInboxCursor = (at: Date | null, id: string) => Buffer.from(`${at ? at.toISOString() : ''}|${id}`).toString('base64url');
function decodeInboxCursor(cursor: string): { at: Date | null; id: string } {
  const [at, id] = cursor.length <= 80 ? Buffer.from(cursor, 'base64url').toString().split('|') : [];
  const when = at ? new Date(at) : null;
  if (id === undefined || !isUuid(id) || (when !== null && Number.isNaN(when.getTime()))) throw new AppError('BAD_USER_INPUT', 'Invalid cursor', { after: 'Use an endCursor returned by this field' });
  return { at: when, id };
}

export type InboxPage = { edges: { cursor: string; node: ConversationView }[]; pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null }; totalCount: number };

/**
 * The viewer's conversations with at least one message (or started by them), the latest first;
 * `requests` lists their message requests instead. Ordered as the inbox index is, so that a page
 * reads its rows off the index and works out last messages and unread counts for those rows only.
 */
export async function conversationsOf(em: EntityManager, actor: Actor | null, ownerId: string, args: { first?: number | null; after?: string | null; requests?: boolean | null }): Promise<InboxPage> {
  assertCan(actor, 'messages:read', { ownerId });
  const first = args.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > MESSAGE_LIMITS.page) throw new AppError('BAD_USER_INPUT', `first must be from 1 to ${MESSAGE_LIMITS.page}`, { first: `from 1 to ${MESSAGE_LIMITS.page}` });
  checkLength('after', args.after, MESSAGE_LIMITS.cursor * 2);
  const where = [`m.user_id = ?`, VISIBLE_TO_MEMBER, `m.is_request = ?`, `(m.last_message_at is not null or c.started_by_id = m.user_id)`];
  const params: unknown[] = [ownerId, Boolean(args.requests)];
  const countParams = [...params];
  const countWhere = [...where];
  if (args.after) {
    const { at, id } = decodeInboxCursor(args.after);
    where.push(`(coalesce(m.last_message_at, '-infinity'::timestamptz), m.conversation_id) < (coalesce(?::timestamptz, '-infinity'::timestamptz), ?::uuid)`);
    params.push(at, id);
  }
  const [rows, [count]] = await Promise.all([
    em.execute<ConversationRow[]>(
      `${CONVERSATION_SQL} where ${where.join(' and ')}
        order by coalesce(m.last_message_at, '-infinity'::timestamptz) desc, m.conversation_id desc limit ?`,
      [...params, first + 1],
    ),
    em.execute<{ n: string }[]>(
      `select count(*) as n from conversation_members m join conversations c on c.id = m.conversation_id
        left join conversation_members o on ${OTHER_SEAT('c.id')} where ${countWhere.join(' and ')}`,
      countParams,
    ),
  ]);
  const views = await toViews(em, rows.slice(0, first));
  const edges = views.map((node) => ({ cursor: encodeInboxCursor(node.lastMessageAt, node.id), node }));
  return {
    edges,
    totalCount: Number(count?.n ?? 0),
    pageInfo: { hasNextPage: rows.length > first, hasPreviousPage: Boolean(args.after), startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
  };
}

/** Unread messages over the viewer's inbox (message requests apart): the navigation's badge. */
export async function unreadTotalOf(em: EntityManager, actor: Actor | null, ownerId: string): Promise<number> {
  assertCan(actor, 'messages:read', { ownerId });
  const [row] = await em.execute<{ n: string }[]>(
    `select coalesce(sum((select count(*) from messages x where x.conversation_id = m.conversation_id and ${UNREAD_BY_SEAT})), 0) as n
      from conversation_members m left join conversation_members o on ${OTHER_SEAT('m.conversation_id')}
      where m.user_id = ? and not m.is_request and ${VISIBLE_TO_MEMBER}`,
    [ownerId],
  );
  return Number(row?.n ?? 0);
}

const encodeMessageCursor = (id: string) => Buffer.from(`m:${id}`).toString('base64url');
function decodeMessageCursor(cursor: string, field: string): string {
  const match = cursor.length <= MESSAGE_LIMITS.cursor ? /^m:(\d{1,18})$/.exec(Buffer.from(cursor, 'base64url').toString()) : null;
  if (!match) throw new AppError('BAD_USER_INPUT', 'Invalid cursor', { [field]: 'Use a cursor returned by this field' });
  return match[1]!;
}

export type MessagePage = { edges: { cursor: string; node: MessageView }[]; pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null } };

/**
 * A conversation's messages, oldest first in the page: the `last` ones, or the `last` before the
 * `before` cursor (older pages on scroll), or those after the `after` cursor (catching up after a
 * reconnect, up to `last`).
 */
export async function messagesOf(em: EntityManager, conversation: ConversationView, args: { last?: number | null; before?: string | null; after?: string | null }): Promise<MessagePage> {
  const last = args.last ?? 30;
  if (!Number.isInteger(last) || last < 1 || last > MESSAGE_LIMITS.page) throw new AppError('BAD_USER_INPUT', `last must be from 1 to ${MESSAGE_LIMITS.page}`, { last: `from 1 to ${MESSAGE_LIMITS.page}` });
  let rows: MessageRow[];
  let more: boolean;
  if (args.after) {
    const after = decodeMessageCursor(args.after, 'after');
    rows = await em.execute<MessageRow[]>(`select ${MESSAGE_COLUMNS} from messages where conversation_id = ? and id > ? order by id asc limit ?`, [conversation.id, after, last + 1]);
    more = rows.length > last;
    rows = rows.slice(0, last);
  } else {
    const before = args.before ? decodeMessageCursor(args.before, 'before') : null;
    rows = await em.execute<MessageRow[]>(
      `select ${MESSAGE_COLUMNS} from messages where conversation_id = ? ${before ? 'and id < ?' : ''} order by id desc limit ?`,
      before ? [conversation.id, before, last + 1] : [conversation.id, last + 1],
    );
    more = rows.length > last;
    rows = rows.slice(0, last).reverse();
  }
  const people = await participants(em, rows.map((row) => row.sender_id), rows.map((row) => row.sender_brand_id));
  const edges = rows.map((row) => ({ cursor: encodeMessageCursor(String(row.id)), node: messageOf(em, row, people) }));
  return {
    edges,
    pageInfo: {
      hasPreviousPage: args.after ? Boolean(args.after) : more,
      hasNextPage: args.after ? more : false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
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

/** Stores a message, then announces it to both sides' open tabs on every instance. */
export async function sendMessage(em: EntityManager, kit: MessagingKit, actor: Actor | null, conversationId: string, body: string): Promise<MessageView> {
  const me = assertCan(actor, 'messages:write');
  if (!isUuid(conversationId)) throw new AppError('BAD_USER_INPUT', 'Invalid conversation id', { conversationId: 'Not a conversation id' });
  checkLength('body', body, MESSAGE_LIMITS.body);
  const text = body.trim();
  if (!text) throw new AppError('BAD_USER_INPUT', 'Write a message first', { body: 'Empty' });
  if (unstorable(text)) throw new AppError('BAD_USER_INPUT', 'The message has characters that cannot be stored', { body: 'Remove control characters' });
  await consumeOrRefuse(kit.sendLimiter, me.id, (seconds) => `You're sending messages too fast. Try again in ${seconds} seconds.`);

  const members = await em.execute<(MemberRow & { conversation_brand_id: string | null })[]>(
    'select m.*, c.brand_id as conversation_brand_id from conversation_members m join conversations c on c.id = m.conversation_id where m.conversation_id = ?',
    [conversationId],
  );
  const mine = members.find((m) => m.user_id === me.id);
  if (!mine) throw new AppError('NOT_FOUND', 'No such conversation');
  if (mine.conversation_brand_id) return sendBrandMessage(em, kit, me.id, mine, members, text);
  // Between two accounts: a brand account does not write there, even in a conversation it had before.
  await assertCreatorAccount(em, actor, 'messages:direct');
  const theirs = members.find((m) => m.user_id !== me.id);
  if (!theirs) throw new AppError('FORBIDDEN', 'This account no longer exists');
  const [people, relation] = await Promise.all([participants(em, [me.id, theirs.user_id]), relationBetween(em, me.id, theirs.user_id)]);
  const other = people.get(theirs.user_id);
  if (!other) throw new AppError('FORBIDDEN', 'This account no longer exists');
  const allowed = permission(relation, other, theirs.accepted_at !== null);
  if (!allowed.allowed) throw new AppError('FORBIDDEN', allowed.reason ?? 'You cannot message this creator');

  const [row] = await em.execute<MessageRow[]>(STORE_MESSAGE_SQL, [conversationId, me.id, text, me.id, allowed.asRequest, theirs.user_id]);
  if (!row) throw new AppError('NOT_FOUND', 'No such conversation');
  const message = messageOf(em, row, people);
  kit.pubsub.publish('MESSAGE_ADDED', me.id, { messageId: message.id, conversationId });
  // A declined request stays away: its new messages are not announced to the one who declined it.
  if (theirs.hidden_at === null) kit.pubsub.publish('MESSAGE_ADDED', theirs.user_id, { messageId: message.id, conversationId });
  return message;
}

/**
 * Stores a message of a brand conversation in one statement (as STORE_MESSAGE_SQL does, under the
 * conversation's row lock): written for the brand when the sender sits for it. Both sides accepted
 * the conversation when the request was accepted, so no message request and no DM setting apply.
 */
export const STORE_BRAND_MESSAGE_SQL = `with locked as (update conversations set last_message_at = now() where id = ? returning id),
  stored as (insert into messages (conversation_id, sender_id, sender_brand_id, body, created_at) select id, ?, ?, ?, now() from locked
    returning ${MESSAGE_COLUMNS}),
  mine as (update conversation_members m set last_message_at = now(), accepted_at = coalesce(m.accepted_at, now()), is_request = false,
      hidden_at = null, last_read_message_id = s.id
    from stored s where m.conversation_id = s.conversation_id and m.user_id = ?),
  theirs as (update conversation_members m set last_message_at = now(), is_request = false
    from stored s where m.conversation_id = s.conversation_id and m.user_id <> ?)
  select * from stored`;

/** Announces a stored message to every seat of its conversation that has not put it away (the sender's own tabs included). */
export function announceToSeats(kit: Pick<MessagingKit, 'pubsub'>, message: { id: string; conversationId: string }, seats: { userId: string; hidden: boolean }[]): void {
  for (const seat of seats) if (!seat.hidden) kit.pubsub.publish('MESSAGE_ADDED', seat.userId, { messageId: message.id, conversationId: message.conversationId });
}

/** What decides whether a side may write in a brand conversation: the creator's block and DM setting, and whether the creator left it. */
type BrandConversationState = { ended: boolean; blocked: boolean; dmPolicy: DmPolicy };

/**
 * One query for the state of the brand conversation between `brandId`'s team and `creatorId`. It
 * has ended when the creator left it: their connection with the brand is ENDED and no newer one
 * is open (asking again, and being accepted, reopens it).
 */
async function brandConversationState(em: EntityManager, brandId: string, creatorId: string): Promise<BrandConversationState> {
  const [row] = await em.execute<{ dm_policy: DmPolicy | null; blocked: boolean; ended: boolean }[]>(
    `select (select dm_policy from privacy_settings where user_id = ?) as dm_policy,
        exists (select 1 from brand_blocks where user_id = ? and brand_id = ?) as blocked,
        (exists (select 1 from brand_connections where user_id = ? and brand_id = ? and status = 'ended')
          and not exists (select 1 from brand_connections where user_id = ? and brand_id = ? and status = 'connected')) as ended`,
    [creatorId, creatorId, brandId, creatorId, brandId, creatorId, brandId],
  );
  return { dmPolicy: row?.dm_policy ?? DmPolicy.CONNECTIONS, blocked: Boolean(row?.blocked), ended: Boolean(row?.ended) };
}

/**
 * Whether a side may write in a brand conversation. Nobody writes once the creator left it. The
 * brand's team (every member alike) writes while the creator neither blocked the brand nor set
 * "nobody" for direct messages; the creator writes unless they blocked the brand (their own
 * choice, which they can lift). The creator asked and the team accepted, so no request applies.
 */
function brandPermission(state: BrandConversationState, asTeam: boolean, names: { creator: string; brand: string }): MessagePermission {
  const refuse = (reason: string): MessagePermission => ({ allowed: false, asRequest: false, dmPolicy: state.dmPolicy, reason });
  if (state.ended) return refuse('This conversation has ended.');
  if (asTeam && state.blocked) return refuse(`You can't message ${names.creator}.`);
  if (asTeam && state.dmPolicy === DmPolicy.NOBODY) return refuse(`${names.creator} doesn't accept direct messages.`);
  if (!asTeam && state.blocked) return refuse(`You blocked ${names.brand}: unblock it to write.`);
  return { allowed: true, asRequest: false, dmPolicy: state.dmPolicy, reason: null };
}

/** `canSend` of a brand conversation, for either side (null for anyone else). */
export async function brandMessagePermission(em: EntityManager, actor: Actor | null, view: ConversationView): Promise<MessagePermission | null> {
  if (actor?.kind !== 'user' || !view.brandId) return null;
  const asTeam = view.viewerBrandId !== null;
  const creatorId = asTeam ? view.otherId : actor.id;
  if (!creatorId) return null;
  const [state, people] = await Promise.all([brandConversationState(em, view.brandId, creatorId), participants(em, [creatorId], [view.brandId])]);
  return brandPermission(state, asTeam, { creator: people.get(creatorId)?.displayName ?? 'This creator', brand: people.get(view.brandId)?.displayName ?? 'this brand' });
}

async function sendBrandMessage(
  em: EntityManager,
  kit: MessagingKit,
  me: string,
  mine: MemberRow & { conversation_brand_id: string | null },
  members: MemberRow[],
  text: string,
): Promise<MessageView> {
  const brandId = mine.conversation_brand_id!;
  const creatorSeat = members.find((m) => m.brand_id === null);
  // The creator's side: is their account still here? (The team's side may be empty for a while: a new member reads what waited.)
  if (mine.brand_id && !creatorSeat) throw new AppError('FORBIDDEN', 'This account no longer exists');
  if (creatorSeat) {
    const [state, people] = await Promise.all([brandConversationState(em, brandId, creatorSeat.user_id), participants(em, [creatorSeat.user_id], [brandId])]);
    const allowed = brandPermission(state, mine.brand_id !== null, {
      creator: people.get(creatorSeat.user_id)?.displayName ?? 'This creator',
      brand: people.get(brandId)?.displayName ?? 'this brand',
    });
    if (!allowed.allowed) throw new AppError('FORBIDDEN', allowed.reason ?? 'You cannot write here');
  }
  const [row] = await em.execute<MessageRow[]>(STORE_BRAND_MESSAGE_SQL, [mine.conversation_id, me, mine.brand_id, text, me, me]);
  if (!row) throw new AppError('NOT_FOUND', 'No such conversation');
  const message = messageOf(em, row, await participants(em, [me], [brandId]));
  announceToSeats(kit, message, members.map((m) => ({ userId: m.user_id, hidden: m.user_id !== me && m.hidden_at !== null })));
  return message;
}

/** The conversation between a brand's team and a creator, if they have one. */
export const brandPairKey = (brandId: string, creatorId: string) => `brand:${brandId}:${creatorId}`;

/**
 * Opens the conversation of a brand's team with a creator (or reopens theirs): a seat for the
 * creator and one per team member, all accepted (the creator asked, the team said yes). Dated
 * now, so that it shows at the top of both inboxes even before anyone writes. Answers its id.
 */
export async function openBrandConversation(tx: EntityManager, brandId: string, creatorId: string, startedBy: string): Promise<string> {
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

/** Stores a message written for a brand by one of its team (the answer to a request), on the caller's transaction. */
export async function storeBrandMessage(tx: EntityManager, conversationId: string, senderId: string, brandId: string, text: string): Promise<MessageView> {
  const [row] = await tx.execute<MessageRow[]>(STORE_BRAND_MESSAGE_SQL, [conversationId, senderId, brandId, text, senderId, senderId]);
  if (!row) throw new AppError('NOT_FOUND', 'No such conversation');
  return messageOf(tx, row, await participants(tx, [senderId], [brandId]));
}

/** Who to announce a conversation's new message to: its seats, and whether each has put it away. */
export async function seatsOf(em: EntityManager, conversationId: string): Promise<{ userId: string; hidden: boolean }[]> {
  const rows = await em.execute<{ user_id: string; hidden: boolean }[]>('select user_id, hidden_at is not null as hidden from conversation_members where conversation_id = ?', [conversationId]);
  return rows.map((row) => ({ userId: row.user_id, hidden: row.hidden }));
}

/** The message an event announced, as the subscriber may see it (null when hidden from them since). */
export async function announcedMessage(em: EntityManager, actor: Actor | null, event: { messageId: string; conversationId: string }): Promise<MessageView | null> {
  const me = assertCan(actor, 'messages:read');
  // Every message of a stream goes through here, one after another per socket: one query for the message and whether the viewer may see it.
  const [row] = await em.execute<MessageRow[]>(
    `select x.id, x.conversation_id, x.sender_id, x.sender_brand_id, x.body, x.created_at from messages x
      join conversation_members m on m.conversation_id = x.conversation_id and m.user_id = ?
      left join conversation_members o on ${OTHER_SEAT('x.conversation_id')}
      where x.id = ? and x.conversation_id = ? and ${VISIBLE_TO_MEMBER}`,
    [me.id, event.messageId, event.conversationId],
  );
  if (!row) return null;
  return messageOf(em, row, await participants(em, [row.sender_id], [row.sender_brand_id]));
}

/** Marks a conversation read up to its latest message, and tells the viewer's other tabs. */
export async function markConversationRead(em: EntityManager, kit: MessagingKit, actor: Actor | null, conversationId: string): Promise<ConversationView> {
  const me = assertCan(actor, 'messages:read');
  const view = await conversation(em, actor, conversationId);
  if (!view) throw new AppError('NOT_FOUND', 'No such conversation');
  await em.execute(
    `update conversation_members set last_read_message_id = greatest(last_read_message_id, coalesce((select max(id) from messages where conversation_id = ?), 0))
      where conversation_id = ? and user_id = ?`,
    [conversationId, conversationId, me.id],
  );
  kit.pubsub.publish('CONVERSATION_READ', me.id, { conversationId });
  return { ...view, unreadCount: 0 };
}

/** Moves a message request to the inbox: the sender may now always write. */
export async function acceptMessageRequest(em: EntityManager, actor: Actor | null, conversationId: string): Promise<ConversationView> {
  const me = assertCan(actor, 'messages:write');
  const view = await conversation(em, actor, conversationId);
  if (!view) throw new AppError('NOT_FOUND', 'No such conversation');
  await em.execute('update conversation_members set is_request = false, accepted_at = coalesce(accepted_at, now()) where conversation_id = ? and user_id = ?', [conversationId, me.id]);
  return { ...view, isRequest: false };
}

/** Removes a message request silently: the sender is not told, and it does not come back. */
export async function declineMessageRequest(em: EntityManager, actor: Actor | null, conversationId: string): Promise<boolean> {
  const me = assertCan(actor, 'messages:write');
  const view = await conversation(em, actor, conversationId);
  if (!view?.isRequest) throw new AppError('NOT_FOUND', 'No such message request');
  await em.execute('update conversation_members set hidden_at = now() where conversation_id = ? and user_id = ?', [conversationId, me.id]);
  return true;
}
