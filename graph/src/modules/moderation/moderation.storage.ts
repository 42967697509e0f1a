import type { EntityManager } from '@mikro-orm/postgresql';
import { CREATOR_ACCOUNT_SQL } from '../profile/profile.service.js';
import { type ModerationAction, type ReportCategory, ReportStatus } from './moderation.entities.js';

/**
 * Moderation's SQL: each statement a function of the entity manager it runs on, so that the
 * statements of one transaction all run on that transaction (`em.execute`, one connection).
 * Who may report, claim and resolve, and what an action does, is decided in moderation.service.ts.
 */

export type ReportRow = {
  id: string;
  reporter_id: string | null;
  reported_id: string | null;
  reported_username: string;
  category: ReportCategory;
  comment: string | null;
  status: ReportStatus;
  created_at: Date | string;
  claimed_by_id: string | null;
  claimed_at: Date | string | null;
  resolved_by_id: string | null;
  resolved_at: Date | string | null;
  action: ModerationAction | null;
  resolution_note: string | null;
  unresolved: string | number;
};

/** Reports with the count of unresolved reports against their creator (`t.n`) and that creator's latest report (`t.latest`). */
const REPORT_SQL = `select r.id, r.reporter_id, r.reported_id, r.reported_username, r.category, r.comment, r.status, r.created_at,
    r.claimed_by_id, r.claimed_at, r.resolved_by_id, r.resolved_at, r.action, r.resolution_note, coalesce(t.n, 0) as unresolved
  from reports r
  left join (select reported_id, count(*) as n, max(created_at) as latest from reports where status <> 'RESOLVED' group by reported_id) t
    on t.reported_id = r.reported_id`;

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

export type AccountRow = { id: string; username: string; display_name: string; avatar_url: string | null; suspended_at: Date | string | null };

/** Accounts by id with the name and picture a report shows (the profile's, else the account's) and their standing. */
export function accountRows(em: EntityManager, ids: string[]): Promise<AccountRow[]> {
  return em.execute<AccountRow[]>(
    `select u.id, u.username, coalesce(nullif(p.artist_name, ''), nullif(u.artist_name, ''), nullif(u.first_name, ''), u.username) as display_name,
        coalesce(p.profile_picture_url, u.profile_image_url) as avatar_url, u.suspended_at
      from users u left join profiles p on p.user_id = u.id where u.id in (${placeholders(ids)})`,
    ids,
  );
}

export type AttachedMessageRow = { report_id: string; message_id: string; body: string; sent_at: Date | string; removed: boolean };

/** The copies of messages attached to these reports, each with whether the message itself is gone. */
export function attachedMessageRows(em: EntityManager, reportIds: string[]): Promise<AttachedMessageRow[]> {
  return em.execute<AttachedMessageRow[]>(
    `select rm.report_id, rm.message_id, rm.body, rm.sent_at, m.id is null as removed
      from report_messages rm left join messages m on m.id = rm.message_id
      where rm.report_id in (${placeholders(reportIds)}) order by rm.message_id`,
    reportIds,
  );
}

export function reportRowsById(em: EntityManager, id: string): Promise<ReportRow[]> {
  return em.execute<ReportRow[]>(`${REPORT_SQL} where r.id = ?`, [id]);
}

/** The creator's account by this (normalised) username: neither an admin's nor a brand team's. */
export async function creatorAccountByUsername(em: EntityManager, username: string): Promise<{ id: string; username: string } | null> {
  const [row] = await em.execute<{ id: string; username: string }[]>(`select u.id, u.username from users u where u.username = ? and ${CREATOR_ACCOUNT_SQL()}`, [
    username,
  ]);
  return row ?? null;
}

export type SentMessageRow = { id: string; body: string; created_at: Date | string };

/** Of these messages, those `senderId` sent in a conversation where `memberId` has a seat. */
export function messagesSentTo(em: EntityManager, messageIds: string[], senderId: string, memberId: string): Promise<SentMessageRow[]> {
  return em.execute<SentMessageRow[]>(
    `select m.id, m.body, m.created_at from messages m
      where m.id in (${placeholders(messageIds)}) and m.sender_id = ?
        and exists (select 1 from conversation_members cm where cm.conversation_id = m.conversation_id and cm.user_id = ?)`,
    [...messageIds, senderId, memberId],
  );
}

/** Whether the reporter has a report on this account that is not resolved yet. */
export async function hasUnresolvedReport(em: EntityManager, reporterId: string, reportedId: string): Promise<boolean> {
  const rows = await em.execute(`select 1 from reports where reporter_id = ? and reported_id = ? and status <> 'RESOLVED'`, [reporterId, reportedId]);
  return rows.length > 0;
}

/**
 * Stores an open report; null when the reporter has an unresolved one on the account already (the
 * partial unique index settles two reports sent at once: the second inserts nothing).
 */
export async function insertReport(
  tx: EntityManager,
  report: { reporterId: string; reportedId: string; reportedUsername: string; category: ReportCategory; comment: string | null },
): Promise<string | null> {
  const [row] = await tx.execute<{ id: string }[]>(
    `insert into reports (id, reporter_id, reported_id, reported_username, category, comment, status, created_at)
     values (gen_random_uuid(), ?, ?, ?, ?, ?, 'OPEN', now())
     on conflict (reporter_id, reported_id) where status <> 'RESOLVED' do nothing returning id`,
    [report.reporterId, report.reportedId, report.reportedUsername, report.category, report.comment],
  );
  return row?.id ?? null;
}

