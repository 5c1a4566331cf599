// Small, dependency-free helpers for running commands and inspecting processes. Linux gets exact
// answers from /proc; elsewhere (macOS) we fall back to `ps` and accept less precision.
import { spawn } from 'node:child_process';
import { readdir, readFile, readlink, realpath } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

export interface RunAs {
  uid: number;
  gid: number;
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  as?: RunAs;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs a command to completion; rejects only when it cannot be started (ENOENT, EACCES). */
export function run(cmd: string, args: string[], opts: RunOptions = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: opts.cwd,
      env: opts.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(opts.as ?? {}),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Like run() but throws with the command's output when it exits non-zero. */
export async function runOk(cmd: string, args: string[], opts: RunOptions = {}): Promise<string> {
  const res = await run(cmd, args, opts);
  if (res.code !== 0) {
    const output = `${res.stderr}${res.stdout}`.trim().split('\n').slice(-15).join('\n');
    throw new Error(`${cmd} ${args.join(' ')} failed (exit ${String(res.code)}):\n${output}`);
  }
  return res.stdout;
}

const isLinux = process.platform === 'linux';

/** True while the process exists; zombies count as dead (a container's PID 1 may never reap). */
export async function isAlive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (!isLinux) return true;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return stat !== '' && state !== 'Z' && state !== 'X';
}

export async function processName(pid: number): Promise<string> {
  if (isLinux) return (await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '')).trim();
  const res = await run('ps', ['-o', 'comm=', '-p', String(pid)]).catch(() => undefined);
  return res?.stdout.trim().split('/').pop() ?? '';
}

/** Process title (argv as the process itself rewrote it), e.g. "redis-server 127.0.0.1:63799". */
export async function processTitle(pid: number): Promise<string> {
  if (!isLinux) return '';
  const raw = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return raw.replace(/\0/g, ' ').trim();
}

/**
 * Processes named `name` whose working directory is `dir`. Both postgres and redis chdir into their
 * data directory, which lets us find our servers (and orphans of a crashed one) without pid files.
 */
export async function processesIn(dir: string, name: string): Promise<number[]> {
  if (!isLinux) return [];
  const pids = (await readdir('/proc')).filter((e) => /^\d+$/.test(e)).map(Number);
  const found: number[] = [];
  for (const pid of pids) {
    if ((await processName(pid)) !== name) continue;
    const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => '');
    if (cwd === dir) found.push(pid);
  }
  return found;
}

export function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    // Already gone: exactly what the caller wants.
  }
}

/** Waits until none of `pids` is alive; returns false on timeout. */
export async function waitGone(pids: number[], timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const alive = await Promise.all(pids.map(isAlive));
    if (!alive.includes(true)) return true;
    if (Date.now() > deadline) return false;
    await sleep(20);
  }
}

/** Graceful signal first, SIGKILL for whatever ignores it. */
export async function terminate(
  pids: number[],
  sig: NodeJS.Signals,
  timeoutMs: number,
): Promise<void> {
  for (const pid of pids) signal(pid, sig);
  if (await waitGone(pids, timeoutMs)) return;
  for (const pid of pids) signal(pid, 'SIGKILL');
  await waitGone(pids, 2000);
}

export function portOpen(port: number, host = '127.0.0.1', timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function userIds(name: string): Promise<RunAs | undefined> {
  const [uid, gid] = await Promise.all([
    run('id', ['-u', name]).catch(() => undefined),
    run('id', ['-g', name]).catch(() => undefined),
  ]);
  if (uid?.code !== 0 || gid?.code !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export async function readInt(file: string, line = 0): Promise<number | undefined> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  const value = Number(text?.split('\n')[line]?.trim());
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** realpath() for paths that may not exist yet: resolves the deepest existing ancestor. */
export async function resolveReal(p: string): Promise<string> {
  const real = await realpath(p).catch(() => undefined);
  if (real) return real;
  const parent = path.dirname(p);
  return parent === p ? p : path.join(await resolveReal(parent), path.basename(p));
}
