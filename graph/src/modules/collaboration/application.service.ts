import type { EntityManager } from '@mikro-orm/postgresql';
import { assertCan, signedInUser, type Actor } from '../common/authz.js';
import { pageWindow, toConnection, type Connection, type PageArgs } from '../common/connection.js';
import { AppError } from '../common/errors.js';
import { checkLength, checkList, isUuid, unstorable } from '../common/validation.js';
import { openAgreedConversation, openBrandConversation } from '../messaging/messaging.service.js';
import { completionOf, findProfile } from '../profile/profile.service.js';
import { assertCreatorAccount } from '../user/account-standing.js';
import { APPLICATION_LIMITS, BRIEF_LIMITS } from '../../shared/limits.js';
import { isWebUrl } from '../../shared/urls.js';
import { ApplicationStatus, BriefApplication, BriefStatus, ENDED_STATUSES, UNDECIDED_STATUSES, type DeclineReason } from './brief.entity.js';
import { assertMayActAsPoster, assertPoster, isPosterOf, isPublic, loadBrief, scopeOf, type KeyGrant } from './brief.service.js';
import { queuePosterStats } from './poster-stats.js';
import * as store from './collaboration.storage.js';
import { tellApplicants, tellApplicationReceived } from './collaboration.notices.js';
import { recordApplicationReceived } from '../webhook/webhook.events.js';

/**
 * Applications to briefs: applying within the weekly allowance, withdrawing, and the poster's
 * decisions. Every application ends in a state its applicant sees (hired, declined, withdrawn, or
 * closed without a decision): nothing is archived in silence.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The allowance's week: from Monday 00:00 UTC to the next. An application counts in the week it
 * was sent; one given back stops counting (in a week already over, there is nothing to give back).
 */
export function allowanceWeek(now: Date): { start: Date; resetsAt: Date } {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const start = new Date(midnight - sinceMonday * DAY_MS);
  return { start, resetsAt: new Date(start.getTime() + 7 * DAY_MS) };
}

export type AllowanceView = { remaining: number; resetsAt: Date };

/** Applications a creator may still send this week, free of charge; its own account only. */
export async function allowanceOf(em: EntityManager, actor: Actor | null, ownerId: string, now = new Date()): Promise<AllowanceView> {
  assertCan(actor, 'brief:mine', { ownerId });
  const { start, resetsAt } = allowanceWeek(now);
  const used = await store.allowanceUsed(em, ownerId, start);
  return { remaining: Math.max(0, APPLICATION_LIMITS.weeklyAllowance - used), resetsAt };
}

export type ApplyFields = { pitch: string; links?: string[] | null; answers?: string[] | null };

/** An application's text, checked before any SQL: a pitch of at most 1,500 characters, up to 3 web links, an answer per question. */
function parseApplication(input: ApplyFields): { pitch: string; links: string[]; answers: string[] } {
  checkLength('pitch', input.pitch, APPLICATION_LIMITS.pitch);
  checkList('links', input.links, APPLICATION_LIMITS.links, APPLICATION_LIMITS.linkLength);
  checkList('answers', input.answers, BRIEF_LIMITS.questions, APPLICATION_LIMITS.answer);
  const pitch = input.pitch.trim();
  if (!pitch) throw new AppError('BAD_USER_INPUT', 'Write a pitch: what you would bring to this brief', { pitch: 'Empty' });
  const links: string[] = [];
  for (const raw of input.links ?? []) {
    const link = raw.trim();
    if (!link) continue;
    if (!isWebUrl(link))
      throw new AppError('BAD_USER_INPUT', 'Each link must be a web address starting with http:// or https://', { links: 'A web address (https://…)' });
    if (!links.includes(link)) links.push(link);
  }
  const answers = (input.answers ?? []).map((a) => a.trim());
  if (answers.some((a) => !a)) throw new AppError('BAD_USER_INPUT', 'Answer every screening question', { answers: 'An answer is empty' });
  if ([pitch, ...answers].some(unstorable))
    throw new AppError('BAD_USER_INPUT', 'The application has characters that cannot be stored', { pitch: 'Remove control characters' });
  return { pitch, links, answers };
}

