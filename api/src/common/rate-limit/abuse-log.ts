import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { abuseBlockedTotal } from 'src/modules/ops/metrics';

export type AbuseReason =
  | 'hold_rate'
  | 'confirm_rate'
  | 'holds_per_address'
  | 'holds_per_email'
  | 'mail_per_recipient'
  | 'waitlist_rate'
  | 'waitlist_per_email'
  | 'registration_rate'
  | 'seasonal_renewal_rate';

/**
 * A pseudonym for a client address or mail address in logs and in the database: stable (the same
 * visitor is recognisable across log lines and holds), but not the address itself.
 */
export const pseudonym = (value: string): string =>
  createHash('sha256').update(`alpencamp:${value.trim().toLowerCase()}`).digest('hex').slice(0, 16);

/** Every refused attempt leaves a warn line and counts in `abuse_blocked_total{reason}` for staff. */
@Injectable()
export class AbuseLog {
  private readonly logger = new Logger('Abuse');

  blocked(reason: AbuseReason, detail: { route: string; client?: string; recipient?: string }) {
    abuseBlockedTotal.inc({ reason });
    this.logger.warn(
      {
        reason,
        route: detail.route,
        client: detail.client ? pseudonym(detail.client) : undefined,
        recipient: detail.recipient ? pseudonym(detail.recipient) : undefined,
      },
      `Blocked: ${reason} on ${detail.route}`,
    );
  }
}
