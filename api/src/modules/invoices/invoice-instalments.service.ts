import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import type { MessageAttachment } from 'src/modules/mail/mail-attachments';
import { EpcDataError, epcPayload } from 'src/modules/payments/epc-qr';
import { LogoService } from 'src/modules/settings/logo.service';
import { SettingsService, type CompanySettings } from 'src/modules/settings/settings.service';
import { SERIES } from './invoice-records';
import { invoiceNumber } from './invoice-snapshot';
import { Invoice } from './invoice.entity';
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

  /** The issued invoice's PDF as a mail attachment (rendered from its snapshot, not re-read). */
  async attachment(invoice: Invoice): Promise<MessageAttachment> {
    const name = { de: 'Rechnung', en: 'Invoice', nl: 'Factuur' }[invoice.snapshot.language];
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
