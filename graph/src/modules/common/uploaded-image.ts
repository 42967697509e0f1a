import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import multer from 'multer';
import sharp, { type ResizeOptions, type WebpOptions } from 'sharp';
import { AppError } from './errors.js';

/** Where stored uploads are served (from `UPLOAD_DIR`). */
export const UPLOADS_URL = '/uploads/';

/** The largest image anyone may upload: profile pictures, ad images and resource logos alike. */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/**
 * One image in memory from the multipart field `field`, refused past 5 MB before it is all read.
 * Errors name the field, so that a form shows them at its file control.
 */
export function imageUpload(field: string): RequestHandler {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 0 } }).single(field);
  return (req, res, next) =>
    upload(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE')
          return next(new AppError('PAYLOAD_TOO_LARGE', `The ${field} must be 5 MB or smaller`, { [field]: 'Larger than 5 MB' }));
        return next(new AppError('BAD_USER_INPUT', `Send one file in the "${field}" field`, { [field]: error.message }));
      }
      next(new AppError('BAD_USER_INPUT', `Send the ${field} as multipart/form-data`, { [field]: 'Malformed upload' }));
    });
}

export type StoredImageOptions = {
  /** The form field the bytes came from: errors name it. */
  field: string;
  /** The stored file's name starts with this, then a random tail: `ad-3f9c….webp`. */
  prefix: string;
  resize: ResizeOptions & { width: number; height: number };
  webp: WebpOptions;
};

/**
 * Stores an uploaded image under `uploadDir`: the bytes must decode as JPEG, PNG or WebP (whatever
 * the file is called); they are re-encoded to WebP at the given size, which drops metadata such
 * as GPS. Answers the address it is served at; nothing else changes until that address is saved.
 */
export async function storeImage(uploadDir: string, bytes: Buffer, { field, prefix, resize, webp }: StoredImageOptions): Promise<string> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED.has(format)) throw new AppError('BAD_USER_INPUT', 'Upload a JPEG, PNG or WebP image', { [field]: 'Not a JPEG, PNG or WebP image' });
  const image = await sharp(bytes, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(resize)
    .webp(webp)
    .toBuffer()
    .catch(() => {
      throw new AppError('BAD_USER_INPUT', 'That image could not be read', { [field]: 'Damaged or too large to decode' });
    });
  await mkdir(uploadDir, { recursive: true });
  const name = `${prefix}-${randomBytes(12).toString('hex')}.webp`;
  await writeFile(path.join(uploadDir, name), image);
  return `${UPLOADS_URL}${name}`;
}

/** The addresses `storeImage` answers for a prefix: named by us, under the uploads folder, nothing else. */
export const storedImagePattern = (prefix: string) => new RegExp(`^${UPLOADS_URL.replace(/\//g, '\\/')}${prefix}-[0-9a-f]{24}\\.webp$`);

/** Any address `storeImage` answers: named by us, under the uploads folder. */
const STORED_IMAGE = new RegExp(`^${UPLOADS_URL.replace(/\//g, '\\/')}[\\w-]+\\.webp$`);

/** The file behind an address when we wrote it (named as `pattern` says); anything else is not ours to delete. */
export const storedImageFile = (url: string | null, uploadDir: string, pattern: RegExp = STORED_IMAGE): string | null =>
  url && STORED_IMAGE.test(url) && pattern.test(url) ? path.join(uploadDir, url.slice(UPLOADS_URL.length)) : null;

/** Deletes the file behind a stored image's address; an address not ours, or a file gone already, is left be. */
export async function deleteStoredImage(uploadDir: string, url: string | null, pattern?: RegExp): Promise<void> {
  const file = storedImageFile(url, uploadDir, pattern);
  if (file) await unlink(file).catch(() => undefined);
}

/**
 * Puts a newly stored image (`url`, already written by storeImage) in the place of another, in
 * order: `swap` runs the transaction that locks the row, saves `url` in it and answers the address
 * it replaced. After the commit the replaced file is deleted (when ours, by `pattern`); when the
 * transaction fails, the new file is. Two uploads for one row at once take turns on its lock, so
 * each deletes the file the other saved before it, and only the file the row shows is left.
 */
export async function replaceStoredImage<T>(
  uploadDir: string,
  url: string,
  pattern: RegExp,
  swap: () => Promise<{ result: T; replaced: string | null }>,
): Promise<T> {
  let swapped: { result: T; replaced: string | null };
  try {
    swapped = await swap();
  } catch (error) {
    await deleteStoredImage(uploadDir, url);
    throw error;
  }
  if (swapped.replaced !== url) await deleteStoredImage(uploadDir, swapped.replaced, pattern);
  return swapped.result;
}
