import type { EntityManager } from '@mikro-orm/postgresql';
import { NOTIFICATION_LIMITS } from '../../shared/limits.js';
import { uuidArray } from '../common/sql.js';

/** A notification as stored, in the columns the services read. */
export type NotificationRow = {
  id: string;
  user_id: string;
  kind: string;
  group_key: string;
  actor_ids: string[];
  actor_count: number;
  event_count: number;
  subject: string | null;
  body: string | null;
  url: string;
  reason: string;
  created_at: Date | string;
  updated_at: Date | string;
  seen_at: Date | string | null;
  read_at: Date | string | null;
  /** updated_at in microseconds since 1970 (exact: PostgreSQL's epoch is numeric): what a page's cursor holds. */
  updated_key: string;
};

/** A PostgreSQL array literal of the well-formed ids among `ids` (the driver would spread a JS array into a list). */

const COLUMNS = `n.id, n.user_id, n.kind, n.group_key, n.actor_ids, n.actor_count, n.event_count, n.subject, n.body, n.url, n.reason,
  n.created_at, n.updated_at, n.seen_at, n.read_at, (extract(epoch from n.updated_at) * 1000000)::bigint::text as updated_key`;

export type NewNotification = {
  userId: string;
  kind: string;
  groupKey: string;
  actorId: string | null;
  events: number;
  subject: string | null;
  body: string | null;
  url: string;
  reason: string;
  /** The kind's defaults, for recipients who chose nothing; required kinds go both ways whatever was chosen. */
  inAppDefault: boolean;
  emailDefault: boolean;
  required: boolean;
};

/** What a write did for one recipient: whether it shows in the app, and whether an e-mail now waits. */
export type WrittenNotification = { id: string; user_id: string; in_app: boolean; email_pending: boolean; required: boolean };

/**
 * Records notifications in one statement: each starts a new item, or lands on the recipient's
 * open item (unread, not done) of the same kind and group. There the actor moves to the front (once),
 * the distinct actors and the events add up, the latest subject, line and link win, and the item is
 * unseen again. Answers the ids written, one per input, in order.
 */
export async function upsertNotifications(em: EntityManager, items: NewNotification[]): Promise<WrittenNotification[]> {
  if (items.length === 0) return [];
  return em.execute<WrittenNotification[]>(
    `with input as (
       select * from jsonb_to_recordset(?::jsonb) as i(ord int, user_id uuid, kind text, group_key text, actor_id text, events int,
         subject text, body text, url text, reason text, in_app_default boolean, email_default boolean, required boolean)
     ),
     chosen as (
       -- Each recipient's own choice for the kind, over its default; required kinds always both ways.
       select i.*, i.required or coalesce((p.kinds -> i.kind ->> 'inApp')::boolean, i.in_app_default) as in_app,
              i.required or coalesce((p.kinds -> i.kind ->> 'email')::boolean, i.email_default) as email
         from input i left join notification_preferences p on p.user_id = i.user_id
     ),
     written as (
       insert into notifications as n (id, user_id, kind, group_key, actor_ids, actor_count, event_count, subject, body, url, reason, in_app, email_pending, required)
       select gen_random_uuid(), user_id, kind, group_key,
              case when actor_id is null then '{}'::text[] else array[actor_id] end,
              case when actor_id is null then 0 else 1 end, events, subject, body, url, reason, in_app, email, required
         from chosen order by ord
       on conflict (user_id, kind, group_key) where read_at is null and done_at is null do update set
         actor_ids = case when excluded.actor_ids = '{}' then n.actor_ids
                          else (excluded.actor_ids || array_remove(n.actor_ids, excluded.actor_ids[1]))[1:${NOTIFICATION_LIMITS.actorsKept}] end,
         actor_count = n.actor_count + case when excluded.actor_ids = '{}' or excluded.actor_ids[1] = any(n.actor_ids) then 0 else 1 end,
         event_count = n.event_count + excluded.event_count,
         subject = coalesce(excluded.subject, n.subject),
         body = excluded.body,
         url = excluded.url,
         reason = excluded.reason,
         in_app = excluded.in_app,
         email_pending = n.email_pending or excluded.email_pending,
         updated_at = now(),
         seen_at = null
       returning n.id, n.user_id, n.kind, n.group_key, n.in_app, n.email_pending, n.required
     )
     select w.id, w.user_id, w.in_app, w.email_pending, w.required from written w join input i using (user_id, kind, group_key) order by i.ord`,
    [
      JSON.stringify(
        items.map((item, ord) => ({
          ord,
          user_id: item.userId,
          kind: item.kind,
          group_key: item.groupKey,
          actor_id: item.actorId,
          events: item.events,
          subject: item.subject,
          body: item.body,
          url: item.url,
          reason: item.reason,
          in_app_default: item.inAppDefault,
          email_default: item.emailDefault,
          required: item.required,
        })),
      ),
    ],
  );
}