/** An application, read fresh, with its brief. */
const applicationById = (em: EntityManager, id: string) =>
  em.findOneOrFail(BriefApplication, { id }, { populate: ['brief', 'brief.brand', 'applicant'], refresh: true });

/**
 * A creator applies to an open brief whose applications have not closed: creator accounts with a
 * complete profile, once per brief, never to their own (or their brand's) brief, with one answer
 * per screening question, within the weekly allowance.
 */
export async function applyToBrief(em: EntityManager, actor: Actor | null, briefId: string, input: ApplyFields): Promise<BriefApplication> {
  const me = await assertCreatorAccount(em, actor, 'brief:apply');
  if (!isUuid(briefId)) throw new AppError('BAD_USER_INPUT', 'Not a brief id', { briefId: 'Not a brief id (a UUID)' });
  const fields = parseApplication(input);
  if (!completionOf(await findProfile(em, me.id)).isComplete) {
    throw new AppError('FORBIDDEN', 'Complete your profile before applying: posters decide on what it shows.');
  }
  const now = new Date();
  const id = await em.transactional(async (tx) => {
    // One application at a time per creator, on every instance: the allowance is counted, then spent.
    await tx.execute(`select pg_advisory_xact_lock(hashtext('brief-apply:' || ?))`, [me.id]);
    const brief = await loadBrief(tx, briefId);
    if (!isPublic(brief)) throw new AppError('NOT_FOUND', 'No such brief');
    if (brief.status !== BriefStatus.OPEN || brief.closesAt.getTime() <= now.getTime()) {
      throw new AppError('BAD_USER_INPUT', 'This brief is not taking applications', { briefId: `The brief is ${brief.status}` });
    }
    if (await isPosterOf(tx, brief, me.id)) throw new AppError('BAD_USER_INPUT', 'This is your own brief', { briefId: 'Your own brief' });
    if (fields.answers.length !== brief.questions.length) {
      throw new AppError('BAD_USER_INPUT', `Answer each of the ${brief.questions.length} screening questions`, {
        answers: `${brief.questions.length} answers`,
      });
    }
    // A block, either way, keeps the two apart on the board as everywhere.
    if (await store.blockedWithPoster(tx, scopeOf(brief), me.id)) {
      throw new AppError('FORBIDDEN', 'You cannot apply to this brief: there is a block between you and its poster');
    }
    const [already] = await tx.execute('select 1 from brief_applications where brief_id = ? and applicant_id = ?', [brief.id, me.id]);
    if (already) throw new AppError('BAD_USER_INPUT', 'You already applied to this brief', { briefId: 'Already applied' });
    // An invited creator was asked: their application costs none of the weekly allowance.
    const invited = (await store.invitedTo(tx, me.id, [brief.id])).has(brief.id);
    const { start, resetsAt } = allowanceWeek(now);
    if (!invited && (await store.allowanceUsed(tx, me.id, start)) >= APPLICATION_LIMITS.weeklyAllowance) {
      throw new AppError(
        'RATE_LIMITED',
        `You have sent your ${APPLICATION_LIMITS.weeklyAllowance} applications this week; more from ${resetsAt.toISOString().slice(0, 10)}.`,
        undefined,
        Math.ceil((resetsAt.getTime() - now.getTime()) / 1000),
      );
    }
    const application = tx.create(BriefApplication, { brief, applicant: me.id, ...fields, invited, usedAllowance: !invited });
    await tx.flush();
    await tellApplicationReceived(tx, brief, me.id, fields.pitch);
    // A brand's brief: its webhook endpoints hear of the application in the same transaction.
    if (brief.brand) await recordApplicationReceived(tx, brief.brand.id, application.id);
    await queuePosterStats(tx, scopeOf(brief));
    return application.id;
  });
  return applicationById(em, id);
}

