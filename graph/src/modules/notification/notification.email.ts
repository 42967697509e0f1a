import type { EntityManager } from '@mikro-orm/postgresql';
import { addJob } from '../../platform/jobs.js';
import { assertCan, type Actor } from '../common/authz.js';
import { createMailKit, queueMail, subjectLine, type MailMessage } from '../mail/mail.js';
import { KIND_RULES } from '../../shared/notification-kinds.js';
import { heldUntil, preferencesRow, type PreferencesRow } from './notification-preferences.js';
import { localTime } from './quiet-hours.js';
import { viewsOf, type NotificationView } from './notification.service.js';
import * as store from './notification.storage.js';
import { unsubscribeToken, type UnsubscribeScope } from './unsubscribe-token.js';

/**
 * Notification e-mail. Mail goes only where the app did not already tell: an item is mailed once
 * it has waited unseen for the delay and its owner has not been active since; what arrives inside
 * one wait goes as one mail. Security notices go at once. Quiet hours and a snooze hold mail
 * (never drop it) until they end. Digests list what is still unread, for people away for the period.
 */

export type NotificationKit = {
  /** How long an item waits unseen before it is mailed (NOTIFY_EMAIL_DELAY_SECONDS). */
  emailDelayMs: number;
  digestFrom: string;
  /** APP_SECRET: signs unsubscribe links. */
  secret: string;
  /** An absolute address on the app for a path. */
  link: (path: string) => string;
  /** The List-Id of notification mail, on the app's own host. */
  listId: (list: 'notifications' | 'digest') => string;
};

declare module '../common/context.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleKits {
    notifications: NotificationKit;
  }
}

export function createNotificationKit(config: { emailDelayMs: number; digestFrom: string; secret: string; publicOrigin: string }): NotificationKit {
  const origin = new URL(config.publicOrigin);
  return {
    emailDelayMs: config.emailDelayMs,
    digestFrom: config.digestFrom,
    secret: config.secret,
    // The mail module's own links: absolute, on PUBLIC_ORIGIN, paths only.
    link: createMailKit(config.publicOrigin).link,
    listId: (list) => `SoundBoard ${list} <${list}.${origin.hostname}>`,
  };
}

export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';
const SETTINGS_PATH = '/account/notifications';

/** A timestamp as a raw statement returns it, read with the driver's own date parser. */
const at = (em: EntityManager, value: Date | string | null) => (value === null ? null : value instanceof Date ? value : em.getPlatform().parseDate(value));

