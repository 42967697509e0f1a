import type { EntityManager } from '@mikro-orm/postgresql';
import { assertCan, signedInUser, type Actor, type UserActor } from '../common/authz.js';
import { pageWindow, toConnection, type Connection, type PageArgs } from '../common/connection.js';
import { AppError } from '../common/errors.js';
import type { PubSub } from '../common/pubsub.js';
import { checkList, isUuid } from '../common/validation.js';
import { buildCatalogIndex, fitOf, regionOf, type CatalogResource, type Factor, type MatchProfile } from '../matchmade/engine.js';
import { RECOMMENDED_MIN_SCORE } from '../matchmade/weights.js';
import { Profile } from '../profile/profile.entity.js';
import { assertCreatorAccount } from '../user/account-standing.js';
import { BRIEF_LIMITS } from '../../shared/limits.js';
import { CAREER_STAGES } from '../../shared/vocabulary.js';
import { Brief, BriefStatus } from './brief.entity.js';
import { assertPoster, briefsInOrder, isPosterOf, isPublic, loadBrief, scopeOf } from './brief.service.js';
import * as store from './collaboration.storage.js';
import { notify } from '../notification/notification.service.js';

/**
 * "Fits you": a brief read as a MatchMade resource and scored for every creator by MatchMade's
 * own engine, in the `score_brief` job when it opens. Creators it fits at or above the threshold
 * are stored (brief_fits) and told live (`briefPosted`, on whichever instance holds their socket);
 * the board sorts by the stored fit (BEST_FIT), `briefFeed` lists them, and the poster invites
 * from them (`briefCandidates`, `inviteToBrief`).
 */

/**
 * A brief fits a creator from MatchMade's "recommended" score: the score at which MatchMade itself
 * recommends a resource rather than listing it as optional.
 */
export const FIT_THRESHOLD = RECOMMENDED_MIN_SCORE;

/** Creators' profiles read and scored per batch. */
const SCORE_BATCH = 2000;

/**
 * A brief as the engine reads a resource: its roles wanted are the creator needs it answers (the
 * same vocabulary), its genres and skills are the resource's, its deliverables its features, its
 * title and description its text. Remote work is available everywhere; otherwise the region of
 * its place. A brief names no career stage, so every stage scores alike.
 */
export function briefAsResource(
  brief: Pick<Brief, 'id' | 'title' | 'description' | 'kind' | 'genres' | 'skills' | 'roles' | 'deliverables' | 'location' | 'remote'>,
): CatalogResource {
  const region = regionOf(brief.location);
  return {
    id: brief.id,
    slug: brief.id,
    name: brief.title,
    description: brief.description,
    category: [brief.kind],
    features: brief.deliverables.map((d) => d.what),
    targetGenres: brief.genres,
    careerStages: [...CAREER_STAGES],
    regions: brief.remote ? ['global'] : region ? [region] : [],
    skills: brief.skills,
    lookingFor: brief.roles,
  };
}

/** The reasons in words: the factors that counted most (the stage, alike for every creator, left out), best first. */
export const reasonsOf = (breakdown: Factor[]): string[] =>
  breakdown
    .filter((f) => f.score > 0 && f.name !== 'careerStage')
    .sort((a, b) => b.weight * b.score - a.weight * a.score)
    .slice(0, 3)
    .map((f) => f.detail);

const asProfile = (row: store.FitProfileRow): MatchProfile => ({
  bio: row.bio,
  genres: row.genres,
  careerStage: row.career_stage,
  skills: row.skills,
  lookingFor: row.looking_for,
  location: row.location,
});

export type ScoreOutcome = { scored: number; fits: number; pushed: number };

/**
 * The `score_brief` job: scores an open brief for every creator (the poster, their brand's team and
 * creators in a block with the poster left out), in batches of profiles, and replaces the brief's
 * stored fits with the creators at or above the threshold. After the commit, each creator who fits
 * and was not stored before is told live, once: a rescore after an edit tells only the newcomers
 * (nobody without a `pubsub`: the demo seed stores fits before anyone listens). A brief no longer
 * open is left alone.
 */