/** The applicant takes back an application the poster has not decided yet; to anyone else it does not exist. The allowance it used stays spent. */
export async function withdrawApplication(em: EntityManager, actor: Actor | null, id: string): Promise<BriefApplication> {
  if (!signedInUser(actor)) assertCan(actor, 'brief:application');
  if (!isUuid(id)) throw new AppError('BAD_USER_INPUT', 'Not an application id', { id: 'Not an application id (a UUID)' });
  const [row] = await em.execute<{ applicant_id: string; brand_id: string | null; poster_id: string | null }[]>(
    'select a.applicant_id, b.brand_id, b.poster_id from brief_applications a join briefs b on b.id = a.brief_id where a.id = ?',
    [id],
  );
  if (!row) throw new AppError('NOT_FOUND', 'No such application');
  assertCan(actor, 'brief:application', { ownerId: row.applicant_id });
  const updated = await em.transactional(async (tx) => {
    const rows = await tx.execute<{ id: string }[]>(
      `update brief_applications set status = 'withdrawn', updated_at = now() where id = ? and status in (${UNDECIDED_STATUSES.map(() => '?').join(', ')}) returning id`,
      [id, ...UNDECIDED_STATUSES],
    );
    if (rows.length > 0 && (row.brand_id || row.poster_id)) await queuePosterStats(tx, row.brand_id ? { brandId: row.brand_id } : { userId: row.poster_id! });
    return rows;
  });
  if (updated.length === 0) throw new AppError('BAD_USER_INPUT', 'This application was already decided or withdrawn', { id: 'No longer pending' });
  return applicationById(em, id);
}

/** The grants a brand's API key needs to read, and to open and decide, the applications to the brand's briefs. */
const READ_APPLICATIONS: KeyGrant = { resource: 'APPLICATIONS', access: 'READ' };
const WRITE_APPLICATIONS: KeyGrant = { resource: 'APPLICATIONS', access: 'WRITE' };

/** The decisions a poster makes on an application. */
const DECISIONS: readonly ApplicationStatus[] = [ApplicationStatus.SHORTLISTED, ApplicationStatus.HIRED, ApplicationStatus.DECLINED];

/**
 * The poster (or anyone on the brand's team) decides: SHORTLISTED, HIRED or DECLINED (with a reason
 * and an optional note). Shortlisting or hiring opens a conversation between the poster (the
 * brand's team, for a brand) and the applicant in /messages. Deciding counts as the poster's
 * activity, and marks the application opened. A poster may still decide for seven days after the
 * brief ended; a removed brief takes no decisions. To anyone but the poster and the applicant the
 * application does not exist. A brand's API key with APPLICATIONS WRITE decides on the applications
 * to its brand's briefs as the brand (the conversation it opens then has no person as its starter).
 */
