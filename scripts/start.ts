// `npm start`: real PostgreSQL and Redis (unless DATABASE_URL / REDIS_URL point elsewhere), migrations,
// demo data, fresh builds, then the API and the worker as two processes. Ctrl-C stops everything.
import path from 'node:path';
import { shutdown } from './lib/process.ts';
import { REPO_ROOT } from './lib/services.ts';
import { startStack } from './lib/stack.ts';
import { seedDemoBookings } from './lib/demo-bookings.ts';

const log = (msg: string) => console.log(`[start] ${msg}`);

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const { url, server, worker } = await startStack({
    log,
    port,
    env: { NODE_ENV: process.env.NODE_ENV ?? 'development' },
    worker: true,
    sourceMaps: true,
  });
  const credentials = path.join(REPO_ROOT, 'api/dist/modules/auth/demo-credentials.js');
  const { DEMO_ADMIN } = (await import(credentials)) as {
    DEMO_ADMIN: { email: string; password: string };
  };
  // A few front-desk bookings on a fresh campsite, so the console's pages show real data at once.
  await seedDemoBookings(url, DEMO_ADMIN, log).catch((err: unknown) =>
    log(`demo bookings skipped: ${err instanceof Error ? err.message : String(err)}`),
  );
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
    ...(worker ? [worker.exited.then((e) => ['worker', e] as const)] : []),
  ]);
  log(`${first[0]} exited (${first[1].signal ?? first[1].code}); stopping`);
  await shutdown(1);
}

main().catch(async (err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  await shutdown(1);
});
