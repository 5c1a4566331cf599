import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { MailService } from 'src/modules/mail/mail.service';
import type { Booking } from './booking.entity';
import { PublicMailCap } from './public-mail-cap.service';

/**
 * The mails the booking workflow queues (through the outbox, in the caller's transaction), and the
 * per-recipient cap of mails a public route can cause. One place for both, so a confirmation or a
 * cancellation caused by a stranger's request can never bypass the cap.
 */
@Injectable()
export class BookingMails {
  private readonly logger = new Logger(BookingMails.name);

  constructor(
    private readonly mail: MailService,
    private readonly mailCap: PublicMailCap,
  ) {}

  /**
   * A mail a public route causes is queued only within the recipient's hourly cap; else logged and
   * dropped. Without `publicRoute` (staff, a payment) it is always queued.
   */
  async fromRoute(
    em: EntityManager,
    template: 'booking_confirmation' | 'cancellation',
    b: Booking,
    publicRoute?: string,
  ): Promise<void> {
    if (publicRoute && b.email && !(await this.mailCap.take(b.email, publicRoute)).allowed) {
      this.logger.warn(
        `No ${template} mail for booking ${b.number}: recipient over its hourly cap`,
      );
      return;
    }
    await this.mail.enqueue(em, template, b.id, {});
  }

  /** Refuses (429) before anything is written when the recipient is over its cap on `publicRoute`. */
  async requireCap(email: string, publicRoute: string): Promise<void> {
    await this.mailCap.require(email, publicRoute);
  }

  /** The pay-on-arrival verification mail with its link (the caller checked the cap first). */
  async verification(
    em: EntityManager,
    bookingId: string,
    vars: { verifyUrl: string; verifyUntil: string },
  ): Promise<void> {
    await this.mail.enqueue(em, 'booking_verification', bookingId, vars);
  }
}
