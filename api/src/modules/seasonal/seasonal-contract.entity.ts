import type { Language } from 'src/contract/constants';
import {
  Check,
  Entity,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Pitch } from 'src/modules/catalog/pitch.entity';
import { Invoice } from 'src/modules/invoices/invoice.entity';

export const RENEWAL_STATES = ['none', 'offered', 'accepted', 'declined'] as const;
export type RenewalState = (typeof RENEWAL_STATES)[number];

/**
 * A seasonal pitch (Dauercamper, Saisonplatz): one holder has one pitch from `startDate` to
 * `endDate` (exclusive, like a check-out date) at a season fee paid in instalments. A database
 * trigger mirrors the nights into `pitch_occupancy` (its `contract_id`), whose exclusion constraint
 * then refuses any booking, hold or block on those nights. A termination sets `terminatedOn`
 * (exclusive too): the trigger shortens the occupied range to it, freeing the nights after.
 */
@Entity({ tableName: 'seasonal_contracts' })
@Check({ name: 'seasonal_contracts_dates', expression: 'end_date > start_date' })
@Check({
  name: 'seasonal_contracts_terminated_on',
  expression: 'terminated_on is null or (terminated_on >= start_date and terminated_on < end_date)',
})
@Check({ name: 'seasonal_contracts_fee', expression: 'fee_cents >= 0 and tourist_tax_cents >= 0' })
export class SeasonalContract {
  [OptionalProps]?:
    | 'id'
    | 'createdAt'
    | 'terminatedOn'
    | 'renewal'
    | 'renewalOfferedAt'
    | 'renewedFrom'
    | 'phone'
    | 'street'
    | 'postalCode'
    | 'city'
    | 'country'
    | 'renewalOfferDate'
    | 'touristTaxCents'
    | 'plates'
    | 'anonymisedAt';

  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  /** SP-2027-0001: the season's year and a running number, for letters and invoices. */
  @Property({ type: 'text', unique: true }) number!: string;
  @ManyToOne(() => Pitch, { deleteRule: 'restrict', index: true }) pitch!: Pitch;
  @Property({ type: 'text' }) firstName!: string;
  @Property({ type: 'text' }) lastName!: string;
  @Property({ type: 'text' }) email!: string;
  @Property({ type: 'text', nullable: true }) phone: string | null = null;
  @Property({ type: 'text', nullable: true }) street: string | null = null;
  @Property({ type: 'text', nullable: true }) postalCode: string | null = null;
  @Property({ type: 'text', nullable: true }) city: string | null = null;
  @Property({ type: 'text', nullable: true }) country: string | null = null;
  @Property({ type: 'text' }) language!: Language;
  @Property({ type: 'date' }) startDate!: string;
  @Property({ type: 'date' }) endDate!: string;
  /** Set by a termination: the first night no longer held. */
  @Property({ type: 'date', nullable: true }) terminatedOn: string | null = null;
  /** The season fee, gross, in cents; the instalments add up to it exactly. */
  @Property({ type: 'integer' }) feeCents!: number;
  /** The pitch rental's VAT rate when the contract was made (basis points). */
  @Property({ type: 'smallint' }) vatRateBp!: number;
  /** The flat tourist tax of the season (0 = none), outside VAT, on the first instalment. */
  @Property({ type: 'integer' }) touristTaxCents: number = 0;
  /** Normalised number plates that open the gate for the whole period. */
  @Property({ type: 'text[]' }) plates: string[] = [];
  /** When the offer for the next season is mailed (null: none). */
  @Property({ type: 'date', nullable: true }) renewalOfferDate: string | null = null;
  @Property({ type: 'text' }) renewal: RenewalState = 'none';
  @Property({ type: 'timestamptz', nullable: true }) renewalOfferedAt: Date | null = null;
  /** The contract this one renews (accepting an offer creates it). */
  @ManyToOne(() => SeasonalContract, { nullable: true, unique: true, deleteRule: 'restrict' })
  renewedFrom: SeasonalContract | null = null;
  @Property({ type: 'text' }) createdBy!: string;
  @Property({ type: 'timestamptz' }) createdAt: Date = new Date();
  /** Set by the GDPR erasure: name, contact, address and plates removed (the gdpr module). */
  @Property({ type: 'timestamptz', nullable: true }) anonymisedAt: Date | null = null;
}

