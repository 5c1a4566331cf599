// `npm start`: real PostgreSQL and Redis (unless DATABASE_URL / REDIS_URL point elsewhere), migrations,
// demo data, fresh builds, then the API and the worker as two processes. Ctrl-C stops everything.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildStale } from './lib/build.ts';
import { onShutdown, shutdown, spawnChild, waitForHttp } from './lib/process.ts';
import { ensureServices, REPO_ROOT } from './lib/services.ts';

const log = (msg: string) => console.log(`[start] ${msg}`);
const api = (file: string) => path.join(REPO_ROOT, 'api/dist', file);

async function main(): Promise<void> {
  const services = await ensureServices();
  onShutdown(() => services.stop());

  buildStale(log);

  const port = Number(process.env.PORT ?? 3000);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    PORT: String(port),
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
  };
  const cwd = path.join(REPO_ROOT, 'api');
  execFileSync(process.execPath, [api('cli/migrate.js')], { cwd, env, stdio: 'inherit' });
  execFileSync(process.execPath, [api('cli/seed.js')], { cwd, env, stdio: 'inherit' });

  const server = spawnChild(process.execPath, ['--enable-source-maps', api('main.js')], {
    cwd,
    env,
  });
  onShutdown(() => server.stop().then(() => undefined));
  const worker = spawnChild(process.execPath, ['--enable-source-maps', api('worker.js')], {
    cwd,
    env,
  });
  onShutdown(() => worker.stop().then(() => undefined));

  const url = `http://localhost:${port}`;
  await waitForHttp(`${url}/api/health`, 60_000, { child: server });
  const { DEMO_ADMIN } = (await import(api('modules/auth/demo-credentials.js'))) as {
    DEMO_ADMIN: { email: string; password: string };
  };
  console.log(`
  Alpencamp is running at ${url}
    public site    ${url}/de
    admin console  ${url}/admin   (demo login: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password})
    API docs       ${url}/api/docs
  Ctrl-C stops the API, the worker and the services this command started.
`);

  // Either process dying takes the whole stack down, so a half-running system is never left behind.
  const first = await Promise.race([
    server.exited.then((e) => ['api', e] as const),
    worker.exited.then((e) => ['worker', e] as const),
  ]);
  log(`${first[0]} exited (${first[1].signal ?? first[1].code}); stopping`);
  await shutdown(1);
}

main().catch(async (err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  await shutdown(1);
});
