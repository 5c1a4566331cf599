// Real PostgreSQL and Redis for dev, tests and CI. Env DATABASE_URL / REDIS_URL win; otherwise we
// run private servers with data under <repo>/.data. Servers are shared: a second caller (npm test
// while npm start runs) adopts running ones. Whoever started a server stops it, unless other
// callers still use it; then the last of them does (see stop()).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAlive, readInt, resolveReal, signal, sleep } from './services/os.ts';
import {
  PG_PASSWORD,
  PG_USER,
  ensureDatabase,
  pgDataDir,
  pgRunAs,
  runningPostmaster,
  startPostgres,
  stopPostgres,
} from './services/postgres.ts';
import { runningRedis, startRedis, stopRedis } from './services/redis.ts';

export interface Services {
  databaseUrl: string;
  redisUrl: string;
  stop(): Promise<void>;
}

export interface EnsureServicesOptions {
  log?: (msg: string) => void;
  /** Leave started servers running after this process ends (`services up`); stop() then does nothing. */
  keepRunning?: boolean;
}

type Log = (msg: string) => void;
type Kind = 'postgres' | 'redis';
interface Server {
  kind: Kind;
  pid: number;
  dir: string;
}

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DATA = path.join(REPO_ROOT, '.data');
const CLIENTS = path.join(DATA, 'run', 'clients');
/** Servers whose starter left while others still used them; the last user stops them. */
const HANDOFF = path.join(DATA, 'run', 'handoff.json');
export const DATABASE = 'alpencamp';

const defaultLog: Log = (msg) => console.error(`[services] ${msg}`);

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const port = raw ? Number(raw) : fallback;
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name} must be a TCP port, got "${raw}"`);
  return port;
}

/** Serialises starts and stops across processes; a lock whose owner died is taken over. */
async function lock(): Promise<() => void> {
  const file = path.join(DATA, 'services.lock');
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = (await readInt(file)) ?? (await sleep(50).then(() => readInt(file)));
    if (!holder || !(await isAlive(holder))) await rm(file, { force: true });
    else if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${file} (held by pid ${holder})`);
    else await sleep(100);
  }
}

function readHandoff(): Server[] {
  try {
    return JSON.parse(readFileSync(HANDOFF, 'utf8')) as Server[];
  } catch {
    return [];
  }
}

/** Other processes that called ensureServices() and have not stopped yet. */
function otherClients(): number[] {
  const pids = readdirSync(CLIENTS).map((f) => Number(f.split('-')[0]));
  return pids.filter((pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      for (const f of readdirSync(CLIENTS))
        if (f.startsWith(`${pid}-`)) rmSync(path.join(CLIENTS, f), { force: true });
      return false;
    }
  });
}

/** Leaves this client; returns what must be stopped now (nothing while others still run). */
function release(clientFile: string, started: Server[], log: Log): Server[] {
  rmSync(clientFile, { force: true });
  const others = otherClients();
  if (others.length > 0) {
    if (started.length > 0) {
      writeFileSync(HANDOFF, JSON.stringify([...readHandoff(), ...started]));
      log(
        `Leaving ${started.map((s) => s.kind).join(' and ')} running for pid ${others.join(', ')}`,
      );
    }
    return [];
  }
  const targets = [...started, ...readHandoff()];
  rmSync(HANDOFF, { force: true });
  return targets;
}

async function stopServer(s: Server): Promise<void> {
  if (s.kind === 'postgres') {
    if ((await runningPostmaster(s.dir))?.pid === s.pid) await stopPostgres(s.dir, s.pid);
  } else if ((await runningRedis(s.dir))?.pid === s.pid) await stopRedis(s.dir, s.pid);
}

let clientSeq = 0;

