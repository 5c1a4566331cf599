// A private Redis for dev and tests. No npm package ships a server, so we use redis-server from the
// system and, on Debian/Ubuntu as root (CI, fresh containers), install it with apt.
import { access, constants, mkdir, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  isAlive,
  portOpen,
  processesIn,
  processName,
  processTitle,
  readInt,
  run,
  runOk,
  terminate,
} from './os.ts';
import { findRedisServer, redisCommand, redisReady, redisServerArgs } from './redis-server.ts';

type Log = (msg: string) => void;

export interface RedisRunning {
  pid: number;
  port: number;
  started: boolean;
}

const MISSING = [
  'redis-server was not found. Install it:',
  '  Debian/Ubuntu: sudo apt-get install redis-server',
  '  macOS:         brew install redis',
  'or run PostgreSQL and Redis in Docker and point the scripts at them:',
  '  docker compose up -d postgres redis',
  '  export DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/alpencamp REDIS_URL=redis://127.0.0.1:6379',
].join('\n');

async function installRedis(log: Log): Promise<string> {
  const canApt = process.platform === 'linux' && process.getuid?.() === 0;
  if (
    !canApt ||
    !(await access('/usr/bin/apt-get', constants.X_OK).then(
      () => true,
      () => false,
    ))
  ) {
    throw new Error(MISSING);
  }
  log('redis-server is missing; installing it with apt-get (one time, ~10 s)');
  // policy-rc.d exit 101 keeps the package from starting the distro's own Redis on port 6379.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = await access(policy).then(
    () => false,
    () => true,
  );
  if (ownPolicy) await writeFile(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    await runOk('apt-get', ['update', '-qq'], { env });
    await runOk('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'redis-server'], {
      env,
    });
  } catch (err) {
    throw new Error(`${(err as Error).message}\n\n${MISSING}`);
  } finally {
    if (ownPolicy) await rm(policy, { force: true });
  }
  // On a systemd host the unit still got enabled; we only wanted the binary.
  if (
    await access('/run/systemd/system').then(
      () => true,
      () => false,
    )
  ) {
    await run('systemctl', ['disable', '--now', 'redis-server']).catch(() => undefined);
  }
  const bin = await findRedisServer();
  if (!bin) throw new Error(`apt-get installed redis-server but it is not on PATH.\n\n${MISSING}`);
  return bin;
}

/** The server on `port` is ours when its working directory is our data dir. */
async function servesDir(port: number, dir: string): Promise<boolean> {
  const reply = await redisCommand(port, ['CONFIG', 'GET', 'dir']).catch(() => undefined);
  return Array.isArray(reply) && reply[1] === dir;
}

export async function runningRedis(
  dir: string,
): Promise<{ pid: number; port?: number } | undefined> {
  const fromFile = await readInt(path.join(dir, 'redis.pid'));
  const named =
    fromFile && (await isAlive(fromFile)) && (await processName(fromFile)) === 'redis-server';
  const pid = named ? fromFile : (await processesIn(dir, 'redis-server'))[0];
  if (!pid) return undefined;
  const port = Number(/:(\d+)/.exec(await processTitle(pid))?.[1]);
  return { pid, port: port || undefined };
}

export async function startRedis(
  repoRoot: string,
  port: number,
  log: Log,
): Promise<RedisRunning & { dir: string }> {
  await mkdir(path.join(repoRoot, '.data', 'redis'), { recursive: true });
  const dir = await realpath(path.join(repoRoot, '.data', 'redis'));
  const running = await runningRedis(dir);
  if (running) {
    const usePort = running.port ?? port;
    if (usePort !== port) log(`Redis already runs on port ${usePort} (not ${port}); using it`);
    if (await redisReady(usePort, 3000))
      return { pid: running.pid, port: usePort, started: false, dir };
    throw new Error(
      `A redis-server (pid ${running.pid}) runs on ${dir} but does not answer; stop it with: npm run services down`,
    );
  }
  if (await portOpen(port)) {
    throw new Error(
      `Port ${port} is used by another program. Set REDIS_PORT to a free port, or REDIS_URL to use an existing Redis.`,
    );
  }
  const bin = (await findRedisServer()) ?? (await installRedis(log));
  const pidFile = path.join(dir, 'redis.pid');
  await rm(pidFile, { force: true });
  const logFile = path.join(dir, 'redis.log');
  const t0 = Date.now();
  // --daemonize makes redis detach into its own session, so it outlives `services up` and Ctrl-C.
  const args = [
    ...redisServerArgs(port, dir),
    '--daemonize',
    'yes',
    '--pidfile',
    pidFile,
    '--logfile',
    logFile,
  ];
  const res = await run(bin, args);
  const ready = res.code === 0 && (await redisReady(port, 5000)) && (await servesDir(port, dir));
  const pid = await readInt(pidFile);
  if (!ready || !pid) {
    throw new Error(
      `redis-server did not start on port ${port}: ${res.stderr}${res.stdout}\nLog: ${logFile}`,
    );
  }
  log(`Started Redis on port ${port} in ${Date.now() - t0} ms`);
  return { pid, port, started: true, dir };
}

/** SIGTERM is Redis' own shutdown path; with `--save ''` it writes nothing. */
export async function stopRedis(dir: string, pid?: number): Promise<boolean> {
  const target = pid ?? (await runningRedis(dir))?.pid;
  if (!target) return false;
  await terminate([target], 'SIGTERM', 3000);
  await rm(path.join(dir, 'redis.pid'), { force: true });
  return true;
}
