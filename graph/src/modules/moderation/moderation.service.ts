import type { EntityManager } from '@mikro-orm/postgresql';
import { auditOrigin, recordAudit } from '../audit/audit.service.js';
import { assertCan, type Actor, type UserActor } from '../common/authz.js';
import { pageWindow, toConnection, type Connection, type PageArgs } from '../common/connection.js';
import type { Context } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { MODERATION_LIMITS, NETWORK_LIMITS } from '../../shared/limits.js';
import type { PubSub } from '../common/pubsub.js';
import { consumeOrRefuse, createRateLimiter, MEMORY_RATE_LIMITS, type RateLimiter, type RateLimitStore } from '../common/rate-limit.js';
import { checkLength, checkList, isUuid, unstorable } from '../common/validation.js';
import { lockAccountForAdministration, suspendLockedAccount } from '../user/account-standing.js';
import { announceSessionsEnded, deleteSessionsOf } from '../user/session.service.js';
import { ModerationAction, ReportCategory, ReportStatus } from './moderation.entities.js';
import * as store from './moderation.storage.js';
import type { LockedReport, ReportRow } from './moderation.storage.js';
import { notify } from '../notification/notification.service.js';

/** App-wide moderation state: the per-creator report limit, shared by every instance through the platform's store. */
export type ModerationKit = { pubsub: PubSub; reportLimiter: RateLimiter };

declare module '../common/context.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleKits {
    moderation: ModerationKit;
  }
}

export const createModerationKit = (
  pubsub: PubSub,
  limits: RateLimitStore = MEMORY_RATE_LIMITS,
  perDay: number = MODERATION_LIMITS.reportsPerDay,
): ModerationKit => ({
  pubsub,
  reportLimiter: createRateLimiter(limits, { keyPrefix: 'report', points: perDay, durationSeconds: 24 * 60 * 60 }),
});

/** An account as a report shows it (reporter, reported creator, the admins who handled it). */
export type ReportAccount = { id: string; username: string; displayName: string; avatarUrl: string | null };

export type ReportedMessageView = { messageId: string; body: string; sentAt: Date; removed: boolean };

export type ReportView = {
  id: string;
  category: ReportCategory;
  comment: string | null;
  status: ReportStatus;
  createdAt: Date;
  reportedUsername: string;
  reportedCreator: ReportAccount | null;
  reporter: ReportAccount | null;
  /** When the reported account was suspended (for admins: its standing now); null while it is not, or once it is deleted. */
  reportedSuspendedAt: Date | null;
  /** Unresolved (open or claimed) reports against the same creator, this one included while unresolved. */
  unresolvedReportCount: number;
  messages: ReportedMessageView[];
  claimedBy: ReportAccount | null;
  claimedAt: Date | null;
  resolvedBy: ReportAccount | null;
  resolvedAt: Date | null;
  action: ModerationAction | null;
  note: string | null;
};

/** The outcome a reporter reads, in words; their report's private admin note stays with admins. */
export const OUTCOME_WORDS: Record<ModerationAction, string> = {
  [ModerationAction.DISMISS]: 'Reviewed: no action was needed',
  [ModerationAction.WARN]: 'The creator was warned',
  [ModerationAction.REMOVE_MESSAGES]: 'The reported messages were removed',
  [ModerationAction.SUSPEND]: 'The account was suspended',
};

const CATEGORY_WORDS: Record<ReportCategory, string> = {
  [ReportCategory.SPAM]: 'spam',
  [ReportCategory.HARASSMENT]: 'harassment',
  [ReportCategory.IMPERSONATION]: 'impersonation',
  [ReportCategory.INAPPROPRIATE_CONTENT]: 'inappropriate content',
  [ReportCategory.OTHER]: 'a breach of the community guidelines',
};

const MESSAGE_ID = /^\d{1,18}$/;

const date = (em: EntityManager, value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : em.getPlatform().parseDate(value);

type ReportPerson = { account: ReportAccount; suspendedAt: Date | null };

async function accounts(em: EntityManager, ids: (string | null)[]): Promise<Map<string, ReportPerson>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await store.accountRows(em, wanted);
  return new Map(
    rows.map((row) => [
      row.id,
      { account: { id: row.id, username: row.username, displayName: row.display_name, avatarUrl: row.avatar_url }, suspendedAt: date(em, row.suspended_at) },
    ]),
  );
}

