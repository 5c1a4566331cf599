import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { jobKey } from 'src/queues/queue-names';
import { ContractMeterReadings } from 'src/modules/electricity/contract-meter-readings.service';
import type { InstalmentExtraLine } from 'src/modules/invoices/instalment-snapshot';
import { InstalmentInvoices } from 'src/modules/invoices/invoice-instalments.service';
import { formatMoney } from 'src/modules/mail/format';
import { MailService } from 'src/modules/mail/mail.service';
import { electricityLine } from 'src/modules/pricing/quote';
import type { SeasonalInstalmentDto } from './dto/seasonal.dto';
import { SeasonalContract, SeasonalInstalment } from './seasonal-contract.entity';
import { dueInstalments } from './seasonal.queries';
import { toInstalmentDto } from './seasonal-view';

/**
 * Instalment invoices of seasonal contracts. Each is issued once, in one transaction with the
 * instalment's row lock: the invoice (its number from the invoices module's gap-free series) and
 * the instalment's link to it commit together; a second run finds the link and issues nothing.
 * The daily job issues what is due; staff may issue an instalment early. The invoice carries the
 * metered electricity read since the last bill (see `electricity`), and its mail with the PDF is
 * queued in the same transaction, once per instalment.
 */
@Injectable()
export class SeasonalInstalments {
  private readonly logger = new Logger(SeasonalInstalments.name);

