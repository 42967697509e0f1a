import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertCan, type Actor } from '../common/authz.js';
import { storeImage, UPLOADS_URL } from '../common/uploaded-image.js';
import { User } from '../user/user.entity.js';
import { Profile } from './profile.entity.js';
import { findProfile, matchesChanged } from './profile.service.js';

export const PICTURE_SIZE = 512;

/** The file behind a picture address, when we wrote it (named by us); anything else in the column is not ours to delete. */
export const pictureFileOf = (url: string | null, dir: string) =>
  url?.startsWith(UPLOADS_URL) && /^[\w-]+\.webp$/.test(url.slice(UPLOADS_URL.length)) ? path.join(dir, url.slice(UPLOADS_URL.length)) : null;

/**
 * Stores a new profile picture: the bytes must decode as JPEG, PNG or WebP (whatever the file is
 * called), are re-encoded to a 512 px WebP (dropping metadata such as GPS), and replace the old one.
 */
export async function setProfilePicture(em: EntityManager, uploadDir: string, actor: Actor | null, bytes: Buffer): Promise<Profile> {
  const { id: userId } = assertCan(actor, 'profile:update');
  const pictureUrl = await storeImage(uploadDir, bytes, {
    field: 'picture',
    prefix: userId.slice(0, 8),
    resize: { width: PICTURE_SIZE, height: PICTURE_SIZE, fit: 'cover', position: 'attention' },
    webp: { quality: 82 },
  });

  const { profile, previous } = await em.transactional(async (tx) => {
    const profile = (await findProfile(tx, userId)) ?? tx.create(Profile, { user: tx.getReference(User, userId) });
    const previous = pictureFileOf(profile.profilePictureUrl, uploadDir);
    profile.profilePictureUrl = pictureUrl;
    // The avatar in the navigation is the session user's profileImageUrl (spec §3).
    tx.getReference(User, userId).profileImageUrl = profile.profilePictureUrl;
    await matchesChanged(tx, profile);
    return { profile, previous };
  });
  // After the commit: a rolled-back change still shows the old picture, so its file stays.
  if (previous) await unlink(previous).catch(() => undefined);
  return profile;
}

/** Removes the actor's picture; null when they have no profile yet. */
export async function removeProfilePicture(em: EntityManager, uploadDir: string, actor: Actor | null): Promise<Profile | null> {
  const { id: userId } = assertCan(actor, 'profile:update');
  const removed = await em.transactional(async (tx) => {
    const profile = await findProfile(tx, userId);
    if (!profile?.profilePictureUrl) return { profile, previous: null };
    const previous = pictureFileOf(profile.profilePictureUrl, uploadDir);
    const user = await tx.findOneOrFail(User, { id: userId });
    if (user.profileImageUrl === profile.profilePictureUrl) user.profileImageUrl = null;
    profile.profilePictureUrl = null;
    await matchesChanged(tx, profile);
    return { profile, previous };
  });
  if (removed.previous) await unlink(removed.previous).catch(() => undefined);
  return removed.profile;
}

declare module '../common/context.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleKits {
    /** Folder of uploaded pictures. */
    uploadDir: string;
  }
}