export async function decideApplication(
  em: EntityManager,
  actor: Actor | null,
  input: { id: string; status: ApplicationStatus; reason?: DeclineReason | null; note?: string | null },
): Promise<BriefApplication> {
  assertMayActAsPoster(actor, WRITE_APPLICATIONS);
  if (!isUuid(input.id)) throw new AppError('BAD_USER_INPUT', 'Not an application id', { id: 'Not an application id (a UUID)' });
  checkLength('note', input.note, APPLICATION_LIMITS.note);
  if (!DECISIONS.includes(input.status)) throw new AppError('BAD_USER_INPUT', 'A decision is SHORTLISTED, HIRED or DECLINED', { status: 'Not a decision' });
  const declined = input.status === ApplicationStatus.DECLINED;
  if (declined && !input.reason) throw new AppError('BAD_USER_INPUT', 'Say why you decline: the applicant is told', { reason: 'Required to decline' });
  if (!declined && (input.reason || input.note))
    throw new AppError('BAD_USER_INPUT', 'A reason and a note go with a decline only', { reason: 'Only with DECLINED' });
  const note = input.note?.trim() || null;
  if (note && unstorable(note)) throw new AppError('BAD_USER_INPUT', 'The note has characters that cannot be stored', { note: 'Remove control characters' });
  const me = signedInUser(actor);
  const [row] = await em.execute<{ brief_id: string; applicant_id: string }[]>('select brief_id, applicant_id from brief_applications where id = ?', [
    input.id,
  ]);
  if (!row) throw new AppError('NOT_FOUND', 'No such application');
  const now = new Date();
  await em.transactional(async (tx) => {
    const brief = await loadBrief(tx, row.brief_id, true);
    // A key's own brand's brief, or the person's: anyone else's application does not exist to them.
    const mine = me ? await isPosterOf(tx, brief, me.id) : brief.brand?.id === (actor?.kind === 'apiKey' ? actor.brandId : null);
    if (!mine) {
      if (me && row.applicant_id === me.id) throw new AppError('FORBIDDEN', "Only the brief's poster decides on applications");
      throw new AppError('NOT_FOUND', 'No such application');
    }
    const poster = await assertPoster(tx, actor, brief, WRITE_APPLICATIONS);
    if (brief.status === BriefStatus.REMOVED) throw new AppError('BAD_USER_INPUT', 'Moderation removed this brief', { id: 'The brief was removed' });
    const ended = (ENDED_STATUSES as readonly BriefStatus[]).includes(brief.status);
    if (ended && brief.closedAt && brief.closedAt.getTime() + BRIEF_LIMITS.decisionGraceDays * DAY_MS <= now.getTime()) {
      throw new AppError('BAD_USER_INPUT', `The brief ended over ${BRIEF_LIMITS.decisionGraceDays} days ago: its applications closed without a decision`, {
        id: 'Too late',
      });
    }
    const [current] = await tx.execute<{ status: ApplicationStatus }[]>('select status from brief_applications where id = ? for update', [input.id]);
    if (!current || !(UNDECIDED_STATUSES as readonly ApplicationStatus[]).includes(current.status)) {
      throw new AppError('BAD_USER_INPUT', `This application is already ${current?.status ?? 'gone'}`, { id: 'Already decided' });
    }
    // A block, either way, stops a shortlist or a hire (each opens a conversation); a decline stays possible.
    if (!declined && (await store.blockedWithPoster(tx, scopeOf(brief), row.applicant_id))) {
      throw new AppError('BAD_USER_INPUT', 'There is a block between you and this applicant: they cannot be shortlisted or hired', { id: 'Blocked' });
    }
    await tx.execute(
      `update brief_applications set status = ?, viewed_at = coalesce(viewed_at, ?), first_answer_at = coalesce(first_answer_at, ?),
          decided_at = ?, decline_reason = ?, decline_note = ?, updated_at = ? where id = ?`,
      [
        input.status,
        now,
        now,
        input.status === ApplicationStatus.SHORTLISTED ? null : now,
        declined ? input.reason : null,
        declined ? note : null,
        now,
        input.id,
      ],
    );
    await tx.execute('update briefs set last_poster_activity_at = ? where id = ?', [now, brief.id]);
    await queuePosterStats(tx, scopeOf(brief));
    if (input.status === ApplicationStatus.SHORTLISTED || input.status === ApplicationStatus.HIRED) {
      if (brief.brand) await openBrandConversation(tx, brief.brand.id, row.applicant_id, poster.userId);
      else await openAgreedConversation(tx, poster.userId!, row.applicant_id);
    }
    const item = { applicantId: row.applicant_id, briefId: brief.id, title: brief.title, posterId: brief.brand ? null : poster.userId };
    if (declined) await tellApplicants(tx, [item], { kind: 'application_declined', reason: input.reason!, note });
    else await tellApplicants(tx, [item], { kind: input.status === ApplicationStatus.HIRED ? 'application_hired' : 'application_shortlisted' });
  });
  return applicationById(em, input.id);
}

