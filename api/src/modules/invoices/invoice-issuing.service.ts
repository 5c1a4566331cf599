import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { localDate, Clock } from 'src/common/clock';
import { BookingRecords, type BookingRecord } from 'src/modules/bookings/booking-records.service';
import { MailService } from 'src/modules/mail/mail.service';
import { EpcDataError, epcPayload } from 'src/modules/payments/epc-qr';
import { LedgerService } from 'src/modules/payments/ledger.service';
import { LogoService } from 'src/modules/settings/logo.service';
import { SettingsService, type CompanySettings } from 'src/modules/settings/settings.service';
import { SERIES } from './invoice-records';
import type { QuoteLine } from 'src/modules/pricing/quote';
import {
  invoiceNumber,
  feeSnapshot,
  invoiceSnapshot,
  stornoSnapshot,
  supplementSnapshot,
} from './invoice-snapshot';
import { Invoice, StornoInvoice } from './invoice.entity';
import { takeInvoiceNumber } from './invoices.queries';

/**
 * Issues invoices and storno invoices (the `invoices` queue's jobs). Issuing runs in one
 * transaction: the booking row lock, the year's counter, the invoice row and the mail's outbox row
 * commit together, so a job that dies half-way leaves nothing behind and its retry takes the same
 * number. Reading, resending and the PDFs of issued documents are InvoicesService.
 */
@Injectable()
export class InvoiceIssuing {
  private readonly logger = new Logger(InvoiceIssuing.name);

