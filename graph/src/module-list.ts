/**
 * The one module list the wiring reads: every feature module's manifest (`x/x.module.ts`), in the
 * order of MODULE_ORDER (module-order.ts). The schema takes their resolvers, the ORM their
 * entities, /api their routes, every request's context their kits, and the background their jobs
 * and listeners, all from here. The compiler refuses a list that misses a module of MODULE_ORDER,
 * a kit a module declares in the context, a port a module needs or a handler for a job name.
 */
import type { Router } from 'express';
import type { Config } from './config.js';
import { MODULE_ORDER, type ModuleName } from './module-order.js';
import { accountModule } from './modules/account/account.module.js';
import { adModule } from './modules/ad/ad.module.js';
import { adminModule } from './modules/admin/admin.module.js';
import { assistantModule } from './modules/assistant/assistant.module.js';
import { audienceModule } from './modules/audience/audience.module.js';
import { auditModule } from './modules/audit/audit.module.js';
import { authModule } from './modules/auth/auth.module.js';
import { budgetModule } from './modules/budget/budget.module.js';
import { brandModule } from './modules/brand/brand.module.js';
import { collaborationModule } from './modules/collaboration/collaboration.module.js';
import { commonModule } from './modules/common/common.module.js';
import type { ModuleKits } from './modules/common/context.js';
import type { DecoratedClass, KitDeps, ModuleJobs, ModulePorts, Mount, WorkDeps } from './modules/common/module.js';
import { logoModule } from './modules/logo/logo.module.js';
import { mailModule } from './modules/mail/mail.module.js';
import type { MailSender } from './modules/mail/mail.sender.js';
import { matchmadeModule } from './modules/matchmade/matchmade.module.js';
import { messagingModule } from './modules/messaging/messaging.module.js';
import { moderationModule } from './modules/moderation/moderation.module.js';
import { notificationModule } from './modules/notification/notification.module.js';
import { partnerModule } from './modules/partner/partner.module.js';
import { networkModule } from './modules/network/network.module.js';
import { profileModule } from './modules/profile/profile.module.js';
import { resourceModule } from './modules/resource/resource.module.js';
import { showcaseModule } from './modules/showcase/showcase.module.js';
import { userModule } from './modules/user/user.module.js';
import { webhookModule } from './modules/webhook/webhook.module.js';
import type { JobHandlers, JobName } from './platform/jobs.js';

/**
 * What every module's jobs and listeners read. `mailSender` null: this process sends no mail (test
 * apps without SMTP_URL run so, beside the apps that catch mail on the same database).
 */
export type BackgroundDeps = WorkDeps & { mailSender: MailSender | null };

/** The app-wide pieces a module's kits are built from; each module's `kits` adds the kits before it and the ports. */
export type KitSources = Omit<KitDeps<Config>, 'kits' | 'ports'>;

/** A manifest as the wiring calls it: every function must accept what the wiring passes. */
type WiredManifest = {
  name: ModuleName;
  resolvers?: readonly DecoratedClass[];
  entities?: readonly DecoratedClass[];
  routes?: () => Router;
  mounts?: readonly Mount[];
  ports?: Partial<ModulePorts>;
  kits?: (deps: KitDeps<Config>) => Partial<ModuleKits>;
  jobs?: (deps: BackgroundDeps) => ModuleJobs;
  listeners?: (deps: BackgroundDeps) => (() => void)[];
  stop?: (kits: ModuleKits) => Promise<void>;
};

/** Every manifest by its module's name; their order is MODULE_ORDER's. */
const MANIFESTS = {
  common: commonModule,
  budget: budgetModule,
  mail: mailModule,
  user: userModule,
  notification: notificationModule,
  audit: auditModule,
  resource: resourceModule,
  brand: brandModule,
  profile: profileModule,
  network: networkModule,
  webhook: webhookModule,
  messaging: messagingModule,
  moderation: moderationModule,
  matchmade: matchmadeModule,
  audience: audienceModule,
  collaboration: collaborationModule,
  assistant: assistantModule,
  auth: authModule,
  account: accountModule,
  admin: adminModule,
  ad: adModule,
  logo: logoModule,
  showcase: showcaseModule,
  partner: partnerModule,
} satisfies { [K in ModuleName]: WiredManifest & { name: K } };

