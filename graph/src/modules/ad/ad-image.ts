import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { assertCan, type Actor } from '../common/authz.js';
import { AppError } from '../common/errors.js';
import { UPLOADS_URL } from '../profile/profile-picture.js';

/** The largest ad image: the banner shows it about 132×56, so 600×240 leaves room for sharp screens. */
const AD_IMAGE_BOX = { width: 600, height: 240 };
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/**
 * Stores an ad image for an admin: the bytes must decode as JPEG, PNG or WebP (whatever the file is
 * called); they are re-encoded to WebP within 600×240, keeping the logo's proportions and dropping
 * metadata. Answers its address, which an ad's imageUrl then takes; nothing else changes until the
 * ad is saved.
 */
export async function storeAdImage(uploadDir: string, actor: Actor | null, bytes: Buffer): Promise<string> {
  assertCan(actor, 'admin:ads');
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED.has(format)) throw new AppError('BAD_USER_INPUT', 'Upload a JPEG, PNG or WebP image', { image: 'Not a JPEG, PNG or WebP image' });
  const image = await sharp(bytes, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(AD_IMAGE_BOX.width, AD_IMAGE_BOX.height, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85, alphaQuality: 100 })
    .toBuffer()
    .catch(() => {
      throw new AppError('BAD_USER_INPUT', 'That image could not be read', { image: 'Damaged or too large to decode' });
    });
  await mkdir(uploadDir, { recursive: true });
  const name = `ad-${randomBytes(12).toString('hex')}.webp`;
  await writeFile(path.join(uploadDir, name), image);
  return `${UPLOADS_URL}${name}`;
}
