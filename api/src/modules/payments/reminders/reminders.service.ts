import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { AlertsService } from 'src/modules/alerts/alerts.service';
import { translate } from 'src/common/i18n/messages';
import { BookingRecords } from 'src/modules/bookings/booking-records.service';
import { MailService } from 'src/modules/mail/mail.service';
import { formatDate, formatMoney } from 'src/modules/mail/format';
import { addDays } from 'src/modules/payments/providers/bank-transfer.provider';
import { StripePaymentIntent } from 'src/modules/payments/providers/stripe-payment-intent.entity';
import { bankTransfersOverdueTotal } from 'src/modules/payments/stripe/stripe-metrics';
import { PricingService } from 'src/modules/pricing/pricing.service';
import { LedgerService } from 'src/modules/payments/ledger.service';
import type { ReminderKind } from './booking-reminder.entity';

/** The balance reminder goes out this many days before the balance is due (at once when later). */
export const BALANCE_REMINDER_DAYS = 3;

/**
 * One-off notices about bookings, found by a periodic scan (the worker's `reminders` queue). Each is
 * claimed by inserting its (booking, kind) row in the same transaction that queues the mail, so it
 * happens once however many workers scan, and a scan that dies leaves nothing half done.
 */
@Injectable()
export class RemindersService {
  private readonly logger = new Logger(RemindersService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly bookings: BookingRecords,
    private readonly mail: MailService,
    private readonly pricing: PricingService,
    private readonly clock: Clock,
    private readonly alerts: AlertsService,
    private readonly ledger: LedgerService,
  ) {}

  async scan(): Promise<{
    overdue: number;
    preArrival: number;
    holdExpired: number;
    balanceDue: number;
  }> {
    return {
      overdue: await this.alertOverdueBankTransfers(),
      preArrival: await this.sendPreArrivalMails(),
      holdExpired: await this.sendHoldExpiredMails(),
      balanceDue: await this.sendBalanceReminders(),
    };
  }

  /**
   * A deposit booking's balance: one `balance_due` mail (amount still due, due date, the details
   * link where it can be paid) `BALANCE_REMINDER_DAYS` before the due date, once per booking.
   */
  async sendBalanceReminders(): Promise<number> {
    const today = this.clock.today();
    const due = await this.bookings.balancesDueBy(
      today,
      addDays(today, BALANCE_REMINDER_DAYS),
      'balance_due',
    );
    let sent = 0;
    for (const b of due)
      if (
        await this.once(b.id, 'balance_due', async (em) => {
          const { dueCents } = await this.ledger.summary(em, b.id);
          if (dueCents <= 0) return;
          await this.mail.enqueue(em, 'balance_due', b.id, {
            amountCents: dueCents,
            dueDate: b.balanceDueDate,
          });
        })
      )
        sent++;
    return sent;
  }

  /** Bank transfers past their due date: one mail to the site's inbox, a warn line and a count. */
  async alertOverdueBankTransfers(): Promise<number> {
    const { bankTransferDueDays } = await this.pricing.settings(this.em.fork());
    const overdue = await this.bookings.overdueBankTransfers(
      bankTransferDueDays,
      this.clock.today(),
      'bank_transfer_overdue',
    );
    let alerted = 0;
    for (const b of overdue) {
      const done = await this.once(b.id, 'bank_transfer_overdue', async (em) => {
        const params = {
          number: b.number,
          amount: formatMoney(b.totalCents, 'de'),
          dueDate: formatDate(b.dueDate, 'de'),
        };
        // One alert store: the overdue transfer is an alert (history, acknowledgement) with its own mail.
        if (!(await this.alerts.enabled('bank_transfer_overdue'))) return;
        await this.alerts.raise(
          'bank_transfer_overdue',
          {
            conditionKey: `bank_transfer_overdue.${b.id}`,
            value: 0,
            params: { number: b.number, dueDate: params.dueDate },
          },
          0,
          em,
          {
            bookingId: b.id,
            dedupeKey: `mail.bank_transfer_overdue.${b.id}`,
            subject: translate('de', 'payment.overdueSubject', params),
            text: translate('de', 'payment.overdueText', params),
          },
        );
      });
      if (!done) continue;
      alerted++;
      bankTransfersOverdueTotal.inc();
      this.logger.warn(`Bank transfer for booking ${b.number} overdue since ${b.dueDate}`);
    }
    return alerted;
  }

  /** The pre-arrival mail, `preArrivalDays` before arrival (or at once for a booking made later). */
  async sendPreArrivalMails(): Promise<number> {
    const { preArrivalDays } = await this.pricing.settings(this.em.fork());
    const today = this.clock.today();
    const ids = await this.bookings.arrivingSoon(
      today,
      addDays(today, preArrivalDays),
      'pre_arrival',
    );
    let sent = 0;
    for (const id of ids)
      if (await this.once(id, 'pre_arrival', (em) => this.mail.enqueue(em, 'pre_arrival', id, {})))
        sent++;
    return sent;
  }

  /**
   * Card holds that ran out after the guest tried to pay (an event beyond the intent's creation, or
   * the return from the payment page): that address demonstrably belongs to someone who wanted the
   * stay, so telling it is no abuse vector. Holds nobody tried to pay get no mail.
   */
  async sendHoldExpiredMails(): Promise<number> {
    const tried = await this.em
      .fork()
      .find(
        StripePaymentIntent,
        { attemptedAt: { $ne: null }, status: { $ne: 'succeeded' } },
        { fields: ['bookingId'], orderBy: { attemptedAt: 'desc' }, limit: 1000 },
      );
    const expired = await this.bookings.expiredWithEmail(tried.map((i) => i.bookingId));
    let sent = 0;
    for (const id of expired)
      if (
        await this.once(id, 'hold_expired', (em) => this.mail.enqueue(em, 'hold_expired', id, {}))
      )
        sent++;
    return sent;
  }

  /** Runs `effect` in the transaction that claims (booking, kind); false if it was claimed before. */
  private async once(
    bookingId: string,
    kind: ReminderKind,
    effect: (em: EntityManager) => Promise<void>,
  ): Promise<boolean> {
    return this.em.fork().transactional(async (em) => {
      const claimed = await em.getConnection().execute<{ booking_id: string }[]>(
        `insert into booking_reminders (booking_id, kind, created_at) values (?, ?, ?)
           on conflict do nothing returning booking_id`,
        [bookingId, kind, this.clock.now()],
        'all',
        em.getTransactionContext(),
      );
      if (claimed.length === 0) return false;
      await effect(em);
      return true;
    });
  }
}
