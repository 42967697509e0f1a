/**
 * Where a V8 CPU profile (`node --cpu-prof`) spent its time: self time by function and by module
 * (npm package, Node internals, or the app's own folder), optionally only between two moments of
 * the monotonic clock, so that start-up does not dilute a profile taken under load.
 *
 * Run alone: tsx bench/cpuprofile-summary.ts <file.cpuprofile> [top]
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame };
type CpuProfile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

/** Microseconds of the monotonic clock V8 stamps its samples with (CLOCK_MONOTONIC, as process.hrtime). */
export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const SPECIAL = new Set(['(garbage collector)', '(program)', '(idle)', '(root)']);

function moduleOf(frame: CallFrame): string {
  if (SPECIAL.has(frame.functionName)) return frame.functionName;
  const url = frame.url;
  if (!url) return '(native)';
  if (url.startsWith('node:')) return 'node: internals';
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  const inModules = file.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const parts = file.slice(inModules + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  // The app's own code, by feature folder: graph/src/modules/matchmade, graph/src/server.ts, ...
  // (compiled or not: dist/graph/src/... counts as graph/src/...).
  const folders = path
    .relative(ROOT, file)
    .replace(/^dist\//, '')
    .split(path.sep);
  return folders[2] === 'modules' ? folders.slice(0, 4).join('/') : folders.slice(0, 3).join('/');
}

function label(frame: CallFrame): string {
  if (SPECIAL.has(frame.functionName) || !frame.url) return frame.functionName || '(anonymous)';
  const file = frame.url.startsWith('file://') ? fileURLToPath(frame.url) : frame.url;
  const inModules = file.lastIndexOf('node_modules/');
  const shown = inModules >= 0 ? file.slice(inModules + 'node_modules/'.length) : path.relative(ROOT, file);
  return `${frame.functionName || '(anonymous)'}  ${shown}:${frame.lineNumber + 1}`;
}

export type ProfileSummary = { text: string; sampledMs: number; windowed: boolean };

/** Self time per function and per module; `window` in monotonic microseconds (see monotonicMicros). */
export async function summariseCpuProfile(file: string, top = 15, window?: { from: number; to: number }): Promise<ProfileSummary> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const windowed = Boolean(window && window.from >= profile.startTime && window.to <= profile.endTime);
  const byFunction = new Map<string, number>();
  const byModule = new Map<string, number>();
  let at = profile.startTime;
  let total = 0;
  let idle = 0;
  for (let i = 0; i < profile.samples.length; i += 1) {
    at += profile.timeDeltas[i] ?? 0;
    // A sample stands for the time until the next one (as Chrome's DevTools count it).
    const span = profile.timeDeltas[i + 1] ?? 0;
    if (windowed && (at < window!.from || at > window!.to)) continue;
    const frame = frames.get(profile.samples[i]!);
    if (!frame) continue;
    if (frame.functionName === '(idle)') {
      idle += span;
      continue;
    }
    total += span;
    byFunction.set(label(frame), (byFunction.get(label(frame)) ?? 0) + span);
    byModule.set(moduleOf(frame), (byModule.get(moduleOf(frame)) ?? 0) + span);
  }
  const ms = (micros: number) => (micros / 1000).toFixed(0).padStart(7);
  const share = (micros: number) => `${((100 * micros) / Math.max(total, 1)).toFixed(1).padStart(5)}%`;
  const table = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => `  ${ms(micros)} ms ${share(micros)}  ${name}`)
      .join('\n');
  const scope = windowed ? 'under load only' : 'whole process life (no load window given, or it fell outside the profile)';
  const text = [
    `CPU profile ${file} (${scope}): ${(total / 1000).toFixed(0)} ms busy, ${(idle / 1000).toFixed(0)} ms idle`,
    `self time by module (top ${top}):`,
    table(byModule),
    `self time by function (top ${top}):`,
    table(byFunction),
  ].join('\n');
  return { text, sampledMs: total / 1000, windowed };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [file, top] = process.argv.slice(2);
  if (!file) throw new Error('usage: tsx bench/cpuprofile-summary.ts <file.cpuprofile> [top]');
  console.log((await summariseCpuProfile(file, Number(top ?? 15))).text);
}