  constructor(
    private readonly em: EntityManager,
    private readonly bookings: BookingRecords,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
    private readonly logo: LogoService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /**
   * The invoice of a booking (job `invoice.booking.<id>`). Nothing happens when it has one already
   * (a second run, or a bank-transfer invoice issued at confirmation; later ones only replace it),
   * or when the booking is not confirmed any more: a booking cancelled before its invoice was due
   * needs none.
   */
  async issueInvoice(bookingId: string): Promise<{ number: string; created: boolean } | null> {
    // The snapshot keeps the logo as it was at issue, embedded, so a reprint shows the same.
    const company = await this.printedCompany();
    return this.em.fork().transactional(async (em) => {
      // The booking's row lock orders this against a cancellation of the same booking.
      const b = await this.bookings.lockWithPitch(em, bookingId);
      if (!b) {
        this.logger.warn(`No invoice for unknown booking ${bookingId}`);
        return null;
      }
      const existing = await em.findOne(
        Invoice,
        { booking: b.id },
        { orderBy: { revision: 'desc' } },
      );
      if (existing) return { number: existing.number, created: false };
      if (b.status !== 'confirmed') {
        this.logger.log(`No invoice for booking ${b.number}: it is ${b.status}`);
        return null;
      }
      const invoice = await this.writeInvoice(em, b, company, null);
      return { number: invoice.number, created: true };
    });
  }

  /**
   * After a change of the stay (job `reissue.booking.<id>.<revision>`): the storno of the current
   * invoice and the next one from the booking as it is now, both mailed to the guest, in one
   * transaction (a crash leaves neither, and the retry takes the same numbers). Nothing happens
   * when the current invoice is that revision already (a second run), when there is none, or when
   * the booking is no longer confirmed (a cancellation's storno reverses the current one).
   */
  async reissueInvoice(
    bookingId: string,
    revision: number,
  ): Promise<{ storno: string | null; number: string; created: boolean } | null> {
    const company = await this.printedCompany();
    return this.em.fork().transactional(async (em) => {
      const b = await this.bookings.lockWithPitch(em, bookingId);
      if (!b) return null;
      const current = await em.findOne(Invoice, {
        booking: b.id,
        reversedAt: null,
        kind: { $ne: 'supplement' },
      });
      if (!current) return null;
      if (current.revision >= revision)
        return { storno: null, number: current.number, created: false };
      if (b.status !== 'confirmed') {
        this.logger.log(`No new invoice for booking ${b.number}: it is ${b.status}`);
        return null;
      }
      // The storno's number first, then the invoice's: every reissue takes the two counters in
      // this order, so two of them never wait for each other crosswise.
      const storno = await this.writeStorno(
        em,
        b,
        current,
        `reissue.${current.revision + 1}.storno`,
      );
      // The new invoice bills the stay with its metered electricity: supplements go with the old.
      await this.reverseSupplements(em, b, `reissue.${current.revision + 1}`);
      const invoice = await this.writeInvoice(em, b, company, current);
      return { storno: storno.number, number: invoice.number, created: true };
    });
  }

  /**
   * What a cancelled or no-show booking is left with (job `storno.booking.<id>`): the storno of its
   * current stay invoice (its own gap-free range, citing the original) and, when the booking keeps a
   * fee, the invoice over that fee, replacing the reversed one, both in one transaction. A second
   * run finds both and changes nothing; a booking that was never invoiced gets only the fee invoice.
   */
  async issueStorno(bookingId: string): Promise<{ number: string; created: boolean } | null> {
    const company = await this.printedCompany();
    return this.em.fork().transactional(async (em) => {
      const b = await this.bookings.lockWithPitch(em, bookingId);
      if (!b) return null;
      const latest = await em.findOne(
        Invoice,
        { booking: b.id, kind: { $ne: 'supplement' } },
        { orderBy: { revision: 'desc' } },
      );
      // A no-show's invoice is reversed like a cancellation's (the charge it keeps is the booking's fee).
      if (b.status !== 'cancelled' && b.status !== 'no_show') {
        if (latest) this.logger.log(`No storno for booking ${b.number}: it is ${b.status}`);
        return null;
      }
      let result: { number: string; created: boolean } | null = null;
      let replaced = latest;
      if (latest && latest.kind === 'stay' && !latest.reversedAt) {
        const storno = await this.writeStorno(em, b, latest, 'storno');
        await this.reverseSupplements(em, b, 'storno');
        result = { number: storno.number, created: true };
      } else if (latest) {
        const stay = await em.findOne(
          Invoice,
          { booking: b.id, kind: 'stay' },
          { orderBy: { revision: 'desc' } },
        );
        const existing = stay && (await em.findOne(StornoInvoice, { original: stay.id }));
        if (existing) result = { number: existing.number, created: false };
      }
      if (b.cancellationFeeCents > 0 && latest?.kind !== 'fee') {
        // Re-read: the storno's insert has just marked the stay invoice reversed.
        if (replaced)
          replaced = await em.findOneOrFail(Invoice, { id: replaced.id }, { refresh: true });
        await this.writeInvoice(em, b, company, replaced, 'fee');
      }
      return result;
    });
  }

  /**
   * The supplementary invoice of an invoiced stay (job `supplement.booking.<id>.<reading id>`): the
   * lines its quote gained after the stay invoice was issued (metered electricity at departure) and
   * no invoice of the booking bills yet, in the RE series, citing the stay invoice. Nothing happens
   * when every such line is billed (a second run; a reissue that billed them) or when the booking
   * has no current stay invoice (its first invoice will bill them).
   */
  async issueSupplement(
    bookingId: string,
    key: string,
  ): Promise<{ number: string; created: boolean } | null> {
    const company = await this.printedCompany();
    return this.em.fork().transactional(async (em) => {
      const b = await this.bookings.lockWithPitch(em, bookingId);
      if (!b || b.status !== 'confirmed') return null;
      const existing = await em.findOne(Invoice, { supplementKey: key });
      if (existing) return { number: existing.number, created: false };
      const current = await em.findOne(Invoice, {
        booking: b.id,
        reversedAt: null,
        kind: 'stay',
      });
      if (!current) return null;
      const billed = new Set(
        [current, ...(await this.currentSupplements(em, b.id))].flatMap((i) =>
          i.snapshot.lines.flatMap((l) => (l.code ? [l.code] : [])),
        ),
      );
      const lines = b.quote.lines.filter((l) => l.kind === 'electricity' && !billed.has(l.code));
      if (lines.length === 0) return null;
      const invoice = await this.writeInvoice(em, b, company, null, 'supplement', {
        lines,
        key,
        to: current,
      });
      return { number: invoice.number, created: true };
    });
  }

  private currentSupplements(em: EntityManager, bookingId: string): Promise<Invoice[]> {
    return em.find(
      Invoice,
      { booking: bookingId, kind: 'supplement', reversedAt: null },
      { orderBy: { sequence: 'asc' } },
    );
  }

  /** Stornos of the booking's current supplements, when the stay invoice they add to is reversed. */
  private async reverseSupplements(em: EntityManager, b: BookingRecord, mailKey: string) {
    for (const s of await this.currentSupplements(em, b.id))
      await this.writeStorno(em, b, s, `${mailKey}.supplement.${s.sequence}`);
  }

  private async printedCompany(): Promise<CompanySettings> {
    return { ...(await this.settings.get()), logoLight: await this.logo.printableLogo() };
  }

  /**
   * The booking's next invoice and its mail to the guest: over the stay as it is now (`stay`), or
   * over the fee a cancelled or no-show booking keeps (`fee`); its payments from the ledger.
   */
  private async writeInvoice(
    em: EntityManager,
    b: BookingRecord,
    company: CompanySettings,
    replaces: Invoice | null,
    kind: 'stay' | 'fee' | 'supplement' = 'stay',
    supplement?: { lines: QuoteLine[]; key: string; to: Invoice },
  ): Promise<Invoice> {
    const { invoiceDate, year, sequence, number } = await this.nextNumber(em, SERIES.invoice);
    const rows = await this.ledger.forBooking(em, b.id);
    const firstPayment = rows.find((p) => p.kind === 'payment');
    const payments = rows.map((p) => ({
      date: localDate(p.occurredAt),
      kind: p.kind,
      method: p.method,
      amountCents: p.amountCents,
      // One final invoice for a deposit booking names which payment was the deposit (§11 UStG
      // needs no Anzahlungsrechnung; the final invoice lists every payment received).
      ...(kind === 'stay' && b.depositCents > 0 && p.kind === 'payment'
        ? { part: p === firstPayment ? ('deposit' as const) : ('balance' as const) }
        : {}),
    }));
    const head = { number, invoiceDate, booking: b, company, payments };
    const snapshot = supplement
      ? supplementSnapshot({
          ...head,
          lines: supplement.lines,
          bookingDueCents: (await this.ledger.summary(em, b.id)).dueCents,
          supplementTo: { number: supplement.to.number, invoiceDate: supplement.to.invoiceDate },
        })
      : kind === 'fee'
        ? feeSnapshot({
            ...head,
            fee: b.status === 'no_show' ? 'no_show' : 'cancellation',
            amountCents: b.cancellationFeeCents,
          })
        : invoiceSnapshot({
            ...head,
            epc:
              b.paymentMethod === 'bank_transfer' ? (due) => this.epc(company, b, due) : undefined,
          });
    const revision = supplement ? supplement.to.revision : replaces ? replaces.revision + 1 : 1;
    const invoice = em.create(Invoice, {
      number,
      year,
      sequence,
      booking: b.id,
      revision,
      replaces,
      kind,
      supplementKey: supplement?.key ?? null,
      invoiceDate,
      language: b.language,
      totalCents: snapshot.totalCents,
      snapshot,
      createdAt: this.clock.now(),
    });
    await em.flush();
    const repeatKey = supplement
      ? `supplement.${supplement.key}`
      : kind === 'fee'
        ? 'fee'
        : revision > 1
          ? `reissue.${revision}`
          : undefined;
    await this.mail.enqueue(
      em,
      'invoice',
      b.id,
      { invoiceNumber: number, amountCents: snapshot.totalCents },
      { ...(repeatKey ? { repeatKey } : {}), attachment: { kind: 'invoice', id: invoice.id } },
    );
    return invoice;
  }

  /** The storno of `original` (the database marks the original reversed), and its mail. */
  private async writeStorno(
    em: EntityManager,
    b: BookingRecord,
    original: Invoice,
    mailKey: string,
  ): Promise<StornoInvoice> {
    const { invoiceDate, year, sequence, number } = await this.nextNumber(em, SERIES.storno);
    const snapshot = stornoSnapshot(original.snapshot, number, invoiceDate);
    const now = this.clock.now();
    // Its insert marks the original reversed (a trigger), before the next invoice's row is written:
    // the partial unique index admits one current invoice per booking.
    const storno = em.create(StornoInvoice, {
      number,
      year,
      sequence,
      original,
      booking: b.id,
      invoiceDate,
      language: original.language,
      totalCents: snapshot.totalCents,
      snapshot,
      createdAt: now,
    });
    await em.flush();
    await this.mail.enqueue(
      em,
      'invoice',
      b.id,
      { invoiceNumber: number, amountCents: snapshot.totalCents },
      { repeatKey: mailKey, attachment: { kind: 'storno', id: storno.id } },
    );
    return storno;
  }

  /** The GiroCode payload for the amount due; none when the bank data cannot make a valid one. */
  private epc(company: CompanySettings, b: BookingRecord, dueCents: number): string | null {
    if (!company.iban) return null;
    try {
      return epcPayload({
        name: company.accountHolder || company.legalName,
        iban: company.iban,
        bic: company.bic,
        amountCents: dueCents,
        reference: b.number,
      });
    } catch (e) {
      if (!(e instanceof EpcDataError)) throw e;
      this.logger.warn(`No GiroCode on the invoice of ${b.number}: ${e.message}`);
      return null;
    }
  }

  /** Today's date and the series' next number of its year, taken in the caller's transaction. */
  private async nextNumber(em: EntityManager, series: string) {
    const invoiceDate = this.clock.today();
    const year = Number(invoiceDate.slice(0, 4));
    const sequence = await takeInvoiceNumber(em, series, year);
    return { invoiceDate, year, sequence, number: invoiceNumber(series, year, sequence) };
  }
}