export async function scoreBrief(em: EntityManager, pubsub: PubSub | null, briefId: string, now = new Date()): Promise<ScoreOutcome> {
  const brief = await em.findOne(Brief, { id: briefId }, { populate: ['brand'], refresh: true });
  if (!brief || brief.status !== BriefStatus.OPEN) return { scored: 0, fits: 0, pushed: 0 };
  const index = buildCatalogIndex([briefAsResource(brief)]);
  const excluded = await store.posterAndBlocked(em, scopeOf(brief));
  const rows: store.FitRow[] = [];
  let scored = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await store.creatorProfilesAfter(em, after, SCORE_BATCH);
    if (batch.length === 0) break;
    for (const row of batch) {
      if (excluded.has(row.user_id)) continue;
      scored += 1;
      const fit = fitOf(asProfile(row), index, brief.id, FIT_THRESHOLD);
      if (fit?.breakdown && fit.score >= FIT_THRESHOLD) rows.push({ userId: row.user_id, score: fit.score, reasons: reasonsOf(fit.breakdown) });
    }
    after = batch.at(-1)!.user_id;
  }
  const fresh = await em.transactional(async (tx) => {
    // One scorer per brief at a time, on every instance; the state read under the same lock.
    const [locked] = await tx.execute<{ status: string }[]>('select status from briefs where id = ? for update', [brief.id]);
    if (locked?.status !== BriefStatus.OPEN) return [];
    const before = await store.fitUsers(tx, brief.id);
    await store.replaceFits(tx, brief.id, rows, now);
    await tx.execute('update briefs set fits_scored_at = ? where id = ?', [now, brief.id]);
    const fresh = rows.filter((r) => !before.has(r.userId));
    // Each creator it newly fits also finds it in their notifications (in the app by default), with the score and the first reason.
    await notify(
      tx,
      fresh.map((row) => ({
        userId: row.userId,
        kind: 'brief_fits_you' as const,
        groupKey: `brief:${brief.id}`,
        subject: brief.title,
        body: `${row.score}% fit${row.reasons[0] ? `: ${row.reasons[0]}` : ''}`,
        url: `/collaboration/${brief.id}`,
        reason: 'it fits your profile',
      })),
    );
    return fresh;
  });
  if (!pubsub) return { scored, fits: rows.length, pushed: 0 };
  for (const row of fresh) pubsub.publish('BRIEF_POSTED', row.userId, { briefId: brief.id, score: row.score, reasons: row.reasons });
  return { scored, fits: rows.length, pushed: fresh.length };
}

/**
 * The `score_creator_fits` job: after a creator's profile changed, their fit to every open brief
 * they may be offered is scored again and stored (at or above the threshold), so "Fits you" and
 * BEST_FIT follow the profile, and a creator who joins after a brief opened finds it there. Not
 * pushed: these briefs are not new. Brand accounts and suspended accounts have none.
 */
export async function scoreCreatorFits(em: EntityManager, userId: string, now = new Date()): Promise<{ briefs: number; fits: number }> {
  const [account] = await em.execute<{ user_type: string; suspended: boolean }[]>(
    'select user_type, suspended_at is not null as suspended from users where id = ?',
    [userId],
  );
  const profile = await em.findOne(Profile, { user: userId });
  if (!account || account.user_type === 'brand' || account.suspended || !profile) return { briefs: 0, fits: 0 };
  const briefs = await store.openBriefsFor(em, userId, now);
  const rows: { briefId: string; score: number; reasons: string[] }[] = [];
  for (const brief of briefs) {
    const deliverables = typeof brief.deliverables === 'string' ? (JSON.parse(brief.deliverables) as { what: string }[]) : brief.deliverables;
    const resource = briefAsResource({
      ...brief,
      kind: brief.kind as Brief['kind'],
      deliverables: deliverables.map((d) => ({ what: d.what, count: 1, format: null })),
    });
    const fit = fitOf(profile, buildCatalogIndex([resource]), brief.id, FIT_THRESHOLD);
    if (fit?.breakdown && fit.score >= FIT_THRESHOLD) rows.push({ briefId: brief.id, score: fit.score, reasons: reasonsOf(fit.breakdown) });
  }
  await em.transactional((tx) =>
    store.replaceCreatorFits(
      tx,
      userId,
      briefs.map((b) => b.id),
      rows,
      now,
    ),
  );
  return { briefs: briefs.length, fits: rows.length };
}

