import type { EntityManager } from '@mikro-orm/postgresql';
import { assertCan, assertKeyGrant, type Actor, type ApiKeyActor, type UserActor } from '../common/authz.js';
import { AppError } from '../common/errors.js';
import { MESSAGE_LIMITS, NETWORK_LIMITS } from '../../shared/limits.js';
import type { PubSub } from '../common/pubsub.js';
import { consumeOrRefuse, createRateLimiter, MEMORY_RATE_LIMITS, type RateLimiter, type RateLimitStore } from '../common/rate-limit.js';
import { checkLength, isUuid, unstorable } from '../common/validation.js';
import { assertBrandAgent } from '../brand/brand-team.js';
import { DmPolicy } from '../network/network.entities.js';
import { assertCreatorAccount } from '../user/account-standing.js';
import { creatorFromRow, type PublicCreator } from '../profile/profile.service.js';
import { markGroupRead, notify, type NotifyInput } from '../notification/notification.service.js';
import { recordMessageReceived } from '../webhook/webhook.events.js';
import * as store from './messaging.storage.js';
import type { MemberRow, MessageRow } from './messaging.storage.js';

export { brandPairKey, openBrandConversation, seatsOf } from './messaging.storage.js';

/** App-wide messaging state: the send limit, shared by every instance through the platform's store. */
export type MessagingKit = { pubsub: PubSub; sendLimiter: RateLimiter };

declare module '../common/context.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleKits {
    messaging: MessagingKit;
  }
}

