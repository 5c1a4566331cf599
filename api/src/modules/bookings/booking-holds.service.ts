import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Clock, localDate } from 'src/common/clock';
import { isDeadlock, isExclusionViolation } from 'src/common/db/writes';
import { AppException } from 'src/common/http/app-exception';
import type { PaymentInstruction } from 'src/modules/payments/dto/payment-instruction.dto';
import { PaymentMethodsService } from 'src/modules/payments/providers/payment-methods.service';
import type { PricingSettings } from 'src/modules/pricing/pricing.service';
import { PricingService } from 'src/modules/pricing/pricing.service';
import { Booking, type PaymentMethod } from './booking.entity';
import { BookingConfirmations } from './booking-confirmations.service';
import { BookingLinks } from './booking-links.service';
import { createHold, stayOccupancy, type BookingRow } from './bookings.queries';
import { HoldCatalog, type HoldCatalogSnapshot } from './hold-catalog.service';
import { HoldLimitsService } from './hold-limits.service';
import type { CreatedBooking, NewBookingInput, NewBookingOptions } from './booking-holds.types';
import { normalisePlates } from './plates';

/** How often a booking is priced anew when the catalog changed under it before giving up. */
const HOLD_CATALOG_ATTEMPTS = 5;
/** How often a write aborted by a deadlock runs (see writeBooking). */
const WRITE_ATTEMPTS = 3;

interface BookingPlan {
  row: BookingRow;
  plates: string[];
  paymentMethod: PaymentMethod;
  /** The pricing settings the booking was judged by (hold minutes, bank transfer terms). */
  settings: PricingSettings;
  now: Date;
}

/**
 * New bookings and their end when unpaid: the guest's hold and the staff's booking (both written by
 * `create_hold`, one statement), the payment step of a hold, and the sweep that expires holds whose
 * time ran out. A staff booking confirmed at once brings the confirmation's effects
 * (BookingConfirmations) in the same transaction.
 */
@Injectable()
export class BookingHolds {
  constructor(
    private readonly em: EntityManager,
    private readonly pricing: PricingService,
    private readonly clock: Clock,
    private readonly holdLimits: HoldLimitsService,
    private readonly paymentMethods: PaymentMethodsService,
    private readonly links: BookingLinks,
    private readonly holdCatalog: HoldCatalog,
    private readonly confirmations: BookingConfirmations,
  ) {}

  /**
   * A new booking, written by one statement (`create_hold`, see the migration
   * `perf_hold_in_one_statement`): priced from the booking catalog in memory (HoldCatalog) and
   * committed against exactly that catalog version (a stale one is read again and the booking priced
   * anew), stale holds on the pitch released first, the year's next number, and the occupancy
   * exclusion constraint as the final word on double bookings. A guest's hold is that one statement
   * on its own; a staff booking runs it in a transaction with the confirmation's effects.
   */
  async create(input: NewBookingInput, opts: NewBookingOptions): Promise<CreatedBooking> {
    // The catalog and the Redis rate counter are asked at once, then judged in a fixed order
    // (booking switched on, rate, dates, payment method), as if one after the other.
    const [catalog, rate] = await Promise.allSettled([
      this.holdCatalog.get(),
      opts.client ? this.holdLimits.checkHoldRate(opts.client) : undefined,
    ]);
    if (catalog.status === 'rejected') throw catalog.reason;
    let snapshot = catalog.value;
    for (let attempt = 1; ; attempt++) {
      let plan: BookingPlan;
      try {
        plan = await this.planBooking(snapshot, input, opts, rate);
      } catch (e) {
        // A refusal by the catalog in memory stands only while that catalog is current (the pitch
        // may have been put back in service a moment ago): asked once, on this rare path.
        const refusedByCatalog = rate.status === 'fulfilled' || e !== rate.reason;
        if (!refusedByCatalog || attempt >= HOLD_CATALOG_ATTEMPTS) throw e;
        if (await this.holdCatalog.isCurrent(snapshot)) throw e;
        snapshot = await this.holdCatalog.get(true);
        continue;
      }
      const written = await this.writeBooking(plan, snapshot.version, opts);
      if (written === 'stale') {
        // The catalog changed since it was read: read it again and price the booking anew.
        // Staff kept saving prices, pitches or settings through every attempt: a moment later
        // the catalog is quiet again. Not the request's fault and no bug: 503 with Retry-After.
        if (attempt >= HOLD_CATALOG_ATTEMPTS)
          throw new AppException(
            HttpStatus.SERVICE_UNAVAILABLE,
            'error.unavailable',
            {},
            { retryAfter: 2 },
          );
        snapshot = await this.holdCatalog.get(true);
        continue;
      }
      const { row } = plan;
      const token = this.links.token(row.id);
      return {
        id: row.id,
        number: written.number,
        token,
        holdExpiresAt: row.hold_expires_at,
        quote: row.quote,
        payment: opts.confirmNow
          ? { provider: 'on_arrival' }
          : await this.preparePayment(
              {
                id: row.id,
                number: written.number,
                depositCents: row.deposit_cents,
                totalCents: row.total_cents,
                email: row.email,
                language: row.language,
                token,
              },
              plan.paymentMethod,
              plan.settings,
            ),
      };
    }
  }

