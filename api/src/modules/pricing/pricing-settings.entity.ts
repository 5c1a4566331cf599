import { Check, Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { PAYMENT_METHODS, type PaymentMethod } from 'src/contract/constants';

/** The guest's payment choices in their default display order. */
export const DEFAULT_PAYMENT_METHODS: PaymentMethod[] = ['stripe', 'bank_transfer', 'on_arrival'];

/**
 * Site-wide pricing rules, one row: VAT on the pitch, the Styrian tourist tax, hold length and
 * the cancellation policy, and the stay limits (longest stay, booking horizon, mail verification). Amounts in cents, rates in basis points (1000 = 10 %).
 */
@Entity({ tableName: 'pricing_settings' })
@Check({ name: 'pricing_settings_single_row', expression: 'id = 1' })
@Check({
  name: 'pricing_settings_vat_rate',
  expression: 'pitch_vat_rate_bp in (0, 1000, 1300, 2000)',
})
@Check({ name: 'pricing_settings_tourist_tax', expression: 'tourist_tax_cents >= 0' })
@Check({ name: 'pricing_settings_hold_minutes', expression: 'hold_minutes between 5 and 120' })
// The cancellation tiers get stricter towards arrival: free, then partial, then late (0..100 %).
@Check({
  name: 'pricing_settings_cancellation_days',
  expression: 'partial_cancellation_days between 0 and free_cancellation_days',
})
@Check({
  name: 'pricing_settings_cancellation_fees',
  expression:
    'partial_cancellation_fee_bp >= 0 and partial_cancellation_fee_bp <= late_cancellation_fee_bp and late_cancellation_fee_bp <= 10000',
})
@Check({
  name: 'pricing_settings_no_show_charge',
  expression: 'no_show_charge_nights between 0 and 60',
})
export class PricingSettings {
  [OptionalProps]?:
    | 'id'
    | 'updatedAt'
    | 'pitchVatRateBp'
    | 'touristTaxCents'
    | 'touristTaxMinAge'
    | 'seasonalTouristTaxCents'
    | 'holdMinutes'
    | 'freeCancellationDays'
    | 'partialCancellationDays'
    | 'partialCancellationFeeBp'
    | 'lateCancellationFeeBp'
    | 'noShowChargeNights'
    | 'maxStayNights'
    | 'bookingHorizonMonths'
    | 'verificationMinutes'
    | 'paymentMethods'
    | 'bankTransferDueDays'
    | 'preArrivalDays'
    | 'electricityCentsPerKwh';

  @PrimaryKey({ type: 'smallint', autoincrement: false }) id: number = 1;

  @Property({ type: 'smallint' }) pitchVatRateBp: number = 1000;
  @Property({ type: 'integer' }) touristTaxCents: number = 200;
  @Property({ type: 'smallint' }) touristTaxMinAge: number = 15;
  /** Flat tourist tax per seasonal contract and season (0: none; docs/seasonal-pitches.md). */
  @Property({ type: 'integer', default: 0 }) seasonalTouristTaxCents: number = 0;
  @Property({ type: 'smallint' }) holdMinutes: number = 15;
  /** Free cancellation up to this many days before arrival. */
  @Property({ type: 'smallint' }) freeCancellationDays: number = 14;
  /** Up to this many days before arrival the partial fee applies; later the late fee. */
  @Property({ type: 'smallint' }) partialCancellationDays: number = 3;
  @Property({ type: 'smallint' }) partialCancellationFeeBp: number = 5000;
  @Property({ type: 'smallint' }) lateCancellationFeeBp: number = 10000;
  /** A no-show owes the gross of this many nights of the stay (default: the first night). */
  @Property({ type: 'smallint', default: 1 }) noShowChargeNights: number = 1;
  /** Longest stay one booking may cover; also bounds every per-night computation a request causes. */
  @Property({ type: 'smallint', default: 60 }) maxStayNights: number = 60;
  /** Arrival at most this many months after today. */
  @Property({ type: 'smallint', default: 24 }) bookingHorizonMonths: number = 24;
  /**
   * A pay-on-arrival booking the guest confirmed online keeps its pitch this many minutes while the
   * link in the mail has not been followed; then it expires like any hold. Short on purpose: a day
   * let a handful of addresses hold every pitch of the site without following a single link.
   */
  @Property({ type: 'smallint', default: 30 }) verificationMinutes: number = 30;

  /**
   * The payment methods guests may choose, in display order. A method listed here is offered only
   * while it is also available (Stripe needs its keys, bank transfer the site's IBAN).
   */
  @Enum({ items: () => PAYMENT_METHODS, array: true, default: DEFAULT_PAYMENT_METHODS })
  paymentMethods: PaymentMethod[] = [...DEFAULT_PAYMENT_METHODS];
  /** A bank transfer is due this many days after the booking was confirmed; later staff are alerted. */
  @Property({ type: 'smallint', default: 7 }) bankTransferDueDays: number = 7;
  /** The pre-arrival mail goes out this many days before arrival. */
  @Property({ type: 'smallint', default: 3 }) preArrivalDays: number = 3;

  /** Metered electricity: gross cents per kWh, VAT (20 %) included like every other price. */
  @Property({ type: 'integer', default: 45 }) electricityCentsPerKwh: number = 45;

  @Property({ type: 'timestamptz', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}
