import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeskStayDto } from './dto/front-desk.dto';

/**
 * Read-only SQL over bookings, pitches and access codes for the staff dashboards and the calendar.
 * These are reports: they never write, and they read the tables in one statement each instead of
 * loading entities, so a page costs a handful of queries whatever the size of the site.
 */

/** A booking that holds its pitch now: confirmed, or a hold whose time has not run out. */
export const LIVE = `(b.status = 'confirmed' or (b.status = 'pending' and (b.hold_expires_at is null or b.hold_expires_at > ?)))`;

const STAY_COLUMNS = `
  b.id, b.number, trim(b.first_name || ' ' || b.last_name) as guest_name, p.code as pitch_code,
  b.check_in::text as check_in, b.check_out::text as check_out,
  (b.check_out - b.check_in) as nights, b.adults, b.children, b.status, b.payment_status,
  b.channel, b.total_cents, b.hold_expires_at,
  exists (select 1 from access_codes a where a.booking_id = b.id and a.status <> 'revoked') as code_issued,
  (select a.code from access_codes a where a.booking_id = b.id and a.status = 'active' limit 1) as gate_code`;

interface StayRow {
  id: string;
  number: string;
  guest_name: string;
  pitch_code: string;
  check_in: string;
  check_out: string;
  nights: number;
  adults: number;
  children: number;
  status: DeskStayDto['status'];
  payment_status: DeskStayDto['paymentStatus'];
  channel: DeskStayDto['channel'];
  total_cents: number;
  hold_expires_at: Date | null;
  code_issued: boolean;
  gate_code: string | null;
}

const toStay = (r: StayRow): DeskStayDto => ({
  id: r.id,
  number: r.number,
  guestName: r.guest_name,
  pitchCode: r.pitch_code,
  checkIn: r.check_in,
  checkOut: r.check_out,
  nights: Number(r.nights),
  adults: Number(r.adults),
  children: Number(r.children),
  status: r.status,
  paymentStatus: r.payment_status,
  channel: r.channel,
  totalCents: Number(r.total_cents),
  codeIssued: r.code_issued,
  gateCode: r.gate_code,
  holdExpiresAt: r.hold_expires_at ? new Date(r.hold_expires_at).toISOString() : null,
});

/** Stays matching `where` (SQL over `b` bookings and `p` pitches, `?` placeholders). */
export async function findStays(
  em: EntityManager,
  where: string,
  params: unknown[],
  orderBy: string,
  limit = 500,
): Promise<DeskStayDto[]> {
  const rows = await em
    .getConnection()
    .execute<StayRow[]>(
      `select ${STAY_COLUMNS} from bookings b join pitches p on p.id = b.pitch_id where ${where} order by ${orderBy} limit ${Number(limit)}`,
      params,
    );
  return rows.map(toStay);
}

/** The date `days` after a YYYY-MM-DD date. */
export function plusDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