export async function ensureServices(opts: EnsureServicesOptions = {}): Promise<Services> {
  const log = opts.log ?? defaultLog;
  const envDb = process.env.DATABASE_URL;
  const envRedis = process.env.REDIS_URL;
  if (envDb && envRedis)
    return { databaseUrl: envDb, redisUrl: envRedis, stop: () => Promise.resolve() };

  await mkdir(CLIENTS, { recursive: true });
  const unlock = await lock();
  const started: Server[] = [];
  let databaseUrl = envDb ?? '';
  let redisUrl = envRedis ?? '';
  try {
    const [pg, redis] = await Promise.allSettled([
      envDb ? undefined : startPostgres(REPO_ROOT, portFromEnv('PG_PORT', 54329), log),
      envRedis ? undefined : startRedis(REPO_ROOT, portFromEnv('REDIS_PORT', 63799), log),
    ]);
    if (pg.status === 'fulfilled' && pg.value?.started)
      started.push({ kind: 'postgres', pid: pg.value.pid, dir: pg.value.dataDir });
    if (redis.status === 'fulfilled' && redis.value?.started)
      started.push({ kind: 'redis', pid: redis.value.pid, dir: redis.value.dir });
    if (pg.status === 'rejected') throw pg.reason;
    if (redis.status === 'rejected') throw redis.reason;
    if (pg.value) {
      await ensureDatabase(pg.value.port, DATABASE);
      databaseUrl = `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${pg.value.port}/${DATABASE}`;
    }
    if (redis.value) redisUrl = `redis://127.0.0.1:${redis.value.port}`;
  } catch (err) {
    // Leave nothing half-up behind a failed start.
    await Promise.all(started.map(stopServer));
    throw err;
  } finally {
    unlock();
  }

  if (opts.keepRunning) {
    // Adopted servers become permanent too: the developer asked for them to stay.
    rmSync(HANDOFF, { force: true });
    return { databaseUrl, redisUrl, stop: () => Promise.resolve() };
  }

  const clientFile = path.join(CLIENTS, `${process.pid}-${++clientSeq}`);
  writeFileSync(clientFile, '');
  let stopping: Promise<void> | undefined;
  // Safety net for a process that exits without stop(): signals are all we can send synchronously.
  const onExit = () => {
    for (const s of release(clientFile, started, () => undefined))
      signal(s.pid, s.kind === 'postgres' ? 'SIGINT' : 'SIGTERM');
  };
  process.once('exit', onExit);

  const stop = async () => {
    process.removeListener('exit', onExit);
    const done = await lock();
    try {
      await Promise.all(release(clientFile, started, log).map(stopServer));
    } finally {
      done();
    }
  };
  return { databaseUrl, redisUrl, stop: () => (stopping ??= stop()) };
}

export interface ServiceState {
  kind: Kind;
  pid?: number;
  port?: number;
  dir: string;
}

async function dirs(): Promise<{ pgDir: string; redisDir: string }> {
  const pgDir = await pgDataDir(REPO_ROOT, await pgRunAs(() => undefined, false));
  return { pgDir, redisDir: await resolveReal(path.join(DATA, 'redis')) };
}

export async function servicesStatus(): Promise<ServiceState[]> {
  const { pgDir, redisDir } = await dirs();
  const pg = await runningPostmaster(pgDir);
  const redis = await runningRedis(redisDir);
  return [
    { kind: 'postgres', dir: pgDir, ...pg },
    { kind: 'redis', dir: redisDir, ...redis },
  ];
}

/** Stops whatever runs on our data dirs, whoever started it. */
export async function stopAllServices(log: Log = defaultLog): Promise<void> {
  mkdirSync(CLIENTS, { recursive: true });
  const unlock = await lock();
  try {
    const { pgDir, redisDir } = await dirs();
    const [pg, redis] = await Promise.all([stopPostgres(pgDir), stopRedis(redisDir)]);
    log(pg ? 'Stopped PostgreSQL' : 'PostgreSQL was not running');
    log(redis ? 'Stopped Redis' : 'Redis was not running');
    rmSync(HANDOFF, { force: true });
  } finally {
    unlock();
  }
}
