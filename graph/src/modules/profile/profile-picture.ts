import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertCan, type Actor } from '../common/authz.js';
import { deleteStoredImage, replaceStoredImage, storedImageFile, storedImagePattern, storeImage } from '../common/uploaded-image.js';
import { User } from '../user/user.entity.js';
import { Profile } from './profile.entity.js';
import { lockProfileFor, matchesChanged } from './profile.service.js';

export const PICTURE_SIZE = 512;

/** The file behind a picture address, when we wrote it (named by us); anything else in the column is not ours to delete. */
export const pictureFileOf = (url: string | null, dir: string) => storedImageFile(url, dir);

/** A creator's pictures are named after their account: `3f9c0a12-<random>.webp`. */
const picturesOf = (userId: string) => storedImagePattern(userId.slice(0, 8));

/**
 * Stores a new profile picture: the bytes must decode as JPEG, PNG or WebP (whatever the file is
 * called), are re-encoded to a 512 px WebP (dropping metadata such as GPS), and replace the old one.
 * The new file is written first; the profile row (created if need be) is locked while its address
 * changes; the old file goes after the commit, the new one if the change rolls back. Uploads that
 * race take turns on the row, so one file is left: the one the profile shows.
 */
export async function setProfilePicture(em: EntityManager, uploadDir: string, actor: Actor | null, bytes: Buffer): Promise<Profile> {
  const { id: userId } = assertCan(actor, 'profile:update');
  const pictureUrl = await storeImage(uploadDir, bytes, {
    field: 'picture',
    prefix: userId.slice(0, 8),
    resize: { width: PICTURE_SIZE, height: PICTURE_SIZE, fit: 'cover', position: 'attention' },
    webp: { quality: 82 },
  });
  return replaceStoredImage(uploadDir, pictureUrl, picturesOf(userId), () =>
    em.transactional(async (tx) => {
      const profile = await lockProfileFor(tx, userId);
      const replaced = profile.profilePictureUrl;
      profile.profilePictureUrl = pictureUrl;
      // The avatar in the navigation is the session user's profileImageUrl.
      tx.getReference(User, userId).profileImageUrl = pictureUrl;
      await matchesChanged(tx, profile);
      return { result: profile, replaced };
    }),
  );
}

/** Removes the actor's picture, under the profile row's lock (as uploads take it); null when they have no profile yet. */
export async function removeProfilePicture(em: EntityManager, uploadDir: string, actor: Actor | null): Promise<Profile | null> {
  const { id: userId } = assertCan(actor, 'profile:update');
  const removed = await em.transactional(async (tx) => {
    const profile = await tx.findOne(Profile, { user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!profile?.profilePictureUrl) return { profile, previous: null };
    const previous = profile.profilePictureUrl;
    const user = await tx.findOneOrFail(User, { id: userId });
    if (user.profileImageUrl === profile.profilePictureUrl) user.profileImageUrl = null;
    profile.profilePictureUrl = null;
    await matchesChanged(tx, profile);
    return { profile, previous };
  });
  // After the commit: a rolled-back change still shows the old picture, so its file stays.
  await deleteStoredImage(uploadDir, removed.previous, picturesOf(userId));
  return removed.profile;
}

declare module '../common/context.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface ModuleKits {
    /** Folder of uploaded pictures. */
    uploadDir: string;
  }
}
