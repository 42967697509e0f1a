import { existsSync } from 'node:fs';
import path from 'node:path';
import express from 'express';

/** The built SPA: hashed assets cached for a year, index.html revalidated, client routes fall back to it. */
export function mountWebApp(app: express.Express, distDir: string): void {
  const indexHtml = path.join(distDir, 'index.html');
  app.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      },
    }),
  );
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Browsers ask for text/html; `*/*` (curl, probes) gets the page too. Only a client that
    // refuses HTML gets a JSON 404.
    if (!req.accepts('html')) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    if (!existsSync(indexHtml)) {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    res.set('Cache-Control', 'no-cache').sendFile(indexHtml);
  });
}
