import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { MailService } from 'src/modules/mail/mail.service';
import { GuestRegisterService } from './guest-register.service';
import { claimReminder } from './registrations.queries';

/** Days before arrival the "please register" mail goes out (and at once for a booking made later). */
export const REGISTRATION_REQUEST_DAYS = 3;

/**
 * The "please register" mail: for confirmed bookings arriving within three days whose sheet is not
 * complete. Claimed by the `registration_reminders` row (primary key: the booking) in the same
 * transaction that queues the mail, so it goes out once however many workers scan.
 */
@Injectable()
export class RegistrationRequests {
  constructor(
    private readonly em: EntityManager,
    private readonly register: GuestRegisterService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  async send(): Promise<number> {
    const ids = await this.register.incompleteArriving(REGISTRATION_REQUEST_DAYS);
    let sent = 0;
    for (const id of ids) {
      const claimed = await this.em.fork().transactional(async (em) => {
        if (!(await claimReminder(em, id, this.clock.now()))) return false;
        await this.mail.enqueue(em, 'registration_request', id, {});
        return true;
      });
      if (claimed) sent++;
    }
    return sent;
  }
}
