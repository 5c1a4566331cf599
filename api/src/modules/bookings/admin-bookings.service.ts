import type { Language } from 'src/contract/constants';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { findList, type ListResult, type ListSpec } from 'src/common/list/list-query';
import { LedgerService, type PaymentSummary } from 'src/modules/payments/ledger.service';
import { nightCount } from 'src/modules/pricing/quote';
import { BOOKING_STATUSES, Booking, CHANNELS, PAYMENT_STATUSES } from './booking.entity';
import { awaitsEmailConfirmation } from './booking-view';
import { BookingRecords } from './booking-records.service';

export const BOOKING_LIST: ListSpec = {
  resource: 'bookings',
  sortable: {
    id: 'id',
    number: 'number',
    checkIn: 'checkIn',
    checkOut: 'checkOut',
    createdAt: 'createdAt',
    status: 'status',
    paymentStatus: 'paymentStatus',
    lastName: 'lastName',
    totalCents: 'totalCents',
  },
  filters: {
    q: { kind: 'search', columns: ['number', 'firstName', 'lastName', 'email', 'phone'] },
    status: { kind: 'enum', values: BOOKING_STATUSES },
    paymentStatus: { kind: 'enum', values: PAYMENT_STATUSES },
    channel: { kind: 'enum', values: CHANNELS },
    pitchId: { kind: 'eq', type: 'uuid', column: 'pitch' },
    categoryId: { kind: 'eq', type: 'uuid', column: 'category' },
    email: { kind: 'eq', type: 'string' },
    checkInFrom: { kind: 'gte', type: 'date', column: 'checkIn' },
    checkInTo: { kind: 'lte', type: 'date', column: 'checkIn' },
    // Stays touching a period: from/to as on a calendar page.
    from: { kind: 'custom', type: 'date', build: (d: string) => ({ checkOut: { $gt: d } }) },
    to: { kind: 'custom', type: 'date', build: (d: string) => ({ checkIn: { $lt: d } }) },
  },
  defaultSort: ['checkIn', 'DESC'],
};

/** Longest period a date filter pair of the list may span (a calendar page or a report, not decades). */
export const LIST_RANGE_MAX_DAYS = 1096;
const DATE_PAIRS = [
  ['from', 'to'],
  ['checkInFrom', 'checkInTo'],
] as const;

/** Refuses a list whose date filters span more than LIST_RANGE_MAX_DAYS; the list parser checks the rest. */
function assertListRange(query: Record<string, unknown>): void {
  let filter: unknown;
  try {
    filter = typeof query.filter === 'string' ? JSON.parse(query.filter) : undefined;
  } catch {
    return;
  }
  if (!filter || typeof filter !== 'object') return;
  const f = filter as Record<string, unknown>;
  const isDate = (v: unknown): v is string =>
    typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));
  for (const [a, b] of DATE_PAIRS) {
    const from = f[a];
    const to = f[b];
    if (isDate(from) && isDate(to) && nightCount(from, to) > LIST_RANGE_MAX_DAYS)
      throw new AppException(HttpStatus.BAD_REQUEST, 'booking.rangeTooLong', {
        days: LIST_RANGE_MAX_DAYS,
      });
  }
}