/**
 * A brief's applications for its poster (or the brand's team), the newest first, optionally of one
 * status. Reading them is opening them: SUBMITTED ones on the page become VIEWED, which their
 * applicants see. Anyone else: FORBIDDEN on a public brief, NOT_FOUND on a draft or removed one.
 * A brand's API key reads the applications to its brand's briefs with APPLICATIONS READ; only
 * with APPLICATIONS WRITE does its reading open them (a read grant changes nothing creators see).
 */
export async function briefApplications(
  em: EntityManager,
  actor: Actor | null,
  briefId: string,
  status: ApplicationStatus | null | undefined,
  page: PageArgs,
): Promise<Connection<BriefApplication>> {
  assertMayActAsPoster(actor, READ_APPLICATIONS);
  const brief = await loadBrief(em, briefId);
  await assertPoster(em, actor, brief, READ_APPLICATIONS);
  const { offset, limit } = pageWindow(page);
  const where = { brief: brief.id, ...(status ? { status } : {}) };
  const [rows, total] = await em.findAndCount(BriefApplication, where, { orderBy: { createdAt: 'desc', id: 'desc' }, offset, limit, fields: ['id'] });
  const ids = rows.map((r) => r.id);
  const opens = actor?.kind !== 'apiKey' || actor.grants.APPLICATIONS === 'WRITE';
  if (opens)
    await em.transactional(async (tx) => {
      const opened = await store.markViewed(tx, ids, new Date());
      // The applicant sees that the poster opened it: from the brand, or naming the creator who posted.
      const posterId = brief.brand ? null : (signedInUser(actor)?.id ?? null);
      await tellApplicants(
        tx,
        opened.map((row) => ({ applicantId: row.applicant_id, briefId: row.brief_id, title: row.title, posterId })),
        { kind: 'application_viewed' },
      );
    });
  const fresh = ids.length ? await em.find(BriefApplication, { id: { $in: ids } }, { populate: ['brief', 'brief.brand', 'applicant'], refresh: true }) : [];
  const byId = new Map(fresh.map((a) => [a.id, a]));
  return toConnection(
    ids.map((id) => byId.get(id)!),
    total,
    offset,
  );
}

/** The account's own applications, the newest first: its own account only. */
export async function applicationsOf(em: EntityManager, actor: Actor | null, ownerId: string, page: PageArgs): Promise<Connection<BriefApplication>> {
  assertCan(actor, 'brief:mine', { ownerId });
  const { offset, limit } = pageWindow(page);
  const [rows, total] = await em.findAndCount(
    BriefApplication,
    { applicant: ownerId },
    { orderBy: { createdAt: 'desc', id: 'desc' }, offset, limit, populate: ['brief', 'brief.brand', 'applicant'] },
  );
  return toConnection(rows, total, offset);
}

/** The viewer's own applications to these briefs, by brief (none for a visitor): one query for a page of briefs. */
export async function viewerApplicationsTo(em: EntityManager, actor: Actor | null, briefIds: string[]): Promise<Map<string, BriefApplication>> {
  const me = signedInUser(actor);
  if (!me || briefIds.length === 0) return new Map();
  // Most cards of a page carry no application of the viewer's: a plain lookup first, the entities only for those that do.
  const ids = await em.execute<{ id: string }[]>('select id from brief_applications where applicant_id = ? and brief_id = any(?::uuid[])', [
    me.id,
    `{${briefIds.join(',')}}`,
  ]);
  if (ids.length === 0) return new Map();
  const found = await em.find(BriefApplication, { id: { $in: ids.map((r) => r.id) } }, { populate: ['brief', 'brief.brand', 'applicant'] });
  return new Map(found.map((application) => [application.brief.id, application]));
}