/** Where a page of the list starts: after the item with this time and id (the list is newest first). */
export type NotificationKey = { updatedKey: string; id: string };

/** A page of a person's items that are not done, the latest event first; `limit` + 1 to learn whether more follow. */
export function notificationPage(
  em: EntityManager,
  userId: string,
  unreadOnly: boolean,
  after: NotificationKey | null,
  limit: number,
): Promise<NotificationRow[]> {
  return em.execute<NotificationRow[]>(
    `select ${COLUMNS} from notifications n
      where n.user_id = ? and n.in_app and n.done_at is null ${unreadOnly ? 'and n.read_at is null' : ''}
        ${after ? `and (n.updated_at, n.id) < ('epoch'::timestamptz + ?::bigint * interval '1 microsecond', ?::uuid)` : ''}
      order by n.updated_at desc, n.id desc limit ?`,
    after ? [userId, after.updatedKey, after.id, limit + 1] : [userId, limit + 1],
  );
}

/** Items of a person's list, unread ones only when asked. */
export async function notificationTotal(em: EntityManager, userId: string, unreadOnly: boolean): Promise<number> {
  const [row] = await em.execute<{ n: number }[]>(
    `select count(*)::int as n from notifications n where n.user_id = ? and n.in_app and n.done_at is null ${unreadOnly ? 'and n.read_at is null' : ''}`,
    [userId],
  );
  return row?.n ?? 0;
}

/** One item by id, the recipient's own only. */
export async function notificationRow(em: EntityManager, userId: string, id: string): Promise<NotificationRow | null> {
  const [row] = await em.execute<NotificationRow[]>(`select ${COLUMNS} from notifications n where n.id = ? and n.user_id = ? and n.done_at is null`, [
    id,
    userId,
  ]);
  return row ?? null;
}

/** Items by id, whoever they belong to (the delivery job). */
export function notificationRows(em: EntityManager, ids: string[]): Promise<NotificationRow[]> {
  return em.execute<NotificationRow[]>(`select ${COLUMNS} from notifications n where n.id = any(?::uuid[]) and n.done_at is null`, [uuidArray(ids)]);
}

/** What the badge shows: items not yet seen and not done. */
export async function unseenCount(em: EntityManager, userId: string): Promise<number> {
  const [row] = await em.execute<{ n: number }[]>(
    `select count(*)::int as n from notifications n where n.user_id = ? and n.in_app and n.seen_at is null and n.done_at is null`,
    [userId],
  );
  return row?.n ?? 0;
}

/** Marks every unseen item seen (the panel opened); answers how many. */
export async function markAllSeen(em: EntityManager, userId: string): Promise<number> {
  const rows = await em.execute<{ id: string }[]>(
    `update notifications set seen_at = now() where user_id = ? and seen_at is null and done_at is null returning id`,
    [userId],
  );
  return rows.length;
}

/** Marks one item read (and seen); answers it, or null when it is not the recipient's or is done. */
export async function markRead(em: EntityManager, userId: string, id: string): Promise<NotificationRow | null> {
  const [row] = await em.execute<NotificationRow[]>(
    `update notifications n set read_at = coalesce(n.read_at, now()), seen_at = coalesce(n.seen_at, now())
      where n.id = ? and n.user_id = ? and n.done_at is null returning ${COLUMNS}`,
    [id, userId],
  );
  return row ?? null;
}

/** Marks every unread item read (and seen); answers how many. */
export async function markAllRead(em: EntityManager, userId: string): Promise<number> {
  const rows = await em.execute<{ id: string }[]>(
    `update notifications set read_at = now(), seen_at = coalesce(seen_at, now()) where user_id = ? and read_at is null and done_at is null returning id`,
    [userId],
  );
  return rows.length;
}

