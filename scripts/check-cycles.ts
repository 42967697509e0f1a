/**
 * npm run check:cycles: no two of our files know each other through any chain of imports, type
 * imports included. ESLint's import-x/no-cycle skips `import type` (it has no runtime effect), but
 * a type cycle is still two modules that cannot be read, moved or tested one without the other.
 *
 * Reads each file's imports with TypeScript's pre-processor (no type checking: the whole tree in
 * well under a second), follows the relative ones (a ".js" specifier names the ".ts" or ".tsx"
 * beside it), and reports every strongly connected group of files with one cycle through it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The trees checked, each on its own: the server's and the web app's sources, tests excluded. */
const TREES = ['graph/src', 'web/src'];
const SOURCE = /\.(ts|tsx)$/;
const SKIPPED = /\.(test|d)\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(name) && !SKIPPED.test(name) ? [full] : [];
  });
}

/** The file a relative specifier names, or null for a package or a file outside the tree. */
function resolve(from: string, specifier: string, known: Set<string>): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|ts|tsx)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

/** Tarjan's strongly connected components: each component of two files or more holds a cycle. */
function cyclicGroups(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return groups;
}

/** One cycle through `start` inside `group`, by breadth-first search back to it. */
function cycleThrough(start: string, group: Set<string>, graph: Map<string, string[]>): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of graph.get(file) ?? []) {
      if (!group.has(target)) continue;
      if (target === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  return [start];
}

export function findCycles(tree: string): string[][] {
  const files = sourceFiles(path.join(ROOT, tree));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map((imported) => resolve(file, imported.fileName, known)).filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return cyclicGroups(graph).map((group) => cycleThrough(group[0]!, new Set(group), graph).map((file) => path.relative(ROOT, file)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = TREES.flatMap(findCycles);
  for (const cycle of cycles) console.error(`import cycle (type imports included): ${cycle.join(' → ')}`);
  if (cycles.length > 0) {
    console.error(`${cycles.length} import cycle${cycles.length === 1 ? '' : 's'}: move what both sides need into a file that imports neither.`);
    process.exit(1);
  }
  console.log(`no import cycles in ${TREES.join(' or ')}, type imports included`);
}
