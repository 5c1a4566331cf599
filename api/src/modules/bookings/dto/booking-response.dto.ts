import { ApiExtraModels, ApiProperty } from '@nestjs/swagger';
import {
  BankTransferPaymentDto,
  PAYMENT_INSTRUCTION_MODELS,
  paymentInstructionSchema,
  type PaymentInstruction,
} from 'src/modules/payments/dto/payment-instruction.dto';
import { ErrorDto, LocalizedTextDto } from 'src/common/openapi/openapi.decorators';
import {
  BOOKING_STATUSES,
  CHANNELS,
  LANGUAGES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type BookingStatus,
  type Channel,
  type Language,
  type PaymentMethod,
  type PaymentStatus,
} from 'src/contract/constants';

/**
 * What the booking routes answer. The controllers declare these as their return types, so the
 * compiler checks the services' objects against the documented shapes.
 */

export class QuoteLineDto {
  @ApiProperty({
    enum: ['pitch', 'demand', 'extra_person', 'extra', 'tourist_tax', 'electricity'],
    description: 'electricity: metered consumption, added at the departure reading',
  })
  kind!: 'pitch' | 'demand' | 'extra_person' | 'extra' | 'tourist_tax' | 'electricity';
  @ApiProperty({ example: 'electricity' }) code!: string;
  @ApiProperty() label!: LocalizedTextDto;
  @ApiProperty() quantity!: number;
  @ApiProperty({ enum: ['night', 'person_night', 'day', 'stay'] })
  unit!: 'night' | 'person_night' | 'day' | 'stay';
  @ApiProperty() unitPriceCents!: number;
  @ApiProperty() totalCents!: number;
  @ApiProperty({ description: 'Basis points (1000 = 10 %); 0 for the tourist tax' })
  vatRateBp!: number;
}

export class VatSummaryDto {
  @ApiProperty() rateBp!: number;
  @ApiProperty() netCents!: number;
  @ApiProperty() vatCents!: number;
  @ApiProperty() grossCents!: number;
}

/** A price for a stay, all amounts gross euro cents. */
export class QuoteDto {
  @ApiProperty({ format: 'date', example: '2027-07-10' }) checkIn!: string;
  @ApiProperty({ format: 'date', example: '2027-07-14' }) checkOut!: string;
  @ApiProperty() nights!: number;
  @ApiProperty() adults!: number;
  @ApiProperty() children!: number;
  @ApiProperty({ format: 'uuid' }) categoryId!: string;
  @ApiProperty({ type: [QuoteLineDto] }) lines!: QuoteLineDto[];
  @ApiProperty({ type: [VatSummaryDto] }) vat!: VatSummaryDto[];
  @ApiProperty({ description: 'Sum of the VAT-able lines' }) netCents!: number;
  @ApiProperty() vatCents!: number;
  @ApiProperty() grossCents!: number;
  @ApiProperty() touristTaxCents!: number;
  @ApiProperty({ description: 'What the guest pays: gross plus tourist tax' }) totalCents!: number;
  @ApiProperty({ description: 'Minimum stay of the season in force on the arrival night' })
  minStayNights!: number;
}

export class SelectedExtraDto {
  @ApiProperty({ format: 'uuid' }) extraId!: string;
  @ApiProperty() code!: string;
  @ApiProperty() quantity!: number;
}

export class AvailabilityPitchDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'A12' }) code!: string;
  @ApiProperty({ format: 'uuid' }) categoryId!: string;
  @ApiProperty({ description: 'Position on the site plan' }) x!: number;
  @ApiProperty() y!: number;
  @ApiProperty() hasElectricity!: boolean;
  @ApiProperty({
    enum: ['available', 'occupied', 'blocked', 'seasonal'],
    description: 'seasonal: let to a seasonal camper for the period (never bookable online)',
  })
  state!: 'available' | 'occupied' | 'blocked' | 'seasonal';
}

export class AvailabilityDto {
  @ApiProperty({ format: 'date' }) checkIn!: string;
  @ApiProperty({ format: 'date' }) checkOut!: string;
  @ApiProperty() nights!: number;
  @ApiProperty({ type: [AvailabilityPitchDto] }) pitches!: AvailabilityPitchDto[];
}

/** A new hold: the token is the guest's key to the booking, shown once. */
@ApiExtraModels(...PAYMENT_INSTRUCTION_MODELS)
export class CreatedBookingDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'AC-2027-00042' }) number!: string;
  @ApiProperty({ description: 'The guest token for ?token= on the booking routes' })
  token!: string;
  @ApiProperty({ type: Date, nullable: true }) holdExpiresAt!: Date | null;
  @ApiProperty() quote!: QuoteDto;
  @ApiProperty({
    ...paymentInstructionSchema(),
    description: 'What the browser does next, by `provider` (the chosen payment method)',
  })
  payment!: PaymentInstruction;
}

