import type { Language } from 'src/contract/constants';
import {
  Check,
  Entity,
  ManyToOne,
  OneToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Booking } from 'src/modules/bookings/booking.entity';
import type { RegistrationSource, Sex } from './dto/registration.dto';

/**
 * A booking's registration sheet (Meldeschein, Meldegesetz §5): one per booking, with a sequential
 * number handed out when it is first stored. A trigger refuses any change of the number or the
 * booking, and any DELETE outside the retention job's transaction (see the migration).
 */
@Entity({ tableName: 'guest_registrations' })
@Check({ name: 'guest_registrations_sheet_positive', expression: 'sheet_number > 0' })
@Check({
  name: 'guest_registrations_signature_png',
  expression: `octet_length("signature_png") between 8 and 204800 and substring("signature_png" from 1 for 8) = '\\x89504e470d0a1a0a'::bytea`,
})
@Check({
  name: 'guest_registrations_source',
  expression: `("source" = 'guest' and "entered_by" is null) or ("source" = 'desk' and "entered_by" is not null)`,
})
export class GuestRegistration {
  [OptionalProps]?: 'id' | 'createdAt' | 'updatedAt' | 'source' | 'enteredBy';

  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'integer', unique: true }) sheetNumber!: number;
  @OneToOne(() => Booking, { owner: true, unique: true, deleteRule: 'restrict' }) booking!: Booking;
  /** PNG of the signature drawn on the guest's screen (size-capped by the API and by a check). */
  @Property({ type: 'blob', lazy: true }) signaturePng!: Buffer;
  @Property({ type: 'text' }) language!: Language;
  /** Who entered the current version: the guest online, or staff at the front desk. */
  @Property({ type: 'text', default: 'guest' }) source: RegistrationSource = 'guest';
  /** The staff member's email when entered at the desk (audit); null when the guest did it online. */
  @Property({ type: 'text', nullable: true }) enteredBy?: string | null = null;
  @Property({ type: 'timestamptz' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz' }) updatedAt: Date = new Date();
}

/**
 * One person of the party. Name and nationality are plain (staff search and the arrivals list need
 * them); date of birth, home address and the travel document's number are AES-256-GCM ciphertexts
 * under REGISTRATION_KEY (`v1.<iv>.<tag>.<data>`, base64), unreadable in the database without it.
 */
@Entity({ tableName: 'guest_registration_persons' })
@Unique({ properties: ['registration', 'position'] })
@Check({
  name: 'guest_registration_persons_sex',
  expression: `"sex" is null or "sex" in ('female', 'male', 'diverse', 'unspecified')`,
})
@Check({
  name: 'guest_registration_persons_document',
  expression: `("nationality" = 'AT') or ("document_type" is not null and "document_number_enc" is not null)`,
})
export class RegistrationPerson {
  [OptionalProps]?: 'id' | 'sex' | 'documentIssueEnc';

  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @ManyToOne(() => GuestRegistration, { deleteRule: 'cascade' }) registration!: GuestRegistration;
  /** 1 … party size, the order the guest entered them. */
  @Property({ type: 'smallint' }) position!: number;
  @Property({ type: 'text' }) firstName!: string;
  @Property({ type: 'text' }) lastName!: string;
  /** Sex as the Meldegesetz asks it; null on sheets stored before it was asked. */
  @Property({ type: 'text', nullable: true }) sex?: Sex | null;
  /** ISO 3166-1 alpha-2. */
  @Property({ type: 'text' }) nationality!: string;
  @Property({ type: 'text' }) birthDateEnc!: string;
  /** JSON `{street, postalCode, city, country}`, encrypted. */
  @Property({ type: 'text' }) addressEnc!: string;
  /** Foreign guests only (nationality ≠ AT). */
  @Property({ type: 'text', nullable: true }) documentType?: string | null;
  @Property({ type: 'text', nullable: true }) documentNumberEnc?: string | null;
  /** JSON `{issuedOn, authority}` of the travel document, encrypted (foreign guests). */
  @Property({ type: 'text', nullable: true }) documentIssueEnc?: string | null;
}

/** The last sheet number handed out: one row, raised in the transaction that inserts the sheet. */
@Entity({ tableName: 'registration_counter' })
@Check({ name: 'registration_counter_positive', expression: 'last_number > 0' })
export class RegistrationCounter {
  @PrimaryKey({ type: 'smallint', autoincrement: false }) id!: number;
  @Property({ type: 'integer' }) lastNumber!: number;
}

/** That the "please register" mail went out for a booking: the key lets it happen once, ever. */
@Entity({ tableName: 'registration_reminders' })
export class RegistrationReminder {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' }) bookingId!: string;
  @Property({ type: 'timestamptz' }) createdAt: Date = new Date();
}
