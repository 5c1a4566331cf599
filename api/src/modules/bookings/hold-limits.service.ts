import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AppException } from 'src/common/http/app-exception';
import { AbuseLog, pseudonym, type AbuseReason } from 'src/common/rate-limit/abuse-log';
import { RateLimiter } from 'src/common/rate-limit/rate-limiter';
import { Env } from 'src/config/env';

/** Who asks for a hold on a public route; staff bookings carry none and are never limited. */
export interface PublicClient {
  /** The client address as Express sees it (TRUST_PROXY decides whether a proxy's header counts). */
  address: string;
}

/** The client of a public request, as Express resolves its address. */
export const publicClient = (req: Request): PublicClient => ({
  address: req.ip ?? req.socket.remoteAddress ?? 'unknown',
});

interface LiveHoldCounts {
  a_count: number;
  a_first: Date | string | null;
  e_count: number;
  e_first: Date | string | null;
}

/** Live holds of the address (by its pseudonym) and of the email, in one statement. */
const LIVE_HOLDS_SQL = `
select a.count as a_count, a.first_expiry as a_first, e.count as e_count, e.first_expiry as e_first
  from (select count(*)::int as count, min(hold_expires_at) as first_expiry
          from bookings where client_hash = ? and status = 'pending' and hold_expires_at > ?) a,
       (select count(*)::int as count, min(hold_expires_at) as first_expiry
          from bookings where email = ? and status = 'pending' and hold_expires_at > ?) e`;

/**
 * The abuse limits of the public booking flow: how often one client address may ask for a hold or
 * confirm one (Redis counters, shared by every API process), and how many live holds one address
 * and one guest email may have at a time (counted in PostgreSQL, in the hold's own transaction).
 * A refusal is a 429 with `Retry-After`, a warn line and a count in `abuse_blocked_total`.
 */
@Injectable()
export class HoldLimitsService {
  constructor(
    private readonly env: Env,
    private readonly limiter: RateLimiter,
    private readonly abuse: AbuseLog,
  ) {}

  /** The pseudonym stored on a hold: live holds per address are counted on it. */
  clientHash(client: PublicClient): string {
    return pseudonym(client.address);
  }

  async checkHoldRate(client: PublicClient): Promise<void> {
    await this.checkRate('hold_rate', 'POST /api/bookings', client, this.env.HOLD_RATE_MAX);
  }

  async checkConfirmRate(client: PublicClient, route: string): Promise<void> {
    await this.checkRate('confirm_rate', route, client, this.env.CONFIRM_RATE_MAX);
  }

  /**
   * Inside the hold's transaction, before it is written: refuses a hold when the address or the
   * email already has the maximum of live holds. Advisory locks per address and per email (always
   * taken in that order) make parallel requests of one visitor count one after the other.
   */
  async assertHoldCapacity(
    em: EntityManager,
    client: PublicClient,
    email: string | null,
    now: Date,
  ): Promise<void> {
    const hash = this.clientHash(client);
    const conn = em.getConnection();
    const ctx = em.getTransactionContext();
    // Both locks in one round trip (address first, then email); the counts in a second statement,
    // whose snapshot is taken after the locks are held, so it sees every hold committed before.
    if (email)
      await conn.execute(
        'select pg_advisory_xact_lock(hashtext(?)), pg_advisory_xact_lock(hashtext(?))',
        [`hold:a:${hash}`, `hold:e:${email}`],
        'run',
        ctx,
      );
    else
      await conn.execute(
        'select pg_advisory_xact_lock(hashtext(?))',
        [`hold:a:${hash}`],
        'run',
        ctx,
      );
    const [row] = await conn.execute<LiveHoldCounts[]>(
      LIVE_HOLDS_SQL,
      [hash, now, email, now],
      'all',
      ctx,
    );

    const check = (
      count: number,
      firstExpiry: Date | string | null,
      max: number,
      reason: AbuseReason,
    ) => {
      if (count < max) return;
      const until = firstExpiry ? new Date(firstExpiry).getTime() : now.getTime();
      const wait = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
      this.abuse.blocked(reason, { route: 'POST /api/bookings', client: client.address });
      throw new AppException(
        HttpStatus.TOO_MANY_REQUESTS,
        'booking.tooManyHolds',
        { max },
        { retryAfter: wait },
      );
    };
    check(row.a_count, row.a_first, this.env.HOLDS_PER_ADDRESS_MAX, 'holds_per_address');
    if (email) check(row.e_count, row.e_first, this.env.HOLDS_PER_EMAIL_MAX, 'holds_per_email');
  }

  private async checkRate(
    reason: AbuseReason,
    route: string,
    client: PublicClient,
    max: number,
  ): Promise<void> {
    const window = this.env.BOOKING_RATE_WINDOW_SECONDS;
    const result = await this.limiter.hit(`${reason}:${client.address}`, max, window);
    if (result.allowed) return;
    this.abuse.blocked(reason, { route, client: client.address });
    throw new AppException(
      HttpStatus.TOO_MANY_REQUESTS,
      'booking.tooManyRequests',
      {},
      { retryAfter: result.retryAfterSeconds },
    );
  }
}
