import type { EntityManager } from '@mikro-orm/postgresql';
import { assertCan, type Actor } from '../common/authz.js';
import { AppError } from '../common/errors.js';
import { isUuid } from '../common/validation.js';
import { addJob } from '../../platform/jobs.js';
import { FILTER_LIMITS, NOTIFICATION_LIMITS } from '../../shared/limits.js';
import { actorPhrase, KIND_RULES, type NotificationKindKey } from '../../shared/notification-kinds.js';
import * as store from './notification.storage.js';

/**
 * Notifications: recorded in the transaction of the action that caused them, delivered after it
 * commits. Each person reads, marks and clears only their own.
 */

/** One event for one recipient, as the action that caused it describes it. */
export type NotifyInput = {
  userId: string;
  kind: NotificationKindKey;
  /** What events gather on while unread (a conversation, a brief); the kind itself by default. */
  groupKey?: string;
  /** The account that did it, if one did. */
  actorId?: string | null;
  /** Events this one stands for (new matches after a recompute: their number); 1 by default. */
  events?: number;
  subject?: string | null;
  body?: string | null;
  url: string;
  reason: string;
};

const cut = (text: string | null | undefined, max: number): string | null => {
  if (text == null) return null;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

/**
 * Records notifications inside the caller's transaction and queues their delivery (the live push)
 * on it, so that they exist exactly when the action does and nothing is pushed for an action that
 * rolled back. Nobody is told of their own action.
 */
export async function notify(tx: EntityManager, inputs: NotifyInput | NotifyInput[]): Promise<void> {
  const items = (Array.isArray(inputs) ? inputs : [inputs])
    .filter((input) => input.userId !== input.actorId)
    .map((input) => ({
      userId: input.userId,
      kind: input.kind,
      groupKey: input.groupKey ?? input.kind,
      actorId: input.actorId ?? null,
      events: input.events ?? 1,
      subject: cut(input.subject, NOTIFICATION_LIMITS.subject),
      body: cut(input.body, NOTIFICATION_LIMITS.body),
      url: input.url,
      reason: input.reason,
      inAppDefault: KIND_RULES[input.kind].inApp,
      emailDefault: KIND_RULES[input.kind].email,
      required: KIND_RULES[input.kind].required,
    }));
  if (items.length === 0) return;
  if (!tx.isInTransaction()) throw new Error('notify() must run inside the transaction of the action it tells about');
  const written = await store.upsertNotifications(tx, items);
  const shown = written.filter((row) => row.in_app).map((row) => row.id);
  if (shown.length > 0) await addJob(tx, 'deliver_notifications', { ids: shown });
  // E-mail is decided by its own job per recipient: at once for a security notice, otherwise
  // once the item has waited unseen for the delay (the job learns it, and comes back then).
  for (const userId of new Set(written.filter((row) => row.email_pending).map((row) => row.user_id))) {
    const urgent = written.some((row) => row.user_id === userId && row.email_pending && row.required);
    await addJob(tx, 'notification_email', { userId }, urgent ? { jobKey: `notification_email:${userId}:now` } : {});
  }
}

/** A notification as the API shows it. */
export type NotificationView = {
  id: string;
  kind: NotificationKindKey;
  reason: string;
  title: string;
  body: string | null;
  url: string;
  actors: { username: string; displayName: string }[];
  actorCount: number;
  createdAt: Date;
  updatedAt: Date;
  seenAt: Date | null;
  readAt: Date | null;
};

const quoted = (subject: string | null) => (subject ? `“${subject}”` : 'your brief');

/** The title of an item in words, from its kind, the actors' names, the events gathered and its subject. */
export function titleOf(kind: NotificationKindKey, who: string, events: number, subject: string | null): string {
  switch (kind) {
    case 'connection_requested':
      return `${who} asked to connect`;
    case 'connection_accepted':
      return `${who} accepted your connection request`;
    case 'message_received':
      return events > 1 ? `${events} new messages from ${who}` : `New message from ${who}`;
    case 'message_request_received':
      return `${who} sent you a message request`;
    case 'brand_request_received':
      return `${who} asked ${subject ?? 'your brand'} to connect`;
    case 'brand_request_answered':
      return `${subject ?? 'A brand'} answered your request`;
    case 'application_received':
      return `${who} applied to ${quoted(subject)}`;
    case 'application_viewed':
      return `Your application to ${quoted(subject)} was opened`;
    case 'application_shortlisted':
      return `You are shortlisted for ${quoted(subject)}`;
    case 'application_hired':
      return `You are hired for ${quoted(subject)}`;
    case 'application_declined':
      return `Your application to ${quoted(subject)} was declined`;
    case 'application_closed_no_decision':
      return `${quoted(subject)} closed without a decision on your application`;
    case 'brief_expiring':
      return `${quoted(subject)} closes in 5 days`;
    case 'brief_fits_you':
      return events > 1 ? `${events} new briefs fit you` : `A new brief fits you: ${quoted(subject)}`;
    case 'new_strong_matches':
      return events === 1 ? 'You have a new strong match' : `You have ${events} new strong matches`;
    case 'report_outcome':
      return `Your report about ${subject ?? 'an account'} was reviewed`;
    case 'brand_verified':
      return `${subject ?? 'Your brand'} is verified`;
    case 'brand_claim_decided':
      return `A decision on your claim to ${subject ?? 'a brand'}`;
    case 'webhook_endpoint_disabled':
      return `A webhook endpoint of ${subject ?? 'your brand'} was turned off`;
    case 'password_changed':
      return 'Your password was changed';
    case 'email_changed':
      return 'Your e-mail address was changed';
    case 'new_sign_in':
      return 'New sign-in to your account';
    case 'account_deletion_requested':
      return 'Your account is set to be deleted';
  }
}

/** Items as the API shows them, their actors' names read in one query. */
export async function viewsOf(em: EntityManager, rows: store.NotificationRow[]): Promise<NotificationView[]> {
  const names = await store.actorNames(em, [...new Set(rows.flatMap((row) => row.actor_ids))]);
  return rows.map((row) => {
    const actors = row.actor_ids.flatMap((id) => names.get(id) ?? []);
    // Accounts gone since are no longer counted or named.
    const actorCount = Math.max(actors.length, row.actor_count - (row.actor_ids.length - actors.length));
    const kind = row.kind as NotificationKindKey;
    return {
      id: row.id,
      kind,
      reason: row.reason,
      // Without an account behind it (a brand wrote, as the brand), the subject says who.
      title: titleOf(
        kind,
        actorCount === 0 && row.subject
          ? row.subject
          : actorPhrase(
              actors.map((actor) => actor.displayName),
              actorCount,
            ),
        row.event_count,
        row.subject,
      ),
      body: row.body,
      url: row.url,
      actors,
      actorCount,
      createdAt: toDate(em, row.created_at),
      updatedAt: toDate(em, row.updated_at),
      seenAt: toDateOrNull(em, row.seen_at),
      readAt: toDateOrNull(em, row.read_at),
    };
  });
}

/** A page's cursor: the item's time in microseconds and its id without dashes ("1795960314168123.0f2c…"), 49 characters. */
const encodeKey = (row: { updated_key: string; id: string }) => `${row.updated_key}.${row.id.replaceAll('-', '')}`;

function decodeKey(cursor: string): store.NotificationKey {
  const match = cursor.length <= FILTER_LIMITS.cursor ? /^(\d{1,17})\.([0-9a-f]{32})$/.exec(cursor) : null;
  if (!match) throw new AppError('BAD_USER_INPUT', 'Invalid cursor', { after: 'Use an endCursor returned by this field' });
  const hex = match[2]!;
  return { updatedKey: match[1]!, id: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` };
}

const toDate = (em: EntityManager, value: Date | string) => (value instanceof Date ? value : em.getPlatform().parseDate(value));
const toDateOrNull = (em: EntityManager, value: Date | string | null) => (value === null ? null : toDate(em, value));

export type NotificationPage = {
  edges: { cursor: string; node: NotificationView }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
};

/**
 * A page of the account's items that are not done, the latest event first. Pages follow a key,
 * not an offset: an item that gathers a new event moves to the top without shifting the next page.
 */
export async function notificationsOf(
  em: EntityManager,
  actor: Actor | null,
  ownerId: string,
  args: { first?: number | null; after?: string | null; unreadOnly?: boolean | null },
): Promise<NotificationPage> {
  assertCan(actor, 'notifications:read', { ownerId });
  const first = args.first ?? 20;
  if (!Number.isInteger(first) || first < 1 || first > NOTIFICATION_LIMITS.page) {
    throw new AppError('BAD_USER_INPUT', `first must be from 1 to ${NOTIFICATION_LIMITS.page}`, { first: `from 1 to ${NOTIFICATION_LIMITS.page}` });
  }
  const after = args.after ? decodeKey(args.after) : null;
  const unreadOnly = args.unreadOnly === true;
  const [rows, totalCount] = await Promise.all([
    store.notificationPage(em, ownerId, unreadOnly, after, first),
    store.notificationTotal(em, ownerId, unreadOnly),
  ]);
  const views = await viewsOf(em, rows.slice(0, first));
  const edges = views.map((node, i) => ({ cursor: encodeKey(rows[i]!), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > first,
      hasPreviousPage: after !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount,
  };
}

/** The badge: the account's items not yet seen. */
export function unseenNotificationCount(em: EntityManager, actor: Actor | null, ownerId: string): Promise<number> {
  assertCan(actor, 'notifications:read', { ownerId });
  return store.unseenCount(em, ownerId);
}

/** The panel opened: every item is seen, and the badge clears. Answers how many were unseen. */
export function markNotificationsSeen(em: EntityManager, actor: Actor | null): Promise<number> {
  const me = assertCan(actor, 'notifications:write');
  return store.markAllSeen(em, me.id);
}

const checkId = (id: string) => {
  if (!isUuid(id)) throw new AppError('BAD_USER_INPUT', 'Invalid notification id', { id: 'Not a notification id' });
};

/** One item read (clicked): answers it. Another account's item is NOT_FOUND, like one that does not exist. */
export async function markNotificationRead(em: EntityManager, actor: Actor | null, id: string): Promise<NotificationView> {
  const me = assertCan(actor, 'notifications:write');
  checkId(id);
  const row = await store.markRead(em, me.id, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such notification');
  const [view] = await viewsOf(em, [row]);
  return view!;
}

/** Every item read; answers how many were unread. */
export function markAllNotificationsRead(em: EntityManager, actor: Actor | null): Promise<number> {
  const me = assertCan(actor, 'notifications:write');
  return store.markAllRead(em, me.id);
}

/** One item done: off the list for good (a later event starts a new one). */
export async function markNotificationDone(em: EntityManager, actor: Actor | null, id: string): Promise<boolean> {
  const me = assertCan(actor, 'notifications:write');
  checkId(id);
  if (!(await store.markDone(em, me.id, id))) throw new AppError('NOT_FOUND', 'No such notification');
  return true;
}

/** One of the viewer's items, for a live event; null when it is gone (done since) or not theirs. */
export async function announcedNotification(em: EntityManager, actor: Actor | null, id: string): Promise<NotificationView | null> {
  const me = assertCan(actor, 'notifications:read');
  const row = await store.notificationRow(em, me.id, id);
  if (!row) return null;
  const [view] = await viewsOf(em, [row]);
  return view ?? null;
}

/**
 * What the person already saw elsewhere stops waiting in the bell: reading a conversation reads its
 * item. Runs for the account itself, in the action that showed it.
 */
export function markGroupRead(em: EntityManager, userId: string, groupKey: string): Promise<number> {
  return store.markGroupRead(em, userId, groupKey);
}

/** Whether a kind is one people cannot turn off (security events). */
export const isRequired = (kind: NotificationKindKey) => KIND_RULES[kind].required;
