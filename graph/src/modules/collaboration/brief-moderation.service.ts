import type { EntityManager } from '@mikro-orm/postgresql';
import { auditOrigin, recordAudit } from '../audit/audit.service.js';
import { assertCan, signedInUser, type Actor } from '../common/authz.js';
import type { Context } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { consumeOrRefuse } from '../common/rate-limit.js';
import { checkLength, unstorable } from '../common/validation.js';
import type { ModerationKit } from '../moderation/moderation.service.js';
import { BRIEF_LIMITS } from '../../shared/limits.js';
import type { User } from '../user/user.entity.js';
import { BriefReport, BriefStatus, type Brief } from './brief.entity.js';
import { briefOpened, isPosterOf, isPublic, loadBrief, scopeOf } from './brief.service.js';
import { queuePosterStats } from './poster-stats.js';
import * as store from './collaboration.storage.js';

/**
 * Briefs and moderation: a brief that waits for review before it opens, reports on briefs, and the
 * admins' two decisions, approve and reject, each written to the audit log in its own transaction.
 */

/** A required reason, checked before any SQL. */
function reasonOf(reason: string): string {
  checkLength('reason', reason, BRIEF_LIMITS.reason);
  const text = reason.trim();
  if (!text) throw new AppError('BAD_USER_INPUT', 'Say why', { reason: 'Required' });
  if (unstorable(text)) throw new AppError('BAD_USER_INPUT', 'The reason has characters that cannot be stored', { reason: 'Remove control characters' });
  return text;
}

/**
 * Reports a brief anyone can see to the moderation queue: one open report per account and brief,
 * never one's own brief, within the daily limit of reports. The poster is not told who reported.
 */
export async function reportBrief(
  em: EntityManager,
  kit: Pick<ModerationKit, 'reportLimiter'>,
  actor: Actor | null,
  id: string,
  reason: string,
): Promise<Brief> {
  const me = assertCan(actor, 'brief:report');
  const why = reasonOf(reason);
  const brief = await loadBrief(em, id);
  if (!isPublic(brief)) throw new AppError('NOT_FOUND', 'No such brief');
  if (await isPosterOf(em, brief, me.id)) throw new AppError('BAD_USER_INPUT', 'This is your own brief', { id: 'Your own brief' });
  const [open] = await em.execute('select 1 from brief_reports where brief_id = ? and reporter_id = ? and resolved_at is null', [brief.id, me.id]);
  if (open) throw new AppError('BAD_USER_INPUT', 'You already reported this brief: moderation is on it', { id: 'Already reported' });
  // Reports of briefs and of creators share one daily limit per account: one queue, one budget.
  await consumeOrRefuse(kit.reportLimiter, me.id, (seconds) => `You have sent the most reports a day allows. Try again in ${Math.ceil(seconds / 3600)} hours.`);
  const inserted = await em.execute<{ id: string }[]>(
    `insert into brief_reports (id, brief_id, reporter_id, reason, created_at) values (gen_random_uuid(), ?, ?, ?, now())
      on conflict (brief_id, reporter_id) where resolved_at is null do nothing returning id`,
    [brief.id, me.id, why],
  );
  if (inserted.length === 0) throw new AppError('BAD_USER_INPUT', 'You already reported this brief: moderation is on it', { id: 'Already reported' });
  return brief;
}

type AdminContext = Pick<Context, 'em' | 'actor' | 'requestId' | 'session'>;

const snapshot = (brief: Brief) => ({ status: brief.status, awaitingReview: brief.awaitingReview, title: brief.title });

/**
 * An admin's approval. A brief waiting for review OPENS (and needs no review again), with the
 * closing date its poster set; a reported brief stays as it is and its open reports are dismissed.
 * Nothing to approve is a BAD_USER_INPUT.
 */