export class BookingPitchDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() code!: string;
}

export class BookingCategoryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() name!: LocalizedTextDto;
}

export class BookingGuestDto {
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) street!: string | null;
  @ApiProperty({ type: String, nullable: true }) postalCode!: string | null;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'AT' }) country!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'ATU12345675' }) uid!: string | null;
}

export class BookingAccessCodeDto {
  @ApiProperty({ example: '482913' }) code!: string;
  @ApiProperty() validFrom!: Date;
  @ApiProperty() validUntil!: Date;
}

export class BookingInvoiceDto {
  @ApiProperty({ example: 'RE-2027-00042' }) number!: string;
  @ApiProperty() issuedAt!: Date;
}

export class AccessCodeScheduleDto {
  @ApiProperty({ description: 'When the gate code is issued (24 hours before arrival)' })
  issueAt!: Date;
  @ApiProperty({ description: 'Check-in time on the arrival day' }) validFrom!: Date;
  @ApiProperty({ description: 'Check-out time on the departure day' }) validUntil!: Date;
}

/**
 * What every view of a booking shows, the guest's and the staff's alike: one class, so a field
 * renamed here changes both documented shapes (and fails both front ends' type checks).
 */
export class BookingCoreDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'AC-2027-00042' }) number!: string;
  @ApiProperty({ enum: BOOKING_STATUSES }) status!: BookingStatus;
  @ApiProperty({ enum: PAYMENT_STATUSES }) paymentStatus!: PaymentStatus;
  @ApiProperty({ enum: PAYMENT_METHODS, nullable: true }) paymentMethod!: PaymentMethod | null;
  @ApiProperty({
    description: 'Pay on arrival: waits for the guest to follow the link in the mail',
  })
  awaitingEmailConfirmation!: boolean;
  @ApiProperty({ format: 'date', example: '2027-07-10' }) checkIn!: string;
  @ApiProperty({ format: 'date', example: '2027-07-14' }) checkOut!: string;
  @ApiProperty() nights!: number;
  @ApiProperty() adults!: number;
  @ApiProperty() children!: number;
  @ApiProperty({ type: [SelectedExtraDto] }) extras!: SelectedExtraDto[];
  @ApiProperty({ enum: LANGUAGES }) language!: Language;
  @ApiProperty() quote!: QuoteDto;
  @ApiProperty({ description: 'What the guest pays, cents' }) totalCents!: number;
  @ApiProperty({
    description:
      'A card booking under a season deposit rule: the deposit its first payment charged, cents (0: the total was charged at once)',
  })
  depositCents!: number;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'With a deposit: the day the balance is due by',
  })
  balanceDueDate!: string | null;
  @ApiProperty({ type: Date, nullable: true, description: 'While pending: when the hold ends' })
  holdExpiresAt!: Date | null;
  @ApiProperty({ type: Date, nullable: true }) confirmedAt!: Date | null;
  @ApiProperty({ type: Date, nullable: true }) cancelledAt!: Date | null;
  @ApiProperty() cancellationFeeCents!: number;
  @ApiProperty() createdAt!: Date;
}

/** The guest's view of a booking (never the token). */
export class BookingDto extends BookingCoreDto {
  @ApiProperty() pitch!: BookingPitchDto;
  @ApiProperty() category!: BookingCategoryDto;
  @ApiProperty() guest!: BookingGuestDto;
  @ApiProperty({
    type: BookingAccessCodeDto,
    nullable: true,
    description: 'The gate code once issued (24 hours before arrival)',
  })
  accessCode!: BookingAccessCodeDto | null;
  @ApiProperty({ description: 'When the gate code comes and when it opens the gate' })
  accessCodeSchedule!: AccessCodeScheduleDto;
  @ApiProperty({ description: 'Whether the guest may cancel now (a live booking before arrival)' })
  cancellable!: boolean;
  @ApiProperty({
    description: 'What cancelling now would cost, cents (the cancel route charges exactly this)',
  })
  cancellationFeeNowCents!: number;
  @ApiProperty({
    description:
      'What is still to pay now, cents (after a deposit: the balance; 0 when paid, while a hold is pending or once cancelled without a fee due)',
  })
  amountDueCents!: number;
  @ApiProperty({
    description:
      'The balance of a confirmed deposit booking can be paid by card now (POST /api/bookings/{id}/balance-payment)',
  })
  balancePayable!: boolean;
  @ApiProperty({
    type: BookingInvoiceDto,
    nullable: true,
    description: 'The invoice once issued; its PDF is GET /api/bookings/{id}/invoice.pdf?token=',
  })
  invoice!: BookingInvoiceDto | null;
  @ApiProperty({
    description:
      'The invoice is being issued (after a bank transfer was confirmed, or once paid): ask again shortly',
  })
  invoicePending!: boolean;
  @ApiProperty({
    type: BankTransferPaymentDto,
    nullable: true,
    description:
      'A bank transfer still to pay: account, amount the ledger says is due, due date, reference and the GiroCode address; null once paid, for other methods and for a booking that is over',
  })
  bankTransfer!: BankTransferPaymentDto | null;
}

