// What creating a booking takes and answers (BookingHolds.create): the guest's hold and the
// staff's booking share them, with the options telling them apart.
import type { Lang } from 'src/common/i18n/messages';
import type { PaymentInstruction } from 'src/modules/payments/dto/payment-instruction.dto';
import type { Quote } from 'src/modules/pricing/quote';
import type { Channel, PaymentMethod } from './booking.entity';
import type { CreateBookingDto } from './dto/booking.dto';
import type { PublicClient } from './hold-limits.service';

export interface NewBookingInput extends Omit<
  CreateBookingDto,
  'consent' | 'email' | 'street' | 'postalCode' | 'city' | 'country'
> {
  email?: string | null;
  street?: string | null;
  postalCode?: string | null;
  city?: string | null;
  country?: string | null;
}

export interface NewBookingOptions {
  lang: Lang;
  channel: Channel;
  /** Staff bookings skip the guest's hold and are confirmed at once (unless `holdUntil`). */
  confirmNow: boolean;
  /**
   * A staff booking that waits for its payment: written pending, keeping its pitch until this
   * instant (then it expires like any hold), with no mail; recording the payment or a staff
   * confirmation makes it binding.
   */
  holdUntil?: Date;
  /** The total staff were shown: another price now refuses the booking (409, the new quote). */
  expectedTotalCents?: number;
  paymentMethod?: PaymentMethod;
  consentAt: Date | null;
  createdBy?: string | null;
  /** Set on the public route: the hold counts against that client's limits. Staff bookings have none. */
  client?: PublicClient;
}

export interface CreatedBooking {
  id: string;
  number: string;
  token: string;
  holdExpiresAt: Date | null;
  quote: Quote;
  payment: PaymentInstruction;
}
