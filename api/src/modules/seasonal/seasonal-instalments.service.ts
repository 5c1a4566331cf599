import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { InstalmentInvoices } from 'src/modules/invoices/invoice-instalments.service';
import type { SeasonalInstalmentDto } from './dto/seasonal.dto';
import { SeasonalInstalment } from './seasonal-contract.entity';
import { dueInstalments } from './seasonal.queries';
import { toInstalmentDto } from './seasonal-view';

/**
 * Instalment invoices of seasonal contracts. Each is issued once, in one transaction with the
 * instalment's row lock: the invoice (its number from the invoices module's gap-free series) and
 * the instalment's link to it commit together; a second run finds the link and issues nothing.
 * The daily job issues what is due; staff may issue an instalment early.
 */
@Injectable()
export class SeasonalInstalments {
  private readonly logger = new Logger(SeasonalInstalments.name);

  constructor(
    private readonly em: EntityManager,
    private readonly invoices: InstalmentInvoices,
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
      const count = await em.count(SeasonalInstalment, { contract: c.id });
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
          extraLines: [],
          dueDate: i.dueDate,
        },
        company,
      );
      await em.flush();
      return { created: true };
    });
  }

  /** The instalment's row lock first (no joins), then what the invoice prints. */
  private async lock(em: EntityManager, id: string, contractId?: string) {
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
