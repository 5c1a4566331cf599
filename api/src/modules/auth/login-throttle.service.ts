import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { isIPv6 } from 'node:net';
import { Env } from 'src/config/env';
import { REDIS } from 'src/queues/redis.module';

/** Addresses an account signed in from are remembered this long (refreshed at every sign-in)… */
const KNOWN_ADDRESS_TTL_MS = 90 * 24 * 3600_000;
/** …and at most this many per account, the most recent kept. */
const KNOWN_ADDRESS_MAX = 20;

/**
 * The address a throttle counts under. An IPv6 client usually holds a whole /64, so counting single
 * addresses would let it rotate past every limit; v4-mapped IPv6 addresses count as their IPv4 one.
 */
export function throttleAddress(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/*
 * One atomic step per sign-in try. It first decides whether the try may go ahead (the pair's own
 * wait; for addresses the account has never signed in from also the account's spacing and the
 * address's spraying limit), then books the try as a failure in advance, so parallel tries from
 * one pair cannot slip past the limit while the password is being checked. A success hands the
 * booking back (`SUCCESS_SCRIPT`), so successes never count.
 *
 * KEYS: 1 pair failures, 2 pair lock, 3 account's pair index, 4 account failures, 5 account gate,
 *       6 address failures, 7 account's known addresses
 * ARGV: 1 address, 2 pair free failures, 3 first delay ms, 4 max delay ms, 5 account limit,
 *       6 account spacing ms, 7 address limit, 8 window ms
 * Returns the milliseconds to wait (0 = go ahead).
 */
const ATTEMPT_SCRIPT = `
local known = redis.call('ZSCORE', KEYS[7], ARGV[1])
local wait = redis.call('PTTL', KEYS[2])
if not known then
  wait = math.max(wait, redis.call('PTTL', KEYS[5]))
  local failures = tonumber(redis.call('GET', KEYS[6]) or '0')
  if failures >= tonumber(ARGV[7]) then wait = math.max(wait, redis.call('PTTL', KEYS[6]), 1000) end
end
if wait > 0 then return wait end

local window = tonumber(ARGV[8])
local pair = redis.call('INCR', KEYS[1])
local delay = 0
if pair >= tonumber(ARGV[2]) then
  delay = math.floor(math.min(tonumber(ARGV[4]), tonumber(ARGV[3]) * 2 ^ (pair - tonumber(ARGV[2]))))
  redis.call('SET', KEYS[2], '1', 'PX', delay)
end
redis.call('PEXPIRE', KEYS[1], window + delay)
redis.call('SADD', KEYS[3], ARGV[1])
redis.call('PEXPIRE', KEYS[3], window + tonumber(ARGV[4]))

local account = redis.call('INCR', KEYS[4])
if account == 1 then redis.call('PEXPIRE', KEYS[4], window) end
if (not known) and account >= tonumber(ARGV[5]) then
  redis.call('SET', KEYS[5], '1', 'PX', ARGV[6])
end

local address = redis.call('INCR', KEYS[6])
if address == 1 then redis.call('PEXPIRE', KEYS[6], window) end
return 0
`;

/*
 * KEYS: 1 pair failures, 2 pair lock, 3 account failures, 4 address failures, 5 known addresses
 * ARGV: 1 address, 2 now ms, 3 known-address lifetime ms, 4 known-address cap
 */
const SUCCESS_SCRIPT = `
redis.call('DEL', KEYS[1], KEYS[2])
for i = 3, 4 do
  if redis.call('EXISTS', KEYS[i]) == 1 and redis.call('DECR', KEYS[i]) <= 0 then
    redis.call('DEL', KEYS[i])
  end
end
redis.call('ZADD', KEYS[5], ARGV[2], ARGV[1])
redis.call('ZREMRANGEBYRANK', KEYS[5], 0, -(tonumber(ARGV[4]) + 1))
redis.call('PEXPIRE', KEYS[5], ARGV[3])
return 0
`;

/**
 * Sign-in throttling in Redis, shared by every API process, keyed so that a stranger cannot lock
 * the owner out:
 * - per (account, address) pair: after LOGIN_MAX_FAILURES_PER_PAIR wrong passwords each further try
 *   waits, starting at LOGIN_DELAY_SECONDS and doubling up to LOGIN_MAX_DELAY_SECONDS;
 * - per account across addresses: past LOGIN_MAX_FAILURES_PER_ACCOUNT failures in the window,
 *   addresses the account never signed in from share one try per LOGIN_ACCOUNT_DELAY_SECONDS; the
 *   owner's known addresses are never held back;
 * - per address across accounts: LOGIN_MAX_FAILURES_PER_IP failures in the window (spraying).
 * Only failures count. An admin can lift an account's throttle (`unlock`).
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly env: Env,
  ) {}

  private keys(email: string, address: string) {
    return {
      pair: `login:pair:${email}:${address}`,
      pairLock: `login:pair-lock:${email}:${address}`,
      pairIndex: `login:pairs:${email}`,
      account: `login:acct:${email}`,
      accountGate: `login:acct-gate:${email}`,
      address: `login:addr:${address}`,
      known: `login:known:${email}`,
    };
  }

  /** Seconds the caller must wait, or 0 when the try may go ahead (and is then booked as a failure until `succeeded`). */
  async attempt(email: string, ip: string | undefined): Promise<number> {
    const address = throttleAddress(ip);
    const k = this.keys(email, address);
    const env = this.env;
    const waitMs = await this.redis.eval(
      ATTEMPT_SCRIPT,
      7,
      k.pair,
      k.pairLock,
      k.pairIndex,
      k.account,
      k.accountGate,
      k.address,
      k.known,
      address,
      env.LOGIN_MAX_FAILURES_PER_PAIR,
      env.LOGIN_DELAY_SECONDS * 1000,
      env.LOGIN_MAX_DELAY_SECONDS * 1000,
      env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      env.LOGIN_ACCOUNT_DELAY_SECONDS * 1000,
      env.LOGIN_MAX_FAILURES_PER_IP,
      env.LOGIN_WINDOW_SECONDS * 1000,
    );
    return Math.ceil(Number(waitMs) / 1000);
  }

  /** Hands back the try booked by `attempt`, clears the pair's failures and remembers the address as the owner's. */
  async succeeded(email: string, ip: string | undefined): Promise<void> {
    const address = throttleAddress(ip);
    const k = this.keys(email, address);
    await this.redis.eval(
      SUCCESS_SCRIPT,
      5,
      k.pair,
      k.pairLock,
      k.account,
      k.address,
      k.known,
      address,
      Date.now(),
      KNOWN_ADDRESS_TTL_MS,
      KNOWN_ADDRESS_MAX,
    );
  }

  /** Forgets the account's failures and waits from every address (admin unlock). Known addresses stay. */
  async unlock(email: string): Promise<void> {
    const index = this.keys(email, '').pairIndex;
    const addresses = await this.redis.smembers(index);
    const doomed = addresses.flatMap((a) => {
      const k = this.keys(email, a);
      return [k.pair, k.pairLock];
    });
    const k = this.keys(email, '');
    await this.redis.del(...doomed, k.account, k.accountGate, index);
  }
}
