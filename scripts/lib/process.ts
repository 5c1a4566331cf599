// Child processes and shutdown for the start/test scripts. Children get their own process group so
// that stopping one also stops whatever it spawned (an `npm run` wrapper would otherwise leave its
// child running), and so a terminal's Ctrl-C reaches only us: we then stop them in order.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ChildHandle {
  readonly pid: number;
  readonly child: ChildProcess;
  /** Resolves when the direct child has exited (never rejects). */
  readonly exited: Promise<ExitInfo>;
  /** Signals the whole group, SIGKILLs it after timeoutMs, resolves once the group is gone. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<ExitInfo>;
}

export interface SpawnChildOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  stdio?: StdioOptions;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function killGroup(pgid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(-pgid, sig);
  } catch {
    // ESRCH: nobody left in the group.
  }
}

/**
 * Whether any live process remains in the group. Zombies do not count: orphaned grandchildren are
 * reaped by PID 1, which in some containers happens late or never, and they hold nothing anyway.
 */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
  } catch {
    return false;
  }
  if (process.platform !== 'linux') return true;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // Fields after the parenthesised command name: state, ppid, pgrp, ...
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === pgid && state !== 'Z') return true;
  }
  return false;
}

export function spawnChild(cmd: string, args: string[], opts: SpawnChildOptions = {}): ChildHandle {
  const child = spawn(cmd, args, {
    cwd: opts.cwd,
    env: opts.env ?? process.env,
    stdio: opts.stdio ?? 'inherit',
    detached: true,
  });
  const exited = new Promise<ExitInfo>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', () => resolve({ code: null, signal: null }));
  });
  const { pid } = child;
  if (pid === undefined) throw new Error(`Could not start ${cmd} (not found or not executable)`);

  let stopping: Promise<ExitInfo> | undefined;
  const stop = async (sig: NodeJS.Signals = 'SIGTERM', timeoutMs = 5000): Promise<ExitInfo> => {
    killGroup(pid, sig);
    const deadline = Date.now() + timeoutMs;
    const timedOut = await Promise.race([
      exited.then(() => false),
      sleep(timeoutMs).then(() => true),
    ]);
    // The leader may be gone while its own children still shut down.
    while (!timedOut && groupAlive(pid) && Date.now() < deadline) await sleep(50);
    if (groupAlive(pid)) killGroup(pid, 'SIGKILL');
    return exited;
  };
  return {
    pid,
    child,
    exited,
    stop: (sig, timeoutMs) => (stopping ??= stop(sig, timeoutMs)),
  };
}

type Cleanup = () => void | Promise<void>;

const cleanups: Cleanup[] = [];
let installed = false;
let shuttingDown: Promise<void> | undefined;

/** Runs the registered cleanups once each, newest first (things started last stop first). */
export function runShutdown(): Promise<void> {
  shuttingDown ??= (async () => {
    while (cleanups.length > 0) {
      const fn = cleanups.pop();
      try {
        await fn?.();
      } catch (err) {
        console.error('cleanup failed:', err);
      }
    }
  })();
  return shuttingDown;
}

export async function shutdown(exitCode = 0): Promise<never> {
  await runShutdown();
  process.exit(exitCode);
}

const SIGNAL_EXIT: Partial<Record<NodeJS.Signals, number>> = {
  SIGINT: 130,
  SIGTERM: 143,
  SIGHUP: 129,
};

function install(): void {
  installed = true;
  for (const [sig, code] of Object.entries(SIGNAL_EXIT)) {
    process.on(sig, () => {
      // A second Ctrl-C means "now": skip whatever cleanup is still waiting.
      if (shuttingDown) process.exit(code);
      void shutdown(code);
    });
  }
  process.once('beforeExit', () => void runShutdown());
  // process.exit() or a crash: async work cannot finish here, but each cleanup's synchronous
  // part (sending the kill signals) still runs.
  process.once('exit', () => {
    for (const fn of cleanups.splice(0).reverse()) {
      try {
        Promise.resolve(fn()).catch(() => undefined);
      } catch {
        // Exiting anyway.
      }
    }
  });
}

/** Registers cleanup for Ctrl-C, SIGTERM, SIGHUP and normal exit; returns an unregister function. */
export function onShutdown(fn: Cleanup): () => void {
  if (!installed) install();
  cleanups.push(fn);
  return () => {
    const i = cleanups.indexOf(fn);
    if (i >= 0) cleanups.splice(i, 1);
  };
}

/** Polls until the URL answers 2xx/3xx or 503 (up, maybe in maintenance); returns the status. */
export async function waitForHttp(
  url: string,
  timeoutMs = 30_000,
  opts: { intervalMs?: number; child?: ChildHandle } = {},
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let childExit: ExitInfo | undefined;
  void opts.child?.exited.then((info) => (childExit = info));
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (childExit) {
      throw new Error(
        `Process exited (code ${childExit.code}, signal ${childExit.signal}) before ${url} answered`,
      );
    }
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
      await res.body?.cancel();
      if ((res.status >= 200 && res.status < 400) || res.status === 503) return res.status;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await sleep(opts.intervalMs ?? 200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (last: ${last})`);
}

/**
 * Runs a script's main function: exits with the code it returns, or prints the error (message only,
 * no stack) and exits 1. Registered cleanups run either way.
 */
export function runScript(main: () => Promise<number>): void {
  main().then(
    async (code) => {
      await runShutdown();
      process.exit(code);
    },
    async (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      await runShutdown();
      process.exit(1);
    },
  );
}