export type FitView = { score: number; reasons: string[] };

/** The viewer's stored fits to these briefs, by brief (none for a visitor): one query for a page. */
export async function viewerFitsOf(em: EntityManager, actor: Actor | null, briefIds: string[]): Promise<Map<string, FitView>> {
  const me = signedInUser(actor);
  if (!me) return new Map();
  return store.storedFits(em, me.id, briefIds);
}

/**
 * The viewer's fit to one brief worked out now with the engine, for a brief read on its own and
 * not stored for them (below the threshold, or not scored yet): null for a visitor, a brand
 * account, the poster and their team, and a creator in a block with the poster.
 */
export async function liveFitOf(em: EntityManager, actor: Actor | null, brief: Brief): Promise<FitView | null> {
  const me = signedInUser(actor);
  if (!me || !isPublic(brief)) return null;
  const [account] = await em.execute<{ user_type: string }[]>('select user_type from users where id = ?', [me.id]);
  if (!account || account.user_type === 'brand') return null;
  if (await isPosterOf(em, brief, me.id)) return null;
  if (await store.blockedWithPoster(em, scopeOf(brief), me.id)) return null;
  const profile = await em.findOne(Profile, { user: me.id });
  if (!profile) return null;
  const fit = fitOf(profile, buildCatalogIndex([briefAsResource(brief)]), brief.id, 0);
  return fit?.breakdown ? { score: fit.score, reasons: reasonsOf(fit.breakdown) } : null;
}

/** "Fits you": open briefs the signed-in creator's stored fit is kept for (at or above the threshold), best first. */
export async function briefFeed(em: EntityManager, actor: Actor | null, page: PageArgs): Promise<Connection<Brief>> {
  const me = await assertCreatorAccount(em, actor, 'brief:feed');
  const { offset, limit } = pageWindow(page);
  const { ids, total } = await store.feedPage(em, me.id, new Date(), limit, offset);
  return toConnection(await briefsInOrder(em, ids), total, offset);
}

/** Who may listen to the live feed of briefs that fit (`briefPosted`): signed-in creators, as for `briefFeed`. */
export function briefFeedListener(em: EntityManager, actor: Actor | null): Promise<UserActor> {
  return assertCreatorAccount(em, actor, 'brief:feed');
}

export type CandidateView = { creatorId: string; score: number; reasons: string[]; invited: boolean; applied: boolean };

function briefIdOf(id: string): string {
  if (!isUuid(id)) throw new AppError('BAD_USER_INPUT', 'Not a brief id', { briefId: 'Not a brief id (a UUID)' });
  return id;
}

/** The creators a brief fits, best first, with whether each was invited and applied: its poster (or the brand's team) only. */
export async function briefCandidates(em: EntityManager, actor: Actor | null, briefId: string, page: PageArgs): Promise<Connection<CandidateView>> {
  if (!signedInUser(actor)) assertCan(actor, 'brief:manage');
  const { offset, limit } = pageWindow(page);
  const brief = await loadBrief(em, briefIdOf(briefId));
  await assertPoster(em, actor, brief);
  const { rows, total } = await store.candidatesPage(em, brief.id, scopeOf(brief), limit, offset);
  return toConnection(
    rows.map((r) => ({ creatorId: r.user_id, score: r.score, reasons: r.reasons, invited: r.invited, applied: r.applied })),
    total,
    offset,
  );
}

/**
 * The poster (or anyone on the brand's team) invites creators the open brief fits to apply, by
 * username: at most 20 invitations per brief in all (inviting someone again changes nothing);
 * each username must be a creator the brief fits, not in a block with the poster, who has not
 * applied yet. Their application then uses none of their weekly allowance. Answers the invited
 * creators, best fit first.
 */
