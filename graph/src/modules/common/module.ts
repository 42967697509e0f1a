/**
 * What a feature module brings to the app, declared once in its own folder
 * (`modules/<name>/<name>.module.ts`): its GraphQL resolvers, its entities, its REST routes, the
 * app-wide kits it puts in every request's context, the ports it hands down to a module below it,
 * its job handlers and its live event listeners. The wiring (graph/src/module-list.ts) reads every
 * manifest from the one module list and assembles the app from them; a module knows no wiring.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Router } from 'express';
import type { Logger } from 'pino';
import type { JobHandler, JobName } from '../../platform/jobs.js';
import type { ModuleKits } from './context.js';
import type { PubSub } from './pubsub.js';
import type { RateLimitStore } from './rate-limit.js';

/**
 * Functions a module hands down to one below it, which cannot import it: the lower module
 * declares the port it needs here by declaration merging
 * (`declare module '../common/module.js' { interface ModulePorts { ... } }`), the higher one
 * supplies it in its manifest's `ports`, and the wiring refuses to compile while one is missing.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
export interface ModulePorts {}

/** A decorated class: a type-graphql resolver or a MikroORM entity. */
export type DecoratedClass = abstract new (...args: never[]) => object;

/**
 * What a manifest's `kits` reads as the app starts. `config` is the part of the app's settings
 * the module names (the wiring passes all of them, and the compiler checks they include it);
 * `kits` are the kits of the modules before this one in the order (reading a later one throws).
 */
export type KitDeps<Settings> = {
  config: Settings;
  pubsub: PubSub;
  rateLimits: RateLimitStore;
  logger: Logger;
  /** An entity manager of its own, outside any request's. */
  fork: () => EntityManager;
  kits: ModuleKits;
  ports: ModulePorts;
};

/** What a manifest's `jobs` and `listeners` read: the app-wide pieces and every module's kit. */
export type WorkDeps = {
  pubsub: PubSub;
  logger: Logger;
  fork: () => EntityManager;
  kits: ModuleKits;
};

/** Handlers of the jobs a module owns; one this process does not run is undefined. */
export type ModuleJobs = { [K in JobName]?: JobHandler | undefined };

/** A router and the path it is mounted at, for routes outside /api. */
export type Mount = { path: `/${string}`; router: () => Router };

/**
 * The shape every manifest has. A function's parameter is `never` here so that each module types
 * the deps it reads in its own words (`KitDeps<{ connectPerDay: number }>`); the wiring checks
 * every manifest against what it passes.
 */
export type ModuleManifest = {
  /** The module's folder name, as in MODULE_ORDER. */
  name: string;
  resolvers?: readonly DecoratedClass[];
  entities?: readonly DecoratedClass[];
  /** The module's REST compatibility routes, mounted under /api. */
  routes?: () => Router;
  /** Routers mounted at paths of their own, outside /api. */
  mounts?: readonly Mount[];
  ports?: Partial<ModulePorts>;
  /** The app-wide kits the module declares in `ModuleKits`, built once at start. */
  kits?: (deps: never) => Partial<ModuleKits>;
  jobs?: (deps: never) => ModuleJobs;
  /** Starts the module's event listeners; each returned function stops one. */
  listeners?: (deps: never) => (() => void)[];
  /** Lets go of what the module's kits hold open, as the app stops. */
  stop?: (kits: ModuleKits) => Promise<void>;
};

/**
 * Declares a module's manifest; its exact type (names, kits, jobs) is kept for the wiring's checks.
 * A key the manifest does not know (a misspelt `job`) is refused rather than silently ignored.
 */
export const defineModule = <const M extends ModuleManifest>(manifest: M & { [Unknown in Exclude<keyof M, keyof ModuleManifest>]: never }): M => manifest;