export interface AdminBookingRecord {
  id: string;
  number: string;
  status: Booking['status'];
  paymentStatus: Booking['paymentStatus'];
  paymentMethod: NonNullable<Booking['paymentMethod']> | null;
  channel: Booking['channel'];
  pitchId: string;
  pitchCode: string;
  categoryId: string;
  categorySlug: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  adults: number;
  children: number;
  extras: Booking['extras'];
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
  uid: string | null;
  language: Language;
  notes: string;
  /** Normalised number plates of the vehicles. */
  plates: string[];
  quote: Booking['quote'];
  totalCents: number;
  holdExpiresAt: Date | null;
  /** Pending until the guest follows the link in the verification mail (or staff confirm it). */
  awaitingEmailConfirmation: boolean;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  cancellationReason: string | null;
  cancellationFeeCents: number;
  creditKept: boolean;
  /** The ledger summary (what is owed, paid, refunded, due, to pay out, credit). */
  money: PaymentSummary;
  depositCents: number;
  balanceDueDate: string | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const toAdminRecord = (
  b: Booking,
  plates: string[],
  money: PaymentSummary,
): AdminBookingRecord => ({
  id: b.id,
  number: b.number,
  status: b.status,
  paymentStatus: b.paymentStatus,
  paymentMethod: b.paymentMethod ?? null,
  channel: b.channel,
  pitchId: b.pitch.id,
  pitchCode: b.pitch.code,
  categoryId: b.category.id,
  categorySlug: b.category.slug,
  checkIn: b.checkIn,
  checkOut: b.checkOut,
  nights: b.quote.nights,
  adults: b.adults,
  children: b.children,
  extras: b.extras,
  firstName: b.firstName,
  lastName: b.lastName,
  email: b.email ?? null,
  phone: b.phone ?? null,
  street: b.street ?? null,
  postalCode: b.postalCode ?? null,
  city: b.city ?? null,
  country: b.country ?? null,
  uid: b.uid ?? null,
  language: b.language,
  notes: b.notes,
  plates,
  quote: b.quote,
  totalCents: b.totalCents,
  holdExpiresAt: b.holdExpiresAt ?? null,
  awaitingEmailConfirmation: awaitsEmailConfirmation(b),
  confirmedAt: b.confirmedAt ?? null,
  cancelledAt: b.cancelledAt ?? null,
  cancellationReason: b.cancellationReason ?? null,
  cancellationFeeCents: b.cancellationFeeCents,
  creditKept: b.creditKept,
  money,
  depositCents: b.depositCents,
  balanceDueDate: b.balanceDueDate ?? null,
  createdBy: b.createdBy ?? null,
  createdAt: b.createdAt,
  updatedAt: b.updatedAt,
});

/**
 * Bookings as staff see them: the console's list and one booking as its record (with plates and
 * the ledger's summary). The desk's actions are DeskBookings (new bookings, confirmation),
 * DeskStayChanges (edits that re-price) and DeskMoney (cancellation, no-show, refunds); each
 * answers with the record built here.
 */
@Injectable()
export class AdminBookingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly ledger: LedgerService,
    private readonly records: BookingRecords,
  ) {}

  /** The records of `bookings` (loaded with pitch and category): plates and money read in bulk. */
  async withPlates(
    bookings: Booking[],
    em: EntityManager = this.em.fork(),
  ): Promise<AdminBookingRecord[]> {
    const plates = await this.records.platesOf(
      bookings.map((b) => b.id),
      em,
    );
    const money = await this.ledger.summaries(em, bookings);
    return bookings.map((b) => toAdminRecord(b, plates.get(b.id) ?? [], money.get(b.id)!));
  }

  async list(query: Record<string, unknown>): Promise<ListResult<AdminBookingRecord>> {
    assertListRange(query);
    const result = await findList(this.em, Booking, query, BOOKING_LIST, {
      populate: ['pitch', 'category'],
    });
    return { ...result, items: await this.withPlates(result.items) };
  }

  async get(id: string): Promise<AdminBookingRecord> {
    return (await this.withPlates([await this.find(this.em, id)]))[0];
  }

  /**
   * The price of a stay as the phone booking form shows it while staff type: the guest's quote
   * (same pricing code), and 409 `booking.pitchTaken` when the chosen pitch is not free for those
   * nights (a live hold or booking, or a block), so staff hear the refusal before saving.

  /** A booking with pitch and category for the desk's actions (404 when unknown). */
  async find(em: EntityManager, id: string, lockMode?: LockMode): Promise<Booking> {
    const b = await em.findOne(Booking, { id }, { populate: ['pitch', 'category'], lockMode });
    if (!b) throw new AppException(HttpStatus.NOT_FOUND, 'booking.notFound');
    return b;
  }
}