/** The one-click unsubscribe headers (RFC 8058) and the List-Id of a mail for `scope`. */
function listHeaders(kit: NotificationKit, userId: string, scope: UnsubscribeScope, list: 'notifications' | 'digest'): Record<string, string> {
  return {
    'List-Unsubscribe': `<${kit.link(`${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(kit.secret, userId, scope)}`)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': kit.listId(list),
  };
}

const itemLines = (kit: NotificationKit, item: NotificationView) =>
  [`• ${item.title}`, ...(item.body ? [`  ${item.body}`] : []), `  ${kit.link(item.url)}`, `  You get this because ${item.reason}.`].join('\n');

/** One mail for the items of one decision: each with its link and its reason, and the ways out. */
export function notificationMail(kit: NotificationKit, to: string, userId: string, items: NotificationView[]): MailMessage {
  const kinds = new Set(items.map((item) => item.kind));
  const required = items.every((item) => KIND_RULES[item.kind].required);
  const scope: UnsubscribeScope = kinds.size === 1 ? [...kinds][0]! : 'all';
  const subject = subjectLine(items.length === 1 ? items[0]!.title : `${items.length} new notifications on SoundBoard`);
  const lines = [
    items.length === 1 ? 'Here is what happened on SoundBoard:' : `${items.length} things happened on SoundBoard:`,
    '',
    ...items.map((item) => itemLines(kit, item)),
    '',
  ];
  if (required) {
    // Security notices cannot be turned off: no unsubscribe link that would do nothing.
    lines.push('This is a security notice about your account; it is always sent.');
    return { to, subject, text: lines.join('\n') };
  }
  lines.push(
    `Choose what we e-mail you: ${kit.link(SETTINGS_PATH)}`,
    `Stop these e-mails: ${kit.link(`${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(kit.secret, userId, scope)}`)}`,
    // One click away from every e-mail, beside the one kind (security notices still go).
    ...(scope === 'all' ? [] : [`Stop every e-mail we can stop: ${kit.link(`${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(kit.secret, userId, 'all')}`)}`]),
  );
  return { to, subject, text: lines.join('\n'), headers: listHeaders(kit, userId, scope, 'notifications') };
}

export type EmailDecision = { sent: number; held: number; dropped: number; next: Date | null };

/**
 * Decides a person's waiting e-mail as of `now`: security notices go; the rest are dropped when
 * seen, read, done or when the person was active after they arrived; sent once they have waited
 * the delay; held while quiet hours or a snooze last. The job comes back when the next item is due
 * or the hold ends. `force` ("deliver now") sends every unread waiting item at once.
 */
export async function decideEmail(em: EntityManager, kit: NotificationKit, userId: string, now: Date, { force = false } = {}): Promise<EmailDecision> {
  return em.transactional(async (tx) => {
    // One decision per person at a time, on every instance: a mail is never sent twice.
    await tx.execute(`select pg_advisory_xact_lock(hashtext('notification-email:' || ?))`, [userId]);
    const [rows, account, prefs] = await Promise.all([store.pendingEmailRows(tx, userId), store.mailAccount(tx, userId), preferencesRow(tx, userId)]);
    if (rows.length === 0) return { sent: 0, held: 0, dropped: 0, next: null };
    if (!account) {
      await store.settleEmail(tx, rows, false);
      return { sent: 0, held: 0, dropped: rows.length, next: null };
    }
    const lastActive = at(tx, account.last_seen_at);
    const drop: store.PendingEmailRow[] = [];
    const due: store.PendingEmailRow[] = [];
    let next: Date | null = null;
    for (const row of rows) {
      const updated = at(tx, row.updated_at)!;
      if (row.required) due.push(row);
      // Held, not dropped: a mail held by quiet hours or a snooze goes when the hold ends, even if
      // its item was seen meanwhile; only taking the item off the list (done) cancels it.
      else if (row.email_held_at !== null) (row.done_at !== null || account.suspended ? drop : due).push(row);
      else if (row.read_at !== null || row.done_at !== null || (row.in_app && row.seen_at !== null) || account.suspended) drop.push(row);
      else if (force) due.push(row);
      else if (lastActive && lastActive > updated) drop.push(row);
      else if (updated.getTime() + kit.emailDelayMs > now.getTime()) {
        const dueAt = new Date(updated.getTime() + kit.emailDelayMs);
        if (!next || dueAt < next) next = dueAt;
      } else due.push(row);
    }
    const hold = force ? null : heldUntil(prefs, now);
    const send = hold ? due.filter((row) => row.required) : due;
    const held = due.length - send.length;
    if (hold && held > 0 && (!next || hold < next)) next = hold;
    await store.settleEmail(tx, drop, false);
    if (hold)
      await store.markHeld(
        tx,
        due.filter((row) => !row.required).map((row) => row.id),
      );
    if (send.length > 0) {
      await queueMail(tx, notificationMail(kit, account.email, userId, await viewsOf(tx, send)));
      await store.settleEmail(tx, send, true);
    }
    if (next) await addJob(tx, 'notification_email', { userId }, { delayMs: Math.max(0, next.getTime() - now.getTime()) });
    return { sent: send.length, held, dropped: drop.length, next };
  });
}

/** What the panel says is held: e-mails waiting for quiet hours or a snooze to end, and when they go. */
export async function heldEmail(em: EntityManager, kit: NotificationKit, userId: string, now: Date): Promise<{ count: number; releaseAt: Date | null }> {
  const prefs = await preferencesRow(em, userId);
  const hold = heldUntil(prefs, now);
  if (!hold) return { count: 0, releaseAt: null };
  const rows = await store.pendingEmailRows(em, userId);
  // Held ones, and the ones that will be when they fall due (unseen, in the app or not).
  const count = rows.filter(
    (row) => !row.required && row.done_at === null && (row.email_held_at !== null || (row.read_at === null && !(row.in_app && row.seen_at !== null))),
  ).length;
  return { count, releaseAt: count > 0 ? hold : null };
}

/** The viewer's held e-mail (heldNotifications): their own account only. */
export function heldNotificationsOf(em: EntityManager, kit: NotificationKit, actor: Actor | null, ownerId: string, now = new Date()) {
  assertCan(actor, 'notifications:read', { ownerId });
  return heldEmail(em, kit, ownerId, now);
}

/** "Deliver now": the viewer's held e-mail goes at once. Answers how many items were mailed. */
export async function deliverHeldNotifications(em: EntityManager, kit: NotificationKit, actor: Actor | null, now = new Date()): Promise<number> {
  const me = assertCan(actor, 'notifications:write');
  return (await decideEmail(em, kit, me.id, now, { force: true })).sent;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Accounts read per statement by the digest run: memory stays flat however many there are. */
export const DIGEST_BATCH = 500;
/** Items listed in one digest; the mail says how many more wait in the app. */
export const DIGEST_ITEMS = 20;

/** Whether a digest is due for these preferences at `now`: their local hour, and Monday for weekly ones. */
export function digestDue(prefs: Pick<PreferencesRow, 'digest_frequency' | 'digest_hour' | 'time_zone'>, now: Date): boolean {
  if (prefs.digest_frequency === 'off') return false;
  const local = localTime(now, prefs.time_zone);
  if (Math.floor(local.minute / 60) !== prefs.digest_hour) return false;
  return prefs.digest_frequency === 'daily' || local.day === 'monday';
}

/** One digest: what is still unread, newest first, from the digest sender, with its own unsubscribe. */
export function digestMail(kit: NotificationKit, to: string, userId: string, items: NotificationView[], total: number, weekly: boolean): MailMessage {
  const period = weekly ? 'week' : 'day';
  const lines = [
    `Your SoundBoard ${weekly ? 'weekly' : 'daily'} digest: ${total} unread ${total === 1 ? 'notification' : 'notifications'} while you were away this ${period}.`,
    '',
    ...items.map((item) => itemLines(kit, item)),
    ...(total > items.length ? ['', `And ${total - items.length} more: ${kit.link('/notifications')}`] : []),
    '',
    `Choose what we e-mail you: ${kit.link(SETTINGS_PATH)}`,
    `Stop digests: ${kit.link(`${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(kit.secret, userId, 'digest')}`)}`,
  ];
  return {
    to,
    from: kit.digestFrom,
    subject: subjectLine(`Your ${weekly ? 'weekly' : 'daily'} SoundBoard digest: ${total} unread`),
    text: lines.join('\n'),
    headers: listHeaders(kit, userId, 'digest', 'digest'),
  };
}

type DigestAccount = {
  user_id: string;
  email: string;
  digest_frequency: 'daily' | 'weekly';
  digest_hour: number;
  time_zone: string;
  last_seen_at: Date | string | null;
};

/**
 * The digests due at `now`: accounts with a digest whose local hour it is (Mondays for weekly
 * ones), away for the whole period (not active for a day, or a week), with unread items no digest
 * listed yet. Accounts are read in batches by key, each batch's mails queued in one transaction,
 * so memory stays flat and a crash repeats at most one batch (the items are marked digested).
 * Answers how many digests were queued.
 */
export async function sendDigests(em: EntityManager, kit: NotificationKit, now: Date): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000';
  let queued = 0;
  for (;;) {
    const accounts = await em.execute<DigestAccount[]>(
      `select p.user_id, u.email, p.digest_frequency, p.digest_hour, p.time_zone, u.last_seen_at
         from notification_preferences p join users u on u.id = p.user_id
        where p.digest_frequency <> 'off' and p.user_id > ? and u.suspended_at is null
        order by p.user_id limit ?`,
      [after, DIGEST_BATCH],
    );
    if (accounts.length === 0) return queued;
    after = accounts.at(-1)!.user_id;
    const due = accounts.filter((account) => {
      const period = (account.digest_frequency === 'weekly' ? 7 : 1) * DAY_MS;
      const active = at(em, account.last_seen_at);
      return digestDue(account, now) && !(active && active.getTime() > now.getTime() - period);
    });
    if (due.length === 0) continue;
    queued += await em.transactional(async (tx) => {
      const rows = await tx.execute<(store.NotificationRow & { total: number })[]>(
        `select * from (
           select n.id, n.user_id, n.kind, n.group_key, n.actor_ids, n.actor_count, n.event_count, n.subject, n.body, n.url, n.reason,
                  n.created_at, n.updated_at, n.seen_at, n.read_at, (extract(epoch from n.updated_at) * 1000000)::bigint::text as updated_key,
                  count(*) over (partition by n.user_id)::int as total,
                  row_number() over (partition by n.user_id order by n.updated_at desc) as place
             from notifications n
            where n.user_id = any(?::uuid[]) and n.in_app and n.read_at is null and n.done_at is null and n.digested_at is null
         ) listed where place <= ?`,
        [`{${due.map((account) => account.user_id).join(',')}}`, DIGEST_ITEMS],
      );
      // Every listed item's actors in one query for the whole batch.
      const views = await viewsOf(tx, rows);
      let sent = 0;
      for (const account of due) {
        const mine = views.filter((_, i) => rows[i]!.user_id === account.user_id);
        if (mine.length === 0) continue;
        const total = rows.find((row) => row.user_id === account.user_id)!.total;
        await queueMail(tx, digestMail(kit, account.email, account.user_id, mine, total, account.digest_frequency === 'weekly'));
        sent += 1;
      }
      await tx.execute(
        `update notifications set digested_at = ? where user_id = any(?::uuid[]) and in_app and read_at is null and done_at is null and digested_at is null`,
        [now, `{${due.map((account) => account.user_id).join(',')}}`],
      );
      return sent;
    });
  }
}
