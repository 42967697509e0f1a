import type { EntityManager } from '@mikro-orm/postgresql';
import { assertCan, type Actor, type UserActor } from '../common/authz.js';
import type { Connection } from '../common/connection.js';
import { pageWindow, toConnection, type PageArgs } from '../common/connection.js';
import { AppError } from '../common/errors.js';
import { NETWORK_LIMITS } from '../../shared/limits.js';
import type { PubSub } from '../common/pubsub.js';
import { consumeOrRefuse, createRateLimiter, MEMORY_RATE_LIMITS, type RateLimiter, type RateLimitStore } from '../common/rate-limit.js';
import { checkLength, isUuid, unstorable } from '../common/validation.js';
import type { PublicCreator } from '../profile/profile.service.js';
import { assertCreatorAccount } from '../user/account-standing.js';
import { peerScore } from './peer-score.js';
import { AudienceField, ConnectionRequestStatus, DmPolicy, REQUEST_COOLDOWN_DAYS, REQUEST_TTL_DAYS } from './network.entities.js';
import { notify, type NotifyInput } from '../notification/notification.service.js';
import * as store from './network.storage.js';
import type { RequestRow } from './network.storage.js';

export { connectionCount } from './network.storage.js';

/**
 * The conversation an accepted request's note opens, which messaging (above this module) keeps:
 * in the accept's transaction, the pair's conversation opens (or comes back) for both, accepted on
 * both sides, with the note as the sender's first message, already read by the one who accepted.
 */
export type ConnectionConversations = {
  openWithNote: (tx: EntityManager, senderId: string, recipientId: string, note: string) => Promise<{ conversationId: string; messageId: string }>;
};

declare module '../common/module.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModulePorts {
    connectionConversations: ConnectionConversations;
  }
}

/** App-wide network state: the per-creator request limit, shared by every instance through the platform's store; the notes' conversations. */
export type NetworkKit = { requestLimiter: RateLimiter; pubsub: PubSub; conversations: ConnectionConversations | null };

declare module '../common/context.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleKits {
    network: NetworkKit;
  }
}

export const createNetworkKit = (
  pubsub: PubSub,
  limits: RateLimitStore = MEMORY_RATE_LIMITS,
  perDay: number = NETWORK_LIMITS.requestsPerDay,
  conversations: ConnectionConversations | null = null,
): NetworkKit => ({
  pubsub,
  requestLimiter: createRateLimiter(limits, { keyPrefix: 'connect', points: perDay, durationSeconds: 24 * 60 * 60 }),
  conversations,
});

/** What an accept leaves to do once committed: the note's message, announced to both tabs' inboxes. */
type Accepted = { conversationId: string; messageId: string; seats: string[] } | null;

/**
 * An accepted request becomes a connection, and the one who asked is told (leading to the
 * conversation when the note opened one). A note opens the pair's conversation with the note as
 * its first message, so that both find what led to the connection in their messages.
 */
async function connect(tx: EntityManager, kit: NetworkKit, request: RequestRow, accepterId: string): Promise<Accepted> {
  await store.answerRequest(tx, request.id, ConnectionRequestStatus.ACCEPTED);
  await store.insertConnection(tx, request.from_id, request.to_id);
  const opened = request.note && kit.conversations ? await kit.conversations.openWithNote(tx, request.from_id, request.to_id, request.note) : null;
  await notify(tx, acceptedNotice(request.from_id, accepterId, opened?.conversationId ?? null));
  return opened ? { ...opened, seats: [request.from_id, request.to_id] } : null;
}

