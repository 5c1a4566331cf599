import { LockMode, raw } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { isExclusionViolation } from 'src/common/db/writes';
import { Clock, siteInstant } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { FieldsException } from 'src/common/http/validation';
import { mailboxKey } from 'src/common/mailbox-key';
import { findList, type ListResult, type ListSpec } from 'src/common/list/list-query';
import { AccessCodesService } from 'src/modules/access-codes/access-codes.service';
import { CatalogService } from 'src/modules/catalog/catalog.service';
import { InvoiceRequests } from 'src/modules/invoices/invoice-requests';
import { LedgerService, type PaymentSummary } from 'src/modules/payments/ledger.service';
import type { RefundChoice } from 'src/contract/constants';
import { PricingService } from 'src/modules/pricing/pricing.service';
import { formatDate, nightCount, parseDate, type Quote } from 'src/modules/pricing/quote';
import { BOOKING_STATUSES, Booking, CHANNELS, PAYMENT_STATUSES } from './booking.entity';
import { awaitsEmailConfirmation } from './booking-view';
import { BookingRecords } from './booking-records.service';
import { normalisePlates } from './plates';
import { BookingsService } from './bookings.service';
import {
  STAFF_HOLD_MAX_DAYS,
  type AdminCreateBookingDto,
  type AdminStayChangeDto,
  type AdminUpdateBookingDto,
} from './dto/admin-booking.dto';
import type { StayDto } from './dto/booking.dto';

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

const addDays = (date: string, days: number) => formatDate(parseDate(date) + days * 86_400_000);

const STAY_FIELDS = ['pitchId', 'checkIn', 'checkOut', 'adults', 'children', 'extras'] as const;

