import { assertCan, type Actor } from '../common/authz.js';
import { storedImagePattern, storeImage } from '../common/uploaded-image.js';

/** An uploaded ad image (ad-images route): named by us, under the uploads folder. */
export const UPLOADED_AD_IMAGE = storedImagePattern('ad');

/**
 * Stores an ad image for an admin, re-encoded to WebP within 600×240 (the banner shows it about
 * 132×56, so that leaves room for sharp screens), keeping the logo's proportions. Answers its
 * address, which an ad's imageUrl then takes.
 */
export async function storeAdImage(uploadDir: string, actor: Actor | null, bytes: Buffer): Promise<string> {
  assertCan(actor, 'admin:ads');
  return storeImage(uploadDir, bytes, {
    field: 'image',
    prefix: 'ad',
    resize: { width: 600, height: 240, fit: 'inside', withoutEnlargement: true },
    webp: { quality: 85, alphaQuality: 100 },
  });
}