/** Takes one item off the list (done, read with it); answers whether it was there. */
export async function markDone(em: EntityManager, userId: string, id: string): Promise<boolean> {
  const rows = await em.execute<{ id: string }[]>(
    `update notifications set done_at = now(), read_at = coalesce(read_at, now()), seen_at = coalesce(seen_at, now())
      where id = ? and user_id = ? and done_at is null returning id`,
    [id, userId],
  );
  return rows.length > 0;
}

/**
 * The public names of the accounts behind items: the username and the name a public profile
 * shows (the profile's stage name, else the account's, else the first name, else the username). Accounts that are gone are
 * simply absent, so an item stops naming them.
 */
export async function actorNames(em: EntityManager, ids: string[]): Promise<Map<string, { username: string; displayName: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await em.execute<{ id: string; username: string; display_name: string }[]>(
    `select u.id, u.username, coalesce(nullif(p.artist_name, ''), nullif(u.artist_name, ''), nullif(u.first_name, ''), u.username) as display_name
       from users u left join profiles p on p.user_id = u.id where u.id = any(?::uuid[])`,
    [uuidArray(ids)],
  );
  return new Map(rows.map((row) => [row.id, { username: row.username, displayName: row.display_name }]));
}

/** Reads the recipient's open item of a group (a conversation they just read); answers how many. */
export async function markGroupRead(em: EntityManager, userId: string, groupKey: string): Promise<number> {
  const rows = await em.execute<{ id: string }[]>(
    `update notifications set read_at = now(), seen_at = coalesce(seen_at, now())
      where user_id = ? and group_key = ? and read_at is null and done_at is null returning id`,
    [userId, groupKey],
  );
  return rows.length;
}

/** An item waiting for an e-mail decision, with what decides it. */
export type PendingEmailRow = NotificationRow & { in_app: boolean; required: boolean; done_at: Date | string | null; email_held_at: Date | string | null };

/** The account's items whose e-mail is still to be decided, oldest first. */
export function pendingEmailRows(em: EntityManager, userId: string): Promise<PendingEmailRow[]> {
  return em.execute<PendingEmailRow[]>(
    `select ${COLUMNS}, n.in_app, n.required, n.done_at, n.email_held_at from notifications n where n.user_id = ? and n.email_pending order by n.updated_at, n.id`,
    [userId],
  );
}

/** Marks due items as held: from now on they are mailed when the hold ends, whatever happens in the app meanwhile (but done). */
export async function markHeld(em: EntityManager, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await em.execute(`update notifications set email_held_at = coalesce(email_held_at, now()) where id = any(?::uuid[]) and email_pending`, [uuidArray(ids)]);
}

/** Where and whether to mail an account: its address, when it was last active, and whether it is suspended; null when it is gone. */
export async function mailAccount(
  em: EntityManager,
  userId: string,
): Promise<{ email: string; last_seen_at: Date | string | null; suspended: boolean } | null> {
  const [row] = await em.execute<{ email: string; last_seen_at: Date | string | null; suspended: boolean }[]>(
    'select email, last_seen_at, suspended_at is not null as suspended from users where id = ?',
    [userId],
  );
  return row ?? null;
}

/**
 * Settles items' e-mail: mailed now (`emailed`) or dropped; either way no longer pending. An item
 * that gathered a new event after it was read (`rows` carry the time they were read at) stays
 * pending: the new event is decided on its own.
 */
export async function settleEmail(em: EntityManager, rows: Pick<NotificationRow, 'id' | 'updated_key'>[], emailed: boolean): Promise<void> {
  if (rows.length === 0) return;
  const readUpTo = rows.reduce((latest, row) => (BigInt(row.updated_key) > latest ? BigInt(row.updated_key) : latest), 0n);
  await em.execute(
    `update notifications set email_pending = false, email_held_at = null${emailed ? ', emailed_at = now()' : ''}
      where id = any(?::uuid[]) and email_pending and (extract(epoch from updated_at) * 1000000)::bigint <= ?::bigint`,
    [uuidArray(rows.map((row) => row.id)), readUpTo.toString()],
  );
}