/** Attaches a copy of a message to a report. */
export async function attachMessage(tx: EntityManager, reportId: string, message: SentMessageRow): Promise<void> {
  await tx.execute('insert into report_messages (report_id, message_id, body, sent_at) values (?, ?, ?, ?)', [
    reportId,
    message.id,
    message.body,
    message.created_at,
  ]);
}

/** A page of the reports an account sent, the newest first, and how many there are. */
export async function reportsByReporter(em: EntityManager, reporterId: string, limit: number, offset: number): Promise<[ReportRow[], number]> {
  const [rows, [count]] = await Promise.all([
    em.execute<ReportRow[]>(`${REPORT_SQL} where r.reporter_id = ? order by r.created_at desc, r.id desc limit ? offset ?`, [reporterId, limit, offset]),
    em.execute<{ n: string }[]>('select count(*) as n from reports where reporter_id = ?', [reporterId]),
  ]);
  return [rows, Number(count?.n ?? 0)];
}

/**
 * A page of the reports in one status, and how many there are. Open and claimed reports: the
 * most reported creators first (unresolved reports against them), then the creator reported most
 * recently, a creator's reports together and the newest first. Resolved: the latest resolution first.
 */
export async function reportsInStatus(em: EntityManager, status: ReportStatus, limit: number, offset: number): Promise<[ReportRow[], number]> {
  const order =
    status === ReportStatus.RESOLVED
      ? 'r.resolved_at desc, r.id desc'
      : 'coalesce(t.n, 0) desc, t.latest desc nulls last, r.reported_id, r.created_at desc, r.id desc';
  const [rows, [count]] = await Promise.all([
    em.execute<ReportRow[]>(`${REPORT_SQL} where r.status = ? order by ${order} limit ? offset ?`, [status, limit, offset]),
    em.execute<{ n: string }[]>('select count(*) as n from reports where status = ?', [status]),
  ]);
  return [rows, Number(count?.n ?? 0)];
}

/** A report's status and who holds it (their username, when their account still exists). */
export async function claimOf(tx: EntityManager, id: string): Promise<{ status: ReportStatus; claimed_by_id: string | null; username: string | null } | null> {
  const [row] = await tx.execute<{ status: ReportStatus; claimed_by_id: string | null; username: string | null }[]>(
    'select r.status, r.claimed_by_id, u.username from reports r left join users u on u.id = r.claimed_by_id where r.id = ?',
    [id],
  );
  return row ?? null;
}

/** Claims a report for the admin if it is open, in one conditional update; null when it was not open. */
export async function claimIfOpen(tx: EntityManager, id: string, adminId: string): Promise<{ reported_username: string; category: ReportCategory } | null> {
  const [row] = await tx.execute<{ reported_username: string; category: ReportCategory }[]>(
    `update reports set status = 'CLAIMED', claimed_by_id = ?, claimed_at = now() where id = ? and status = 'OPEN' returning reported_username, category`,
    [adminId, id],
  );
  return row ?? null;
}

export type LockedReport = {
  reporter_id: string | null;
  reported_id: string | null;
  reported_username: string;
  category: ReportCategory;
  status: ReportStatus;
  claimed_by_id: string | null;
};

/** Locks a report until the transaction ends; null when there is none. */
export async function lockReport(tx: EntityManager, id: string): Promise<LockedReport | null> {
  const [row] = await tx.execute<LockedReport[]>(
    'select reporter_id, reported_id, reported_username, category, status, claimed_by_id from reports where id = ? for update',
    [id],
  );
  return row ?? null;
}

/** Resolves a report with its action and note; the resolving admin holds it, if nobody claimed it before. */
export async function markResolved(tx: EntityManager, id: string, adminId: string, action: ModerationAction, note: string | null): Promise<void> {
  await tx.execute(
    `update reports set status = 'RESOLVED', action = ?, resolution_note = ?, resolved_by_id = ?, resolved_at = now(),
        claimed_by_id = coalesce(claimed_by_id, ?), claimed_at = coalesce(claimed_at, now())
      where id = ?`,
    [action, note, adminId, adminId, id],
  );
}

export async function insertNotice(tx: EntityManager, userId: string, reportId: string, message: string): Promise<void> {
  await tx.execute('insert into moderation_notices (id, user_id, report_id, message, created_at) values (gen_random_uuid(), ?, ?, ?, now())', [
    userId,
    reportId,
    message,
  ]);
}

export async function hasAttachedMessages(tx: EntityManager, reportId: string): Promise<boolean> {
  const attached = await tx.execute('select 1 from report_messages where report_id = ? limit 1', [reportId]);
  return attached.length > 0;
}

/** Deletes the messages attached to a report that `senderId` sent; answers their ids. */
export async function deleteAttachedMessages(tx: EntityManager, reportId: string, senderId: string): Promise<string[]> {
  const removed = await tx.execute<{ id: string }[]>(
    `delete from messages where sender_id = ? and id in (select message_id from report_messages where report_id = ?) returning id`,
    [senderId, reportId],
  );
  return removed.map((row) => String(row.id));
}

/** The last 20 notices to an account, the newest first. */
export function noticeRows(em: EntityManager, userId: string): Promise<{ id: string; message: string; created_at: Date | string }[]> {
  return em.execute<{ id: string; message: string; created_at: Date | string }[]>(
    'select id, message, created_at from moderation_notices where user_id = ? order by created_at desc, id desc limit 20',
    [userId],
  );
}