type Manifest = (typeof MANIFESTS)[ModuleName];
/** The names a part of the manifests supplies, across all of them (`kits` and `jobs` are functions, `ports` an object). */
type Supplied<M, Part extends string> = M extends { [P in Part]: infer Value } ? (Value extends (deps: never) => infer Made ? keyof Made : keyof Value) : never;
/** `true` when nothing is missing; otherwise an object naming what is, which `true` does not fit. */
type NoneMissing<Missing> = [Missing] extends [never] ? true : { missing: Missing };

// A kit a module declares in the context (ModuleKits) with no manifest supplying it fails here, by name.
const _everyKitSupplied: NoneMissing<Exclude<keyof ModuleKits, Supplied<Manifest, 'kits'>>> = true;
// A port a lower module needs (ModulePorts) with no manifest supplying it fails here, by name.
const _everyPortSupplied: NoneMissing<Exclude<keyof ModulePorts, Supplied<Manifest, 'ports'>>> = true;
// A job name without a handler fails here, by name, not as a job stuck in the table.
const _everyJobHandled: NoneMissing<Exclude<JobName, Supplied<Manifest, 'jobs'>>> = true;

/** Every module's manifest, lowest first. */
export const MODULES: readonly WiredManifest[] = MODULE_ORDER.map((name) => MANIFESTS[name]);

/** Merges what each module supplies under names of its own, refusing a name two modules supply. */
function mergeOwned<T extends object>(parts: readonly (T | undefined)[], what: string): Partial<T> {
  const merged: Partial<T> = {};
  for (const part of parts) {
    for (const name of Object.keys(part ?? {})) {
      if (name in merged) throw new Error(`Two modules supply the ${what} '${name}': one module owns each.`);
    }
    Object.assign(merged, part);
  }
  return merged;
}

/** The ports the modules hand down; every one is supplied (checked above). */
const PORTS = mergeOwned(
  MODULES.map((module) => module.ports),
  'port',
) as ModulePorts;

/**
 * Builds every module's kits once, lowest module first. A module's `kits` sees the kits of the
 * modules before it; reading one of a later module throws, since it is not built yet.
 */
export function buildKits(sources: KitSources): ModuleKits {
  const built: Partial<ModuleKits> = {};
  const before = new Proxy(built, {
    get: (target, key) => {
      if (!(key in target))
        throw new Error(`The kit '${String(key)}' was read before it was built: a module reads only the kits of the modules before it in MODULE_ORDER.`);
      return Reflect.get(target, key);
    },
  }) as ModuleKits;
  for (const module of MODULES) {
    const kits = module.kits?.({ ...sources, kits: before, ports: PORTS });
    Object.assign(built, mergeOwned([built, kits], 'kit'));
  }
  // Every kit is there: a missing one fails to compile above.
  return { ...built } as ModuleKits;
}

/** Lets go of what the kits hold open, highest module first. */
export async function stopKits(kits: ModuleKits): Promise<void> {
  for (const module of [...MODULES].reverse()) await module.stop?.(kits);
}

/** Every module's job handlers; a job this process does not run is undefined. */
export const moduleJobHandlers = (deps: BackgroundDeps): Partial<JobHandlers> =>
  mergeOwned(
    MODULES.map((module) => module.jobs?.(deps)),
    'job handler',
  );

/** Starts every module's event listeners; each returned function stops one. */
export const startModuleListeners = (deps: BackgroundDeps): (() => void)[] => MODULES.flatMap((module) => module.listeners?.(deps) ?? []);
