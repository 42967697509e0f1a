import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addJob } from '../../platform/jobs.js';
import { assertCan, type Actor } from '../common/authz.js';
import { AppError } from '../common/errors.js';
import { FILTER_LIMITS } from '../../shared/limits.js';
import { containsPattern, preparedRead, readPrepared } from '../common/sql.js';
import { checkLength, checkList, searchText } from '../common/validation.js';
import { User } from '../user/user.entity.js';
import { computeCompletion, EMPTY_PROFILE, isPromptDue, type Completion, type CompletionInput } from '../../shared/profile-completion.js';
import { Profile } from './profile.entity.js';
import { parseProfilePatch } from './profile.validation.js';
import { SOCIAL_PLATFORMS } from '../../shared/vocabulary.js';

export type CompletionWithPrompt = Completion & { promptDue: boolean };

/** Completion of a profile (or of none), with whether the prompt is due under the re-show rules (completion.ts, isPromptDue). */
export function completionOf(profile: Profile | null, now = new Date()): CompletionWithPrompt {
  const completion = computeCompletion(profile ?? EMPTY_PROFILE);
  return { ...completion, promptDue: isPromptDue(completion.percent, profile?.promptDismissedAt ?? null, now) };
}

/** A creator's profile, unchecked: for services that already checked (the assistant's grounding, the picture). */
export const findProfile = (em: EntityManager, userId: string) => em.findOne(Profile, { user: userId });

/** The actor's own profile (REST GET /api/profiles): 404 before the first save. */
export async function ownProfile(em: EntityManager, actor: Actor | null): Promise<Profile> {
  const me = assertCan(actor, 'profile:read');
  const profile = await findProfile(em, me.id);
  if (!profile) throw new AppError('NOT_FOUND', 'No profile yet');
  return profile;
}

/** An account's profile as its owner edits it (User.profile), for the owner and admins. */
export function profileOf(em: EntityManager, actor: Actor | null, ownerId: string): Promise<Profile | null> {
  assertCan(actor, 'profile:read', { ownerId });
  return findProfile(em, ownerId);
}

/** prompt_dismissed_at comes as PostgreSQL's text (the ORM's type parsers). */
type CompletionRow = CompletionInput & { promptDismissedAt: string | null };

// What completion reads, as a plain row: the dashboard asks for it on every load, and building
// a Profile entity for it cost more than the rest of the field.
const COMPLETION_SQL = preparedRead(
  'profile_completion',
  `select artist_name as "artistName", bio, genres, location, career_stage as "careerStage", skills,
    profile_picture_url as "profilePictureUrl", website, social_media as "socialMedia", looking_for as "lookingFor",
    prompt_dismissed_at as "promptDismissedAt"
  from profiles where user_id = ?`,
);

/** An account's profile completion (User.profileCompletion), 0% before the first save. */
export async function profileCompletionOf(em: EntityManager, actor: Actor | null, ownerId: string): Promise<CompletionWithPrompt> {
  assertCan(actor, 'profile:read', { ownerId });
  const [row] = await readPrepared<CompletionRow>(em, COMPLETION_SQL, [ownerId]);
  const completion = computeCompletion(row ?? EMPTY_PROFILE);
  const dismissedAt = row?.promptDismissedAt ? em.getPlatform().parseDate(row.promptDismissedAt) : null;
  return { ...completion, promptDue: isPromptDue(completion.percent, dismissedAt) };
}

/**
 * The creator's profile, created when they have none, locked to the commit: two first saves (or
 * picture uploads) at once make one row, without a unique violation, and then take turns on it.
 * Call inside the writing transaction.
 */
