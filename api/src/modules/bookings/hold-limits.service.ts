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

/** Live holds of the address (by its pseudonym) and of the email, as `create_hold` counted them. */
export interface LiveHoldCounts {
  a_count: number;
  a_first: Date | string | null;
  e_count: number;
  e_first: Date | string | null;
}

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
   * The 429 for a hold `create_hold` refused (`limit`): the address or the email already has the
   * maximum of live holds. The statement counted them under advisory locks per address and per email
   * (always in that order), so parallel requests of one visitor count one after the other.
   */
  refuseOverCapacity(
    row: LiveHoldCounts,
    client: PublicClient,
    email: string | null,
    now: Date,
  ): never {
    const check = (
      count: number,
      firstExpiry: Date | string | null,
      max: number,
      reason: AbuseReason,
      key: 'booking.tooManyHoldsAddress' | 'booking.tooManyHolds',
    ) => {
      if (count < max) return;
      const until = firstExpiry ? new Date(firstExpiry).getTime() : now.getTime();
      const wait = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
      this.abuse.blocked(reason, { route: 'POST /api/bookings', client: client.address });
      throw new AppException(HttpStatus.TOO_MANY_REQUESTS, key, { max }, { retryAfter: wait });
    };
    // A first-time guest refused by the address cap has no reservation of their own: the others
    // are from the same network (a campsite or hotel Wi-Fi, a carrier's shared address).
    check(
      row.a_count,
      row.a_first,
      this.env.HOLDS_PER_ADDRESS_MAX,
      'holds_per_address',
      'booking.tooManyHoldsAddress',
    );
    if (email)
      check(
        row.e_count,
        row.e_first,
        this.env.HOLDS_PER_EMAIL_MAX,
        'holds_per_email',
        'booking.tooManyHolds',
      );
    throw new Error('create_hold refused a hold within the limits');
  }

  /** The limits `create_hold` applies to a guest's hold. */
  get maxHolds(): { perAddress: number; perEmail: number } {
    return { perAddress: this.env.HOLDS_PER_ADDRESS_MAX, perEmail: this.env.HOLDS_PER_EMAIL_MAX };
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
