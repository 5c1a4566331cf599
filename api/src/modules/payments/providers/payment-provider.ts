import type { Language } from 'src/contract/constants';
import type { PricingSettings } from 'src/modules/pricing/pricing.service';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentMethod } from 'src/contract/constants';
import type { PaymentInstruction } from 'src/modules/payments/dto/payment-instruction.dto';

/** What a provider needs to know of a new hold (the bookings module hands it over; no entity). */
export interface HoldForPayment {
  bookingId: string;
  number: string;
  /** What the guest pays: the quote's total (gross plus tourist tax), euro cents. */
  amountCents: number;
  email: string | null;
  language: Language;
  /** The booking's link token (links in the answer, e.g. the bank transfer's QR). */
  token: string;
  /** The pricing settings the hold was judged by (bank transfer terms); read afresh when absent. */
  settings?: PricingSettings;
}

/**
 * One way for a guest to pay. `available` says whether the site can offer it at all (keys, bank
 * account); whether it is offered is the staff's setting on top of that. `prepare` runs after the
 * hold was committed and answers what the browser does next.
 */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  available(): Promise<boolean>;
  prepare(hold: HoldForPayment, em: EntityManager): Promise<PaymentInstruction>;
}