/**
 * One instalment of a contract's fee: due on `dueDate`, issued as an invoice of the invoices
 * module's gap-free series (`invoice`). A termination cancels the instalments not yet issued.
 */
@Entity({ tableName: 'seasonal_instalments' })
@Unique({ properties: ['contract', 'sequence'] })
@Check({ name: 'seasonal_instalments_amount', expression: 'amount_cents >= 0' })
export class SeasonalInstalment {
  [OptionalProps]?:
    | 'id'
    | 'invoice'
    | 'cancelledAt'
    | 'paidOn'
    | 'meterFromReadingId'
    | 'meterToReadingId'
    | 'kind'
    | 'reversedAt'
    | 'refundDueCents'
    | 'refundedOn'
    | 'refundMethod'
    | 'refundReference'
    | 'refundedBy';

  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @ManyToOne(() => SeasonalContract, { deleteRule: 'cascade' }) contract!: SeasonalContract;
  /** 1, 2, … in order of the due dates. */
  @Property({ type: 'smallint' }) sequence!: number;
  @Property({ type: 'date', index: true }) dueDate!: string;
  @Property({ type: 'integer' }) amountCents!: number;
  @ManyToOne(() => Invoice, { nullable: true, unique: true, deleteRule: 'restrict' })
  invoice: Invoice | null = null;
  /** When staff recorded the holder's payment of its invoice. */
  @Property({ type: 'date', nullable: true }) paidOn: string | null = null;
  /** Set when a termination stopped it before it was issued. */
  @Property({ type: 'timestamptz', nullable: true }) cancelledAt: Date | null = null;
  /**
   * The metered electricity its invoice billed: the consumption from this meter reading (the
   * contract's first or the last one billed before) to `meterToReadingId`. Both unique (see the
   * migration), so no stretch between two readings is billed twice. Plain ids of `meter_readings`
   * (the electricity module's table), so the entity files import no cycle.
   */
  @Property({ type: 'uuid', nullable: true, unique: 'seasonal_instalments_meter_from_unique' })
  meterFromReadingId: string | null = null;
  @Property({ type: 'uuid', nullable: true, unique: 'seasonal_instalments_meter_to_unique' })
  meterToReadingId: string | null = null;
  /**
   * `fee`: an instalment of the season fee. `closing`: the electricity read after the last
   * instalment, invoiced once the contract has ended (amount 0, sequence after the fee's
   * instalments; one per contract unless reversed — migration `seasonal_gaps`).
   */
  @Property({ type: 'text' }) kind: SeasonalInstalmentKind = 'fee';
  /** When its invoice was reversed by a storno invoice (the storno is the invoices module's). */
  @Property({ type: 'timestamptz', nullable: true }) reversedAt: Date | null = null;
  /** What the holder had paid on the reversed invoice and is owed back (0: nothing owed). */
  @Property({ type: 'integer' }) refundDueCents: number = 0;
  /** When staff paid the refund out, how, with which reference, and who. */
  @Property({ type: 'date', nullable: true }) refundedOn: string | null = null;
  @Property({ type: 'text', nullable: true }) refundMethod: SeasonalRefundMethod | null = null;
  @Property({ type: 'text', nullable: true }) refundReference: string | null = null;
  @Property({ type: 'text', nullable: true }) refundedBy: string | null = null;
}

export const SEASONAL_INSTALMENT_KINDS = ['fee', 'closing'] as const;
export type SeasonalInstalmentKind = (typeof SEASONAL_INSTALMENT_KINDS)[number];
/** How a reversed instalment's refund was paid out (a card refund does not exist here). */
export const SEASONAL_REFUND_METHODS = ['bank_transfer', 'cash'] as const;
export type SeasonalRefundMethod = (typeof SEASONAL_REFUND_METHODS)[number];
