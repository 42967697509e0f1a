import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type Response } from 'express';
import { isClientRoute } from './shared/client-routes.js';
import { siteConfigScript, type SiteConfig } from './shared/site-config.js';

/**
 * Who the page is for, as `GET /api/user` answers it (null for a visitor), and whether the browser
 * came with a session that has ended since (signed out elsewhere, a password change, a
 * suspension); undefined when it could not be told.
 */
export type PageUser = (req: Request, res: Response) => Promise<{ user: object | null; sessionEnded: boolean } | undefined>;

/** Marks a page whose visitor's session ended: the app says so once (web/src/auth/AuthProvider.tsx). */
const SESSION_ENDED_SCRIPT = '<script id="session-ended" type="application/json">true</script>';

/** Whether the record a page of the app shows (a resource, a brand) exists for this visitor. */
export type PageRecordExists = (req: Request) => Promise<boolean>;

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;
type Template = { mtimeMs: number; head: string; tail: string; manifest: Manifest; preloads: Map<string, string> };

/** The session check index.html starts for the dev server; a page that carries its user needs none. */
const SESSION_PRELOAD = /\s*<link rel="preload" href="\/api\/user"[^>]*>/;
const APOLLO_RUNTIME = 'src/apollo/runtime.ts';

/**
 * The route module a path opens, by the web app's naming: /brands → routes/brands/BrandsRoute.tsx,
 * /admin/ads → routes/admin-ads/AdminAdsRoute.tsx; `/` is the dashboard when signed in (HomeRoute).
 * A path that names no module gets no preload hints, and loads as before.
 */
function routeModule(pathname: string, signedIn: boolean): string | undefined {
  if (pathname === '/') return signedIn ? 'src/routes/dashboard/DashboardRoute.tsx' : undefined;
  const folder = pathname.split('/').filter(Boolean).join('-');
  if (!/^[a-z][a-z-]*$/.test(folder)) return undefined;
  const name = folder.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
  return `src/routes/${folder}/${name}Route.tsx`;
}

/** The chunk files a manifest entry needs, itself first, each once (the entry's own ones are loaded anyway). */
function chunkFiles(manifest: Manifest, key: string, skip: Set<string>, into: string[] = []): string[] {
  const chunk = manifest[key];
  if (!chunk || skip.has(key)) return into;
  skip.add(key);
  into.push(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, skip, into);
  return into;
}

/**
 * `<link rel="modulepreload">` for the route's chunks, and Apollo's when the route uses it (they share
 * the graphql vendor chunk): the browser fetches them beside the entry instead of one after another.
 * Worked out once per route module (so at most once per manifest entry, whatever paths are asked).
 */
function preloadLinks(template: Template, pathname: string, signedIn: boolean): string {
  const { manifest, preloads } = template;
  const route = routeModule(pathname, signedIn);
  if (!route || !manifest[route]) return '';
  const known = preloads.get(route);
  if (known !== undefined) return known;
  const entryChunks = new Set<string>();
  chunkFiles(manifest, 'index.html', entryChunks);
  const files = chunkFiles(manifest, route, new Set(entryChunks));
  const runtime = manifest[APOLLO_RUNTIME];
  if (runtime?.imports?.some((shared) => files.includes(manifest[shared]?.file ?? '')))
    files.push(...chunkFiles(manifest, APOLLO_RUNTIME, new Set(entryChunks)));
  const links = [...new Set(files)].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  preloads.set(route, links);
  return links;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A hashed script or stylesheet as the build compressed it at brotli's best level (web/vite.config.ts),
 * for a browser that takes brotli; anything else falls through to the plain file, compressed on the fly.
 */
function precompressedAssets(assetsDir: string): express.RequestHandler {
  return (req, res, next) => {
    const type = /^\/[\w.-]+\.(js|css)$/.exec(req.path)?.[1];
    if (!type || (req.method !== 'GET' && req.method !== 'HEAD') || req.acceptsEncodings('br') !== 'br') return next();
    const file = path.join(assetsDir, `${req.path}.br`);
    stat(file).then(
      () => {
        res.set({ 'Content-Encoding': 'br', 'Cache-Control': IMMUTABLE }).vary('Accept-Encoding').type(type);
        res.sendFile(file, { acceptRanges: false, cacheControl: false });
      },
      () => next(),
    );
  };
}

/** The page's user for the app's first render (web/src/auth/AuthProvider.tsx); `<` escaped so no value can end the script. */
const sessionScript = (user: object | null) => `<script id="session-user" type="application/json">${JSON.stringify(user).replace(/</g, '\\u003c')}</script>`;

async function loadTemplate(distDir: string, indexHtml: string, cached: Template | undefined): Promise<Template | undefined> {
  const info = await stat(indexHtml).catch(() => undefined);
  if (!info) return undefined;
  if (cached?.mtimeMs === info.mtimeMs) return cached;
  const html = await readFile(indexHtml, 'utf8');
  // Written by `vite build` (build.manifest); without it pages simply carry no preload hints.
  const manifest = await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')
    .then((text) => JSON.parse(text) as Manifest)
    .catch((): Manifest => ({}));
  const at = html.indexOf('</head>');
  return { mtimeMs: info.mtimeMs, head: html.slice(0, at), tail: html.slice(at), manifest, preloads: new Map() };
}

/**
 * The built SPA: hashed assets cached for a year, client routes answered with index.html. The page
 * carries who is signed in, the site's public settings and preload hints for the route's chunks,
 * so a phone's first render waits neither for a session round trip nor for a chain of chunk
 * downloads; it differs per user, so it is private and revalidated. A path the app has no page
 * for gets the same page (which shows the not-found screen) with status 404, so that crawlers and
 * link checkers see a missing page as missing; so does a page whose record (`recordExists`) is not there.
 */
export function mountWebApp(
  app: express.Express,
  distDir: string,
  pageUser: PageUser,
  site: SiteConfig,
  recordExists: PageRecordExists = async () => true,
): void {
  const indexHtml = path.join(distDir, 'index.html');
  const siteScript = siteConfigScript(site);
  let template: Template | undefined;
  app.use('/assets', precompressedAssets(path.join(distDir, 'assets')));
  app.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? IMMUTABLE : 'public, max-age=0, must-revalidate');
      },
    }),
  );
  app.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Browsers ask for text/html; `*/*` (curl, probes) gets the page too. Only a client that
    // refuses HTML gets a JSON 404.
    if (!req.accepts('html')) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    template = await loadTemplate(distDir, indexHtml, template);
    if (!template) {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    // A failed session lookup (database away) leaves the check to the app, as in development.
    const page = await pageUser(req, res).catch(() => undefined);
    const user = page?.user;
    const head =
      (page === undefined
        ? template.head
        : template.head.replace(SESSION_PRELOAD, '') + sessionScript(page.user) + (page.sessionEnded ? SESSION_ENDED_SCRIPT : '')) + siteScript;
    // A page for one record that is not there (a resource or brand nobody has) is missing too:
    // the app shows that page's own not-found state. A failed lookup leaves the page as found.
    const known = isClientRoute(req.path) && (await recordExists(req).catch(() => true));
    res
      .status(known ? 200 : 404)
      .set({ 'Cache-Control': 'private, no-cache', Vary: 'Cookie' })
      .type('html')
      .send(head + (known ? preloadLinks(template, req.path, Boolean(user)) : '') + template.tail);
  });
}
