import { Injectable } from '@nestjs/common';
import type { OnArrivalPaymentDto } from 'src/modules/payments/dto/payment-instruction.dto';
import type { PaymentProvider } from './payment-provider';

/** Pay at the reception: nothing to prepare; the guest confirms with the link in the mail. */
@Injectable()
export class OnArrivalProvider implements PaymentProvider {
  readonly method = 'on_arrival' as const;

  available(): Promise<boolean> {
    return Promise.resolve(true);
  }

  prepare(): Promise<OnArrivalPaymentDto> {
    return Promise.resolve({ provider: 'on_arrival' });
  }
}
