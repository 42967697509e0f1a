import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MODULES } from './module-list.js';
import { manifestPath, MODULE_ORDER, moduleListProblems } from './module-order.js';

const MODULES_DIR = path.join(import.meta.dirname, 'modules');

describe('the module list', () => {
  let scratch: string | undefined;
  afterEach(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    scratch = undefined;
  });

  /** A modules folder of its own: each entry a folder, with or without its manifest. */
  function modulesFolder(folders: Record<string, { manifest: boolean }>): string {
    scratch = mkdtempSync(path.join(tmpdir(), 'modules-'));
    for (const [name, { manifest }] of Object.entries(folders)) {
      mkdirSync(path.join(scratch, name));
      if (manifest) writeFileSync(path.join(scratch, manifestPath(name)), 'export {};\n');
    }
    return scratch;
  }

  it('holds every module folder of graph/src/modules, each with its manifest', () => {
    expect(moduleListProblems(MODULES_DIR)).toEqual([]);
  });

  it('is what the wiring reads, in the same order', () => {
    expect(MODULES.map((module) => module.name)).toEqual([...MODULE_ORDER]);
  });

  it('refuses a module folder without a manifest, saying which file to add', () => {
    const dir = modulesFolder({ common: { manifest: true }, fresh: { manifest: false } });
    expect(moduleListProblems(dir, ['common', 'fresh'])).toEqual([
      expect.stringContaining('graph/src/modules/fresh has no manifest: add graph/src/modules/fresh/fresh.module.ts'),
    ]);
  });

  it('refuses a module folder that is not in the list, saying where to place it', () => {
    const dir = modulesFolder({ common: { manifest: true }, fresh: { manifest: true } });
    expect(moduleListProblems(dir, ['common'])).toEqual([expect.stringContaining("place 'fresh' in MODULE_ORDER (graph/src/module-order.ts)")]);
  });

  it('refuses a listed name that has no folder', () => {
    const dir = modulesFolder({ common: { manifest: true } });
    expect(moduleListProblems(dir, ['common', 'gone'])).toEqual([expect.stringContaining("lists 'gone', which has no folder")]);
  });
});
