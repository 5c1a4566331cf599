import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { IcalErrorCode } from './ical-feed.entity';

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  /** Loopback and private networks allowed (tests only; refused in production at boot). */
  allowPrivate: boolean;
}

export type FetchOutcome =
  { ok: true; body: string } | { ok: false; code: IcalErrorCode; detail: string };

class FetchFailure extends Error {
  constructor(
    readonly code: IcalErrorCode,
    detail: string,
  ) {
    super(detail);
  }
}

const MAX_REDIRECTS = 3;

/** Addresses a feed may never be fetched from in production: this host, private and special networks. */
const internal = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  internal.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  internal.addSubnet(net, bits, 'ipv6');

/** Whether an address lies in a loopback, private, link-local or otherwise non-public range. */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return internal.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 4) return internal.check(address, 'ipv4');
  if (family === 6) return internal.check(address, 'ipv6');
  return true;
}

/**
 * The feed URL's problems before any request: only http(s), with a host and no credentials, and
 * (unless private addresses are allowed) not an internal address written as a number.
 */
export function checkFeedUrl(raw: string, allowPrivate: boolean): IcalErrorCode | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid_url';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'invalid_url';
  if (!url.hostname || url.username || url.password) return 'invalid_url';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // Names are checked where they are resolved (the socket's lookup), addresses here.
  if (!allowPrivate && isIP(host) && isInternalAddress(host)) return 'forbidden_address';
  return null;
}

/**
 * Reads an external iCal feed with every limit a stranger's server needs: one deadline for the
 * whole exchange (connect, headers, body), a byte cap counted while reading (a lying or missing
 * Content-Length changes nothing), at most three redirects, each checked like the first URL.
 * The address check runs in the socket's own DNS lookup, so the address connected to is the
 * address checked (a name that resolves to a public address for a check and to 127.0.0.1 for the
 * request cannot slip through).
 */
export async function fetchFeed(rawUrl: string, limits: FetchLimits): Promise<FetchOutcome> {
  const deadline = Date.now() + limits.timeoutMs;
  let url = rawUrl;
  try {
    for (let hop = 0; ; hop++) {
      const problem = checkFeedUrl(url, limits.allowPrivate);
      if (problem) throw new FetchFailure(problem, url);
      const answer = await request(new URL(url), limits, deadline);
      if ('redirect' in answer) {
        if (hop >= MAX_REDIRECTS) throw new FetchFailure('too_many_redirects', url);
        url = new URL(answer.redirect, url).toString();
        continue;
      }
      return { ok: true, body: answer.body };
    }
  } catch (e) {
    if (e instanceof FetchFailure) return { ok: false, code: e.code, detail: e.message };
    return { ok: false, code: 'unreachable', detail: (e as Error).message };
  }
}

function safeLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const list = addresses;
      const bad = allowPrivate ? undefined : list.find((a) => isInternalAddress(a.address));
      if (bad || !list.length)
        return callback(
          new FetchFailure('forbidden_address', `${hostname} → ${bad?.address ?? 'none'}`),
          '',
          0,
        );
      if (options.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      else callback(null, list[0].address, list[0].family);
    });
  };
}

function request(
  url: URL,
  limits: FetchLimits,
  deadline: number,
): Promise<{ body: string } | { redirect: string }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new FetchFailure('timeout', `${limits.timeoutMs} ms`));
    const req = client.get(
      url,
      {
        lookup: safeLookup(limits.allowPrivate),
        headers: {
          accept: 'text/calendar, text/plain;q=0.9, */*;q=0.1',
          'user-agent': 'Alpencamp-iCal-Import/1.0',
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if ([301, 302, 303, 307, 308].includes(status) && res.headers.location) {
          res.resume();
          return resolve({ redirect: res.headers.location });
        }
        if (status < 200 || status >= 300) {
          res.resume();
          return reject(new FetchFailure('http_status', `HTTP ${status}`));
        }
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > limits.maxBytes)
          return fail(new FetchFailure('too_large', `${declared} > ${limits.maxBytes} bytes`));
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes)
            return fail(new FetchFailure('too_large', `> ${limits.maxBytes} bytes`));
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
        res.on('close', () => {
          if (!res.complete) reject(new FetchFailure('unreachable', 'connection closed early'));
        });
      },
    );
    // The first failure settles the promise; destroying the socket afterwards only cleans up.
    const fail = (e: FetchFailure) => {
      reject(e);
      req.destroy();
    };
    const timer = setTimeout(
      () => fail(new FetchFailure('timeout', `${limits.timeoutMs} ms`)),
      remaining,
    );
    req.on('error', (e) => reject(e));
    req.on('close', () => clearTimeout(timer));
  });
}
