import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import type { MessageAttachment } from 'src/modules/mail/mail-attachments';
import { EpcDataError, epcPayload } from 'src/modules/payments/epc-qr';
import { LogoService } from 'src/modules/settings/logo.service';
import { SettingsService, type CompanySettings } from 'src/modules/settings/settings.service';
import { SERIES } from './invoice-records';
import { invoiceNumber, stornoSnapshot } from './invoice-snapshot';
import { Invoice, StornoInvoice } from './invoice.entity';
import { takeInvoiceNumber } from './invoices.queries';
import { instalmentSnapshot, type InstalmentInvoiceInput } from './instalment-snapshot';
import { renderInvoicePdf } from './invoice-pdf';

/**
 * Issues the invoice of one instalment of a seasonal contract, in the caller's transaction: the same
 * year counter and series as every other invoice (`takeInvoiceNumber`, SERIES.invoice), so the
 * numbers stay gap-free across bookings and contracts; a rollback of the caller gives the number
 * back. The seasonal module locks its instalment row first and records the invoice on it.
 */
@Injectable()
export class InstalmentInvoices {
  private readonly logger = new Logger(InstalmentInvoices.name);

  constructor(
    private readonly settings: SettingsService,
    private readonly logo: LogoService,
    private readonly clock: Clock,
  ) {}

  /** The seller as printed, read before the caller's transaction takes the counter. */
  async company(): Promise<CompanySettings> {
    return { ...(await this.settings.get()), logoLight: await this.logo.printableLogo() };
  }

  async issue(
    em: EntityManager,
    input: InstalmentInvoiceInput,
    company: CompanySettings,
  ): Promise<Invoice> {
    const invoiceDate = this.clock.today();
    const year = Number(invoiceDate.slice(0, 4));
    const sequence = await takeInvoiceNumber(em, SERIES.invoice, year);
    const number = invoiceNumber(SERIES.invoice, year, sequence);
    const snapshot = instalmentSnapshot({
      number,
      invoiceDate,
      company,
      instalment: { ...input, epc: (due) => this.epc(company, input.contractNumber, due) },
    });
    const invoice = em.create(Invoice, {
      number,
      year,
      sequence,
      booking: null,
      kind: 'instalment',
      invoiceDate,
      language: input.language,
      totalCents: snapshot.totalCents,
      snapshot,
      createdAt: this.clock.now(),
    });
    await em.flush();
    return invoice;
  }

  /**
   * The storno of an instalment invoice, in the caller's transaction: its number from the storno
   * series (the same `ST` counter as a booking's storno, gap-free), every line and sum negated, the
   * original's number and date cited, no booking. The database marks the original reversed when
   * the row is inserted (trigger `storno_reverses_original`) and refuses a second storno of it.
   */
  async reverse(em: EntityManager, original: Invoice): Promise<StornoInvoice> {
    const invoiceDate = this.clock.today();
    const year = Number(invoiceDate.slice(0, 4));
    const sequence = await takeInvoiceNumber(em, SERIES.storno, year);
    const number = invoiceNumber(SERIES.storno, year, sequence);
    const snapshot = stornoSnapshot(original.snapshot, number, invoiceDate);
    const storno = em.create(StornoInvoice, {
      number,
      year,
      sequence,
      original,
      booking: null,
      invoiceDate,
      language: original.language,
      totalCents: snapshot.totalCents,
      snapshot,
      createdAt: this.clock.now(),
    });
    await em.flush();
    return storno;
  }

  /** The stornos of these invoices, by the reversed invoice's id (for the contract's page). */
  async stornosOf(
    em: EntityManager,
    invoiceIds: readonly string[],
  ): Promise<Map<string, { id: string; number: string; totalCents: number }>> {
    if (!invoiceIds.length) return new Map();
    const rows = await em.find(
      StornoInvoice,
      { original: { $in: [...invoiceIds] } },
      { fields: ['id', 'number', 'totalCents', 'original'] },
    );
    return new Map(
      rows.map((st) => [
        st.original.id,
        { id: st.id, number: st.number, totalCents: st.totalCents },
      ]),
    );
  }

  /** The issued invoice's (or storno's) PDF as a mail attachment, rendered from its snapshot. */
  async attachment(invoice: Invoice | StornoInvoice): Promise<MessageAttachment> {
    const name =
      invoice.snapshot.kind === 'storno'
        ? { de: 'Stornorechnung', en: 'Storno-invoice', nl: 'Creditfactuur' }[
            invoice.snapshot.language
          ]
        : { de: 'Rechnung', en: 'Invoice', nl: 'Factuur' }[invoice.snapshot.language];
    return {
      filename: `${name}-${invoice.number}.pdf`,
      contentType: 'application/pdf',
      content: (await renderInvoicePdf(invoice.snapshot)).toString('base64'),
      encoding: 'base64',
    };
  }

  private epc(company: CompanySettings, reference: string, dueCents: number): string | null {
    if (!company.iban) return null;
    try {
      return epcPayload({
        name: company.accountHolder || company.legalName,
        iban: company.iban,
        bic: company.bic,
        amountCents: dueCents,
        reference,
      });
    } catch (e) {
      if (!(e instanceof EpcDataError)) throw e;
      this.logger.warn(`No GiroCode on the instalment invoice of ${reference}: ${e.message}`);
      return null;
    }
  }
}
