import { Check, Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** One list of short texts per site language. */
export interface LocalisedList {
  de: string[];
  en: string[];
}

/**
 * The campsite operator's data, one row. Public fields feed the site footer, the legal notice and
 * invoices (Austrian invoices need UID and company register data).
 */
@Entity({ tableName: 'company_settings' })
@Check({ name: 'company_settings_single_row', expression: 'id = 1' })
export class CompanySettings {
  [OptionalProps]?: 'id' | 'updatedAt';

  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id: number = 1;

  @Property({ type: 'text' }) companyName!: string;
  @Property({ type: 'text' }) legalName!: string;
  @Property({ type: 'text' }) address!: string;
  @Property({ type: 'text' }) postalCode!: string;
  @Property({ type: 'text' }) city!: string;
  @Property({ type: 'text' }) country!: string;
  @Property({ type: 'text' }) phone!: string;
  @Property({ type: 'text' }) emergencyPhone!: string;
  @Property({ type: 'text' }) email!: string;
  @Property({ type: 'text' }) website!: string;
  /** Austrian VAT id (UID), e.g. ATU12345675. */
  @Property({ type: 'text' }) uid!: string;
  /** Firmenbuchnummer, e.g. FN 123456a. */
  @Property({ type: 'text' }) companyRegister!: string;
  @Property({ type: 'text' }) registerCourt!: string;
  /** The seller's bank account, printed on invoices and in the bank-transfer payment request (EPC QR). */
  @Property({ type: 'text', nullable: true }) iban?: string | null;
  @Property({ type: 'text', nullable: true }) bic?: string | null;
  @Property({ type: 'text', nullable: true }) bankName?: string | null;
  /** Name on the account (the EPC QR's beneficiary); the legal name when empty. */
  @Property({ type: 'text', nullable: true }) accountHolder?: string | null;
  @Property({ type: 'double' }) latitude!: number;
  @Property({ type: 'double' }) longitude!: number;
  @Property({ type: 'text' }) timezone: string = 'Europe/Vienna';
  /** Local times as HH:MM. */
  @Property({ type: 'text' }) checkInTime: string = '14:00';
  @Property({ type: 'text' }) checkOutTime: string = '11:00';
  @Property({ type: 'text' }) receptionOpens: string = '08:00';
  @Property({ type: 'text' }) receptionCloses: string = '20:00';
  @Property({ type: 'text' }) quietHoursStart: string = '22:00';
  @Property({ type: 'text' }) quietHoursEnd: string = '07:00';
  /** A route planner link for the landing page's location section; an OpenStreetMap route when empty. */
  @Property({ type: 'text', nullable: true }) mapsUrl?: string | null;
  /** Nearby attractions and how to get here, per language; the shipped texts while never edited. */
  @Property({ type: 'jsonb', nullable: true }) attractions?: LocalisedList | null;
  @Property({ type: 'jsonb', nullable: true }) accessInfo?: LocalisedList | null;
  @Property({ type: 'text', nullable: true }) logoLight?: string | null;
  @Property({ type: 'text', nullable: true }) logoDark?: string | null;

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