/** The rows as views: their accounts in one statement, their attached messages in another. */
async function toViews(em: EntityManager, rows: ReportRow[]): Promise<ReportView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [people, attached] = await Promise.all([
    accounts(
      em,
      rows.flatMap((row) => [row.reporter_id, row.reported_id, row.claimed_by_id, row.resolved_by_id]),
    ),
    store.attachedMessageRows(em, ids),
  ]);
  const person = (id: string | null) => (id ? (people.get(id)?.account ?? null) : null);
  return rows.map((row) => ({
    id: row.id,
    category: row.category,
    comment: row.comment,
    status: row.status,
    createdAt: date(em, row.created_at)!,
    reportedUsername: row.reported_username,
    reportedCreator: person(row.reported_id),
    reporter: person(row.reporter_id),
    reportedSuspendedAt: row.reported_id ? (people.get(row.reported_id)?.suspendedAt ?? null) : null,
    unresolvedReportCount: Number(row.unresolved),
    messages: attached
      .filter((m) => m.report_id === row.id)
      .map((m) => ({ messageId: String(m.message_id), body: m.body, sentAt: date(em, m.sent_at)!, removed: m.removed })),
    claimedBy: person(row.claimed_by_id),
    claimedAt: date(em, row.claimed_at),
    resolvedBy: person(row.resolved_by_id),
    resolvedAt: date(em, row.resolved_at),
    action: row.action,
    note: row.resolution_note,
  }));
}

async function reportById(em: EntityManager, id: string): Promise<ReportView> {
  const [view] = await toViews(em, await store.reportRowsById(em, id));
  if (!view) throw new AppError('NOT_FOUND', 'No such report');
  return view;
}

export type ReportInput = { username: string; category: ReportCategory; comment?: string | null; messageIds?: string[] | null };

/**
 * A creator reports another, with the messages the other sent them attached (each copied, so the
 * evidence outlives the message). The reported creator is not told. Blocks do not hide anyone
 * here: a creator often blocks first and reports after.
 */
export async function reportCreator(em: EntityManager, kit: ModerationKit, actor: Actor | null, input: ReportInput): Promise<ReportView> {
  const me = assertCan(actor, 'moderation:report');
  checkLength('username', input.username, NETWORK_LIMITS.username);
  checkLength('comment', input.comment, MODERATION_LIMITS.comment);
  checkList('messageIds', input.messageIds, MODERATION_LIMITS.messages, MODERATION_LIMITS.messageId);
  const comment = input.comment?.trim() || null;
  if (comment && unstorable(comment))
    throw new AppError('BAD_USER_INPUT', 'The comment has characters that cannot be stored', { comment: 'Remove control characters' });
  const messageIds = [...new Set(input.messageIds ?? [])];
  if (messageIds.some((id) => !MESSAGE_ID.test(id))) throw new AppError('BAD_USER_INPUT', 'Invalid message id', { messageIds: 'Not a message id' });

  // Only a creator's account is reported here: neither an admin's nor a brand team's.
  const reported = await store.creatorAccountByUsername(em, input.username.trim().toLowerCase());
  if (!reported) throw new AppError('NOT_FOUND', 'No such creator');
  if (reported.id === me.id) throw new AppError('BAD_USER_INPUT', 'You cannot report yourself', { username: 'That is you' });
  const messages = messageIds.length === 0 ? [] : await store.messagesSentTo(em, messageIds, reported.id, me.id);
  if (messages.length !== messageIds.length) {
    throw new AppError('BAD_USER_INPUT', `Attach only messages @${reported.username} sent in your conversations`, {
      messageIds: 'Not a message they sent you',
    });
  }
  const already = () =>
    new AppError('BAD_USER_INPUT', `You have reported @${reported.username} already: an admin will look at it.`, { username: 'Already reported' });
  if (await store.hasUnresolvedReport(em, me.id, reported.id)) throw already();
  await consumeOrRefuse(kit.reportLimiter, me.id, (seconds) => `You have sent the most reports a day allows. Try again in ${Math.ceil(seconds / 3600)} hours.`);

  const id = await em.transactional(async (tx) => {
    // Of two reports sent at once, the second stores nothing.
    const reportId = await store.insertReport(tx, {
      reporterId: me.id,
      reportedId: reported.id,
      reportedUsername: reported.username,
      category: input.category,
      comment,
    });
    if (!reportId) throw already();
    for (const message of messages) await store.attachMessage(tx, reportId, message);
    return reportId;
  });
  return reportById(em, id);
}