  /** Judges and prices a booking by one catalog: what `create_hold` is to write, or a 4xx. */
  private async planBooking(
    catalog: HoldCatalogSnapshot,
    input: NewBookingInput,
    opts: NewBookingOptions,
    rate: PromiseSettledResult<void>,
  ): Promise<BookingPlan> {
    // Staff keep taking phone bookings while online booking is switched off.
    if (!opts.confirmNow && !catalog.toggles.bookingEnabled)
      throw new AppException(HttpStatus.CONFLICT, 'booking.closed');
    if (rate.status === 'rejected') throw rate.reason;
    const settings = catalog.pricing.settings;
    this.pricing.assertStayDates(input.checkIn, input.checkOut, settings);
    // Staff bookings are paid however staff record it; a guest picks among the enabled methods.
    const paymentMethod = opts.confirmNow
      ? (opts.paymentMethod ?? 'on_arrival')
      : await this.paymentMethods.choose(opts.paymentMethod, undefined, catalog.toggles, settings);
    const pitch = catalog.pitches.get(input.pitchId);
    if (!pitch) throw new AppException(HttpStatus.BAD_REQUEST, 'booking.unknownPitch');
    if (
      !pitch.active ||
      !pitch.category.active ||
      (input.categoryId && input.categoryId !== pitch.category.id)
    ) {
      throw new AppException(HttpStatus.BAD_REQUEST, 'booking.pitchNotBookable');
    }
    const { quote, extras } = this.pricing.priceWith(catalog.pricing, {
      ...input,
      category: pitch.category,
      pitch,
      extras: input.extras ?? [],
      occupancy: await this.occupancyFor(catalog, pitch, input.checkIn, input.checkOut),
    });
    if (opts.expectedTotalCents !== undefined && opts.expectedTotalCents !== quote.totalCents)
      throw new AppException(
        HttpStatus.CONFLICT,
        'booking.priceChanged',
        { totalCents: quote.totalCents },
        { quote },
      );
    const now = this.clock.now();
    const guest = this.guestFields(input);
    const confirmed = opts.confirmNow && !opts.holdUntil;
    // A card hold under a season's deposit rule charges the deposit now, the rest later.
    const deposit =
      !opts.confirmNow && paymentMethod === 'stripe'
        ? this.pricing.depositWith(catalog.pricing.seasons, input.checkIn, quote.totalCents)
        : null;
    const row: BookingRow = {
      id: randomUUID(),
      status: confirmed ? 'confirmed' : 'pending',
      payment_status: 'unpaid',
      payment_method: paymentMethod,
      channel: opts.channel,
      pitch_id: pitch.id,
      category_id: pitch.category.id,
      check_in: input.checkIn,
      check_out: input.checkOut,
      adults: input.adults,
      children: input.children ?? 0,
      extras,
      first_name: guest.firstName,
      last_name: guest.lastName,
      email: guest.email,
      phone: guest.phone,
      street: guest.street,
      postal_code: guest.postalCode,
      city: guest.city,
      country: guest.country,
      uid: guest.uid,
      client_hash: opts.client ? this.holdLimits.clientHash(opts.client) : null,
      language: input.language ?? opts.lang,
      notes: input.notes?.trim() ?? '',
      quote,
      total_cents: quote.totalCents,
      deposit_cents: deposit?.depositCents ?? 0,
      balance_due_date: deposit?.balanceDueDate ?? null,
      consent_at: opts.consentAt,
      hold_expires_at: opts.confirmNow
        ? (opts.holdUntil ?? null)
        : new Date(now.getTime() + settings.holdMinutes * 60_000),
      confirmed_at: confirmed ? now : null,
      created_by: opts.createdBy ?? null,
      created_at: now,
      updated_at: now,
    };
    return { row, plates: normalisePlates(input.plates ?? []) ?? [], paymentMethod, settings, now };
  }

  /**
   * The category's occupancy just before the hold's statement, read only when a demand rule of the
   * category could touch the stay. It is not part of the catalog version (every booking changes
   * it), so two guests holding at the same moment may both be priced below a threshold that the
   * first of them crosses; the price each was quoted is then stored with the booking and kept.
   */
  private async occupancyFor(
    catalog: HoldCatalogSnapshot,
    pitch: { category: { id: string } },
    checkIn: string,
    checkOut: string,
  ) {
    const categoryId = pitch.category.id;
    if (!this.pricing.demandRulesFor(catalog.pricing, categoryId, checkIn, checkOut).length)
      return undefined;
    const pitchIds = [...catalog.pitches.values()]
      .filter((p) => p.active && p.category.id === categoryId)
      .map((p) => p.id);
    return stayOccupancy(this.em, pitchIds, checkIn, checkOut, this.clock.now());
  }

