import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import type { BankTransferPaymentDto } from 'src/modules/payments/dto/payment-instruction.dto';
import { EpcDataError, epcPayload, epcQrSvg } from 'src/modules/payments/epc-qr';
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
export class BankTransferProvider implements PaymentProvider {
  readonly method = 'bank_transfer' as const;
  private readonly logger = new Logger(BankTransferProvider.name);

  constructor(
    private readonly settings: SettingsService,
    private readonly pricing: PricingService,
    private readonly clock: Clock,
  ) {}

  async available(): Promise<boolean> {
    return !!(await this.settings.getCached()).iban?.trim();
  }

  async prepare(hold: HoldForPayment, em: EntityManager): Promise<BankTransferPaymentDto> {
    const company = await this.settings.getCached();
    const { bankTransferDueDays } = hold.settings ?? (await this.pricing.settings(em));
    const accountHolder = company.accountHolder?.trim() || company.legalName;
    const iban = (company.iban ?? '').replace(/\s+/g, '').toUpperCase();
    const bic = (company.bic ?? '').replace(/\s+/g, '').toUpperCase();
    let qr = '';
    try {
      const svg = await epcQrSvg(
        epcPayload({
          name: accountHolder,
          iban,
          bic,
          amountCents: hold.amountCents,
          reference: hold.number,
        }),
      );
      qr = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    } catch (e) {
      // Bad bank data in the settings must not stop the booking: the details are shown without a QR.
      if (!(e instanceof EpcDataError)) throw e;
      this.logger.warn(`No EPC QR for booking ${hold.number}: ${e.message}`);
    }
    return {
      provider: 'bank_transfer',
      iban,
      bic,
      accountHolder,
      reference: hold.number,
      amountCents: hold.amountCents,
      dueDate: addDays(this.clock.today(), bankTransferDueDays),
      qr,
    };
  }
}