  constructor(
    private readonly em: EntityManager,
    private readonly invoices: InstalmentInvoices,
    private readonly meters: ContractMeterReadings,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /** Every instalment due by today and not yet invoiced (the daily job). */
  async issueDue(): Promise<{ issued: number }> {
    const due = await dueInstalments(this.em.fork(), this.clock.today());
    let issued = 0;
    for (const { id } of due) if ((await this.issue(id, false)).created) issued++;
    if (issued) this.logger.log(`Seasonal instalments: ${issued} invoiced`);
    return { issued };
  }

  /** Staff's "invoice now", before the due date. 409 when cancelled or already invoiced. */
  async issueNow(contractId: string, instalmentId: string): Promise<SeasonalInstalmentDto> {
    await this.issue(instalmentId, true, contractId);
    return this.view(contractId, instalmentId);
  }

  /** Staff record that the holder paid the instalment's invoice. */
  async markPaid(
    contractId: string,
    instalmentId: string,
    paidOn: string,
  ): Promise<SeasonalInstalmentDto> {
    await this.em.fork().transactional(async (em) => {
      const i = await this.lock(em, instalmentId, contractId);
      if (!i.invoice) throw new AppException(HttpStatus.CONFLICT, 'seasonal.notIssued');
      if (i.reversedAt)
        throw new AppException(HttpStatus.CONFLICT, 'seasonal.instalmentReversed', {
          number: i.invoice.number,
        });
      i.paidOn = paidOn;
      await em.flush();
    });
    return this.view(contractId, instalmentId);
  }

  private async issue(
    instalmentId: string,
    strict: boolean,
    contractId?: string,
  ): Promise<{ created: boolean }> {
    const company = await this.invoices.company();
    return this.em.fork().transactional(async (em) => {
      const i = await this.lock(em, instalmentId, contractId);
      if (i.cancelledAt) {
        if (strict) throw new AppException(HttpStatus.CONFLICT, 'seasonal.instalmentCancelled');
        return { created: false };
      }
      if (i.invoice) {
        if (strict)
          throw new AppException(HttpStatus.CONFLICT, 'seasonal.instalmentIssued', {
            number: i.invoice.number,
          });
        return { created: false };
      }
      const c = i.contract;
      const count = await this.feeCount(em, c.id);
      const power = await this.electricity(em, i);
      i.invoice = await this.invoices.issue(
        em,
        {
          contractNumber: c.number,
          sequence: i.sequence,
          count,
          language: c.language,
          buyer: c,
          pitch: { code: c.pitch.code, category: c.pitch.category },
          period: { from: c.startDate, to: c.terminatedOn ?? c.endDate },
          amountCents: i.amountCents,
          vatRateBp: c.vatRateBp,
          // The season's flat tourist tax is charged once, with the first instalment.
          touristTaxCents: i.sequence === 1 ? c.touristTaxCents : 0,
          extraLines: power ? [power] : [],
          dueDate: i.dueDate,
        },
        company,
      );
      await em.flush();
      await this.mailInvoice(em, i, count);
      return { created: true };
    });
  }

  /** How many instalments the season fee is split into (the closing invoice is none of them). */
  feeCount(em: EntityManager, contractId: string): Promise<number> {
    return em.count(SeasonalInstalment, { contract: contractId, kind: 'fee' });
  }

  /**
   * The electricity line of the instalment: the consumption from the last reading billed (or the
   * contract's first) to its latest, at the price per kWh of the pricing settings, 20 % VAT. The
   * two readings are recorded on the instalment (each unique), so a stretch is never billed twice;
   * no new reading, or under half a cent, adds no line and records nothing.
   */
  async electricity(em: EntityManager, i: SeasonalInstalment): Promise<InstalmentExtraLine | null> {
    const billed = await em.find(
      SeasonalInstalment,
      { contract: i.contract.id, meterToReadingId: { $ne: null } },
      { fields: ['meterToReadingId'] },
    );
    const next = await this.meters.unbilled(
      em,
      i.contract.id,
      billed.map((b) => b.meterToReadingId!),
    );
    if (!next || next.priced.grossCents <= 0) return null;
    i.meterFromReadingId = next.fromReadingId;
    i.meterToReadingId = next.toReadingId;
    const line = electricityLine({
      readingId: next.toReadingId,
      consumptionWh: next.priced.consumptionWh,
      centsPerKwh: next.priced.centsPerKwh,
    });
    return {
      description: line.label,
      quantity: line.quantity,
      unit: line.unit,
      unitPriceCents: line.unitPriceCents,
      vatRateBp: line.vatRateBp,
      totalCents: line.totalCents,
    };
  }

  /**
   * The invoice to the holder in their language, PDF attached; one mail per instalment ever unless
   * `dedupeKey` says otherwise (a resend by staff, the closing invoice).
   */
  async mailInvoice(
    em: EntityManager,
    i: SeasonalInstalment,
    count: number,
    dedupeKey = jobKey('mail', 'seasonal_instalment', i.id),
  ) {
    const inv = i.invoice!;
    const c = i.contract;
    await this.mail.enqueueSeasonalInstalment(em, {
      lang: c.language,
      recipient: c.email,
      dedupeKey,
      values: {
        document: i.kind === 'closing' ? 'closing' : 'instalment',
        holderName: `${c.firstName} ${c.lastName}`.trim(),
        pitchCode: c.pitch.code,
        contractNumber: c.number,
        invoiceNumber: inv.number,
        sequence: i.sequence,
        count,
        total: formatMoney(inv.totalCents, c.language),
        dueDate: i.dueDate,
      },
      attachment: await this.invoices.attachment(inv),
    });
  }

  /**
   * The contract's row lock, then the instalment's (no joins), then what the invoice prints. The
   * contract's lock comes first, as in a termination, and orders two instalments of one contract
   * billing its electricity.
   */
  async lock(em: EntityManager, id: string, contractId?: string) {
    const owner = await em.findOne(
      SeasonalInstalment,
      { id, ...(contractId ? { contract: contractId } : {}) },
      { fields: ['contract'] },
    );
    if (!owner) throw new AppException(HttpStatus.NOT_FOUND, 'seasonal.notFound');
    await em.findOne(
      SeasonalContract,
      { id: owner.contract.id },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const i = await em.findOne(
      SeasonalInstalment,
      { id, ...(contractId ? { contract: contractId } : {}) },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!i) throw new AppException(HttpStatus.NOT_FOUND, 'seasonal.notFound');
    await em.populate(i, ['contract', 'contract.pitch', 'contract.pitch.category', 'invoice']);
    return i;
  }

  private async view(contractId: string, id: string): Promise<SeasonalInstalmentDto> {
    const i = await this.em
      .fork()
      .findOneOrFail(SeasonalInstalment, { id, contract: contractId }, { populate: ['invoice'] });
    return toInstalmentDto(i);
  }
}
