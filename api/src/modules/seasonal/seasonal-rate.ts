import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { AbuseLog } from 'src/common/rate-limit/abuse-log';
import { RateLimiter } from 'src/common/rate-limit/rate-limiter';
import { Env } from 'src/config/env';
import type { PublicClient } from 'src/modules/bookings/hold-limits.service';

/** Answers of the public renewal page per client address and window (the booking routes' window). */
const RENEWAL_ANSWERS_PER_WINDOW = 20;

/** The rate limit of the renewal page's public writes; a refusal is logged as abuse. */
@Injectable()
export class SeasonalRate {
  constructor(
    private readonly env: Env,
    private readonly limiter: RateLimiter,
    private readonly abuse: AbuseLog,
  ) {}

  async hit(client: PublicClient, route: string): Promise<void> {
    const r = await this.limiter.hit(
      `seasonal-renewal:${client.address}`,
      RENEWAL_ANSWERS_PER_WINDOW,
      this.env.BOOKING_RATE_WINDOW_SECONDS,
    );
    if (r.allowed) return;
    this.abuse.blocked('seasonal_renewal_rate', { route, client: client.address });
    throw new AppException(
      HttpStatus.TOO_MANY_REQUESTS,
      'booking.tooManyRequests',
      {},
      { retryAfter: r.retryAfterSeconds },
    );
  }
}