  /**
   * Runs `create_hold`: a guest's hold as one statement of its own, a staff booking in a transaction
   * with its confirmation. `stale`: the catalog changed since the plan was made; nothing was written.
   */
  private async writeBooking(
    plan: BookingPlan,
    catalogVersion: string,
    opts: NewBookingOptions,
  ): Promise<{ number: string } | 'stale'> {
    const year = Number(localDate(plan.now).slice(0, 4));
    const limits = this.holdLimits.maxHolds;
    const params = [
      catalogVersion,
      plan.row.client_hash,
      limits.perAddress,
      limits.perEmail,
      year,
      JSON.stringify(plan.plates),
      JSON.stringify(plan.row),
    ] as const;
    const run = (em: EntityManager) => createHold(em, params);
    // A deadlock between two writes of the same nights (see isDeadlock) aborted this one: it runs
    // again, and then the exclusion constraint answers (the other one committed: "pitch taken") or
    // lets it through (the other one was rolled back). Before, the guest or staff member got a 500.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.writeOnce(run, opts, plan);
      } catch (e) {
        if (isDeadlock(e) && attempt < WRITE_ATTEMPTS) continue;
        if (isExclusionViolation(e))
          throw new AppException(HttpStatus.CONFLICT, 'booking.pitchTaken');
        throw e;
      }
    }
  }

  /** One try of writeBooking: a guest's hold as one statement, a staff booking in a transaction. */
  private async writeOnce(
    run: (em: EntityManager) => ReturnType<typeof createHold>,
    opts: NewBookingOptions,
    plan: BookingPlan,
  ): Promise<{ number: string } | 'stale'> {
    if (!opts.confirmNow) {
      const result = await run(this.em);
      if (result.outcome === 'limit')
        this.holdLimits.refuseOverCapacity(result, opts.client!, plan.row.email, plan.now);
      return result.outcome === 'stale' ? 'stale' : { number: result.number! };
    }
    return this.em.fork().transactional(async (em) => {
      const result = await run(em);
      if (result.outcome === 'stale') return 'stale' as const;
      const b = await em.findOneOrFail(
        Booking,
        { id: plan.row.id },
        { populate: ['pitch', 'category'] },
      );
      if (b.status === 'confirmed') await this.confirmations.afterConfirmed(em, b);
      return { number: b.number };
    });
  }

  /**
   * The payment step of a committed hold (a provider call such as Stripe's runs after the booking's
   * commit). When it fails the hold is let go at once, so the pitch and the guest's hold allowance
   * are not tied up by a booking nobody can pay.
   */
  private async preparePayment(
    b: Pick<Booking, 'id' | 'number' | 'depositCents' | 'totalCents' | 'email' | 'language'> & {
      token: string;
    },
    method: PaymentMethod,
    settings: PricingSettings,
  ): Promise<PaymentInstruction> {
    const em = this.em.fork();
    try {
      return await this.paymentMethods.prepare(
        method,
        {
          bookingId: b.id,
          number: b.number,
          amountCents: b.depositCents > 0 ? b.depositCents : b.totalCents,
          email: b.email ?? null,
          language: b.language,
          token: b.token,
          settings,
        },
        em,
      );
    } catch (e) {
      await em.nativeUpdate(
        Booking,
        { id: b.id, status: 'pending' },
        { status: 'expired', holdExpiresAt: null, updatedAt: this.clock.now() },
      );
      throw e;
    }
  }

  /** Marks holds past their expiry as expired (the trigger frees their pitches). Returns how many. */
  async expireHolds(now = this.clock.now()): Promise<number> {
    return this.em
      .fork()
      .nativeUpdate(
        Booking,
        { status: 'pending', holdExpiresAt: { $lte: now } },
        { status: 'expired', updatedAt: now },
      );
  }

  /** The guest's fields as stored: trimmed, empty ones as null, the VAT id in capitals. */
  private guestFields(input: NewBookingInput) {
    const clean = (v?: string | null) => (v?.trim() ? v.trim() : null);
    return {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      // As typed: the abuse caps count it by its mailbox (mailbox_key), not by its spelling.
      email: clean(input.email),
      phone: clean(input.phone),
      street: clean(input.street),
      postalCode: clean(input.postalCode),
      city: clean(input.city),
      country: clean(input.country),
      uid: clean(input.uid)?.toUpperCase() ?? null,
    };
  }
}
