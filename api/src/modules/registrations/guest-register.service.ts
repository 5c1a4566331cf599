import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { FieldsException } from 'src/common/http/validation';
import type {
  RegisterDto,
  RegistrationPersonDto,
  RegistrationStatusDto,
} from './dto/registration.dto';
import { personDto } from './registration-person';
import { RegistrationCipher } from './registration-cipher';
import { RegistrationPerson } from './registration.entity';
import {
  incompleteArriving,
  missingSheets,
  registerSheets,
  sheetStatus,
} from './registrations.queries';

/** Longest period one register request covers: a year (the inspection asks for a stretch of dates). */
export const REGISTER_MAX_DAYS = 366;

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * The sheets seen across bookings: the guest register of a period (Gästeverzeichnis), the
 * registration state of the desk's arrivals, and the bookings still to ask. Split from
 * RegistrationsService, which stores and shows one booking's sheet.
 */
@Injectable()
export class GuestRegisterService {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: RegistrationCipher,
    private readonly clock: Clock,
  ) {}

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
    const sheets = await registerSheets(em, from, to);
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
      list.push(personDto(this.cipher, p, sheet.booking_id));
      bySheet.set(sheet.id, list);
    }
    const missing = await missingSheets(em, from, to);
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
    const rows = await sheetStatus(this.em, bookingIds);
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
    const rows = await incompleteArriving(this.em, today, days, limit);
    return rows.map((r) => r.id);
  }
}
