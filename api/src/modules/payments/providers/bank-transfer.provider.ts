import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import type { BankTransferPaymentDto } from 'src/modules/payments/dto/payment-instruction.dto';
import type { PaymentProvider } from './payment-provider';

/**
 * Bank transfer to the site's account. Offered only while the company settings carry the bank
 * details (IBAN, BIC).
 */
@Injectable()
export class BankTransferProvider implements PaymentProvider {
  readonly method = 'bank_transfer' as const;

  // The bank details arrive with the payments ledger's company settings; until then there is none.
  available(): Promise<boolean> {
    return Promise.resolve(false);
  }

  prepare(): Promise<BankTransferPaymentDto> {
    return Promise.reject(new AppException(HttpStatus.BAD_REQUEST, 'payment.noMethod'));
  }
}
