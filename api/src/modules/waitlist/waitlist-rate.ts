import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { AbuseLog } from 'src/common/rate-limit/abuse-log';
import { RateLimiter } from 'src/common/rate-limit/rate-limiter';
import { Env } from 'src/config/env';
import type { PublicClient } from 'src/modules/bookings/hold-limits.service';

/**
 * The limits of the waitlist's public routes: requests per client address, and live entries per
 * mailbox. A refusal is logged as abuse.
 */
@Injectable()
export class WaitlistRate {
  constructor(
    private readonly env: Env,
    private readonly limiter: RateLimiter,
    private readonly abuse: AbuseLog,
  ) {}

  async hit(
    key: string,
    max: number,
    route: string,
    client: PublicClient,
    reason: 'waitlist_rate' | 'confirm_rate',
  ): Promise<void> {
    const r = await this.limiter.hit(
      `${key}:${client.address}`,
      max,
      this.env.BOOKING_RATE_WINDOW_SECONDS,
    );
    if (r.allowed) return;
    this.abuse.blocked(reason, { route, client: client.address });
    throw new AppException(
      HttpStatus.TOO_MANY_REQUESTS,
      'booking.tooManyRequests',
      {},
      { retryAfter: r.retryAfterSeconds },
    );
  }

  /** Refuses a new entry when the address's mailbox has the most live entries allowed already. */
  capEntries(email: string, live: number): void {
    if (live < this.env.WAITLIST_ENTRIES_PER_EMAIL_MAX) return;
    this.abuse.blocked('waitlist_per_email', { route: 'POST /api/waitlist', recipient: email });
    throw new AppException(HttpStatus.TOO_MANY_REQUESTS, 'waitlist.tooManyEntries', {
      max: this.env.WAITLIST_ENTRIES_PER_EMAIL_MAX,
    });
  }
}
