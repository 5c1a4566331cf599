import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { LedgerService } from 'src/modules/payments/ledger.service';
import { BankTransferProvider } from 'src/modules/payments/providers/bank-transfer.provider';
import { StripeGateway } from 'src/modules/payments/providers/stripe.gateway';
import type { Booking } from './booking.entity';
import { BookingLinks } from './booking-links.service';
import type { GuestViewExtras } from './booking-view';

/**
 * The money part of the guest's booking page: what is still due, whether the balance of a deposit
 * booking can be paid by card now, and the open bank transfer with its GiroCode. Kept apart from
 * GuestBookings so the page's other parts (gate code, invoice, cancellation terms) do not pull the
 * payment providers in too.
 */
@Injectable()
export class GuestPaymentView {
  constructor(
    private readonly ledger: LedgerService,
    private readonly stripe: StripeGateway,
    private readonly bankTransfers: BankTransferProvider,
    private readonly links: BookingLinks,
    private readonly clock: Clock,
  ) {}

  async of(
    em: EntityManager,
    b: Booking,
  ): Promise<Pick<GuestViewExtras, 'amountDueCents' | 'balancePayable' | 'bankTransfer'>> {
    const amountDueCents =
      b.status === 'confirmed' ? (await this.ledger.summary(em, b.id)).dueCents : 0;
    const balancePayable =
      b.depositCents > 0 &&
      b.paymentMethod === 'stripe' &&
      amountDueCents > 0 &&
      b.checkOut > this.clock.today() &&
      this.stripe.configured;
    const open = await this.bankTransfers.openTransfer(b, em);
    const bankTransfer = open
      ? {
          provider: open.provider,
          iban: open.iban,
          bic: open.bic,
          bankName: open.bankName,
          accountHolder: open.accountHolder,
          reference: open.reference,
          amountCents: open.amountCents,
          dueDate: open.dueDate,
          qr: open.epc
            ? `/api/bookings/${b.id}/girocode.svg?token=${encodeURIComponent(this.links.token(b.id))}`
            : '',
        }
      : null;
    return { amountDueCents, balancePayable, bankTransfer };
  }
}
