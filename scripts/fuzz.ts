// `npm run test:fuzz`: the fuzz test of `npm test` (api/test/fuzz.int-spec.ts) run long — at least
// 10,000 generated requests over every operation of the OpenAPI document, signed out, as admin and
// as staff — on the project's PostgreSQL and Redis. It prints the requests per operation and fails
// when an operation got none (admin operations: none from the admin or none from staff), on any
// 5xx the document does not declare, and on any 4xx without a message.
// FUZZ_RUNS (10000), FUZZ_TIME_MS (1 hour) and FUZZ_SEED pass through.
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
    [path.join(REPO_ROOT, 'node_modules/jest/bin/jest.js'), 'test/fuzz.int-spec.ts', '--runInBand'],
    {
      cwd: path.join(REPO_ROOT, 'api'),
      stdio: 'inherit',
      env: {
        ...process.env,
        DATABASE_URL: services.databaseUrl,
        REDIS_URL: services.redisUrl,
        BOOKING_LINK_SECRET: bookingLinkSecret(),
        FUZZ_RUNS: process.env.FUZZ_RUNS ?? '10000',
        FUZZ_TIME_MS: process.env.FUZZ_TIME_MS ?? '3600000',
        FUZZ_MIN_PER_OPERATION: process.env.FUZZ_MIN_PER_OPERATION ?? '1',
      },
    },
  );
  console.log(
    `\n[fuzz] ${res.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return res.status === 0 ? 0 : 1;
}

runScript(main);
