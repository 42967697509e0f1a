import type { EntityManager } from '@mikro-orm/postgresql';
import type { PubSub } from '../common/pubsub.js';
import { User } from '../user/user.entity.js';
import { computeCompletion, EMPTY_PROFILE, isPromptDue, type Completion } from './completion.js';
import { Profile } from './profile.entity.js';
import { parseProfilePatch } from './profile.validation.js';
import { SOCIAL_PLATFORMS } from './vocabulary.js';

export type CompletionWithPrompt = Completion & { promptDue: boolean };

/** Completion of a profile (or of none), with whether the prompt is due under spec §5's re-show rules. */
export function completionOf(profile: Profile | null, now = new Date()): CompletionWithPrompt {
  const completion = computeCompletion(profile ?? EMPTY_PROFILE);
  return { ...completion, promptDue: isPromptDue(completion.percent, profile?.promptDismissedAt ?? null, now) };
}

export const findProfile = (em: EntityManager, userId: string) => em.findOne(Profile, { user: userId });

async function profileFor(em: EntityManager, userId: string): Promise<Profile> {
  return (await findProfile(em, userId)) ?? em.create(Profile, { user: em.getReference(User, userId) });
}

/**
 * Applies a partial change to the viewer's own profile (created on first save). Input is
 * validated whole before anything is written; the change marks the creator's matches stale.
 */
export async function updateProfile(em: EntityManager, pubsub: PubSub, userId: string, body: unknown): Promise<Profile> {
  const patch = parseProfilePatch(body);
  const profile = await profileFor(em, userId);
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
  // The session user carries the stage name too (spec §3): keep them one.
  if (patch.artistName !== undefined) em.getReference(User, userId).artistName = patch.artistName;
  profile.matchesStaleAt = new Date();
  await em.flush();
  pubsub.publish('PROFILE_UPDATED', { userId, changedAt: profile.matchesStaleAt });
  return profile;
}

/** Spec §4: "dismissing stores the time". */
export async function dismissProfilePrompt(em: EntityManager, userId: string): Promise<Profile> {
  const profile = await profileFor(em, userId);
  profile.promptDismissedAt = new Date();
  await em.flush();
  return profile;
}

/** The REST shape of a profile (spec §3 fields, socialMedia as a map), with its completion. */
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
    completion: completionOf(profile),
    updatedAt: profile.updatedAt,
  };
}
