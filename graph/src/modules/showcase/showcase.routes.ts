import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Router } from 'express';
import { AppError } from '../common/errors.js';

/** The landing carousel's slides; each has a real screenshot of the app behind it. */
export const SLIDE_IDS = ['brands', 'networking', 'resources', 'matchmade-ai', 'partnerships'] as const;

/** Written by `npm run screenshots` (Chromium against the demo data), committed optimised. */
export const SCREENSHOTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

/** GET /api/screenshot/{slide id}: the slide's WebP, cached for a week (the files change only with a release). */
export function showcaseRoutes(): Router {
  const router = Router();
  router.get('/screenshot/:id', (req, res) => {
    const id = SLIDE_IDS.find((s) => s === req.params.id);
    const file = id ? path.join(SCREENSHOTS_DIR, `${id}.webp`) : null;
    if (!file || !existsSync(file)) throw new AppError('NOT_FOUND', 'No screenshot for that slide');
    res.set('Cache-Control', 'public, max-age=604800, stale-while-revalidate=2592000').type('image/webp').sendFile(file);
  });
  return router;
}