export async function approveBrief(ctx: AdminContext, id: string): Promise<Brief> {
  const admin = assertCan(ctx.actor, 'admin:briefs');
  const now = new Date();
  await ctx.em.transactional(async (tx) => {
    const brief = await loadBrief(tx, id, true);
    const before = snapshot(brief);
    const dismissed = await store.resolveReports(tx, brief.id, false, now);
    if (brief.status === BriefStatus.DRAFT && brief.awaitingReview) {
      // It opens with the date its poster set; one that passed while it waited is the poster's to move first.
      if (brief.closesAt.getTime() <= now.getTime()) {
        throw new AppError('BAD_USER_INPUT', 'Its applications would already be closed: the poster must set a later date first', { id: 'Closing date passed' });
      }
      tx.assign(brief, { status: BriefStatus.OPEN, awaitingReview: false, approvedAt: now, publishedAt: brief.publishedAt ?? now });
    } else if (dismissed === 0) {
      throw new AppError('BAD_USER_INPUT', 'This brief is neither waiting for review nor reported', { id: 'Nothing to approve' });
    }
    await tx.flush();
    if (before.status !== BriefStatus.OPEN && brief.status === BriefStatus.OPEN) await briefOpened(tx, brief);
    await recordAudit(tx, auditOrigin(ctx, admin), {
      action: 'brief.approve',
      targetType: 'brief',
      targetId: brief.id,
      targetLabel: brief.title,
      before,
      after: { ...snapshot(brief), reportsDismissed: dismissed },
    });
  });
  return loadBrief(ctx.em, id);
}

/**
 * An admin removes a brief (waiting for review, open, paused, or ended and reported) with a
 * reason its poster reads: it becomes REMOVED, its open reports are upheld, and its undecided
 * applications are given back to their applicants' allowance.
 */
export async function rejectBrief(ctx: AdminContext, id: string, reason: string): Promise<Brief> {
  const admin = assertCan(ctx.actor, 'admin:briefs');
  const why = reasonOf(reason);
  const now = new Date();
  await ctx.em.transactional(async (tx) => {
    const brief = await loadBrief(tx, id, true);
    if (brief.status === BriefStatus.REMOVED) throw new AppError('BAD_USER_INPUT', 'This brief was already removed', { id: 'Already removed' });
    if (brief.status === BriefStatus.DRAFT && !brief.awaitingReview)
      throw new AppError('BAD_USER_INPUT', 'A draft nobody published is not for moderation', { id: 'A draft' });
    const before = snapshot(brief);
    tx.assign(brief, { status: BriefStatus.REMOVED, awaitingReview: false, removalReason: why, closedAt: brief.closedAt ?? now });
    await tx.flush();
    const upheld = await store.resolveReports(tx, brief.id, true, now);
    await store.refundUndecided(tx, [brief.id], now);
    await queuePosterStats(tx, scopeOf(brief));
    await recordAudit(tx, auditOrigin(ctx, admin), {
      action: 'brief.reject',
      targetType: 'brief',
      targetId: brief.id,
      targetLabel: brief.title,
      before,
      after: { ...snapshot(brief), reason: why, reportsUpheld: upheld },
    });
  });
  return loadBrief(ctx.em, id);
}

/** A report as admins read it in the queue: what was said and when, and who said it. */
export type BriefReportView = { reason: string; createdAt: Date; reporter: string | null };

/** The open reports of these briefs, by brief, oldest first, in one query (admins; the field is guarded by the same action). */
export async function openReportsOf(em: EntityManager, actor: Actor | null, briefIds: string[]): Promise<Map<string, BriefReportView[]>> {
  assertCan(actor, 'admin:briefs');
  if (!signedInUser(actor) || briefIds.length === 0) return new Map();
  const reports = await em.find(BriefReport, { brief: { $in: briefIds }, resolvedAt: null }, { orderBy: { createdAt: 'asc' }, populate: ['reporter'] });
  const byBrief = new Map<string, BriefReportView[]>();
  for (const r of reports) {
    const views = byBrief.get(r.brief.id) ?? [];
    views.push({ reason: r.reason, createdAt: r.createdAt, reporter: (r.reporter as User | null)?.username ?? null });
    byBrief.set(r.brief.id, views);
  }
  return byBrief;
}