export async function inviteToBrief(em: EntityManager, actor: Actor | null, briefId: string, usernames: string[]): Promise<CandidateView[]> {
  if (!signedInUser(actor)) assertCan(actor, 'brief:manage');
  briefIdOf(briefId);
  checkList('usernames', usernames, BRIEF_LIMITS.invitesPerBrief, BRIEF_LIMITS.inviteUsername);
  const names = [...new Set(usernames.map((u) => u.trim().toLowerCase()).filter(Boolean))];
  if (names.length === 0) throw new AppError('BAD_USER_INPUT', 'Name at least one creator to invite', { usernames: 'Empty' });
  const invitedIds = await em.transactional(async (tx) => {
    const brief = await loadBrief(tx, briefId, true);
    // Keys never get here (refused above): an invitation records the person who sent it.
    const me = await assertPoster(tx, actor, brief);
    if (brief.status !== BriefStatus.OPEN)
      throw new AppError('BAD_USER_INPUT', 'Only an open brief takes invitations', { briefId: `The brief is ${brief.status}` });
    const scope = scopeOf(brief);
    const found = await tx.execute<{ id: string; username: string; user_type: string; fits: boolean; applied: boolean }[]>(
      `select u.id, lower(u.username) as username, u.user_type,
              exists (select 1 from brief_fits f where f.brief_id = ? and f.user_id = u.id) as fits,
              exists (select 1 from brief_applications a where a.brief_id = ? and a.applicant_id = u.id) as applied
         from users u where lower(u.username) in (select json_array_elements_text(?::json)) and u.suspended_at is null`,
      [brief.id, brief.id, JSON.stringify(names)],
    );
    const byName = new Map(found.map((r) => [r.username, r]));
    const blocked = await store.posterAndBlocked(tx, scope);
    for (const name of names) {
      const row = byName.get(name);
      if (!row || row.user_type === 'brand') throw new AppError('BAD_USER_INPUT', `No creator is called ${name}`, { usernames: `No creator ${name}` });
      // The poster and their team are in the set too: nobody invites themselves.
      if (blocked.has(row.id))
        throw new AppError('BAD_USER_INPUT', `${name} cannot be invited: you, or a block between you, stand in the way`, {
          usernames: `Cannot invite ${name}`,
        });
      if (!row.fits)
        throw new AppError('BAD_USER_INPUT', `The brief does not fit ${name}: invite from the creators it fits`, { usernames: `${name} is not a fit` });
      if (row.applied) throw new AppError('BAD_USER_INPUT', `${name} already applied`, { usernames: `${name} applied` });
    }
    const ids = names.map((n) => byName.get(n)!.id);
    const [count] = await tx.execute<{ n: number; already: number }[]>(
      'select count(*)::int as n, count(*) filter (where user_id = any(?::uuid[]))::int as already from brief_invites where brief_id = ?',
      [`{${ids.join(',')}}`, brief.id],
    );
    const total = (count?.n ?? 0) + ids.length - (count?.already ?? 0);
    if (total > BRIEF_LIMITS.invitesPerBrief) {
      throw new AppError(
        'BAD_USER_INPUT',
        `A brief takes at most ${BRIEF_LIMITS.invitesPerBrief} invitations; ${BRIEF_LIMITS.invitesPerBrief - (count?.n ?? 0)} left for this one`,
        { usernames: `At most ${BRIEF_LIMITS.invitesPerBrief} invitations per brief` },
      );
    }
    await tx.execute(
      `insert into brief_invites (brief_id, user_id, invited_by_id, created_at)
       select ?, u, ?, now() from unnest(?::uuid[]) as u on conflict do nothing`,
      [brief.id, me.userId, `{${ids.join(',')}}`],
    );
    await tx.execute('update briefs set last_poster_activity_at = now() where id = ?', [brief.id]);
    return ids;
  });
  const fits = await store.fitsOf(em, briefId, invitedIds);
  return fits.map((r) => ({ creatorId: r.user_id, score: r.score, reasons: r.reasons, invited: true, applied: r.applied }));
}

/** The briefs among these the signed-in account was invited to (none for a visitor). */
export async function viewerInvitesTo(em: EntityManager, actor: Actor | null, briefIds: string[]): Promise<Set<string>> {
  const me = signedInUser(actor);
  return me ? store.invitedTo(em, me.id, briefIds) : new Set();
}