export async function lockProfileFor(tx: EntityManager, userId: string): Promise<Profile> {
  await tx.execute('insert into profiles (id, user_id) values (?, ?) on conflict (user_id) do nothing', [randomUUID(), userId]);
  return tx.findOneOrFail(Profile, { user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

/**
 * Applies a partial change to the viewer's own profile (created on first save). Input is
 * validated whole before anything is written. The change marks the creator's matches stale and,
 * in the same transaction, queues their recompute: saved and queued, or neither.
 */
export async function updateProfile(em: EntityManager, actor: Actor | null, body: unknown): Promise<Profile> {
  const { id: userId } = assertCan(actor, 'profile:update');
  const patch = parseProfilePatch(body);
  return em.transactional(async (tx) => {
    const profile = await lockProfileFor(tx, userId);
    const { socialMedia, ...fields } = patch;
    Object.assign(profile, fields);
    if (socialMedia) {
      const links = { ...profile.socialMedia };
      for (const [platform, link] of Object.entries(socialMedia)) {
        if (link) links[platform] = link;
        else delete links[platform];
      }
      profile.socialMedia = links;
    }
    // The session user carries the stage name too (artistName): keep them one.
    if (patch.artistName !== undefined) tx.getReference(User, userId).artistName = patch.artistName;
    await matchesChanged(tx, profile);
    return profile;
  });
}

/**
 * Marks the creator's matches stale (a read before the recompute recomputes itself) and queues
 * the recompute MatchMade runs in the background, and the scoring of their fit to the open briefs
 * of the collaboration board (queued by name: that module sits above this one). Call inside the
 * writing transaction.
 */
export async function matchesChanged(tx: EntityManager, profile: Profile): Promise<void> {
  profile.matchesStaleAt = new Date();
  await tx.flush();
  await addJob(tx, 'recompute_matches', { userId: profile.user.id });
  await addJob(tx, 'score_creator_fits', { userId: profile.user.id });
}

/** Dismissing the completion prompt stores the time; the re-show rules count from it. */
export async function dismissProfilePrompt(em: EntityManager, actor: Actor | null): Promise<Profile> {
  const { id: userId } = assertCan(actor, 'profile:update');
  return em.transactional(async (tx) => {
    const profile = await lockProfileFor(tx, userId);
    profile.promptDismissedAt = new Date();
    await tx.flush();
    return profile;
  });
}

/** The REST shape of a profile (its fields, socialMedia as a map), with its completion. */
export function profileJson(profile: Profile) {
  const socialMedia: Record<string, string> = {};
  for (const platform of SOCIAL_PLATFORMS) {
    const link = profile.socialMedia[platform];
    if (link) socialMedia[platform] = link;
  }
  return {
    id: profile.id,
    artistName: profile.artistName,
    bio: profile.bio,
    genres: profile.genres,
    location: profile.location,
    careerStage: profile.careerStage,
    skills: profile.skills,
    profilePictureUrl: profile.profilePictureUrl,
    website: profile.website,
    socialMedia,
    lookingFor: profile.lookingFor,
    featuredTracks: profile.featuredTracks.map(({ url, provider, title }) => ({ url, provider, title })),
    completion: completionOf(profile),
    updatedAt: profile.updatedAt,
  };
}

export type CreatorFilter = { genre?: string | null; skill?: string | null; search?: string | null; lookingFor?: string[] | null };

/** A creator's public profile, as the directory, creator pages and the network show it. */
export type PublicCreator = {
  id: string;
  userId: string;
  username: string;
  artistName: string | null;
  firstName: string;
  bio: string;
  genres: string[];
  location: string | null;
  careerStage: string | null;
  skills: string[];
  lookingFor: string[];
  profilePictureUrl: string | null;
  userType: string;
};

/** The public columns of a creator, over `profiles p join users u`. */
export const CREATOR_COLUMNS = `p.id, u.id as user_id, u.username, p.artist_name, u.first_name, p.bio, p.genres, p.location, p.career_stage, p.skills,
       p.looking_for, p.profile_picture_url, u.user_type`;

export const creatorFromRow = (r: Record<string, unknown>): PublicCreator => ({
  id: String(r.id),
  userId: String(r.user_id),
  username: String(r.username),
  artistName: (r.artist_name as string | null) ?? null,
  firstName: String(r.first_name ?? ''),
  bio: String(r.bio ?? ''),
  genres: (r.genres as string[]) ?? [],
  location: (r.location as string | null) ?? null,
  careerStage: (r.career_stage as string | null) ?? null,
  skills: (r.skills as string[]) ?? [],
  lookingFor: (r.looking_for as string[]) ?? [],
  profilePictureUrl: (r.profile_picture_url as string | null) ?? null,
  userType: String(r.user_type),
});

/**
 * Who is hidden from whom: a block either way hides each creator from the other (network module's
 * `blocks` table). `viewer` is the parameter standing for the viewer's account id.
 */
export const NOT_BLOCKED_SQL = (userColumn: string) =>
  `not exists (select 1 from blocks b where (b.blocker_id = ? and b.blocked_id = ${userColumn}) or (b.blocked_id = ? and b.blocker_id = ${userColumn}))`;

/**
 * Who may be shown to others at all: an account an admin has suspended disappears from every
 * public list and page until it is unsuspended. `users` stands for the alias of the users table.
 */
export const NOT_SUSPENDED_SQL = (users = 'u') => `${users}.suspended_at is null`;

/** A creator's account: neither an admin's nor a brand team's. `users`: the users table's alias. */
export const CREATOR_ACCOUNT_SQL = (users = 'u') => `${users}.role = 'creator' and ${users}.user_type <> 'brand'`;

/**
 * The directory: profiles with an artist name, those with more to show first. Filters run in
 * SQL (array membership case-insensitively, text by ILIKE); one query for the page, one to count.
 */
export async function listCreators(em: EntityManager, filter: CreatorFilter, offset: number, limit: number, viewerId: string | null = null) {
  checkLength('genre', filter.genre, FILTER_LIMITS.term);
  checkLength('skill', filter.skill, FILTER_LIMITS.term);
  checkList('lookingFor', filter.lookingFor, FILTER_LIMITS.listItems, FILTER_LIMITS.term);
  const search = searchText(filter.search);
  // Brand accounts are not creators, even with a profile row.
  const where: string[] = ["p.artist_name is not null and p.artist_name <> ''", "u.user_type <> 'brand'", NOT_SUSPENDED_SQL()];
  let params: unknown[] = [];
  if (filter.genre?.trim()) {
    where.push('exists (select 1 from unnest(p.genres) g where lower(g) = lower(?))');
    params.push(filter.genre.trim());
  }
  if (filter.skill?.trim()) {
    where.push('exists (select 1 from unnest(p.skills) s where lower(s) = lower(?))');
    params.push(filter.skill.trim());
  }
  const needs = (filter.lookingFor ?? []).map((n) => n.trim().toLowerCase()).filter(Boolean);
  if (needs.length > 0) {
    // One placeholder per need: the driver expands an array parameter into a list, not an SQL array.
    where.push(`exists (select 1 from unnest(p.looking_for) l where lower(l) in (${needs.map(() => '?').join(', ')}))`);
    // concat, not push(...needs): spreading a list into arguments overflows the stack past ~100,000 items.
    params = params.concat(needs);
  }
  if (search) {
    where.push('(p.artist_name ilike ? or u.username ilike ? or p.location ilike ? or p.bio ilike ?)');
    const like = containsPattern(search);
    params.push(like, like, like, like);
  }
  if (viewerId) {
    where.push(NOT_BLOCKED_SQL('u.id'));
    params.push(viewerId, viewerId);
  }
  const from = `from profiles p join users u on u.id = p.user_id where ${where.join(' and ')}`;
  const [rows, [count]] = await Promise.all([
    em.execute<Record<string, unknown>[]>(
      `select ${CREATOR_COLUMNS}
         ${from}
        order by (cardinality(p.genres) + cardinality(p.skills) + (length(p.bio) >= 50)::int * 3 + (p.profile_picture_url is not null)::int * 2) desc,
                 p.artist_name asc, p.id asc
        limit ? offset ?`,
      [...params, limit, offset],
    ),
    em.execute<{ total: string }[]>(`select count(*) as total ${from}`, params),
  ]);
  const creators = rows.map(creatorFromRow);
  return [creators, Number(count?.total ?? 0)] as const;
}
