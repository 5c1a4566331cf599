// Run by scripts/node-lts.ts under the fetched Node.js release (process.execPath is that node):
// the API's jest suite on the real PostgreSQL and Redis, then the built stack (API and worker) is
// started and answers its health check, a public page, the console and a price quote.
// Arguments go to jest (e.g. a file filter).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { freePort } from './lib/free-port.ts';
import { bookingLinkSecret } from './lib/link-secret.ts';
import { onShutdown, runScript } from './lib/process.ts';
import { ensurePdftotext } from './lib/poppler.ts';
import { ensureServices, REPO_ROOT } from './lib/services.ts';
import { startStack } from './lib/stack.ts';

const log = (msg: string) => console.log(`[node-lts ${process.version}] ${msg}`);

async function main(): Promise<number> {
  const services = await ensureServices();
  onShutdown(() => services.stop());
  ensurePdftotext(log);

  log('API tests (jest)');
  const jest = spawnSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules/jest/bin/jest.js'),
      '--maxWorkers=2',
      ...process.argv.slice(2),
    ],
    {
      cwd: path.join(REPO_ROOT, 'api'),
      stdio: 'inherit',
      env: {
        ...process.env,
        DATABASE_URL: services.databaseUrl,
        REDIS_URL: services.redisUrl,
        BOOKING_LINK_SECRET: bookingLinkSecret(),
      },
    },
  );
  const testsPassed = jest.status === 0;
  log(`API tests: ${testsPassed ? 'passed' : 'FAILED'}`);

  log('stack start (API and worker)');
  const port = await freePort(Number(process.env.E2E_PORT ?? 3100));
  const stack = await startStack({
    log,
    port,
    host: '127.0.0.1',
    freshDatabase: 'alpencamp_node_lts',
    worker: true,
    taskOutput: 'errors',
    env: { LOG_LEVEL: 'warn' },
  });
  const answers: Record<string, number> = {};
  for (const page of ['/api/health', '/de', '/admin', '/api/categories'])
    answers[page] = (await fetch(`${stack.url}${page}`, { redirect: 'manual' })).status;
  const categories = (await (await fetch(`${stack.url}/api/categories`)).json()) as unknown[];
  const stackOk =
    Object.values(answers).every((s) => s === 200) &&
    Array.isArray(categories) &&
    categories.length > 0;
  log(`stack answers ${JSON.stringify(answers)}: ${stackOk ? 'ok' : 'FAILED'}`);
  console.log(
    `\n[node-lts] Node.js ${process.version}: API tests ${testsPassed ? 'passed' : 'FAILED'}, stack start ${stackOk ? 'ok' : 'FAILED'}`,
  );
  return testsPassed && stackOk ? 0 : 1;
}

runScript(main);