/** After the commit: the note's message reaches every open tab of both (their inboxes and badges follow). */
function announce(kit: NetworkKit, accepted: Accepted): void {
  for (const userId of accepted?.seats ?? []) {
    kit.pubsub.publish('MESSAGE_ADDED', userId, { messageId: accepted!.messageId, conversationId: accepted!.conversationId });
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

function checkUsername(username: string): string {
  checkLength('username', username, NETWORK_LIMITS.username);
  return username.trim().toLowerCase();
}

/**
 * Another creator as the viewer may see them: null when unknown, not a creator, or blocked either
 * way (a visitor sees every creator).
 */
function visibleCreator(em: EntityManager, viewerId: string | null, username: string): Promise<PublicCreator | null> {
  return store.creatorByUsername(em, viewerId, checkUsername(username));
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
  const creators = await store.creatorsByUserIds(em, [...new Set(views.flatMap((v) => [v.fromId, v.toId]))]);
  return views.map((v) => ({ ...v, from: creators.get(v.fromId), to: creators.get(v.toId) }));
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

  let accepted: Accepted = null;
  const view = await em.transactional(async (tx) => {
    await store.lockPair(tx, me.id, other.userId);
    if (await store.areConnected(tx, me.id, other.userId))
      throw new AppError('BAD_USER_INPUT', `You are already connected with ${other.artistName ?? other.username}`, { username: 'Already connected' });
    // Requests past their 30 days stop being pending, so that the pair may ask again.
    await store.expireRequestsBetween(tx, me.id, other.userId);
    const open = await store.recentRequestsBetween(tx, me.id, other.userId, REQUEST_COOLDOWN_DAYS);
    const pending = open.find((r) => r.status === ConnectionRequestStatus.PENDING);
    if (pending && pending.from_id === other.userId) {
      // They asked first: asking back is a yes.
      accepted = await connect(tx, kit, pending, me.id);
      return viewOf(tx, { ...pending, status: ConnectionRequestStatus.ACCEPTED }, me.id);
    }
    if (pending) return viewOf(tx, pending, me.id);
    const recent = open[0];
    if (recent) {
      const mine = recent.from_id === me.id;
      // The sender's own declined request still looks pending to them (and is returned as such while it lasts).
      if (
        mine &&
        recent.status === ConnectionRequestStatus.DECLINED &&
        !recent.withdrawn_at &&
        viewOf(tx, recent, me.id).status === ConnectionRequestStatus.PENDING
      ) {
        return viewOf(tx, recent, me.id);
      }
      const created = recent.created_at instanceof Date ? recent.created_at : tx.getPlatform().parseDate(recent.created_at);
      const until = new Date(created.getTime() + REQUEST_COOLDOWN_DAYS * DAY_MS).toISOString().slice(0, 10);
      throw new AppError(
        'BAD_USER_INPUT',
        mine ? `You asked recently: you can send a new request on ${until}.` : `You answered their request recently: you can send one on ${until}.`,
        { username: `Wait until ${until}` },
      );
    }
    await consumeOrRefuse(
      kit.requestLimiter,
      me.id,
      (seconds) => `You have sent the most requests a day allows. Try again in ${Math.ceil(seconds / 3600)} hours.`,
    );
    const request = await store.insertRequest(tx, me.id, other.userId, text, REQUEST_TTL_DAYS);
    await notify(tx, {
      userId: other.userId,
      kind: 'connection_requested',
      actorId: me.id,
      body: text,
      url: '/network',
      reason: 'they asked to connect with you',
    });
    return viewOf(tx, request, me.id);
  });
  announce(kit, accepted);
  const [full] = await withCreators(em, [view]);
  return full!;
}

/** What the one who asked is told when the other says yes (by accepting, or by asking back): it leads to the note's conversation when there is one. */
const acceptedNotice = (askerId: string, accepterId: string, conversationId: string | null): NotifyInput => ({
  userId: askerId,
  kind: 'connection_accepted',
  actorId: accepterId,
  url: conversationId ? `/messages/${conversationId}` : '/network',
  reason: 'you asked to connect',
});

export enum ConnectionResponse {
  ACCEPT = 'ACCEPT',
  DECLINE = 'DECLINE',
  DECLINE_AND_BLOCK = 'DECLINE_AND_BLOCK',
}

async function requestFor(tx: EntityManager, me: UserActor, id: string, side: 'to' | 'from'): Promise<RequestRow> {
  if (!isUuid(id)) throw new AppError('BAD_USER_INPUT', 'Invalid request id', { id: 'Not a request id' });
  const row = await store.lockRequest(tx, id, me.id, side);
  // Someone else's request is as good as none: ids cannot be probed.
  if (!row) throw new AppError('NOT_FOUND', 'No such request');
  return row;
}

/** The recipient answers: accept (they connect), decline (the sender is not told), or decline and block. */
export async function respondToConnectionRequest(
  em: EntityManager,
  kit: NetworkKit,
  actor: Actor | null,
  id: string,
  action: ConnectionResponse,
): Promise<ConnectionRequestView> {
  const me = assertCan(actor, 'network:act');
  let accepted: Accepted = null;
  const view = await em.transactional(async (tx) => {
    const row = await requestFor(tx, me, id, 'to');
    if (viewOf(tx, row, me.id).status !== ConnectionRequestStatus.PENDING)
      throw new AppError('BAD_USER_INPUT', 'This request is no longer pending', { id: 'Already answered, withdrawn or expired' });
    const status = action === ConnectionResponse.ACCEPT ? ConnectionRequestStatus.ACCEPTED : ConnectionRequestStatus.DECLINED;
    // A decline is never told: the sender's request just stays unanswered to them.
    if (status === ConnectionRequestStatus.ACCEPTED) accepted = await connect(tx, kit, row, me.id);
    else await store.answerRequest(tx, id, status);
    if (action === ConnectionResponse.DECLINE_AND_BLOCK) await block(tx, me.id, row.from_id);
    return viewOf(tx, { ...row, status }, me.id);
  });
  announce(kit, accepted);
  const [full] = await withCreators(em, [view]);
  return full!;
}

/**
 * The sender takes a pending request back. Withdrawing it again answers it as it is (a second
 * click, a retry after a lost answer); only its sender may: to anyone else it does not exist.
 */
export async function withdrawConnectionRequest(em: EntityManager, actor: Actor | null, id: string): Promise<ConnectionRequestView> {
  const me = assertCan(actor, 'network:act');
  const view = await em.transactional(async (tx) => {
    const row = await requestFor(tx, me, id, 'from');
    const current = viewOf(tx, row, me.id);
    if (current.status === ConnectionRequestStatus.WITHDRAWN) return current;
    if (current.status !== ConnectionRequestStatus.PENDING)
      throw new AppError('BAD_USER_INPUT', 'This request is no longer pending', { id: 'Already answered, withdrawn or expired' });
    if (row.status === ConnectionRequestStatus.DECLINED) {
      // Declined unknown to the sender: it stays declined (the cooldown holds), and shows as withdrawn to them.
      await store.withdrawRequest(tx, id, { keepStatus: true });
      return viewOf(tx, { ...row, withdrawn_at: new Date() }, me.id);
    }
    await store.withdrawRequest(tx, id, { keepStatus: false });
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
  if (await store.isBrandAccount(em, username))
    throw new AppError('BAD_USER_INPUT', 'This is a brand account; block the brand instead.', { username: 'A brand account' });
}

/** Ends a connection; true when there was one. */
export async function removeConnection(em: EntityManager, actor: Actor | null, username: string): Promise<boolean> {
  const me = assertCan(actor, 'network:act');
  const other = await visibleCreator(em, me.id, username);
  if (!other) {
    await refuseBrandAccount(em, checkUsername(username));
    throw new AppError('NOT_FOUND', 'No such creator');
  }
  return store.deleteConnection(em, me.id, other.userId);
}

/** A block ends the pair's connection, and pending requests between them go, either way. */
async function block(tx: EntityManager, blocker: string, blocked: string): Promise<void> {
  await store.insertBlock(tx, blocker, blocked);
  await store.deleteConnection(tx, blocker, blocked);
  await store.withdrawPendingBetween(tx, blocker, blocked);
}

/** Blocks a creator: both disappear from each other's network; true when the block is new. */
export async function blockUser(em: EntityManager, actor: Actor | null, username: string): Promise<boolean> {
  const me = assertCan(actor, 'network:act');
  const name = checkUsername(username);
  const otherId = await store.creatorIdByUsername(em, name);
  if (!otherId) {
    await refuseBrandAccount(em, name);
    throw new AppError('NOT_FOUND', 'No such creator');
  }
  if (otherId === me.id) throw new AppError('BAD_USER_INPUT', 'You cannot block yourself', { username: 'That is you' });
  return em.transactional(async (tx) => {
    const existing = await store.hasBlocked(tx, me.id, otherId);
    await block(tx, me.id, otherId);
    return !existing;
  });
}

/** Lifts one's own block; true when there was one. */
export async function unblockUser(em: EntityManager, actor: Actor | null, username: string): Promise<boolean> {
  const me = assertCan(actor, 'network:act');
  const name = checkUsername(username);
  return store.deleteBlockOf(em, me.id, name);
}

/** The creators one has blocked (the settings page lists them). */
export async function blockedCreatorsOf(em: EntityManager, actor: Actor | null, ownerId: string): Promise<PublicCreator[]> {
  assertCan(actor, 'network:read', { ownerId });
  return store.blockedCreators(em, ownerId);
}

/** One's connections, the newest first, leaving out anyone blocked since. */
export async function connectionsOf(em: EntityManager, actor: Actor | null, ownerId: string, page: PageArgs): Promise<Connection<PublicCreator>> {
  assertCan(actor, 'network:read', { ownerId });
  const { offset, limit } = pageWindow(page);
  const [creators, total] = await store.connectionsPage(em, ownerId, limit, offset);
  return toConnection(creators, total, offset);
}

export enum RequestDirection {
  INCOMING = 'INCOMING',
  OUTGOING = 'OUTGOING',
}

/** Pending requests to or from the account, the newest first (a sender's declined ones among them, as pending). */
export async function connectionRequestsOf(
  em: EntityManager,
  actor: Actor | null,
  ownerId: string,
  direction: RequestDirection,
): Promise<ConnectionRequestView[]> {
  assertCan(actor, 'network:read', { ownerId });
  const rows = direction === RequestDirection.INCOMING ? await store.incomingRequests(em, ownerId) : await store.outgoingRequests(em, ownerId);
  return withCreators(
    em,
    rows.map((row) => viewOf(em, row, ownerId)),
  );
}

/** How many pending requests wait for the account's answer (the navigation's badge). */
export async function pendingIncomingCount(em: EntityManager, actor: Actor | null, ownerId: string): Promise<number> {
  assertCan(actor, 'network:read', { ownerId });
  return store.incomingRequestCount(em, ownerId);
}

/**
 * The creators both the viewer and another creator are connected with (a creator page's "3 mutual
 * connections", and the suggestions'). Mutual is the signed-in viewer's word: a visitor, an API key,
 * a brand account (never connected) and the creator on their own page get none, as does a viewer in
 * a block with the creator. `first` (0 to the limit) bounds the names; the count is of all of them.
 */
export async function mutualConnectionsWith(em: EntityManager, actor: Actor | null, otherUserId: string, first: number): Promise<Connection<PublicCreator>> {
  const max = NETWORK_LIMITS.mutualConnections;
  if (!Number.isInteger(first) || first < 0 || first > max)
    throw new AppError('BAD_USER_INPUT', `first must be from 0 to ${max}`, { first: `from 0 to ${max}` });
  if (actor?.kind !== 'user' || actor.id === otherUserId) return toConnection([], 0, 0);
  const [creators, total] = await store.mutualConnectionsPage(em, actor.id, otherUserId, Math.max(first, 1));
  return toConnection(creators.slice(0, first), total, 0);
}

/** How the viewer stands with a creator, for the buttons of a creator page. */
export type Relationship = 'SELF' | 'NONE' | 'CONNECTED' | 'REQUEST_SENT' | 'REQUEST_RECEIVED';

export async function relationshipWith(
  em: EntityManager,
  actor: Actor | null,
  otherUserId: string,
): Promise<{ state: Relationship; requestId: string | null }> {
  if (actor?.kind !== 'user') return { state: 'NONE', requestId: null };
  if (actor.id === otherUserId) return { state: 'SELF', requestId: null };
  if (await store.areConnected(em, actor.id, otherUserId)) return { state: 'CONNECTED', requestId: null };
  const row = await store.latestOpenRequestBetween(em, actor.id, otherUserId);
  if (!row) return { state: 'NONE', requestId: null };
  const view = viewOf(em, row, actor.id);
  if (view.status !== ConnectionRequestStatus.PENDING) return { state: 'NONE', requestId: null };
  return { state: row.from_id === actor.id ? 'REQUEST_SENT' : 'REQUEST_RECEIVED', requestId: row.id };
}

/** A creator's privacy choices, as they read them back. */
export type PrivacySettingsView = { dmPolicy: DmPolicy; shareWithConnectedBrands: boolean; sharedAudienceFields: AudienceField[] };

/** The account's privacy settings (defaults when never set). */
export async function privacySettingsOf(em: EntityManager, actor: Actor | null, ownerId: string): Promise<PrivacySettingsView> {
  assertCan(actor, 'network:read', { ownerId });
  // Never set: connections only may message, and no brand counts the creator in its audience.
  const row = await store.privacySettingsRow(em, ownerId);
  return row ?? { dmPolicy: DmPolicy.CONNECTIONS, shareWithConnectedBrands: false, sharedAudienceFields: [] };
}

export type PrivacySettingsPatch = {
  dmPolicy?: DmPolicy | null;
  shareWithConnectedBrands?: boolean | null;
  sharedAudienceFields?: readonly AudienceField[] | null;
};

/**
 * Saves what the input names and leaves the rest. The shared fields are a list of at most the
 * three fields there are, each known, repeats dropped, checked before any SQL; an empty list
 * shares none. Turning sharing off keeps the fields chosen, so that turning it on again restores them.
 */
export async function updatePrivacySettings(em: EntityManager, actor: Actor | null, input: PrivacySettingsPatch): Promise<PrivacySettingsView> {
  const me = assertCan(actor, 'network:act');
  const known = Object.values(AudienceField);
  const fields = input.sharedAudienceFields;
  if (fields && (fields.length > known.length || fields.some((field) => !known.includes(field)))) {
    throw new AppError('BAD_USER_INPUT', `sharedAudienceFields takes at most ${known.length} of ${known.join(', ')}`, {
      sharedAudienceFields: `At most ${known.length} of ${known.join(', ')}`,
    });
  }
  const patch = {
    ...(input.dmPolicy ? { dmPolicy: input.dmPolicy } : {}),
    ...(typeof input.shareWithConnectedBrands === 'boolean' ? { shareWithConnectedBrands: input.shareWithConnectedBrands } : {}),
    ...(fields ? { sharedAudienceFields: known.filter((field) => fields.includes(field)) } : {}),
  };
  if (Object.keys(patch).length > 0) await store.savePrivacySettings(em, me.id, patch);
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
  const self = await store.creatorById(em, me.id);
  if (!self) return [];
  return (await store.suggestionCandidates(em, me.id, SUGGESTION_CANDIDATES))
    .map((creator) => ({ creator, ...peerScore(self, creator) }))
    .filter((suggestion) => suggestion.score > 0)
    .sort((a, b) => b.score - a.score || a.creator.username.localeCompare(b.creator.username))
    .slice(0, first);
}
