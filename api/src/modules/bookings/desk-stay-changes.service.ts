import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { isExclusionViolation } from 'src/common/db/writes';
import { AppException } from 'src/common/http/app-exception';
import { AccessCodesService } from 'src/modules/access-codes/access-codes.service';
import { CatalogService } from 'src/modules/catalog/catalog.service';
import { InvoiceRequests } from 'src/modules/invoices/invoice-requests';
import { LedgerService } from 'src/modules/payments/ledger.service';
import { PricingService } from 'src/modules/pricing/pricing.service';
import { keepMeteredLines, type Quote } from 'src/modules/pricing/quote';
import { AdminBookingsService, type AdminBookingRecord } from './admin-bookings.service';
import type { Booking } from './booking.entity';
import { BookingRecords } from './booking-records.service';
import type { AdminStayChangeDto, AdminUpdateBookingDto } from './dto/admin-booking.dto';
import { assertNoNearDuplicate } from './near-duplicates';
import { normalisePlates } from './plates';

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

/**
 * Staff edits of a booking: the guest's fields, and a changed stay priced again and re-checked
 * against every other booking, with its effects (gate code, ledger status, a new invoice); and the
 * price of such a change before it is saved.
 */
@Injectable()
export class DeskStayChanges {
  constructor(
    private readonly em: EntityManager,
    private readonly admin: AdminBookingsService,
    private readonly catalog: CatalogService,
    private readonly pricing: PricingService,
    private readonly accessCodes: AccessCodesService,
    private readonly ledger: LedgerService,
    private readonly records: BookingRecords,
    private readonly invoices: InvoiceRequests,
  ) {}

  /** Changes what the PUT names; a changed stay is priced again and re-checked against every other booking. */
  async update(
    id: string,
    dto: AdminUpdateBookingDto,
    _staffEmail: string | null = null,
  ): Promise<AdminBookingRecord> {
    try {
      const b = await this.em.fork().transactional(async (em) => {
        const b = await this.admin.find(em, id, LockMode.PESSIMISTIC_WRITE);
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
            await assertNoNearDuplicate(
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
      return (await this.admin.withPlates([b]))[0];
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
    const b = await this.admin.find(em, id);
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

  /** The changed stay priced; metered electricity already billed stays on it. */
  private async priceNext(
    em: EntityManager,
    b: Booking,
    pitch: Awaited<ReturnType<CatalogService['pitch']>>,
    next: Awaited<ReturnType<DeskStayChanges['nextStay']>>['next'],
  ) {
    const priced = await this.pricing.priceStay(
      { ...next, category: pitch.category, pitch, allowPastArrival: next.checkIn === b.checkIn },
      em,
    );
    return { ...priced, quote: keepMeteredLines(b.quote, priced.quote) };
  }

  private current(b: Booking, field: (typeof STAY_FIELDS)[number]): unknown {
    if (field === 'pitchId') return b.pitch.id;
    if (field === 'extras') return b.extras.map(({ code, quantity }) => ({ code, quantity }));
    return b[field];
  }
}
