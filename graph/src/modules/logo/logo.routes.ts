import { Router } from 'express';
import { logoSvg } from './logo.svg.js';

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** GET /logos/{slug}.svg: the generated logo behind every seeded brand and resource. */
export function logoRoutes(): Router {
  const router = Router();
  router.get('/:file', (req, res) => {
    const match = /^(.+)\.svg$/.exec(req.params.file);
    const slug = match?.[1];
    if (!slug || !SLUG.test(slug)) {
      res.status(404).json({ error: 'No such logo' });
      return;
    }
    res
      .type('image/svg+xml')
      .set('Cache-Control', 'public, max-age=604800, stale-while-revalidate=86400')
      .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(logoSvg(slug));
  });
  return router;
}
