// The real stack as `npm start`, `npm run e2e` and `npm run bench` run it, in one order: fresh
// builds, PostgreSQL and Redis, migrations, demo data, the API (and the worker), its health answer.
// Every part it starts is stopped by the shutdown handlers (lib/process.ts).
import { execFileSync, type StdioOptions } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { buildStale } from './build.ts';
import { recreateDatabase } from './database.ts';
import { bookingLinkSecret } from './link-secret.ts';
import { registrationKey } from './registration-key.ts';
import { onShutdown, spawnChild, waitForHttp, type ChildHandle } from './process.ts';
import { ensureServices, REPO_ROOT } from './services.ts';

export interface StackOptions {
  log: (msg: string) => void;
  /** The apps to rebuild when their sources are newer than their build (default: all of them). */
  build?: string[];
  port: number;
  /** The address the API listens on and the stack's URL names (default: localhost, as the API's). */
  host?: string;
  /**
   * A database of this name, dropped and created afresh, so its rows never mix with the demo data
   * of `npm start` (which uses the services' own database).
   */
  freshDatabase?: string;
  /** Settings for the API and the worker, beyond the port and the service URLs. */
  env?: NodeJS.ProcessEnv;
  /** Migration and seed output: all of it, or errors only. */
  taskOutput?: 'all' | 'errors';
  /** More data after the seed, before the API starts (the bench grows the demo site). */
  afterSeed?: (databaseUrl: string) => Promise<void>;
  /** Also run the queue worker, as a process of its own. */
  worker?: boolean;
  /** Stack traces that point into the TypeScript sources. */
  sourceMaps?: boolean;
  /** Extra Node.js flags for the API process (e.g. `--cpu-prof` for `BENCH_CPU_PROF`). */
  apiNodeArgs?: string[];
  /**
   * A file that the builds', migrations', seed's, API's and worker's output go to (appended),
   * instead of this terminal (the bench keeps its own lines apart from the stack's logs).
   */
  outputFile?: string;
}

export interface Stack {
  url: string;
  databaseUrl: string;
  /** The settings the API and the worker run with (service URLs included). */
  env: NodeJS.ProcessEnv;
  server: ChildHandle;
  worker?: ChildHandle;
  /** Starts a queue worker process later (e.g. for one bench case), with the stack's settings. */
  startWorker(): ChildHandle;
}

const API = path.join(REPO_ROOT, 'api');
const built = (file: string) => path.join(API, 'dist', file);

export async function startStack(opts: StackOptions): Promise<Stack> {
  let output: number | undefined;
  if (opts.outputFile) {
    mkdirSync(path.dirname(opts.outputFile), { recursive: true });
    const fd = openSync(opts.outputFile, 'a');
    onShutdown(() => closeSync(fd));
    output = fd;
  }
  buildStale(opts.log, opts.build, false, output);
  const services = await ensureServices();
  onShutdown(() => services.stop());
  const databaseUrl = opts.freshDatabase
    ? await recreateDatabase(services.databaseUrl, opts.freshDatabase)
    : services.databaseUrl;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BOOKING_LINK_SECRET: bookingLinkSecret(),
    REGISTRATION_KEY: registrationKey(),
    ...opts.env,
    PORT: String(opts.port),
    ...(opts.host && { HOST: opts.host }),
    DATABASE_URL: databaseUrl,
    REDIS_URL: services.redisUrl,
  };
  const stdio: StdioOptions =
    output !== undefined
      ? ['ignore', output, output]
      : opts.taskOutput === 'errors'
        ? ['ignore', 'ignore', 'inherit']
        : 'inherit';
  for (const task of ['migrate', 'seed'])
    execFileSync(process.execPath, [built(`cli/${task}.js`)], { cwd: API, env, stdio });
  await opts.afterSeed?.(databaseUrl);

  const node = (file: string) => {
    const child = spawnChild(
      process.execPath,
      [
        ...(opts.sourceMaps ? ['--enable-source-maps'] : []),
        ...(file === 'main.js' ? (opts.apiNodeArgs ?? []) : []),
        built(file),
      ],
      { cwd: API, env, ...(output !== undefined && { stdio: ['ignore', output, output] }) },
    );
    onShutdown(() => child.stop().then(() => undefined));
    return child;
  };
  const server = node('main.js');
  const worker = opts.worker ? node('worker.js') : undefined;

  const url = `http://${opts.host ?? 'localhost'}:${opts.port}`;
  await waitForHttp(`${url}/api/health`, 60_000, { child: server });
  return { url, databaseUrl, env, server, worker, startWorker: () => node('worker.js') };
}
