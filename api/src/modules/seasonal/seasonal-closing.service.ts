import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { Clock, localDate } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { jobKey } from 'src/queues/queue-names';
import { ContractMeterReadings } from 'src/modules/electricity/contract-meter-readings.service';
import { InstalmentInvoices } from 'src/modules/invoices/invoice-instalments.service';
import type { SeasonalContractDto } from './dto/seasonal.dto';
import { SeasonalContract, SeasonalInstalment } from './seasonal-contract.entity';
import { SeasonalContracts } from './seasonal-contracts.service';
import { SeasonalInstalments } from './seasonal-instalments.service';
import { closingCandidates } from './seasonal.queries';
import { closingDue, contractEnds } from './seasonal-view';

/** Days the holder has to pay the closing invoice (the instalments are due on their dates). */
export const CLOSING_PAYMENT_DAYS = 14;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The closing electricity invoice of an ended contract: the meter readings taken after the last
 * instalment was invoiced (the final reading at the season's end or at a termination) have no
 * instalment left to carry them. Once the contract has ended and every fee instalment is invoiced
 * or dropped, the unbilled stretch is invoiced alone — a `closing` row among the instalments, so
 * the same unique meter columns keep a stretch billed once, the same gap-free `RE` counter, the
 * same mail with the PDF (once). Staff issue it from the contract's page; the hourly job issues it
 * by itself once a reading was taken on or after the contract's last night.
 */
@Injectable()
export class SeasonalClosing {
  private readonly logger = new Logger(SeasonalClosing.name);

  constructor(
    private readonly em: EntityManager,
    private readonly instalments: SeasonalInstalments,
    private readonly invoices: InstalmentInvoices,
    private readonly meters: ContractMeterReadings,
    private readonly contracts: SeasonalContracts,
    private readonly clock: Clock,
  ) {}

  /** Staff: issue it now. 409 when the contract runs, an instalment is open, or nothing is owed. */
  async issueNow(contractId: string): Promise<SeasonalContractDto> {
    await this.close(contractId, true);
    return this.contracts.view(contractId);
  }

  /**
   * The hourly job: every ended contract whose latest reading was taken on or after its last
   * night (the final reading) and is not billed yet. A mid-season reading after the last
   * instalment waits for the final one, so the holder gets one closing invoice, not two.
   */
  async issueDue(): Promise<{ closed: number }> {
    const em = this.em.fork();
    let closed = 0;
    for (const { id, ends } of await closingCandidates(em, this.clock.today())) {
      const latest = (await this.meters.ofContract(em, id)).at(-1);
      if (!latest || localDate(latest.recordedAt) < addDays(ends, -1)) continue;
      if (await this.close(id, false)) closed++;
    }
    if (closed) this.logger.log(`Seasonal contracts: ${closed} closing electricity invoice(s)`);
    return { closed };
  }

  private async close(contractId: string, strict: boolean): Promise<boolean> {
    const company = await this.invoices.company();
    return this.em.fork().transactional(async (em) => {
      // The contract's row lock orders this against an instalment being issued and a reading.
      const c = await em.findOne(
        SeasonalContract,
        { id: contractId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!c) throw new AppException(HttpStatus.NOT_FOUND, 'seasonal.notFound');
      await em.populate(c, ['pitch', 'pitch.category']);
      const today = this.clock.today();
      const rows = await em.find(SeasonalInstalment, { contract: c.id }, { populate: ['invoice'] });
      const readings = await this.meters.ofContract(em, c.id);
      if (!closingDue(c, rows, readings, today)) {
        if (strict) this.refuse(c, rows, today);
        return false;
      }
      const row = new SeasonalInstalment();
      row.contract = c;
      row.kind = 'closing';
      row.sequence = Math.max(0, ...rows.map((i) => i.sequence)) + 1;
      row.amountCents = 0;
      row.dueDate = addDays(today, CLOSING_PAYMENT_DAYS);
      const power = await this.instalments.electricity(em, row);
      if (!power) {
        // Under half a cent: nothing to invoice, and nothing recorded.
        if (strict) throw new AppException(HttpStatus.CONFLICT, 'seasonal.closingNothing');
        return false;
      }
      const count = await this.instalments.feeCount(em, c.id);
      row.invoice = await this.invoices.issue(
        em,
        {
          contractNumber: c.number,
          sequence: row.sequence,
          count,
          language: c.language,
          buyer: c,
          pitch: { code: c.pitch.code, category: c.pitch.category },
          period: { from: c.startDate, to: contractEnds(c) },
          amountCents: 0,
          vatRateBp: c.vatRateBp,
          touristTaxCents: 0,
          extraLines: [power],
          closing: true,
          dueDate: row.dueDate,
        },
        company,
      );
      em.persist(row);
      await em.flush();
      await this.instalments.mailInvoice(
        em,
        row,
        count,
        jobKey('mail', 'seasonal_closing', row.id),
      );
      return true;
    });
  }

  /** Why staff cannot issue the closing invoice (409 with the reason). */
  private refuse(c: SeasonalContract, rows: SeasonalInstalment[], today: string): never {
    if (contractEnds(c) > today)
      throw new AppException(HttpStatus.CONFLICT, 'seasonal.closingRunning', {
        until: contractEnds(c),
      });
    if (rows.some((i) => i.kind === 'fee' && !i.invoice && !i.cancelledAt))
      throw new AppException(HttpStatus.CONFLICT, 'seasonal.closingInstalmentsOpen');
    const standing = rows.find((i) => i.kind === 'closing' && !i.reversedAt);
    if (standing)
      throw new AppException(HttpStatus.CONFLICT, 'seasonal.closingIssued', {
        number: standing.invoice?.number ?? '',
      });
    throw new AppException(HttpStatus.CONFLICT, 'seasonal.closingNothing');
  }
}
