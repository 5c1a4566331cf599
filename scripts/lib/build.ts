// Builds the three apps only when their sources are newer than their output, so `npm start` after
// a fresh `npm ci` builds once and later starts are quick.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './services.ts';

const IGNORED = new Set(['node_modules', 'dist', 'coverage', '.vite']);

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (IGNORED.has(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export interface BuildTarget {
  name: string;
  /** Files or folders whose changes make the output stale. */
  inputs: string[];
  /** A file the build writes last-ish; its age stands for the build's. */
  output: string;
  command: [string, string[]];
}

const tsc = path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc');
const tscAlias = path.join(REPO_ROOT, 'node_modules/tsc-alias/dist/bin/index.js');
const vite = path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js');

export const TARGETS: BuildTarget[] = [
  {
    name: 'api',
    inputs: [
      'api/src',
      'api/tsconfig.json',
      'api/tsconfig.build.json',
      'api/package.json',
      'tsconfig.json',
    ],
    output: 'api/dist/main.js',
    command: [
      'sh',
      [
        '-c',
        `"${process.execPath}" "${tsc}" -p tsconfig.build.json && "${process.execPath}" "${tscAlias}" -p tsconfig.build.json`,
      ],
    ],
  },
  {
    name: 'admin-web',
    inputs: [
      'admin-web/src',
      'admin-web/index.html',
      'admin-web/vite.config.ts',
      'admin-web/package.json',
      'admin-web/public',
      // Shared constants and the generated API types (alias @contract).
      'api/src/contract',
    ],
    output: 'admin-web/dist/index.html',
    command: [process.execPath, [vite, 'build', '--logLevel', 'warn']],
  },
  {
    name: 'public-web',
    inputs: [
      'public-web/src',
      'public-web/index.html',
      'public-web/vite.config.ts',
      'public-web/vite',
      'public-web/package.json',
      'public-web/public',
      // Shared constants and the generated API types (alias @contract).
      'api/src/contract',
    ],
    output: 'public-web/dist/index.html',
    command: [process.execPath, [vite, 'build', '--logLevel', 'warn']],
  },
];

export function isStale(target: BuildTarget): boolean {
  const built = newestMtime(path.join(REPO_ROOT, target.output));
  if (!built) return true;
  return target.inputs.some((input) => newestMtime(path.join(REPO_ROOT, input)) > built);
}

/** Builds what is stale; `force` rebuilds everything; `output`: a file for the tools' output. */
export function buildStale(
  log: (msg: string) => void,
  names?: string[],
  force = false,
  output?: number,
): void {
  for (const target of TARGETS) {
    if (names && !names.includes(target.name)) continue;
    if (!force && !isStale(target)) continue;
    const started = Date.now();
    log(`building ${target.name} ...`);
    const [cmd, args] = target.command;
    execFileSync(cmd, args, {
      cwd: path.join(REPO_ROOT, target.name),
      stdio: output === undefined ? 'inherit' : ['ignore', output, output],
    });
    log(`built ${target.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
