import { LockMode, raw } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { isExclusionViolation } from 'src/common/db/writes';
import { AppException } from 'src/common/http/app-exception';
import { mailboxKey } from 'src/common/mailbox-key';
import { findList, type ListResult, type ListSpec } from 'src/common/list/list-query';
import { AccessCodesService } from 'src/modules/access-codes/access-codes.service';
import { CatalogService } from 'src/modules/catalog/catalog.service';
import { LedgerService, type PaymentSummary } from 'src/modules/payments/ledger.service';
import type { RefundChoice } from 'src/contract/constants';
import { PricingService } from 'src/modules/pricing/pricing.service';
import { nightCount } from 'src/modules/pricing/quote';
import { BOOKING_STATUSES, Booking, CHANNELS, PAYMENT_STATUSES } from './booking.entity';
import { awaitsEmailConfirmation } from './booking-view';
import { BookingRecords } from './booking-records.service';
import { normalisePlates } from './plates';
import { BookingsService } from './bookings.service';
import type { AdminCreateBookingDto, AdminUpdateBookingDto } from './dto/admin-booking.dto';

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
  language: 'de' | 'en';
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

const STAY_FIELDS = ['pitchId', 'checkIn', 'checkOut', 'adults', 'children', 'extras'] as const;

/** Bookings as staff manage them: list, phone bookings, edits that re-price, cancellation. */
@Injectable()
export class AdminBookingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly bookings: BookingsService,
    private readonly catalog: CatalogService,
    private readonly pricing: PricingService,
    private readonly accessCodes: AccessCodesService,
    private readonly ledger: LedgerService,
    private readonly records: BookingRecords,
  ) {}

  private async withPlates(
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

  async create(dto: AdminCreateBookingDto, staffEmail: string): Promise<AdminBookingRecord> {
    const { confirmDuplicate, channel, paymentMethod, ...input } = dto;
    if (!confirmDuplicate) await this.assertNoNearDuplicate(this.em, input);
    const created = await this.bookings.create(input, {
      lang: input.language ?? 'de',
      channel: channel ?? 'phone',
      confirmNow: true,
      paymentMethod: paymentMethod ?? 'on_arrival',
      consentAt: null,
      createdBy: staffEmail,
    });
    return this.get(created.id);
  }

  /** Changes what the PUT names; a changed stay is priced again and re-checked against every other booking. */
  async update(
    id: string,
    dto: AdminUpdateBookingDto,
    staffEmail: string | null = null,
  ): Promise<AdminBookingRecord> {
    try {
      const b = await this.em.fork().transactional(async (em) => {
        const b = await this.find(em, id, LockMode.PESSIMISTIC_WRITE);
        // The edit form sends the whole record back: only a changed status is a request.
        const statusRequested =
          dto.paymentStatus !== undefined && dto.paymentStatus !== b.paymentStatus
            ? dto.paymentStatus
            : undefined;
        if (statusRequested && statusRequested !== 'paid')
          throw new AppException(HttpStatus.BAD_REQUEST, 'payments.statusDerived');
        const stayChanged = STAY_FIELDS.some(
          (f) =>
            dto[f] !== undefined && JSON.stringify(dto[f]) !== JSON.stringify(this.current(b, f)),
        );
        if (stayChanged) {
          if (b.status === 'cancelled' || b.status === 'expired' || b.status === 'no_show')
            throw new AppException(HttpStatus.CONFLICT, 'booking.notPending');
          const pitch = await this.catalog.pitch(dto.pitchId ?? b.pitch.id, em);
          const next = {
            checkIn: dto.checkIn ?? b.checkIn,
            checkOut: dto.checkOut ?? b.checkOut,
            adults: dto.adults ?? b.adults,
            children: dto.children ?? b.children,
            extras: dto.extras ?? b.extras.map(({ code, quantity }) => ({ code, quantity })),
          };
          if (
            !dto.confirmDuplicate &&
            (next.checkIn !== b.checkIn || next.checkOut !== b.checkOut)
          ) {
            await this.assertNoNearDuplicate(
              em,
              {
                ...next,
                email: dto.email ?? b.email,
                firstName: b.firstName,
                lastName: b.lastName,
              },
              b.id,
            );
          }
          const { quote, extras } = await this.pricing.priceStay(
            {
              ...next,
              category: pitch.category,
              pitch,
              allowPastArrival: next.checkIn === b.checkIn,
            },
            em,
          );
          Object.assign(b, {
            ...next,
            pitch,
            category: pitch.category,
            extras,
            quote,
            totalCents: quote.totalCents,
          });
        }
        for (const key of [
          'firstName',
          'lastName',
          'email',
          'phone',
          'street',
          'postalCode',
          'city',
          'country',
          'uid',
          'language',
          'notes',
          'paymentMethod',
        ] as const) {
          if (dto[key] === undefined) continue;
          const value = typeof dto[key] === 'string' ? dto[key].trim() : dto[key];
          // Notes are never null (the column is NOT NULL); a cleared note is the empty text.
          (b as unknown as Record<string, unknown>)[key] =
            key === 'notes' ? (value ?? '') : value === '' ? null : value;
        }
        await em.flush();
        if (dto.plates !== undefined)
          await this.records.setPlates(em, b.id, normalisePlates(dto.plates) ?? []);
        if (stayChanged && b.status === 'confirmed') {
          // The old code must not open the gate for the new stay; a new one follows when due.
          await this.accessCodes.revokeForBooking(em, b.id, 'stay changed');
          await this.accessCodes.scheduleIssue(em, b);
        }
        // A new price changes what is still due, and with it the status.
        if (stayChanged) await this.ledger.refreshStatus(em, b.id);
        if (statusRequested === 'paid') await this.recordOutstanding(em, b, staffEmail);
        return b;
      });
      return (await this.withPlates([b]))[0];
    } catch (e) {
      if (isExclusionViolation(e))
        throw new AppException(HttpStatus.CONFLICT, 'booking.pitchTaken');
      throw e;
    }
  }

  /**
   * `paymentStatus: "paid"` as the stock react-admin edit sends it: the amount still due is recorded
   * as one payment, by bank transfer for a bank-transfer booking and in cash otherwise (the desk's
   * usual case; staff who took a card record it through POST /bookings/:id/payments instead).
   */
  private async recordOutstanding(
    em: EntityManager,
    b: Booking,
    staffEmail: string | null,
  ): Promise<void> {
    const { dueCents: owed, paidCents, refundedCents } = await this.ledger.summary(em, b.id);
    // A hold that ran out owes nothing yet; taking the money brings it back (recordStaffPayment).
    const dueCents = b.status === 'expired' ? b.totalCents - (paidCents - refundedCents) : owed;
    if (dueCents <= 0) throw new AppException(HttpStatus.BAD_REQUEST, 'payments.nothingDue');
    await this.bookings.recordStaffPayment(em, {
      bookingId: b.id,
      kind: 'payment',
      amountCents: dueCents,
      method: b.paymentMethod === 'bank_transfer' ? 'bank_transfer' : 'cash',
      staffEmail,
    });
  }

  /** A pending booking made binding by staff (the guest called instead of following the mail's link). */
  async confirm(id: string): Promise<AdminBookingRecord> {
    return this.em.fork().transactional(async (em) => {
      const b = await this.find(em, id, LockMode.PESSIMISTIC_WRITE);
      const confirmed = await this.bookings.confirmByStaff(em, b);
      return (await this.withPlates([confirmed], em))[0];
    });
  }

  /**
   * Staff cancellation (also what DELETE does: bookings are never erased, for the books). What was
   * paid beyond the policy's fee is settled as staff chose (`refund`); without a choice card
   * money is refunded through Stripe and anything else stays "to pay out" — nothing is recorded
   * as paid out that nobody paid out. Cancelling again changes nothing.
   */
  async cancel(
    id: string,
    opts: { reason?: string; refund?: RefundChoice; reference?: string },
    staffEmail: string,
  ): Promise<AdminBookingRecord> {
    return this.em.fork().transactional(async (em) => {
      const b = await this.find(em, id, LockMode.PESSIMISTIC_WRITE);
      if (b.status !== 'cancelled') {
        await this.bookings.cancel(
          em,
          b,
          opts.reason?.trim() || `staff:${staffEmail}`,
          undefined,
          true,
        );
        await this.bookings.settleRefund(em, b, opts.refund, staffEmail, opts.reference);
      }
      return (await this.withPlates([b], em))[0];
    });
  }

  /**
   * A no-show (confirmed, from the arrival day until before departure): the pitch is free from
   * tomorrow night, the policy's charge is owed, the gate code revoked; the rest of what was paid
   * is settled as for a cancellation (default: to pay out later).
   */
  async noShow(
    id: string,
    opts: { reason?: string; refund?: RefundChoice; reference?: string },
    staffEmail: string,
  ): Promise<AdminBookingRecord> {
    return this.em.fork().transactional(async (em) => {
      const b = await this.find(em, id, LockMode.PESSIMISTIC_WRITE);
      await this.bookings.markNoShow(em, b, opts.reason?.trim() || `no_show:${staffEmail}`);
      await this.bookings.settleRefund(em, b, opts.refund ?? 'later', staffEmail, opts.reference);
      return (await this.withPlates([b], em))[0];
    });
  }

  /** Pays out (or keeps as credit) what a cancelled or no-show booking still owes back. */
  async payOutRefund(
    id: string,
    opts: { refund: Exclude<RefundChoice, 'later'>; reference?: string },
    staffEmail: string,
  ): Promise<AdminBookingRecord> {
    return this.em.fork().transactional(async (em) => {
      const b = await this.find(em, id, LockMode.PESSIMISTIC_WRITE);
      if (b.status !== 'cancelled' && b.status !== 'no_show')
        throw new AppException(HttpStatus.CONFLICT, 'booking.nothingToRefund');
      const { refundDueCents, creditCents } = await this.ledger.summary(em, b.id);
      if (refundDueCents + creditCents <= 0)
        throw new AppException(HttpStatus.CONFLICT, 'booking.nothingToRefund');
      await this.bookings.settleRefund(em, b, opts.refund, staffEmail, opts.reference);
      return (await this.withPlates([b], em))[0];
    });
  }

  /** The figures the cancel and no-show dialogs show before staff confirm. */
  async endPreview(id: string) {
    const em = this.em.fork();
    return this.bookings.endPreview(em, await this.find(em, id));
  }

  /**
   * SPEC §4: a booking for the same guest and overlapping dates asks the staff member to confirm.
   * Answered as 409 with `confirmationRequired`; the client repeats with `confirmDuplicate: true`.
   */
  private async assertNoNearDuplicate(
    em: EntityManager,
    s: {
      checkIn: string;
      checkOut: string;
      email?: string | null;
      firstName: string;
      lastName: string;
    },
    exceptId?: string,
  ): Promise<void> {
    // The same mailbox, however it is spelled (x+tag@…, X@…: the mailbox_key expression index).
    const sameGuest = s.email?.trim()
      ? { [raw((a) => `mailbox_key(${a}.email)`)]: mailboxKey(s.email) }
      : { firstName: { $ilike: s.firstName.trim() }, lastName: { $ilike: s.lastName.trim() } };
    const similar = await em.find(
      Booking,
      {
        ...sameGuest,
        status: { $in: ['pending', 'confirmed'] },
        checkIn: { $lt: s.checkOut },
        checkOut: { $gt: s.checkIn },
        ...(exceptId ? { id: { $ne: exceptId } } : {}),
      },
      { limit: 5 },
    );
    if (similar.length) {
      throw new AppException(
        HttpStatus.CONFLICT,
        'booking.duplicate',
        {},
        {
          confirmationRequired: true,
          duplicates: similar.map((b) => ({
            id: b.id,
            number: b.number,
            checkIn: b.checkIn,
            checkOut: b.checkOut,
          })),
        },
      );
    }
  }

  private current(b: Booking, field: (typeof STAY_FIELDS)[number]): unknown {
    if (field === 'pitchId') return b.pitch.id;
    if (field === 'extras') return b.extras.map(({ code, quantity }) => ({ code, quantity }));
    return b[field];
  }

  private async find(em: EntityManager, id: string, lockMode?: LockMode): Promise<Booking> {
    const b = await em.findOne(Booking, { id }, { populate: ['pitch', 'category'], lockMode });
    if (!b) throw new AppException(HttpStatus.NOT_FOUND, 'booking.notFound');
    return b;
  }
}
