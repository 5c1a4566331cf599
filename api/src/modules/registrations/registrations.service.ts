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
  type PutRegistrationDto,
  type RegistrationDto,
  type RegistrationSource,
} from './dto/registration.dto';
import { personDto, type Address } from './registration-person';
import { renderRegistrationPdf } from './registration-pdf';
import { RegistrationCipher } from './registration-cipher';
import { GuestRegistration, RegistrationPerson } from './registration.entity';
import { nextSheetNumber } from './registrations.queries';

/** Submissions (PUT) per client address per window: a sheet is filled once or twice, not 20 times. */
export const REGISTRATION_RATE_MAX = 20;
export const REGISTRATION_RATE_WINDOW_SECONDS = 600;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Online guest registration (Meldeschein): the guest fills in every person of the party and signs;
 * the sheet gets the next number of a gap-free counter in the same transaction, and the personal
 * fields are stored encrypted (RegistrationCipher). Staff read it decrypted and print it as a PDF.
 * One booking's sheet only: the register across bookings is GuestRegisterService, the sheets'
 * retention RegistrationRetention, and the SQL lives in registrations.queries.ts.
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
          sheetNumber: await nextSheetNumber(em),
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
    const persons = rows.map((p) => personDto(this.cipher, p, b.id));
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
}
