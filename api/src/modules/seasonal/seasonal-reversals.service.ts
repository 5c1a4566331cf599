import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { jobKey } from 'src/queues/queue-names';
import { InstalmentInvoices } from 'src/modules/invoices/invoice-instalments.service';
import { formatMoney } from 'src/modules/mail/format';
import { MailService } from 'src/modules/mail/mail.service';
import type { SeasonalInstalmentDto, SeasonalRefundPayoutDto } from './dto/seasonal.dto';
import { SeasonalInstalment } from './seasonal-contract.entity';
import { SeasonalInstalments } from './seasonal-instalments.service';
import { toInstalmentDto } from './seasonal-view';

/**
 * What staff do with an issued instalment invoice (or closing invoice) after the fact. An issued
 * invoice is never changed: it is reversed by a storno invoice (its own `ST` number, negated lines,
 * citing the original), and when the holder had paid it the amount is owed back until staff record
 * the payout — as with a cancelled booking's refund to pay out. "Send again" mails the same PDF.
 */
@Injectable()
export class SeasonalReversals {
  constructor(
    private readonly em: EntityManager,
    private readonly instalments: SeasonalInstalments,
    private readonly invoices: InstalmentInvoices,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /**
   * The storno of the instalment's invoice, mailed to the holder. A paid one owes its total back
   * (`refundDueCents`). If the invoice billed the contract's latest electricity stretch, the
   * stretch is released (the next instalment or the closing invoice bills it again); an earlier
   * stretch stays with the reversed invoice, as later bills start where it ended.
   */
  async reverse(contractId: string, instalmentId: string): Promise<SeasonalInstalmentDto> {
    await this.em.fork().transactional(async (em) => {
      const i = await this.instalments.lock(em, instalmentId, contractId);
      const original = i.invoice;
      if (!original) throw new AppException(HttpStatus.CONFLICT, 'seasonal.notIssued');
      if (i.reversedAt)
        throw new AppException(HttpStatus.CONFLICT, 'seasonal.instalmentReversed', {
          number: original.number,
        });
      const storno = await this.invoices.reverse(em, original);
      i.reversedAt = this.clock.now();
      i.refundDueCents = i.paidOn ? original.totalCents : 0;
      if (i.meterToReadingId) {
        const later = await em.count(SeasonalInstalment, {
          meterFromReadingId: i.meterToReadingId,
        });
        if (!later) {
          i.meterFromReadingId = null;
          i.meterToReadingId = null;
        }
      }
      await em.flush();
      const c = i.contract;
      if (!c.email) return;
      await this.mail.enqueueSeasonalInstalment(em, {
        lang: c.language,
        recipient: c.email,
        dedupeKey: jobKey('mail', 'seasonal_storno', i.id),
        values: {
          document: 'storno',
          holderName: `${c.firstName} ${c.lastName}`.trim(),
          pitchCode: c.pitch.code,
          contractNumber: c.number,
          invoiceNumber: storno.number,
          originalNumber: original.number,
          sequence: i.sequence,
          count: await this.instalments.feeCount(em, c.id),
          total: formatMoney(storno.totalCents, c.language),
          ...(i.refundDueCents ? { refund: formatMoney(i.refundDueCents, c.language) } : {}),
          dueDate: i.dueDate,
        },
        attachment: await this.invoices.attachment(storno),
      });
    });
    return this.view(contractId, instalmentId);
  }

  /**
   * "Send again": the instalment's invoice mail once more, with the PDF rendered from the stored
   * snapshot (the same document), as a new mail of its own. 409 before it is issued or when the
   * holder's address was erased.
   */
  async resend(
    contractId: string,
    instalmentId: string,
  ): Promise<{ number: string; recipient: string }> {
    return this.em.fork().transactional(async (em) => {
      const i = await this.instalments.lock(em, instalmentId, contractId);
      if (!i.invoice) throw new AppException(HttpStatus.CONFLICT, 'seasonal.notIssued');
      if (!i.contract.email) throw new AppException(HttpStatus.CONFLICT, 'seasonal.noRecipient');
      await this.instalments.mailInvoice(
        em,
        i,
        await this.instalments.feeCount(em, i.contract.id),
        jobKey('mail', 'seasonal_instalment', i.id, 'resend', randomUUID()),
      );
      return { number: i.invoice.number, recipient: i.contract.email };
    });
  }

  /** Staff paid out the refund of a reversed paid instalment (bank transfer or cash). */
  async refundPayout(
    contractId: string,
    instalmentId: string,
    dto: SeasonalRefundPayoutDto,
    staffEmail: string,
  ): Promise<SeasonalInstalmentDto> {
    await this.em.fork().transactional(async (em) => {
      const i = await this.instalments.lock(em, instalmentId, contractId);
      if (!i.refundDueCents || i.refundedOn)
        throw new AppException(HttpStatus.CONFLICT, 'seasonal.noRefundDue');
      i.refundedOn = this.clock.today();
      i.refundMethod = dto.method;
      i.refundReference = dto.reference?.trim() || null;
      i.refundedBy = staffEmail;
      await em.flush();
    });
    return this.view(contractId, instalmentId);
  }

  private async view(contractId: string, id: string): Promise<SeasonalInstalmentDto> {
    const em = this.em.fork();
    const i = await em.findOneOrFail(
      SeasonalInstalment,
      { id, contract: contractId },
      { populate: ['invoice'] },
    );
    const stornos = await this.invoices.stornosOf(em, i.invoice ? [i.invoice.id] : []);
    return toInstalmentDto(i, (i.invoice && stornos.get(i.invoice.id)) ?? null);
  }
}
