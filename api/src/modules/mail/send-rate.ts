import { Injectable } from '@nestjs/common';
import { mailboxKey } from 'src/common/mailbox-key';
import { RateLimiter } from 'src/common/rate-limit/rate-limiter';
import { Env } from 'src/config/env';

/** A mail job that must wait: its recipient had MAIL_SEND_PER_RECIPIENT mails in the current window. */
export class MailThrottledError extends Error {
  constructor(readonly retryAfterMs: number) {
    super(`recipient over its send rate; retry in ${retryAfterMs} ms`);
  }
}

/**
 * The worker's own per-mailbox send rate (`mailboxKey`), whatever queued the mail: however many jobs for one
 * address arrive, at most MAIL_SEND_PER_RECIPIENT go out per MAIL_SEND_WINDOW_SECONDS; the rest are
 * put back in the queue, delayed until the window ends (nothing is dropped).
 */
@Injectable()
export class MailSendRate {
  constructor(
    private readonly env: Env,
    private readonly limiter: RateLimiter,
  ) {}

  async take(recipient: string): Promise<void> {
    const result = await this.limiter.hit(
      `mail_send:${mailboxKey(recipient)}`,
      this.env.MAIL_SEND_PER_RECIPIENT,
      this.env.MAIL_SEND_WINDOW_SECONDS,
    );
    if (!result.allowed) throw new MailThrottledError(result.retryAfterSeconds * 1000);
  }
}
