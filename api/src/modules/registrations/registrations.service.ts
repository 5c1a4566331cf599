import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { FieldsException } from 'src/common/http/validation';
import { AbuseLog } from 'src/common/rate-limit/abuse-log';
import { RateLimiter } from 'src/common/rate-limit/rate-limiter';
import { BookingRecords, type BookingRecord } from 'src/modules/bookings/booking-records.service';
import type { PublicClient } from 'src/modules/bookings/hold-limits.service';
import { SettingsService } from 'src/modules/settings/settings.service';
import {
  SIGNATURE_MAX_BYTES,
  type DocumentType,
  type PutRegistrationDto,
  type RegisterDto,
  type RegistrationDto,
  type RegistrationPersonDto,
  type RegistrationSource,
  type RegistrationStatusDto,
} from './dto/registration.dto';
import { renderRegistrationPdf } from './registration-pdf';
import { RegistrationCipher } from './registration-cipher';
import { GuestRegistration, RegistrationPerson } from './registration.entity';

/** Submissions (PUT) per client address per window: a sheet is filled once or twice, not 20 times. */
export const REGISTRATION_RATE_MAX = 20;
export const REGISTRATION_RATE_WINDOW_SECONDS = 600;
/** Meldegesetz: sheets are kept for seven years after the stay, then erased by the retention job. */
export const RETENTION_YEARS = 7;

