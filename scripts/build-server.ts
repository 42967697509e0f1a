/**
 * `npm run build:server`: the server (graph/src, tests left out) compiled to JavaScript in
 * dist/graph/src, file for file, with source maps, and the other files it reads beside its code
 * (the showcase screenshots) copied along. `npm start`, the worker and the Docker image run it with
 * plain node: no TypeScript loader at start-up, and none between a request and the code it runs.
 *
 * esbuild reads tsconfig.json (experimentalDecorators, useDefineForClassFields: false). Like tsx,
 * which ran the server before, it emits no `design:type` metadata: every type-graphql and MikroORM
 * decorator already names its type, so the compiled schema and entities are the ones tsx built
 * (graph/test/compiled-server.test.ts holds the compiled schema to schema.graphql).
 */
import { cp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const SOURCE = path.join(ROOT, 'graph/src');
/** What `node` runs: dist/graph/src/main.js (the server) and dist/graph/src/worker.js. */
export const SERVER_OUT = path.join(ROOT, 'dist/graph/src');

const isCode = (file: string) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts');

export async function buildServer(): Promise<{ files: number; assets: number }> {
  const files = (await readdir(SOURCE, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const code = files.filter((entry) => isCode(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
  const assets = files.filter((entry) => !entry.name.endsWith('.ts')).map((entry) => path.join(entry.parentPath, entry.name));
  // A clean folder: a source file deleted since the last build leaves no module behind.
  await rm(SERVER_OUT, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: code,
    outdir: SERVER_OUT,
    outbase: SOURCE,
    bundle: false,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: 'linked',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    logLevel: 'warning',
  });
  for (const asset of assets) await cp(asset, path.join(SERVER_OUT, path.relative(SOURCE, asset)));
  return { files: code.length, assets: assets.length };
}

const mtime = (file: string) =>
  stat(file).then(
    (info) => info.mtimeMs,
    () => undefined,
  );

/** Builds when the output is missing or older than a source (as scripts/start.sh decides); answers the server's entry. */
export async function ensureServerBuilt(): Promise<string> {
  const main = path.join(SERVER_OUT, 'main.js');
  const built = await mtime(main);
  const sources = (await readdir(SOURCE, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  const inputs = [...sources, fileURLToPath(import.meta.url), path.join(ROOT, 'tsconfig.json')];
  const newest = Math.max(...(await Promise.all(inputs.map(async (file) => (await mtime(file)) ?? Infinity))));
  if (built === undefined || newest > built) await buildServer();
  return main;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const { files, assets } = await buildServer();
  console.log(
    `server compiled: ${files} modules and ${assets} other files into ${path.relative(ROOT, SERVER_OUT)} in ${Math.round(performance.now() - started)} ms`,
  );
}
