/**
 * The feature modules of graph/src/modules, lowest first: the one place their order is stated.
 * A module may import only those before it (ESLint's zones, built in eslint.config.ts from this
 * list), and the wiring builds their kits, mounts their routes and starts their background work
 * in this order (graph/src/module-list.ts). `common` is the ground every module stands on.
 *
 * ESLint reads this file as it starts: keep it free of decorators and of imports beyond Node's.
 * To add a module: give its folder a manifest (`<name>/<name>.module.ts`), place its name here,
 * and add the manifest to `MANIFESTS` in graph/src/module-list.ts.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const MODULE_ORDER = [
  'common',
  'budget',
  'mail',
  'user',
  'notification',
  'audit',
  'resource',
  'brand',
  'profile',
  'network',
  'webhook',
  'messaging',
  'moderation',
  'matchmade',
  'audience',
  'collaboration',
  'assistant',
  'auth',
  'account',
  'admin',
  'ad',
  'logo',
  'showcase',
  'partner',
] as const;

export type ModuleName = (typeof MODULE_ORDER)[number];

/** Where a module declares what it brings, relative to the modules folder. */
export const manifestPath = (name: string) => `${name}/${name}.module.ts`;

/**
 * What is wrong between the module folders under `modulesDir` and `order`, one sentence per
 * problem that says what to do; empty when every folder has a manifest and a place in the order,
 * and every name in the order has a folder.
 */
export function moduleListProblems(modulesDir: string, order: readonly string[] = MODULE_ORDER): string[] {
  const folders = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const problems: string[] = [];
  for (const name of folders) {
    if (!existsSync(path.join(modulesDir, manifestPath(name)))) {
      problems.push(
        `graph/src/modules/${name} has no manifest: add graph/src/modules/${manifestPath(name)} declaring what the module brings (defineModule in modules/common/module.ts).`,
      );
    }
    if (!order.includes(name)) {
      problems.push(
        `graph/src/modules/${name} is not in the module list: place '${name}' in MODULE_ORDER (graph/src/module-order.ts), after every module it imports, and add its manifest to MANIFESTS in graph/src/module-list.ts.`,
      );
    }
  }
  for (const name of order) {
    if (!folders.includes(name))
      problems.push(`MODULE_ORDER (graph/src/module-order.ts) lists '${name}', which has no folder in graph/src/modules: remove it from the list.`);
  }
  return problems;
}
