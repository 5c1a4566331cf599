// `npm run test:season`: the season test of `npm test` (api/test/season.int-spec.ts) run long —
// 10,000 desk steps by default — on the project's PostgreSQL and Redis. It prints its seed, the
// steps and sequences it ran and, on a broken invariant, the shrunk sequence with the variables
// that replay it. SEASON_STEPS, SEASON_SEED, SEASON_MAX_COMMANDS, SEASON_PATH, SEASON_REPLAY and
// SEASON_SKIP pass through.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { bookingLinkSecret } from './lib/link-secret.ts';
import { onShutdown, runScript } from './lib/process.ts';
import { ensureServices, REPO_ROOT } from './lib/services.ts';

async function main(): Promise<number> {
  const services = await ensureServices();
  onShutdown(() => services.stop());
  const started = Date.now();
  const res = spawnSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules/jest/bin/jest.js'),
      'test/season.int-spec.ts',
      '--runInBand',
    ],
    {
      cwd: path.join(REPO_ROOT, 'api'),
      stdio: 'inherit',
      env: {
        ...process.env,
        DATABASE_URL: services.databaseUrl,
        REDIS_URL: services.redisUrl,
        BOOKING_LINK_SECRET: bookingLinkSecret(),
        SEASON_STEPS: process.env.SEASON_STEPS ?? '10000',
      },
    },
  );
  console.log(
    `\n[season] ${res.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return res.status === 0 ? 0 : 1;
}

runScript(main);