export const createMessagingKit = (
  pubsub: PubSub,
  limits: RateLimitStore = MEMORY_RATE_LIMITS,
  perMinute: number = MESSAGE_LIMITS.perMinute,
): MessagingKit => ({
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
const brandParticipant = (row: store.BrandRow): Participant => ({
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
  const [rows, brandRows] = await Promise.all([store.accountRows(em, wanted), store.brandRows(em, brands)]);
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

const date = (em: EntityManager, value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : em.getPlatform().parseDate(value);

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

/** One query, so that a send pays one round trip for its checks (the network module's tables). A DM setting never set is "connections". */
async function relationBetween(em: EntityManager, me: string, otherId: string): Promise<Relation> {
  const row = await store.relationRow(em, me, otherId);
  return { ...row, dmPolicy: row.dmPolicy ?? DmPolicy.CONNECTIONS };
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

/** The creator one may write to by username: a creator's account (no admin's, no brand team's), not suspended, no block either way. */
async function creatorParticipant(em: EntityManager, viewer: string, username: string): Promise<Participant> {
  checkLength('username', username, NETWORK_LIMITS.username);
  const row = await store.creatorRowByUsername(em, viewer, username.trim().toLowerCase());
  if (!row) throw new AppError('NOT_FOUND', 'No such creator');
  return participantOf(creatorFromRow(row));
}

/** What the viewer may do about messaging a creator (the composer and the Message button read it). */
export async function messagePermissionFor(em: EntityManager, actor: Actor | null, otherUserId: string): Promise<MessagePermission | null> {
  if (actor?.kind !== 'user' || actor.id === otherUserId) return null;
  const [people, engaged, relation] = await Promise.all([
    participants(em, [otherUserId]),
    store.hasAccepted(em, pairKeyOf(actor.id, otherUserId), otherUserId),
    relationBetween(em, actor.id, otherUserId),
  ]);
  const other = people.get(otherUserId);
  return other ? permission(relation, other, engaged) : null;
}

/** The conversation between the viewer and a creator: the existing one, or a new one when the viewer may write to them. */
export async function startConversation(em: EntityManager, actor: Actor | null, username: string): Promise<ConversationView> {
  const me = await assertCreatorAccount(em, actor, 'messages:direct');
  const other = await creatorParticipant(em, me.id, username);
  if (other.id === me.id) throw new AppError('BAD_USER_INPUT', 'You cannot message yourself', { username: 'That is you' });
  const pairKey = pairKeyOf(me.id, other.id);
  const id = await em.transactional(async (tx) => {
    const existing = await store.conversationIdByPairKey(tx, pairKey);
    if (existing) {
      await store.unhideSeat(tx, existing, me.id);
      return existing;
    }
    const allowed = permission(await relationBetween(tx, me.id, other.id), other, false);
    if (!allowed.allowed) throw new AppError('FORBIDDEN', allowed.reason ?? 'You cannot message this creator');
    return store.insertDirectConversation(tx, pairKey, me.id, other.id);
  });
  const view = await conversationFor(em, me, id);
  if (!view) throw new AppError('NOT_FOUND', 'No such conversation');
  return view;
}

/**
 * Opens (or brings back) the conversation between two accounts that agreed to talk elsewhere in the
 * app: a poster who shortlisted or hired a creator who applied to their brief. Both seats count as
 * accepted (the creator asked by applying, the poster answered by choosing them), so no message
 * request applies; a block either way still stops anyone writing. Runs in the caller's transaction;
 * answers the conversation's id.
 */
export async function openAgreedConversation(tx: EntityManager, startedBy: string, otherId: string): Promise<string> {
  const pairKey = pairKeyOf(startedBy, otherId);
  const id = (await store.conversationIdByPairKey(tx, pairKey)) ?? (await store.insertDirectConversation(tx, pairKey, startedBy, otherId));
  await store.acceptBothSeats(tx, id);
  return id;
}

/**
 * An accepted connection request's note opens the pair's conversation (see openAgreedConversation)
 * as the sender's first message there, so that both sides find what led to the connection in
 * their messages. The one who accepted read the note to accept it: it is not unread to them.
 * Runs in the accept's transaction; the network module announces the message after the commit.
 */
export async function openConversationWithNote(
  tx: EntityManager,
  senderId: string,
  recipientId: string,
  note: string,
): Promise<{ conversationId: string; messageId: string }> {
  const conversationId = await openAgreedConversation(tx, senderId, recipientId);
  const row = await store.storeDirectMessage(tx, conversationId, senderId, note, false, recipientId);
  await store.markOthersReadUpTo(tx, conversationId, senderId, String(row!.id));
  return { conversationId, messageId: String(row!.id) };
}

async function toViews(em: EntityManager, rows: store.ConversationRow[]): Promise<ConversationView[]> {
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
        : messageOf(
            em,
            {
              id: row.last_id,
              conversation_id: row.id,
              sender_id: row.last_sender_id,
              sender_brand_id: row.last_sender_brand_id,
              body: row.last_body ?? '',
              created_at: row.last_created_at!,
            },
            people,
          ),
  }));
}

async function conversationFor(em: EntityManager, me: UserActor, id: string): Promise<ConversationView | null> {
  return (await toViews(em, await store.conversationRows(em, me.id, id)))[0] ?? null;
}

/**
 * One of the viewer's conversations; null when it is not theirs, put away, or hidden by a block.
 * A brand's API key with CONVERSATIONS READ reads its brand's conversations with creators (as the
 * brand: nothing is unread to a key); any other conversation is null to it.
 */
export async function conversation(em: EntityManager, actor: Actor | null, id: string): Promise<ConversationView | null> {
  if (actor?.kind === 'apiKey') {
    assertKeyGrant(actor, actor.brandId, 'CONVERSATIONS', 'READ');
    if (!isUuid(id)) throw new AppError('BAD_USER_INPUT', 'Invalid conversation id', { id: 'Not a conversation id' });
    return (await toViews(em, await store.brandConversationRows(em, actor.brandId, id)))[0] ?? null;
  }
  const me = assertCan(actor, 'messages:read');
  if (!isUuid(id)) throw new AppError('BAD_USER_INPUT', 'Invalid conversation id', { id: 'Not a conversation id' });
  return conversationFor(em, me, id);
}

/** Inbox cursors: the last message's time and the conversation id, newest first. */
const encodeInboxCursor = (at: Date | null, id: string) => Buffer.from(`${at ? at.toISOString() : ''}|${id}`).toString('base64url');
function decodeInboxCursor(cursor: string): { at: Date | null; id: string } {
  const [at, id] = cursor.length <= 80 ? Buffer.from(cursor, 'base64url').toString().split('|') : [];
  const when = at ? new Date(at) : null;
  if (id === undefined || !isUuid(id) || (when !== null && Number.isNaN(when.getTime())))
    throw new AppError('BAD_USER_INPUT', 'Invalid cursor', { after: 'Use an endCursor returned by this field' });
  return { at: when, id };
}

export type InboxPage = {
  edges: { cursor: string; node: ConversationView }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
};

/** A page's size (1 to the message page limit, 20 when not given) and its decoded cursor, checked before any SQL. */
function inboxPaging(args: { first?: number | null; after?: string | null }): { first: number; after: { at: Date | null; id: string } | null } {
  const first = args.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > MESSAGE_LIMITS.page)
    throw new AppError('BAD_USER_INPUT', `first must be from 1 to ${MESSAGE_LIMITS.page}`, { first: `from 1 to ${MESSAGE_LIMITS.page}` });
  checkLength('after', args.after, MESSAGE_LIMITS.cursor * 2);
  return { first, after: args.after ? decodeInboxCursor(args.after) : null };
}

/** An inbox page from rows read one past its size: the extra row only says that more follow. */
async function inboxPage(
  em: EntityManager,
  rows: store.ConversationRow[],
  totalCount: number,
  first: number,
  after: { at: Date | null; id: string } | null,
): Promise<InboxPage> {
  const views = await toViews(em, rows.slice(0, first));
  const edges = views.map((node) => ({ cursor: encodeInboxCursor(node.lastMessageAt, node.id), node }));
  return {
    edges,
    totalCount,
    pageInfo: {
      hasNextPage: rows.length > first,
      hasPreviousPage: after !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/**
 * The viewer's conversations with at least one message (or started by them), the latest first;
 * `requests` lists their message requests instead. Ordered as the inbox index is, so that a page
 * reads its rows off the index and works out last messages and unread counts for those rows only.
 */
export async function conversationsOf(
  em: EntityManager,
  actor: Actor | null,
  ownerId: string,
  args: { first?: number | null; after?: string | null; requests?: boolean | null },
): Promise<InboxPage> {
  assertCan(actor, 'messages:read', { ownerId });
  const { first, after } = inboxPaging(args);
  const [rows, totalCount] = await store.inboxRows(em, ownerId, Boolean(args.requests), after, first + 1);
  return inboxPage(em, rows, totalCount, first, after);
}

/**
 * A brand's conversations with creators, the latest first (each with the creator as the other side,
 * nothing unread: the brand as a whole has no read position): its team, and its API keys with
 * CONVERSATIONS READ. Paged as the inbox is.
 */
export async function brandConversationsOf(
  em: EntityManager,
  actor: Actor | null,
  brandId: string,
  args: { first?: number | null; after?: string | null },
): Promise<InboxPage> {
  await assertBrandAgent(em, actor, 'brand:manage', brandId, { resource: 'CONVERSATIONS', access: 'READ' });
  const { first, after } = inboxPaging(args);
  const [rows, totalCount] = await store.brandInboxRows(em, brandId, after, first + 1);
  return inboxPage(em, rows, totalCount, first, after);
}

/** Unread messages over the viewer's inbox (message requests apart): the navigation's badge. */
export async function unreadTotalOf(em: EntityManager, actor: Actor | null, ownerId: string): Promise<number> {
  assertCan(actor, 'messages:read', { ownerId });
  return store.unreadTotal(em, ownerId);
}

const encodeMessageCursor = (id: string) => Buffer.from(`m:${id}`).toString('base64url');
function decodeMessageCursor(cursor: string, field: string): string {
  const match = cursor.length <= MESSAGE_LIMITS.cursor ? /^m:(\d{1,18})$/.exec(Buffer.from(cursor, 'base64url').toString()) : null;
  if (!match) throw new AppError('BAD_USER_INPUT', 'Invalid cursor', { [field]: 'Use a cursor returned by this field' });
  return match[1]!;
}

export type MessagePage = {
  edges: { cursor: string; node: MessageView }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
};

/**
 * A conversation's messages, oldest first in the page: the `last` ones, or the `last` before the
 * `before` cursor (older pages on scroll), or those after the `after` cursor (catching up after a
 * reconnect, up to `last`).
 */
export async function messagesOf(
  em: EntityManager,
  conversation: ConversationView,
  args: { last?: number | null; before?: string | null; after?: string | null },
): Promise<MessagePage> {
  const last = args.last ?? 30;
  if (!Number.isInteger(last) || last < 1 || last > MESSAGE_LIMITS.page)
    throw new AppError('BAD_USER_INPUT', `last must be from 1 to ${MESSAGE_LIMITS.page}`, { last: `from 1 to ${MESSAGE_LIMITS.page}` });
  let rows: MessageRow[];
  let more: boolean;
  if (args.after) {
    const after = decodeMessageCursor(args.after, 'after');
    rows = await store.messagesAfter(em, conversation.id, after, last + 1);
    more = rows.length > last;
    rows = rows.slice(0, last);
  } else {
    const before = args.before ? decodeMessageCursor(args.before, 'before') : null;
    rows = await store.messagesBefore(em, conversation.id, before, last + 1);
    more = rows.length > last;
    rows = rows.slice(0, last).reverse();
  }
  const people = await participants(
    em,
    rows.map((row) => row.sender_id),
    rows.map((row) => row.sender_brand_id),
  );
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

/** A message's conversation id and text, checked before any SQL. */
function parseMessage(conversationId: string, body: string): string {
  if (!isUuid(conversationId)) throw new AppError('BAD_USER_INPUT', 'Invalid conversation id', { conversationId: 'Not a conversation id' });
  checkLength('body', body, MESSAGE_LIMITS.body);
  const text = body.trim();
  if (!text) throw new AppError('BAD_USER_INPUT', 'Write a message first', { body: 'Empty' });
  if (unstorable(text)) throw new AppError('BAD_USER_INPUT', 'The message has characters that cannot be stored', { body: 'Remove control characters' });
  return text;
}

/** Stores a message, then announces it to both sides' open tabs on every instance. */
export async function sendMessage(em: EntityManager, kit: MessagingKit, actor: Actor | null, conversationId: string, body: string): Promise<MessageView> {
  if (actor?.kind === 'apiKey') return sendKeyMessage(em, kit, actor, conversationId, body);
  const me = assertCan(actor, 'messages:write');
  const text = parseMessage(conversationId, body);
  await consumeOrRefuse(kit.sendLimiter, me.id, (seconds) => `You're sending messages too fast. Try again in ${seconds} seconds.`);

  const members = await store.seatRows(em, conversationId);
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

  const row = await em.transactional(async (tx) => {
    const stored = await store.storeDirectMessage(tx, conversationId, me.id, text, allowed.asRequest, theirs.user_id);
    // A declined request stays away: its new messages are not announced to the one who declined it.
    if (stored && theirs.hidden_at === null) {
      await notify(tx, {
        userId: theirs.user_id,
        kind: allowed.asRequest ? 'message_request_received' : 'message_received',
        groupKey: `conversation:${conversationId}`,
        actorId: me.id,
        body: text,
        url: `/messages/${conversationId}`,
        reason: allowed.asRequest ? 'they wrote to you' : 'you are in this conversation',
      });
    }
    return stored;
  });
  if (!row) throw new AppError('NOT_FOUND', 'No such conversation');
  const message = messageOf(em, row, people);
  kit.pubsub.publish('MESSAGE_ADDED', me.id, { messageId: message.id, conversationId });
  // A declined request stays away: its new messages are not announced to the one who declined it.
  if (theirs.hidden_at === null) kit.pubsub.publish('MESSAGE_ADDED', theirs.user_id, { messageId: message.id, conversationId });
  return message;
}

/** Announces a stored message to every seat of its conversation that has not put it away (the sender's own tabs included). */
export function announceToSeats(
  kit: Pick<MessagingKit, 'pubsub'>,
  message: { id: string; conversationId: string },
  seats: { userId: string; hidden: boolean }[],
): void {
  for (const seat of seats)
    if (!seat.hidden) kit.pubsub.publish('MESSAGE_ADDED', seat.userId, { messageId: message.id, conversationId: message.conversationId });
}

/** What decides whether a side may write in a brand conversation: the creator's block and DM setting, and whether the creator left it. */
type BrandConversationState = { ended: boolean; blocked: boolean; dmPolicy: DmPolicy };

/**
 * One query for the state of the brand conversation between `brandId`'s team and `creatorId`. It
 * has ended when the creator left it: their connection with the brand is ENDED and no newer one
 * is open (asking again, and being accepted, reopens it).
 */
async function brandConversationState(em: EntityManager, brandId: string, creatorId: string): Promise<BrandConversationState> {
  const row = await store.brandConversationRow(em, brandId, creatorId);
  return { ...row, dmPolicy: row.dmPolicy ?? DmPolicy.CONNECTIONS };
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

/** `canSend` of a brand conversation, for either side (a brand's API key is the brand's side; null for anyone else). */
export async function brandMessagePermission(em: EntityManager, actor: Actor | null, view: ConversationView): Promise<MessagePermission | null> {
  if (!actor || !view.brandId) return null;
  const asTeam = view.viewerBrandId !== null;
  const creatorId = asTeam ? view.otherId : actor.kind === 'user' ? actor.id : null;
  if (!creatorId) return null;
  const [state, people] = await Promise.all([brandConversationState(em, view.brandId, creatorId), participants(em, [creatorId], [view.brandId])]);
  return brandPermission(state, asTeam, {
    creator: people.get(creatorId)?.displayName ?? 'This creator',
    brand: people.get(view.brandId)?.displayName ?? 'this brand',
  });
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
  const people = await participants(em, creatorSeat ? [me, creatorSeat.user_id] : [me], [brandId]);
  const brandName = people.get(brandId)?.displayName ?? 'A brand';
  const row = await em.transactional(async (tx) => {
    const stored = await store.storeBrandMessageRow(tx, mine.conversation_id, me, mine.brand_id, text);
    if (stored) await notify(tx, brandMessageNotices(mine, members, me, brandName, text));
    // The creator wrote (not the brand's team): the brand's webhook endpoints hear of it in the same transaction.
    if (stored && mine.brand_id === null) {
      await recordMessageReceived(tx, brandId, {
        id: stored.id,
        conversationId: mine.conversation_id,
        senderId: me,
        body: stored.body,
        createdAt: stored.created_at,
      });
    }
    return stored;
  });
  if (!row) throw new AppError('NOT_FOUND', 'No such conversation');
  const message = messageOf(em, row, people);
  announceToSeats(
    kit,
    message,
    members.map((m) => ({ userId: m.user_id, hidden: m.user_id !== me && m.hidden_at !== null })),
  );
  return message;
}

/**
 * Who hears of a message in a brand conversation: every other seat that has not put it away. The
 * creator hears it from the brand (never which team member wrote it); the team hears it from the
 * creator, on the brand's behalf.
 */
function brandMessageNotices(mine: MemberRow, members: MemberRow[], me: string, brandName: string, text: string): NotifyInput[] {
  const fromTeam = mine.brand_id !== null;
  return members
    .filter((m) => m.user_id !== me && m.hidden_at === null)
    .map((m) => ({
      userId: m.user_id,
      kind: 'message_received' as const,
      groupKey: `conversation:${mine.conversation_id}`,
      actorId: fromTeam ? null : me,
      subject: brandName,
      body: text,
      url: `/messages/${mine.conversation_id}`,
      reason: m.brand_id ? `you are on the ${brandName} team` : 'you are in this conversation',
    }));
}

/**
 * A brand's API key with CONVERSATIONS WRITE writes in one of its brand's conversations as the
 * brand, never as a person: the message has no sender account, the brand as its author and the
 * key recorded; the creator sees the brand's name, as for a team member's message, and the same
 * rules apply (nobody writes once the creator left; the creator's block or "nobody" stops the
 * brand). Any other conversation does not exist to the key. Its sends count against a limit of
 * their own, per key, shared by every instance.
 */
async function sendKeyMessage(em: EntityManager, kit: MessagingKit, key: ApiKeyActor, conversationId: string, body: string): Promise<MessageView> {
  assertKeyGrant(key, key.brandId, 'CONVERSATIONS', 'WRITE');
  const text = parseMessage(conversationId, body);
  await consumeOrRefuse(kit.sendLimiter, `key:${key.keyId}`, (seconds) => `This key is sending messages too fast. Try again in ${seconds} seconds.`);
  const members = await store.seatRows(em, conversationId);
  const brandId = members[0]?.conversation_brand_id;
  if (brandId !== key.brandId) throw new AppError('NOT_FOUND', 'No such conversation');
  const creatorSeat = members.find((m) => m.brand_id === null);
  if (!creatorSeat) throw new AppError('FORBIDDEN', 'This account no longer exists');
  const [state, people] = await Promise.all([brandConversationState(em, brandId, creatorSeat.user_id), participants(em, [creatorSeat.user_id], [brandId])]);
  const brandName = people.get(brandId)?.displayName ?? 'A brand';
  const allowed = brandPermission(state, true, { creator: people.get(creatorSeat.user_id)?.displayName ?? 'This creator', brand: brandName });
  if (!allowed.allowed) throw new AppError('FORBIDDEN', allowed.reason ?? 'You cannot write here');
  const row = await em.transactional(async (tx) => {
    const stored = await store.storeKeyMessageRow(tx, conversationId, brandId, key.keyId, text);
    // Every seat that has not put it away hears it from the brand, the team's included (no person of theirs wrote it).
    if (stored) {
      await notify(
        tx,
        members
          .filter((m) => m.hidden_at === null)
          .map((m) => ({
            userId: m.user_id,
            kind: 'message_received' as const,
            groupKey: `conversation:${conversationId}`,
            actorId: null,
            subject: brandName,
            body: text,
            url: `/messages/${conversationId}`,
            reason: m.brand_id ? `you are on the ${brandName} team` : 'you are in this conversation',
          })),
      );
    }
    return stored;
  });
  if (!row) throw new AppError('NOT_FOUND', 'No such conversation');
  const message = messageOf(em, row, people);
  announceToSeats(
    kit,
    message,
    members.map((m) => ({ userId: m.user_id, hidden: m.hidden_at !== null })),
  );
  return message;
}

/** Stores a message written for a brand by one of its team (the answer to a request), on the caller's transaction. */
export async function storeBrandMessage(tx: EntityManager, conversationId: string, senderId: string, brandId: string, text: string): Promise<MessageView> {
  const row = await store.storeBrandMessageRow(tx, conversationId, senderId, brandId, text);
  if (!row) throw new AppError('NOT_FOUND', 'No such conversation');
  return messageOf(tx, row, await participants(tx, [senderId], [brandId]));
}

/**
 * The creator's pitch, stored as their first message of the brand conversation an accept opens,
 * so that both sides find what the conversation answers. The team read it in its inbox to
 * answer it: it is not unread to them. On the caller's transaction.
 */
export async function storeCreatorPitch(tx: EntityManager, conversationId: string, creatorId: string, pitch: string): Promise<MessageView> {
  const row = await store.storeBrandMessageRow(tx, conversationId, creatorId, null, pitch);
  if (!row) throw new AppError('NOT_FOUND', 'No such conversation');
  await store.markOthersReadUpTo(tx, conversationId, creatorId, String(row.id));
  return messageOf(tx, row, await participants(tx, [creatorId]));
}

/** The message an event announced, as the subscriber may see it (null when hidden from them since). */
export async function announcedMessage(
  em: EntityManager,
  actor: Actor | null,
  event: { messageId: string; conversationId: string },
): Promise<MessageView | null> {
  const me = assertCan(actor, 'messages:read');
  // Every message of a stream goes through here, one after another per socket: one query for the message and whether the viewer may see it.
  const row = await store.visibleMessageRow(em, me.id, event.messageId, event.conversationId);
  if (!row) return null;
  return messageOf(em, row, await participants(em, [row.sender_id], [row.sender_brand_id]));
}

/** Marks a conversation read up to its latest message, and tells the viewer's other tabs. */
export async function markConversationRead(em: EntityManager, kit: MessagingKit, actor: Actor | null, conversationId: string): Promise<ConversationView> {
  const me = assertCan(actor, 'messages:read');
  const view = await conversation(em, actor, conversationId);
  if (!view) throw new AppError('NOT_FOUND', 'No such conversation');
  await store.markSeatRead(em, conversationId, me.id);
  // Reading the conversation reads what the bell said about it.
  await markGroupRead(em, me.id, `conversation:${conversationId}`);
  kit.pubsub.publish('CONVERSATION_READ', me.id, { conversationId });
  return { ...view, unreadCount: 0 };
}

/** Moves a message request to the inbox: the sender may now always write. */
export async function acceptMessageRequest(em: EntityManager, actor: Actor | null, conversationId: string): Promise<ConversationView> {
  const me = assertCan(actor, 'messages:write');
  const view = await conversation(em, actor, conversationId);
  if (!view) throw new AppError('NOT_FOUND', 'No such conversation');
  await store.acceptSeat(em, conversationId, me.id);
  return { ...view, isRequest: false };
}

/** Removes a message request silently: the sender is not told, and it does not come back. */
export async function declineMessageRequest(em: EntityManager, actor: Actor | null, conversationId: string): Promise<boolean> {
  const me = assertCan(actor, 'messages:write');
  const view = await conversation(em, actor, conversationId);
  if (!view?.isRequest) throw new AppError('NOT_FOUND', 'No such message request');
  await store.hideSeat(em, conversationId, me.id);
  return true;
}