/** A booking as staff see and edit it (flat, for react-admin). */
/** The ledger summary of a booking: the same figures on every screen and in every report. */
export class BookingMoneyDto {
  @ApiProperty({
    description:
      'What the guest owes: the total; once cancelled the kept fee, after a no-show its charge; expired nothing',
  })
  totalCents!: number;
  @ApiProperty() paidCents!: number;
  @ApiProperty() refundedCents!: number;
  @ApiProperty({ description: 'Still to be paid by the guest' }) dueCents!: number;
  @ApiProperty({ description: 'Paid beyond the kept fee and still to be paid out to the guest' })
  refundDueCents!: number;
  @ApiProperty({ description: 'Paid beyond what is owed and kept as the guest’s credit' })
  creditCents!: number;
  @ApiProperty({ enum: PAYMENT_STATUSES }) status!: PaymentStatus;
}

export class AdminBookingDto extends BookingCoreDto {
  @ApiProperty({ enum: CHANNELS }) channel!: Channel;
  @ApiProperty({ format: 'uuid' }) pitchId!: string;
  @ApiProperty() pitchCode!: string;
  @ApiProperty({ format: 'uuid' }) categoryId!: string;
  @ApiProperty() categorySlug!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) street!: string | null;
  @ApiProperty({ type: String, nullable: true }) postalCode!: string | null;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ type: String, nullable: true }) country!: string | null;
  @ApiProperty({ type: String, nullable: true }) uid!: string | null;
  @ApiProperty() notes!: string;
  @ApiProperty({
    type: [String],
    description: 'Number plates of the vehicles, normalised (LI123AB)',
    example: ['LI123AB'],
  })
  plates!: string[];
  @ApiProperty({ type: String, nullable: true }) cancellationReason!: string | null;
  @ApiProperty({ description: 'What the guest paid beyond the kept fee stays as credit' })
  creditKept!: boolean;
  @ApiProperty({ description: 'The booking’s money, from the ledger' })
  money!: BookingMoneyDto;
  @ApiProperty({ type: String, nullable: true, description: 'Email of the staff member' })
  createdBy!: string | null;
  @ApiProperty() updatedAt!: Date;
}

export class EndOptionDto {
  @ApiProperty() allowed!: boolean;
  @ApiProperty({ description: 'Given back to the guest: paid − refunded − the kept fee' })
  refundCents!: number;
}

export class CancelOptionDto extends EndOptionDto {
  @ApiProperty({ description: 'Kept under the cancellation policy' }) feeCents!: number;
}

export class NoShowOptionDto extends EndOptionDto {
  @ApiProperty({ description: 'The policy’s no-show charge' }) chargeCents!: number;
  @ApiProperty({ format: 'date', description: 'The shortened departure (free from that night)' })
  checkOut!: string;
}

/** What staff cancelling today, or recording a no-show today, would keep and give back. */
export class BookingEndPreviewDto {
  @ApiProperty() money!: BookingMoneyDto;
  @ApiProperty({ description: 'Card money not yet refunded (what a Stripe refund can return)' })
  cardRefundableCents!: number;
  @ApiProperty() cancel!: CancelOptionDto;
  @ApiProperty() noShow!: NoShowOptionDto;
}

export class DuplicateBookingDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() number!: string;
  @ApiProperty({ format: 'date' }) checkIn!: string;
  @ApiProperty({ format: 'date' }) checkOut!: string;
}

/** 409 for a booking that resembles a live one of the same guest: send again with confirmDuplicate. */
export class DuplicateConflictDto extends ErrorDto {
  @ApiProperty() confirmationRequired!: boolean;
  @ApiProperty({ type: [DuplicateBookingDto] }) duplicates!: DuplicateBookingDto[];
}

/** What a change of the stay would cost, before it is saved. */
export class StayChangeQuoteDto {
  @ApiProperty({ description: "The booking's total now" }) currentTotalCents!: number;
  @ApiProperty({ type: QuoteDto, description: 'The changed stay, priced as the guest’s quote' })
  quote!: QuoteDto;
  @ApiProperty({ description: 'New total minus current total (negative: owed back)' })
  differenceCents!: number;
  @ApiProperty({ description: 'Payments minus refunds so far' }) paidCents!: number;
  @ApiProperty({ description: 'Still due after the change' }) dueCents!: number;
  @ApiProperty({ description: 'Paid beyond the new total: the guest’s credit' })
  creditCents!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'RE-2027-00001',
    description: 'The invoice a save reverses by a storno and replaces (null: none issued)',
  })
  currentInvoiceNumber!: string | null;
}
