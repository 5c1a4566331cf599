// Running a redis-server, shared by the dev services (redis.ts) and the API tests' private Redis
// (api/test/helpers/private-redis.ts): where the binary is, how it is started, when it answers.
// Node's own modules only, so both the scripts and the API's test runner can load it.
import { access, constants } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

type Reply = string | number | null | Reply[];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const SEARCH_DIRS = [
  ...(process.env.PATH ?? '').split(path.delimiter),
  '/usr/bin',
  '/usr/sbin',
  '/usr/local/bin',
  '/opt/homebrew/bin',
];

export async function findRedisServer(): Promise<string | undefined> {
  for (const dir of SEARCH_DIRS.filter(Boolean)) {
    const file = path.join(dir, 'redis-server');
    if (
      await access(file, constants.X_OK).then(
        () => true,
        () => false,
      )
    )
      return file;
  }
  return undefined;
}

/** A server that keeps nothing on disk and answers only on this machine, its files in `dir`. */
export const redisServerArgs = (port: number, dir: string): string[] => [
  '--port',
  String(port),
  '--bind',
  '127.0.0.1',
  '--save',
  '',
  '--appendonly',
  'no',
  '--dir',
  dir,
];

function encode(args: string[]): string {
  return `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;
}

/** Parses one RESP reply starting at `pos`; undefined while the buffer is still incomplete. */
function parse(buf: Buffer, pos: number): { value: Reply; end: number } | undefined {
  const eol = buf.indexOf('\r\n', pos);
  if (eol < 0) return undefined;
  const line = buf.toString('utf8', pos + 1, eol);
  switch (String.fromCharCode(buf[pos] ?? 0)) {
    case '+':
      return { value: line, end: eol + 2 };
    case '-':
      throw new Error(`Redis: ${line}`);
    case ':':
      return { value: Number(line), end: eol + 2 };
    case '$': {
      const len = Number(line);
      if (len < 0) return { value: null, end: eol + 2 };
      if (buf.length < eol + 4 + len) return undefined;
      return { value: buf.toString('utf8', eol + 2, eol + 2 + len), end: eol + 4 + len };
    }
    case '*': {
      const items: Reply[] = [];
      let end = eol + 2;
      for (let i = 0; i < Number(line); i++) {
        const item = parse(buf, end);
        if (!item) return undefined;
        items.push(item.value);
        end = item.end;
      }
      return { value: items, end };
    }
    default:
      throw new Error('Redis: unexpected reply');
  }
}

/** One command over a fresh connection: enough for health and identity checks, no client library. */
export function redisCommand(port: number, args: string[], timeoutMs = 1000): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let buf = Buffer.alloc(0);
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`Redis on port ${port}: timeout`)));
    socket.once('error', reject);
    socket.once('close', () => reject(new Error(`Redis on port ${port}: connection closed`)));
    socket.on('connect', () => socket.write(encode(args)));
    socket.on('data', (chunk: Buffer) => {
      buf = Buffer.concat([buf, chunk]);
      try {
        const reply = parse(buf, 0);
        if (!reply) return;
        resolve(reply.value);
      } catch (err) {
        reject(err as Error);
      }
      socket.destroy();
    });
  });
}

/** Whether the server on `port` answers PING within `timeoutMs`. */
export async function redisReady(port: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await redisCommand(port, ['PING'], 500).catch(() => undefined)) === 'PONG') return true;
    await sleep(20);
  }
  return false;
}
