import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, crc32, deflateRawSync, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { Clock } from 'src/common/clock';
import { FreshRead } from 'src/common/fresh-read';
import { runPrepared } from 'src/database/raw-sql';
import { DESK_VERSION_QUERY } from './analytics.queries';

/** An answer ready to send: its JSON bytes and their entity tag, and each encoding once asked for. */
export interface JsonBody {
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** A DTO written to JSON once, with the tag a browser sends back to ask whether it changed. */
export function jsonBody(value: unknown): JsonBody {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** Brotli at quality 5: a third smaller than gzip on this JSON, as quick to make. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * Sends kept bytes with their tag: a console that asks again with `If-None-Match` gets a 304 while
 * nothing changed. Staff data: never stored by a shared cache, revalidated on every read. A browser
 * gets the kept bytes compressed once (brotli when it takes it, else gzip), not on every read (a
 * month's timeline is about 300 kB of JSON); the compression middleware leaves an encoded answer
 * alone.
 */
export function sendJson(res: Response, answer: JsonBody): void {
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Vary', 'Accept-Encoding');
  const req = res.req as Request;
  const encoding =
    req.acceptsEncodings(['br']) === 'br' ? 'br' : takesGzip(res) ? 'gzip' : 'identity';
  // Set before send, so Express does not hash the body again; it answers 304 when it matches.
  res.setHeader(
    'ETag',
    encoding === 'identity' ? answer.etag : `${answer.etag.slice(0, -1)}-${encoding}"`,
  );
  if (encoding === 'identity') {
    res.send(answer.body);
    return;
  }
  res.setHeader('Content-Encoding', encoding);
  if (encoding === 'br') res.send((answer.br ??= brotliCompressSync(answer.body, BROTLI)));
  else res.send((answer.gzip ??= gzipSync(answer.body)));
}

/** Whether the request takes a gzip answer (every browser does). */
export const takesGzip = (res: Response): boolean =>
  (res.req as Request).acceptsEncodings('gzip', 'identity') === 'gzip';

/** Raw DEFLATE of a part more parts follow: it ends on a byte boundary, with no last block. */
export const deflatePart = (bytes: Buffer): Buffer =>
  deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH });

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * One gzip member around a kept middle compressed once (`deflatePart`): DEFLATE streams flushed to
 * a byte boundary join into one stream, as each refers back only into itself. The parts around it
 * (a time, fresh counts) are compressed per answer; the CRC runs over all bytes in order.
 */
export function gzipAround(head: Buffer, middle: Buffer, deflated: Buffer, tail: Buffer): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(tail, crc32(middle, crc32(head))) >>> 0, 0);
  trailer.writeUInt32LE((head.length + middle.length + tail.length) % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, deflatePart(head), deflated, deflateRawSync(tail), trailer]);
}

/** A computed answer with the counter it was read at and until when it holds. */
interface Entry {
  version: string;
  computedAt: number;
  validUntil: number;
  value: Promise<unknown>;
}

/** Answers kept per process (calendar months, analytics periods, a dashboard per day). */
const MAX_ENTRIES = 64;

/** What a computation answers: its value and, when time alone can change it, the moment it does. */
export interface Computed<T> {
  value: T;
  validUntil?: number;
}

/**
 * The desk's reads (dashboard, calendar, business figures) kept per process behind the desk counter
 * (`desk_version`, see DeskVersion), like the availability answer behind the occupancy counter: a
 * repeated read costs one read of the counter, shared by concurrent callers but never one sent
 * before they arrived (FreshRead). An answer is computed afresh as soon as the counter moves, its
 * own time limit passes (a hold in it expires, the day changes) or the clock went back. The counter
 * is read before the data, so an answer is never kept under a counter newer than what it shows.
 */
@Injectable()
export class DeskCache {
  private readonly entries = new Map<string, Entry>();
  private readonly version = new FreshRead(() => this.readVersion());

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async get<T>(key: string, compute: () => Promise<Computed<T>>): Promise<T> {
    const version = await this.version.get();
    const now = this.clock.now().getTime();
    const cached = this.entries.get(key);
    if (cached && cached.version === version && now >= cached.computedAt && now < cached.validUntil)
      return cached.value as Promise<T>;
    const entry: Entry = { version, computedAt: now, validUntil: Infinity, value: undefined! };
    // Concurrent callers at the same counter share this computation (it started after the counter
    // read that each of them matched, so it shows every change committed before they asked).
    entry.value = compute().then(
      (c) => {
        entry.validUntil = c.validUntil ?? Infinity;
        return c.value;
      },
      (error: unknown) => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
        throw error;
      },
    );
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    return entry.value as Promise<T>;
  }

  /** The counter read straight on a pooled connection, as a named statement planned once. */
  private async readVersion(): Promise<string> {
    const [row] = await runPrepared<[string]>(this.em, DESK_VERSION_QUERY);
    return row[0];
  }
}
