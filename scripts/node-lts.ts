// `npm run test:node22` / `npm run test:node24`: the API's jest suite and a stack start under another
// Node.js LTS line than the one installed. The release comes from the npm registry
// (`lib/node-release.ts`), and this script then runs scripts/node-lts-run.ts with it. Arguments after `--` go to jest (e.g. a file filter).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { envFor, nodeRelease } from './lib/node-release.ts';
import { runScript } from './lib/process.ts';
import { REPO_ROOT } from './lib/services.ts';

const log = (msg: string) => console.log(`[node-lts] ${msg}`);

async function main(): Promise<number> {
  const major = Number(process.argv[2]);
  if (![22, 24].includes(major)) {
    console.error('usage: node --import tsx scripts/node-lts.ts 22|24 [-- jest arguments]');
    return 2;
  }
  const { node, version } = nodeRelease(major, log);
  log(`running the API tests and a stack start under Node.js v${version} (${node})`);
  const jestArgs = process.argv.slice(3).filter((a) => a !== '--');
  const res = spawnSync(
    node,
    ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/node-lts-run.ts'), ...jestArgs],
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: envFor(node),
    },
  );
  return res.status ?? 1;
}

runScript(main);
