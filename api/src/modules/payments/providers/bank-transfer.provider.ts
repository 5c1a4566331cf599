import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { Clock, localDate } from 'src/common/clock';
import { BookingRecords } from 'src/modules/bookings/booking-records.service';
import { MailPayments, type MailBankTransfer } from 'src/modules/mail/mail-payments';
import type { BankTransferPaymentDto } from 'src/modules/payments/dto/payment-instruction.dto';
import { EpcDataError, epcPayload, epcQrPng, epcQrSvg } from 'src/modules/payments/epc-qr';
import { LedgerService } from 'src/modules/payments/ledger.service';
import { PricingService } from 'src/modules/pricing/pricing.service';
import { formatDate, parseDate } from 'src/modules/pricing/quote';
import { SettingsService } from 'src/modules/settings/settings.service';
import type { HoldForPayment, PaymentProvider } from './payment-provider';

/** The date `days` after the local date `from` (both YYYY-MM-DD). */
export const addDays = (from: string, days: number): string =>
  formatDate(parseDate(from) + days * 86_400_000);

/**
 * Bank transfer to the site's account. Offered only while the company settings carry an IBAN. The
 * guest gets the account, the booking number as reference, the amount, the due date and an EPC QR
 * (GiroCode) a banking app fills the transfer in from. The booking itself is made binding like pay
 * on arrival (the link in the mail); the money is recorded by staff when it arrives.
 */
@Injectable()
export class BankTransferProvider implements PaymentProvider, OnModuleInit {
  readonly method = 'bank_transfer' as const;
  private readonly logger = new Logger(BankTransferProvider.name);

  constructor(
    private readonly settings: SettingsService,
    private readonly pricing: PricingService,
    private readonly clock: Clock,
    private readonly em: EntityManager,
    private readonly bookings: BookingRecords,
    private readonly ledger: LedgerService,
    private readonly mailPayments: MailPayments,
  ) {}

  onModuleInit(): void {
    // The verification, confirmation and invoice mails tell the guest how to pay (with the GiroCode).
    this.mailPayments.register((id) => this.forMail(id));
  }

  /**
   * What a bank-transfer booking still asks for: the account, the amount the ledger says is due,
   * the due date and the GiroCode's payload. Null for another method, a booking that is over
   * (expired, cancelled), nothing left to pay, or no account in the settings. Due
   * `bankTransferDueDays` after the local date of confirmation (before it, counted from today, as the
   * hold's answer does); the overdue alert counts the same way.
   */
  async openTransfer(
    b: {
      id: string;
      number: string;
      status: string;
      paymentMethod?: string | null;
      confirmedAt?: Date | null;
    },
    em: EntityManager = this.em.fork(),
  ): Promise<(Omit<BankTransferPaymentDto, 'qr'> & { epc: string | null }) | null> {
    if (b.paymentMethod !== 'bank_transfer') return null;
    if (b.status !== 'pending' && b.status !== 'confirmed') return null;
    const company = await this.settings.getCached();
    if (!company.iban?.trim()) return null;
    const { dueCents } = await this.ledger.summary(em, b.id);
    if (dueCents <= 0) return null;
    const { bankTransferDueDays } = await this.pricing.settings(em);
    const account = this.account(company);
    let epc: string | null = null;
    try {
      epc = epcPayload({ ...account, amountCents: dueCents, reference: b.number });
    } catch (e) {
      if (!(e instanceof EpcDataError)) throw e;
    }
    return {
      provider: 'bank_transfer',
      iban: account.iban,
      bic: account.bic,
      bankName: company.bankName?.trim() || null,
      accountHolder: account.name,
      reference: b.number,
      amountCents: dueCents,
      dueDate: addDays(
        b.confirmedAt ? localDate(b.confirmedAt) : this.clock.today(),
        bankTransferDueDays,
      ),
      epc,
    };
  }

  /** The same for a mail, with the GiroCode as a PNG the mail carries inline. */
  private async forMail(bookingId: string): Promise<MailBankTransfer | null> {
    const em = this.em.fork();
    const b = await this.bookings.withPitch(bookingId, em);
    const open = b ? await this.openTransfer(b, em) : null;
    if (!open) return null;
    return {
      accountHolder: open.accountHolder,
      iban: open.iban,
      bic: open.bic || null,
      bankName: open.bankName,
      reference: open.reference,
      amountCents: open.amountCents,
      dueDate: open.dueDate,
      qrPng: open.epc ? (await epcQrPng(open.epc, 320)).toString('base64') : null,
    };
  }

  async available(): Promise<boolean> {
    return !!(await this.settings.getCached()).iban?.trim();
  }

  /**
   * The transfer's details. The EPC QR is a link to `GET /api/bookings/:id/girocode.svg` (with the
   * booking's token), drawn when a page shows it: drawing it is the costliest part of a hold, and
   * most guests never look at it (a card, or the details copied by hand).
   */
  async prepare(hold: HoldForPayment, em: EntityManager): Promise<BankTransferPaymentDto> {
    const company = await this.settings.getCached();
    const { bankTransferDueDays } = hold.settings ?? (await this.pricing.settings(em));
    const account = this.account(company);
    let qr = '';
    try {
      // Checked now, so a link is only offered for a QR that can be drawn.
      epcPayload({ ...account, amountCents: hold.amountCents, reference: hold.number });
      qr = `/api/bookings/${hold.bookingId}/girocode.svg?token=${encodeURIComponent(hold.token)}`;
    } catch (e) {
      // Bad bank data in the settings must not stop the booking: the details are shown without a QR.
      if (!(e instanceof EpcDataError)) throw e;
      this.logger.warn(`No EPC QR for booking ${hold.number}: ${e.message}`);
    }
    return {
      provider: 'bank_transfer',
      iban: account.iban,
      bic: account.bic,
      bankName: company.bankName?.trim() || null,
      accountHolder: account.name,
      reference: hold.number,
      amountCents: hold.amountCents,
      dueDate: addDays(this.clock.today(), bankTransferDueDays),
      qr,
    };
  }

  /**
   * The EPC QR (GiroCode) of a booking as an SVG document: the site's account, the booking number
   * as reference and the amount still open — the same transfer the booking page and the mails show
   * (`openTransfer`), so a banking app never fills in the full total after a part payment. 404 when
   * nothing is asked by transfer any more (paid, cancelled, another method) or the company
   * settings hold no usable account.
   */
  async qrSvg(b: Parameters<BankTransferProvider['openTransfer']>[0]): Promise<string> {
    const open = await this.openTransfer(b);
    if (!open?.epc) throw new AppException(HttpStatus.NOT_FOUND, 'payment.noQr');
    return epcQrSvg(open.epc);
  }

  private account(company: Awaited<ReturnType<SettingsService['getCached']>>) {
    return {
      name: company.accountHolder?.trim() || company.legalName,
      iban: (company.iban ?? '').replace(/\s+/g, '').toUpperCase(),
      bic: (company.bic ?? '').replace(/\s+/g, '').toUpperCase(),
    };
  }
}