/** What a change of the stay would cost, before it is saved (the edit form, the calendar's move). */
export interface StayChangeQuote {
  /** The booking's total now. */
  currentTotalCents: number;
  /** The changed stay priced as the guest's quote prices it, today. */
  quote: Quote;
  /** quote.totalCents − currentTotalCents: positive is owed, negative owed back. */
  differenceCents: number;
  /** Payments minus refunds so far. */
  paidCents: number;
  /** Still due after the change. */
  dueCents: number;
  /** Paid beyond the new total after the change: the guest's credit, refunded through the ledger. */
  creditCents: number;
  /** The invoice a save would reverse by a storno and replace (null: not invoiced, nothing issued). */
  currentInvoiceNumber: string | null;
}

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
    private readonly invoices: InvoiceRequests,
    private readonly clock: Clock,
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

  /**
   * The price of a stay as the phone booking form shows it while staff type: the guest's quote
   * (same pricing code), and 409 `booking.pitchTaken` when the chosen pitch is not free for those
   * nights (a live hold or booking, or a block), so staff hear the refusal before saving.
   */
  async quote(dto: StayDto): Promise<Quote> {
    const quote = await this.bookings.quote(dto);
    if (dto.pitchId) {
      const rows = await this.em.getConnection().execute<unknown[]>(
        `select 1 from pitch_occupancy
          where pitch_id = ? and stay && daterange(?::date, ?::date, '[)')
            and (expires_at is null or expires_at > ?)
          limit 1`,
        [dto.pitchId, dto.checkIn, dto.checkOut, this.clock.now()],
      );
      if (rows.length) throw new AppException(HttpStatus.CONFLICT, 'booking.pitchTaken');
    }
    return quote;
  }

  async create(dto: AdminCreateBookingDto, staffEmail: string): Promise<AdminBookingRecord> {
    const {
      confirmDuplicate,
      channel,
      paymentMethod,
      status,
      holdUntil,
      quotedTotalCents,
      ...input
    } = dto;
    const pending = status === 'pending';
    if (pending) this.assertHoldUntil(holdUntil!, input.checkIn);
    if (!confirmDuplicate) await this.assertNoNearDuplicate(this.em, input);
    const created = await this.bookings.create(input, {
      lang: input.language ?? 'de',
      channel: channel ?? 'phone',
      confirmNow: true,
      // Kept to the end of the chosen day at the campsite.
      holdUntil: pending ? siteInstant(addDays(holdUntil!, 1), '00:00') : undefined,
      expectedTotalCents: quotedTotalCents,
      paymentMethod: paymentMethod ?? 'on_arrival',
      consentAt: null,
      createdBy: staffEmail,
    });
    return this.get(created.id);
  }

  /** A pending phone booking keeps its pitch from today until arrival day, at most STAFF_HOLD_MAX_DAYS. */
  private assertHoldUntil(holdUntil: string, checkIn: string): void {
    const today = this.clock.today();
    const last = [checkIn, addDays(today, STAFF_HOLD_MAX_DAYS)].sort()[0];
    if (holdUntil < today || holdUntil > last)
      throw new FieldsException({
        holdUntil: { key: 'booking.holdUntilRange', params: { days: STAFF_HOLD_MAX_DAYS } },
      });
  }

  /** Changes what the PUT names; a changed stay is priced again and re-checked against every other booking. */
  async update(
    id: string,
    dto: AdminUpdateBookingDto,
    _staffEmail: string | null = null,
  ): Promise<AdminBookingRecord> {
    try {
      const b = await this.em.fork().transactional(async (em) => {
        const b = await this.find(em, id, LockMode.PESSIMISTIC_WRITE);
        // The payment status follows from the ledger alone ("record payment" is the way in). A
        // client that sends the whole record back may echo it unchanged; any other value is refused.
        if (dto.paymentStatus !== undefined && dto.paymentStatus !== b.paymentStatus)
          throw new AppException(HttpStatus.BAD_REQUEST, 'payments.statusDerived');
        const stayChanged = STAY_FIELDS.some(
          (f) =>
            dto[f] !== undefined && JSON.stringify(dto[f]) !== JSON.stringify(this.current(b, f)),
        );
        if (stayChanged) {
          if (b.status === 'cancelled' || b.status === 'expired' || b.status === 'no_show')
            throw new AppException(HttpStatus.CONFLICT, 'booking.notPending');
          const { pitch, next } = await this.nextStay(em, b, dto);
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
          const { quote, extras } = await this.priceNext(em, b, pitch, next);
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
        // An issued invoice is never altered: its storno and a new invoice follow (the worker).
        if (stayChanged && b.status === 'confirmed') await this.invoices.reissue(em, b.id);
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
   * The price of a changed stay before it is saved: the same checks and pricing as `update` (so the
   * figures are those a save books), against what was paid, and the invoice a save would replace.
   * Availability is `update`'s to answer (409): the dialog shows the price, the save decides.
   */
  async quoteChange(id: string, dto: AdminStayChangeDto): Promise<StayChangeQuote> {
    const em = this.em.fork();
    const b = await this.find(em, id);
    if (b.status === 'cancelled' || b.status === 'expired')
      throw new AppException(HttpStatus.CONFLICT, 'booking.notPending');
    const { pitch, next } = await this.nextStay(em, b, dto);
    const { quote } = await this.priceNext(em, b, pitch, next);
    const { paidCents, refundedCents } = await this.ledger.summary(em, b.id);
    const kept = paidCents - refundedCents;
    const current = await this.invoices.current(em, b.id);
    return {
      currentTotalCents: b.totalCents,
      quote,
      differenceCents: quote.totalCents - b.totalCents,
      paidCents: kept,
      dueCents: Math.max(0, quote.totalCents - kept),
      creditCents: Math.max(0, kept - quote.totalCents),
      currentInvoiceNumber: current?.number ?? null,
    };
  }

  /** The stay a change asks for: what it names, the rest as booked. */
  private async nextStay(em: EntityManager, b: Booking, dto: AdminStayChangeDto) {
    const pitch = await this.catalog.pitch(dto.pitchId ?? b.pitch.id, em);
    const next = {
      checkIn: dto.checkIn ?? b.checkIn,
      checkOut: dto.checkOut ?? b.checkOut,
      adults: dto.adults ?? b.adults,
      children: dto.children ?? b.children,
      extras: dto.extras ?? b.extras.map(({ code, quantity }) => ({ code, quantity })),
    };
    return { pitch, next };
  }

  private priceNext(
    em: EntityManager,
    b: Booking,
    pitch: Awaited<ReturnType<CatalogService['pitch']>>,
    next: Awaited<ReturnType<AdminBookingsService['nextStay']>>['next'],
  ) {
    return this.pricing.priceStay(
      { ...next, category: pitch.category, pitch, allowPastArrival: next.checkIn === b.checkIn },
      em,
    );
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
   * docs/product.md §4: a booking for the same guest and overlapping dates asks the staff member to confirm.
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