/** The account's own reports, the newest first, with their outcome. */
export async function reportsOf(em: EntityManager, actor: Actor | null, ownerId: string, page: PageArgs): Promise<Connection<ReportView>> {
  assertCan(actor, 'account:read', { ownerId });
  const { offset, limit } = pageWindow(page);
  const [rows, total] = await store.reportsByReporter(em, ownerId, limit, offset);
  return toConnection(await toViews(em, rows), total, offset);
}

/**
 * The queue for admins. Open and claimed reports: the most reported creators first (unresolved
 * reports against them), then the creator reported most recently, a creator's reports together
 * and the newest first. Resolved reports: the latest resolution first.
 */
export async function moderationQueue(em: EntityManager, actor: Actor | null, status: ReportStatus, page: PageArgs): Promise<Connection<ReportView>> {
  assertCan(actor, 'admin:moderation');
  const { offset, limit } = pageWindow(page);
  const [rows, total] = await store.reportsInStatus(em, status, limit, offset);
  return toConnection(await toViews(em, rows), total, offset);
}

function checkReportId(id: string): void {
  if (!isUuid(id)) throw new AppError('BAD_USER_INPUT', 'Invalid report id', { id: 'Not a report id' });
}

/** Why a report cannot be taken by this admin: resolved, or held by someone (maybe themselves). */
async function conflictFor(tx: EntityManager, id: string, adminId: string): Promise<AppError> {
  const row = await store.claimOf(tx, id);
  if (!row) return new AppError('NOT_FOUND', 'No such report');
  if (row.status === ReportStatus.RESOLVED) return new AppError('CONFLICT', 'This report is resolved already');
  if (row.claimed_by_id === adminId) return new AppError('CONFLICT', 'You have claimed this report already');
  return new AppError('CONFLICT', `@${row.username ?? 'another admin'} has claimed this report`);
}

const reportLabel = (username: string, category: ReportCategory) => `Report on @${username} (${CATEGORY_WORDS[category]})`;

/**
 * An admin takes an open report. One conditional update decides: of two admins claiming at once,
 * the second waits on the row and then finds it claimed, and is told who has it.
 */
export async function claimReport(ctx: Pick<Context, 'em' | 'actor' | 'requestId' | 'session'>, id: string): Promise<ReportView> {
  const admin = assertCan(ctx.actor, 'admin:moderation');
  checkReportId(id);
  await ctx.em.transactional(async (tx) => {
    const row = await store.claimIfOpen(tx, id, admin.id);
    if (!row) throw await conflictFor(tx, id, admin.id);
    await recordAudit(tx, auditOrigin(ctx, admin), {
      action: 'report.claim',
      targetType: 'report',
      targetId: id,
      targetLabel: reportLabel(row.reported_username, row.category),
      before: { status: ReportStatus.OPEN },
      after: { status: ReportStatus.CLAIMED },
    });
  });
  return reportById(ctx.em, id);
}

/**
 * Suspends the reported account as the back office does (the same lock and guards: never one's
 * own, never the last admin who can sign in) and ends its sessions, in the caller's transaction.
 * An account suspended already stays so, with its first reason. The caller announces
 * SESSIONS_ENDED after the commit, so that every instance closes the account's sockets.
 */
async function suspendReported(tx: EntityManager, admin: UserActor, userId: string, reason: string): Promise<void> {
  const target = await lockAccountForAdministration(tx, userId);
  if (!target.suspendedAt) {
    await suspendLockedAccount(tx, admin, target, reason);
    await tx.flush();
  }
  await deleteSessionsOf(tx, userId);
}

