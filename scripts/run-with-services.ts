// `npm run db:migrate | db:seed | user:create -- --email E --password P --role admin`: runs an API
// command-line task against the configured (or the project's own) PostgreSQL and Redis.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildStale } from './lib/build.ts';
import { runScript } from './lib/process.ts';
import { ensureServices, REPO_ROOT } from './lib/services.ts';

const TASKS: Record<string, string> = {
  'db:migrate': 'cli/migrate.js',
  'db:seed': 'cli/seed.js',
  'user:create': 'cli/user-create.js',
};

async function main(): Promise<number> {
  const [task, ...args] = process.argv.slice(2);
  const file = TASKS[task];
  if (!file) {
    console.error(`usage: run-with-services.ts ${Object.keys(TASKS).join('|')} [args]`);
    return 2;
  }
  buildStale((msg) => console.error(`[${task}] ${msg}`), ['api']);
  const services = await ensureServices();
  try {
    execFileSync(process.execPath, [path.join(REPO_ROOT, 'api/dist', file), ...args], {
      cwd: path.join(REPO_ROOT, 'api'),
      env: { ...process.env, DATABASE_URL: services.databaseUrl, REDIS_URL: services.redisUrl },
      stdio: 'inherit',
    });
    return 0;
  } catch {
    return 1;
  } finally {
    await services.stop();
  }
}

runScript(main);
