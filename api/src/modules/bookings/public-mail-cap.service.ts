import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { mailboxKey } from 'src/common/mailbox-key';
import { AbuseLog } from 'src/common/rate-limit/abuse-log';
import { RateLimiter, type RateLimitResult } from 'src/common/rate-limit/rate-limiter';
import { Env } from 'src/config/env';

/**
 * Mails that anyone can cause through the public booking routes go to an address the requester
 * typed. At most MAIL_PER_RECIPIENT_PER_HOUR of them per recipient mailbox (`mailboxKey`: aliases
 * like `x+tag@…` count as x@…) per hour are queued,
 * whoever asks; a refused one is logged and counted (`abuse_blocked_total{reason="mail_per_recipient"}`).
 */
@Injectable()
export class PublicMailCap {
  constructor(
    private readonly env: Env,
    private readonly limiter: RateLimiter,
    private readonly abuse: AbuseLog,
  ) {}

  async take(recipient: string, route: string): Promise<RateLimitResult> {
    const result = await this.limiter.hit(
      `mail_recipient:${mailboxKey(recipient)}`,
      this.env.MAIL_PER_RECIPIENT_PER_HOUR,
      3600,
    );
    if (!result.allowed) this.abuse.blocked('mail_per_recipient', { route, recipient });
    return result;
  }

  /**
   * `take`, refusing with a 429 that says the address (not the client) got too many mails, and
   * when the next one may go.
   */
  async require(recipient: string, route: string): Promise<RateLimitResult> {
    const cap = await this.take(recipient, route);
    if (!cap.allowed)
      throw new AppException(
        HttpStatus.TOO_MANY_REQUESTS,
        'booking.tooManyMails',
        {},
        { retryAfter: cap.retryAfterSeconds },
      );
    return cap;
  }
}