/** Longest period one register request covers: a year (the inspection asks for a stretch of dates). */
export const REGISTER_MAX_DAYS = 366;

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Address {
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

/**
 * Online guest registration (Meldeschein): the guest fills in every person of the party and signs;
 * the sheet gets the next number of a gap-free counter in the same transaction, and the personal
 * fields are stored encrypted (RegistrationCipher). Staff read it decrypted and print it as a PDF.
 */
@Injectable()
export class RegistrationsService {
  private readonly logger = new Logger(RegistrationsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly bookings: BookingRecords,
    private readonly cipher: RegistrationCipher,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    private readonly abuse: AbuseLog,
    private readonly settings: SettingsService,
  ) {}

  async guestView(bookingId: string, token: string | undefined): Promise<RegistrationDto> {
    const b = await this.bookings.forGuest(bookingId, token);
    return this.view(this.em.fork(), b, false);
  }

  async staffView(bookingId: string): Promise<RegistrationDto> {
    const b = await this.bookings.withPitch(bookingId);
    if (!b) throw new AppException(HttpStatus.NOT_FOUND, 'booking.notFound');
    return this.view(this.em.fork(), b, true);
  }

  /** Stores (or corrects, keeping its number) the sheet of a booking, as its guest. */
  async submit(
    bookingId: string,
    token: string | undefined,
    dto: PutRegistrationDto,
    client: PublicClient,
  ): Promise<RegistrationDto> {
    const rate = await this.limiter.hit(
      `registration:${client.address}`,
      REGISTRATION_RATE_MAX,
      REGISTRATION_RATE_WINDOW_SECONDS,
    );
    if (!rate.allowed) {
      this.abuse.blocked('registration_rate', {
        route: 'PUT /api/bookings/:id/registration',
        client: client.address,
      });
      throw new AppException(
        HttpStatus.TOO_MANY_REQUESTS,
        'booking.tooManyRequests',
        {},
        { retryAfter: rate.retryAfterSeconds },
      );
    }
    const booking = await this.bookings.forGuest(bookingId, token);
    return this.store(booking, dto, { source: 'guest', enteredBy: null });
  }

  /**
   * Staff enter or complete the sheet at the front desk for a guest who did not register online:
   * the same DTO, checks and storage as the guest's form, recorded with the staff member's email.
   */
  async submitAtDesk(
    bookingId: string,
    dto: PutRegistrationDto,
    staffEmail: string,
  ): Promise<RegistrationDto> {
    const booking = await this.bookings.withPitch(bookingId);
    if (!booking) throw new AppException(HttpStatus.NOT_FOUND, 'booking.notFound');
    return this.store(booking, dto, { source: 'desk', enteredBy: staffEmail }, true);
  }

  /** The one way a sheet is stored, online or at the desk: checks, then the sheet in one transaction. */
  private async store(
    booking: BookingRecord,
    dto: PutRegistrationDto,
    by: { source: RegistrationSource; enteredBy: string | null },
    staff = false,
  ): Promise<RegistrationDto> {
    const partySize = booking.adults + booking.children;
    const problems: FieldsException['problems'] = {};
    if (dto.persons.length > partySize)
      problems.persons = { key: 'registration.tooManyPersons', params: { partySize } };
    const today = this.clock.today();
    dto.persons.forEach((p, i) => {
      if (p.birthDate >= today || p.birthDate < '1900-01-01')
        problems[`persons.${i}.birthDate`] = { key: 'registration.birthDate' };
      if (p.documentIssuedOn && (p.documentIssuedOn > today || p.documentIssuedOn < '1900-01-01'))
        problems[`persons.${i}.documentIssuedOn`] = { key: 'registration.documentIssuedOn' };
    });
    const signature = Buffer.from(dto.signature.slice(dto.signature.indexOf(',') + 1), 'base64');
    if (signature.length > SIGNATURE_MAX_BYTES)
      problems.signature = { key: 'registration.signatureTooLarge' };
    else if (signature.length < 64 || !signature.subarray(0, 8).equals(PNG_MAGIC))
      problems.signature = { key: 'registration.signatureInvalid' };
    if (Object.keys(problems).length > 0) throw new FieldsException(problems);

    return this.em.fork().transactional(async (em) => {
      const b = await this.bookings.lockWithPitch(em, booking.id);
      if (!b || !this.editable(b))
        throw new AppException(HttpStatus.CONFLICT, 'registration.notOpen');
      let sheet = await em.findOne(GuestRegistration, { booking: b.id });
      if (!sheet) {
        sheet = em.create(GuestRegistration, {
          sheetNumber: await this.nextSheetNumber(em),
          booking: b,
          signaturePng: signature,
          language: b.language,
          source: by.source,
          enteredBy: by.enteredBy,
          createdAt: this.clock.now(),
          updatedAt: this.clock.now(),
        });
      } else {
        sheet.signaturePng = signature;
        sheet.source = by.source;
        sheet.enteredBy = by.enteredBy;
        sheet.updatedAt = this.clock.now();
        await em.nativeDelete(RegistrationPerson, { registration: sheet.id });
      }
      dto.persons.forEach((p, i) => {
        const foreign = p.nationality !== 'AT';
        const address: Address = {
          street: p.street,
          postalCode: p.postalCode,
          city: p.city,
          country: p.country,
        };
        em.create(RegistrationPerson, {
          registration: sheet,
          position: i + 1,
          firstName: p.firstName,
          lastName: p.lastName,
          sex: p.sex,
          nationality: p.nationality,
          birthDateEnc: this.cipher.encrypt(p.birthDate, b.id),
          addressEnc: this.cipher.encrypt(JSON.stringify(address), b.id),
          documentType: foreign || p.documentType ? (p.documentType ?? null) : null,
          documentNumberEnc:
            (foreign || p.documentNumber) && p.documentNumber
              ? this.cipher.encrypt(p.documentNumber.toUpperCase(), b.id)
              : null,
          documentIssueEnc:
            p.documentIssuedOn && p.documentAuthority
              ? this.cipher.encrypt(
                  JSON.stringify({ issuedOn: p.documentIssuedOn, authority: p.documentAuthority }),
                  b.id,
                )
              : null,
        });
      });
      await em.flush();
      this.logger.log(
        by.source === 'desk'
          ? `Registration sheet ${sheet.sheetNumber} entered at the desk by ${by.enteredBy} for booking ${b.number}`
          : `Registration sheet ${sheet.sheetNumber} stored for booking ${b.number}`,
      );
      return this.view(em, b, staff);
    });
  }

  /** The printable sheet (German, the form the authorities read), for staff. */
  async pdf(bookingId: string): Promise<{ filename: string; content: Buffer }> {
    const b = await this.bookings.withPitch(bookingId);
    if (!b) throw new AppException(HttpStatus.NOT_FOUND, 'booking.notFound');
    const em = this.em.fork();
    const sheet = await em.findOne(
      GuestRegistration,
      { booking: b.id },
      { populate: ['signaturePng'] },
    );
    if (!sheet) throw new AppException(HttpStatus.NOT_FOUND, 'registration.notFound');
    const view = await this.view(em, b, false);
    const company = await this.settings.get();
    const content = await renderRegistrationPdf({
      company: {
        name: company.companyName,
        address: `${company.address}, ${company.postalCode} ${company.city}`,
      },
      sheetNumber: sheet.sheetNumber,
      bookingNumber: b.number,
      pitch: b.pitch.code,
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      partySize: view.partySize,
      submittedAt: sheet.updatedAt,
      enteredBy: sheet.source === 'desk' ? (sheet.enteredBy ?? null) : null,
      persons: view.persons,
      signaturePng: sheet.signaturePng,
    });
    return { filename: `Meldeschein-${sheet.sheetNumber}-${b.number}.pdf`, content };
  }

  /**
   * The guest register (Gästeverzeichnis) of a period: every stored sheet whose stay arrives from
   * `from` to `to`, decrypted, by arrival and sheet number; and the confirmed stays arriving then
   * whose party is not fully registered yet, for the desk to complete.
   */
  async register(from: string, to: string): Promise<RegisterDto> {
    const problems: FieldsException['problems'] = {};
    if (to < from) problems.to = { key: 'registration.periodOrder' };
    else if (daysBetween(from, to) > REGISTER_MAX_DAYS)
      problems.to = { key: 'registration.periodTooLong', params: { days: REGISTER_MAX_DAYS } };
    if (Object.keys(problems).length > 0) throw new FieldsException(problems);

    const em = this.em.fork();
    const conn = em.getConnection();
    const sheets = await conn.execute<
      Array<{
        id: string;
        sheet_number: number;
        booking_id: string;
        number: string;
        pitch: string;
        check_in: string;
        check_out: string;
        party: number;
        source: RegistrationSource;
        entered_by: string | null;
        updated_at: Date;
      }>
    >(
      `select r.id, r.sheet_number, b.id as booking_id, b.number, p.code as pitch,
              to_char(b.check_in, 'YYYY-MM-DD') as check_in,
              to_char(b.check_out, 'YYYY-MM-DD') as check_out,
              (b.adults + b.children)::int as party, r.source, r.entered_by, r.updated_at
         from guest_registrations r
         join bookings b on b.id = r.booking_id
         join pitches p on p.id = b.pitch_id
        where b.check_in between ?::date and ?::date
        order by b.check_in, r.sheet_number`,
      [from, to],
    );
    const persons = sheets.length
      ? await em.find(
          RegistrationPerson,
          { registration: { $in: sheets.map((r) => r.id) } },
          { orderBy: { position: 'asc' } },
        )
      : [];
    const bySheet = new Map<string, RegistrationPersonDto[]>();
    for (const p of persons) {
      const sheet = sheets.find((r) => r.id === p.registration.id)!;
      const list = bySheet.get(sheet.id) ?? [];
      list.push(this.person(p, sheet.booking_id));
      bySheet.set(sheet.id, list);
    }
    const missing = await conn.execute<
      Array<{
        booking_id: string;
        number: string;
        guest: string;
        pitch: string;
        check_in: string;
        check_out: string;
        party: number;
        registered: number;
      }>
    >(
      `select b.id as booking_id, b.number, trim(b.first_name || ' ' || b.last_name) as guest,
              p.code as pitch, to_char(b.check_in, 'YYYY-MM-DD') as check_in,
              to_char(b.check_out, 'YYYY-MM-DD') as check_out,
              (b.adults + b.children)::int as party,
              (select count(*) from guest_registration_persons x
                 join guest_registrations r on r.id = x.registration_id
                where r.booking_id = b.id)::int as registered
         from bookings b join pitches p on p.id = b.pitch_id
        where b.status = 'confirmed' and b.check_in between ?::date and ?::date
          and (select count(*) from guest_registration_persons x
                 join guest_registrations r on r.id = x.registration_id
                where r.booking_id = b.id) < b.adults + b.children
        order by b.check_in, b.number`,
      [from, to],
    );
    return {
      from,
      to,
      sheets: sheets.map((r) => ({
        sheetNumber: r.sheet_number,
        bookingId: r.booking_id,
        bookingNumber: r.number,
        pitch: r.pitch,
        checkIn: r.check_in,
        checkOut: r.check_out,
        partySize: r.party,
        source: r.source,
        enteredBy: r.entered_by,
        submittedAt: new Date(r.updated_at).toISOString(),
        persons: bySheet.get(r.id) ?? [],
      })),
      missing: missing.map((m) => ({
        bookingId: m.booking_id,
        bookingNumber: m.number,
        guestName: m.guest,
        pitch: m.pitch,
        checkIn: m.check_in,
        checkOut: m.check_out,
        partySize: m.party,
        registered: m.registered,
      })),
    };
  }

  /** Registered persons and party size per booking, for lists (the arrivals list). */
  async statusFor(bookingIds: string[]): Promise<Map<string, RegistrationStatusDto>> {
    const result = new Map<string, RegistrationStatusDto>();
    if (bookingIds.length === 0) return result;
    const rows = await this.em
      .getConnection()
      .execute<Array<{ booking_id: string; party: number; registered: number; signed: boolean }>>(
        `select b.id as booking_id, (b.adults + b.children)::int as party,
              (select count(*) from guest_registration_persons p where p.registration_id = r.id)::int as registered,
              r.id is not null as signed
         from bookings b left join guest_registrations r on r.booking_id = b.id
        where b.id in (${bookingIds.map(() => '?').join(',')})`,
        bookingIds,
      );
    for (const r of rows)
      result.set(r.booking_id, {
        bookingId: r.booking_id,
        partySize: r.party,
        registered: r.registered,
        complete: r.signed && r.registered >= r.party,
      });
    return result;
  }

  /**
   * Confirmed bookings with an email arriving within `days` days whose sheet is not complete and
   * who were not asked yet, for the worker's "please register" mail.
   */
  async incompleteArriving(days: number, limit = 500): Promise<string[]> {
    const today = this.clock.today();
    const rows = await this.em.getConnection().execute<Array<{ id: string }>>(
      `select b.id from bookings b
         left join guest_registrations r on r.booking_id = b.id
        where b.status = 'confirmed' and b.email is not null
          and b.check_in > ?::date and b.check_in <= ?::date + ?::int
          and not exists (select 1 from registration_reminders m where m.booking_id = b.id)
          and (r.id is null or (select count(*) from guest_registration_persons p
                                 where p.registration_id = r.id) < b.adults + b.children)
        order by b.check_in limit ?`,
      [today, today, days, limit],
    );
    return rows.map((r) => r.id);
  }

  /** Sheets kept for Meldegesetz purposes (GDPR erase leaves them), by booking. */
  async countKept(em: EntityManager, bookingIds: string[]): Promise<number> {
    if (bookingIds.length === 0) return 0;
    const [row] = await em
      .getConnection()
      .execute<{ n: string }[]>(
        `select count(*) as n from guest_registrations where booking_id in (${bookingIds.map(() => '?').join(',')})`,
        bookingIds,
        'all',
        em.getTransactionContext(),
      );
    return Number(row.n);
  }

  /**
   * The retention job's part: sheets whose stay ended more than seven years ago are deleted. The
   * trigger refuses any other DELETE, so the flag is set for this transaction only.
   */
  async purgeExpired(): Promise<number> {
    return this.em.fork().transactional(async (em) => {
      const conn = em.getConnection();
      const ctx = em.getTransactionContext();
      await conn.execute(
        `select set_config('alpencamp.registration_retention', 'on', true)`,
        [],
        'all',
        ctx,
      );
      const rows = await conn.execute<{ id: string }[]>(
        `delete from guest_registrations r using bookings b
          where b.id = r.booking_id
            and b.check_out < (current_date - make_interval(years => ?))::date
        returning r.id`,
        [RETENTION_YEARS],
        'all',
        ctx,
      );
      if (rows.length) this.logger.log(`Retention: erased ${rows.length} registration sheet(s)`);
      return rows.length;
    });
  }

  private editable(b: BookingRecord): boolean {
    return b.status === 'confirmed' && this.clock.today() <= b.checkOut;
  }

  private async view(
    em: EntityManager,
    b: BookingRecord,
    staff: boolean,
  ): Promise<RegistrationDto> {
    const sheet = await em.findOne(
      GuestRegistration,
      { booking: b.id },
      staff ? { populate: ['signaturePng'] } : {},
    );
    const rows = sheet
      ? await em.find(
          RegistrationPerson,
          { registration: sheet.id },
          { orderBy: { position: 'asc' } },
        )
      : [];
    const persons = rows.map((p) => this.person(p, b.id));
    const partySize = b.adults + b.children;
    return {
      bookingId: b.id,
      bookingNumber: b.number,
      partySize,
      registered: persons.length,
      complete: !!sheet && persons.length >= partySize,
      sheetNumber: sheet?.sheetNumber ?? null,
      submittedAt: sheet ? sheet.updatedAt.toISOString() : null,
      editable: this.editable(b),
      persons,
      signature:
        staff && sheet ? `data:image/png;base64,${sheet.signaturePng.toString('base64')}` : null,
      source: sheet?.source ?? null,
      enteredBy: staff ? (sheet?.enteredBy ?? null) : null,
    };
  }

  private person(p: RegistrationPerson, bookingId: string): RegistrationPersonDto {
    const address = JSON.parse(this.cipher.decrypt(p.addressEnc, bookingId)) as Address;
    const issue = p.documentIssueEnc
      ? (JSON.parse(this.cipher.decrypt(p.documentIssueEnc, bookingId)) as {
          issuedOn: string;
          authority: string;
        })
      : null;
    return {
      position: p.position,
      firstName: p.firstName,
      lastName: p.lastName,
      sex: p.sex ?? null,
      birthDate: this.cipher.decrypt(p.birthDateEnc, bookingId),
      nationality: p.nationality,
      ...address,
      documentType: (p.documentType as DocumentType | null) ?? null,
      documentNumber: p.documentNumberEnc
        ? this.cipher.decrypt(p.documentNumberEnc, bookingId)
        : null,
      documentIssuedOn: issue?.issuedOn ?? null,
      documentAuthority: issue?.authority ?? null,
    };
  }

  /** The next sheet number: the counter row is raised in the caller's transaction (no gaps). */
  private async nextSheetNumber(em: EntityManager): Promise<number> {
    const rows = await em.getConnection().execute<{ last_number: number }[]>(
      `insert into registration_counter (id, last_number) values (1, 1)
       on conflict (id) do update set last_number = registration_counter.last_number + 1
       returning last_number`,
      [],
      'all',
      em.getTransactionContext(),
    );
    return rows[0].last_number;
  }
}