/** What an action does to the reported creator; answers what the audit entry records of it. */
async function applyAction(
  tx: EntityManager,
  admin: UserActor,
  report: LockedReport & { id: string },
  action: ModerationAction,
  note: string | null,
): Promise<Record<string, unknown>> {
  if (action === ModerationAction.DISMISS) return {};
  if (!report.reported_id)
    throw new AppError('BAD_USER_INPUT', `@${report.reported_username}'s account no longer exists: dismiss the report`, { action: 'The account is gone' });
  switch (action) {
    case ModerationAction.WARN:
      await store.insertNotice(
        tx,
        report.reported_id,
        report.id,
        `An admin reviewed a report about your activity (${CATEGORY_WORDS[report.category]}) and is warning you. Please keep to the community guidelines: a further report can suspend your account.`,
      );
      return { warned: report.reported_id };
    case ModerationAction.REMOVE_MESSAGES: {
      if (!(await store.hasAttachedMessages(tx, report.id)))
        throw new AppError('BAD_USER_INPUT', 'This report has no attached messages to remove', { action: 'No messages attached' });
      // Deleted, not blanked: the body is the harm, message ids stay valid cursors (gaps are fine), and the report keeps its copy.
      return { removedMessages: await store.deleteAttachedMessages(tx, report.id, report.reported_id) };
    }
    case ModerationAction.SUSPEND:
      await suspendReported(tx, admin, report.reported_id, note ?? `Reported for ${CATEGORY_WORDS[report.category]}`);
      return { suspended: report.reported_id };
  }
}

/**
 * An admin resolves an open report, or one they claimed, with an action and a note; the action
 * takes effect, and one audit entry records it, in the same transaction.
 */
export async function resolveReport(
  ctx: Pick<Context, 'em' | 'actor' | 'requestId' | 'session' | 'moderation'>,
  id: string,
  action: ModerationAction,
  note: string | null | undefined,
): Promise<ReportView> {
  const admin = assertCan(ctx.actor, 'admin:moderation');
  checkReportId(id);
  checkLength('note', note, MODERATION_LIMITS.note);
  const text = note?.trim() || null;
  if (text && unstorable(text)) throw new AppError('BAD_USER_INPUT', 'The note has characters that cannot be stored', { note: 'Remove control characters' });

  const suspended = await ctx.em.transactional(async (tx) => {
    const report = await store.lockReport(tx, id);
    if (!report) throw new AppError('NOT_FOUND', 'No such report');
    const takenByOther = report.status === ReportStatus.CLAIMED && report.claimed_by_id !== admin.id;
    if (report.status === ReportStatus.RESOLVED || takenByOther) throw await conflictFor(tx, id, admin.id);
    const effect = await applyAction(tx, admin, { ...report, id }, action, text);
    await store.markResolved(tx, id, admin.id, action, text);
    await recordAudit(tx, auditOrigin(ctx, admin), {
      action: 'report.resolve',
      targetType: 'report',
      targetId: id,
      targetLabel: reportLabel(report.reported_username, report.category),
      before: { status: report.status },
      after: { status: ReportStatus.RESOLVED, action, note: text, ...effect },
    });
    // The reporter reads the outcome in words (never the admin's note); an account gone since hears nothing.
    if (report.reporter_id) {
      await notify(tx, {
        userId: report.reporter_id,
        kind: 'report_outcome',
        groupKey: `report:${id}`,
        subject: report.reported_username,
        body: OUTCOME_WORDS[action],
        url: '/account',
        reason: 'you reported them',
      });
    }
    return action === ModerationAction.SUSPEND ? report.reported_id : null;
  });
  if (suspended) announceSessionsEnded(ctx.moderation.pubsub, suspended, 'suspended');
  return reportById(ctx.em, id);
}

export type NoticeView = { id: string; message: string; createdAt: Date };

/** What moderation told the account, the newest first (the last 20). */
export async function moderationNoticesOf(em: EntityManager, actor: Actor | null, ownerId: string): Promise<NoticeView[]> {
  assertCan(actor, 'account:read', { ownerId });
  return (await store.noticeRows(em, ownerId)).map((row) => ({ id: row.id, message: row.message, createdAt: date(em, row.created_at)! }));
}
