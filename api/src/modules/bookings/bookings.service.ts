import { LockMode } from '@mikro-orm/core';
import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { Clock, localDate } from 'src/common/clock';
import { isExclusionViolation } from 'src/common/db/writes';
import { AppException } from 'src/common/http/app-exception';
import type { Lang } from 'src/common/i18n/messages';
import { AccessCodesService } from 'src/modules/access-codes/access-codes.service';
import { CatalogService, type Pitch } from 'src/modules/catalog/catalog.service';
import { InvoiceRequests } from 'src/modules/invoices/invoice-requests';
import { InvoicesService } from 'src/modules/invoices/invoices.service';
import { MailService } from 'src/modules/mail/mail.service';
import type { PaymentInstruction } from 'src/modules/payments/dto/payment-instruction.dto';
import { BankTransferProvider } from 'src/modules/payments/providers/bank-transfer.provider';
import { PaymentMethodsService } from 'src/modules/payments/providers/payment-methods.service';
import { StripeRefunds } from 'src/modules/payments/providers/stripe-refunds.service';
import { StripeGateway } from 'src/modules/payments/providers/stripe.gateway';
import {
  LedgerService,
  type PaymentSummary,
  type RecordPaymentInput,
} from 'src/modules/payments/ledger.service';
import type { RefundChoice } from 'src/contract/constants';
import type { PricingSettings } from 'src/modules/pricing/pricing.service';
import { PricingService } from 'src/modules/pricing/pricing.service';
import type { Quote, SelectedExtra } from 'src/modules/pricing/quote';
import { Booking, type Channel, type PaymentMethod } from './booking.entity';
import { BookingLinks } from './booking-links.service';
import { normalisePlates } from './plates';
import { hashToken, tokenMatches } from './booking-token';
import { toBookingView, type BookingView } from './booking-view';
import { guestCancellation, noShow, staffCancellation } from './cancellation-policy';
import type { CreateBookingDto, StayDto } from './dto/booking.dto';
import { HoldCatalog, type HoldCatalogSnapshot } from './hold-catalog.service';
import { HoldLimitsService, type LiveHoldCounts, type PublicClient } from './hold-limits.service';
import { PublicMailCap } from './public-mail-cap.service';

export interface NewBookingInput extends Omit<
  CreateBookingDto,
  'consent' | 'email' | 'street' | 'postalCode' | 'city' | 'country'
> {
  email?: string | null;
  street?: string | null;
  postalCode?: string | null;
  city?: string | null;
  country?: string | null;
}

export interface NewBookingOptions {
  lang: Lang;
  channel: Channel;
  /** Staff bookings skip the guest's hold and are confirmed at once (unless `holdUntil`). */
  confirmNow: boolean;
  /**
   * A staff booking that waits for its payment: written pending, keeping its pitch until this
   * instant (then it expires like any hold), with no mail; recording the payment or a staff
   * confirmation makes it binding.
   */
  holdUntil?: Date;
  /** The total staff were shown: another price now refuses the booking (409, the new quote). */
  expectedTotalCents?: number;
  paymentMethod?: PaymentMethod;
  consentAt: Date | null;
  createdBy?: string | null;
  /** Set on the public route: the hold counts against that client's limits. Staff bookings have none. */
  client?: PublicClient;
}

export interface CreatedBooking {
  id: string;
  number: string;
  token: string;
  holdExpiresAt: Date | null;
  quote: Quote;
  payment: PaymentInstruction;
}

/** `create_hold(...)` (migration `perf_hold_in_one_statement`): one statement writes a booking. */
const CREATE_HOLD_SQL = `select outcome, number, a_count, a_first, e_count, e_first
  from create_hold(?::bigint, ?::text, ?::int, ?::int, ?::int,
                   array(select jsonb_array_elements_text(?::jsonb)), ?::jsonb)`;

/** How often a booking is priced anew when the catalog changed under it before giving up. */
const HOLD_CATALOG_ATTEMPTS = 3;

interface HoldOutcome extends LiveHoldCounts {
  outcome: 'ok' | 'stale' | 'limit';
  number: string | null;
}

/** A booking's row as `create_hold` reads it (column names; the number is drawn there). */
interface BookingRow {
  id: string;
  status: 'pending' | 'confirmed';
  payment_status: 'unpaid';
  payment_method: PaymentMethod;
  channel: Channel;
  pitch_id: string;
  category_id: string;
  check_in: string;
  check_out: string;
  adults: number;
  children: number;
  extras: SelectedExtra[];
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  uid: string | null;
  client_hash: string | null;
  language: Lang;
  notes: string;
  quote: Quote;
  total_cents: number;
  deposit_cents: number;
  balance_due_date: string | null;
  consent_at: Date | null;
  hold_expires_at: Date | null;
  confirmed_at: Date | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

interface BookingPlan {
  row: BookingRow;
  plates: string[];
  paymentMethod: PaymentMethod;
  /** The pricing settings the booking was judged by (hold minutes, bank transfer terms). */
  settings: PricingSettings;
  now: Date;
}

/** Holds, bookings, guest access by token, confirmation, cancellation and hold expiry. */
@Injectable()
export class BookingsService {
  private readonly logger = new Logger(BookingsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
    private readonly pricing: PricingService,
    private readonly clock: Clock,
    private readonly accessCodes: AccessCodesService,
    private readonly invoiceViews: InvoicesService,
    private readonly mail: MailService,
    private readonly holdLimits: HoldLimitsService,
    private readonly mailCap: PublicMailCap,
    private readonly paymentMethods: PaymentMethodsService,
    private readonly stripeRefunds: StripeRefunds,
    private readonly invoices: InvoiceRequests,
    private readonly links: BookingLinks,
    private readonly ledger: LedgerService,
    private readonly stripe: StripeGateway,
    private readonly holdCatalog: HoldCatalog,
    private readonly bankTransfers: BankTransferProvider,
  ) {}

  /** The price of a stay without writing anything (POST /api/bookings/quote). */
  async quote(dto: StayDto): Promise<Quote> {
    // Dates first, before any lookup: a refused stay costs no database round trip.
    this.pricing.assertStayDates(dto.checkIn, dto.checkOut, await this.pricing.stayLimits());
    const em = this.em.fork();
    let pitch: Pitch | undefined;
    if (dto.pitchId) pitch = await this.catalog.pitch(dto.pitchId, em);
    const categoryId = pitch?.category.id ?? dto.categoryId;
    if (!categoryId) throw new AppException(HttpStatus.BAD_REQUEST, 'booking.unknownCategory');
    // A quote promises a price for something the guest can book: the same pitches as `create`.
    if (
      pitch &&
      (!pitch.active ||
        !pitch.category.active ||
        (dto.categoryId && dto.categoryId !== pitch.category.id))
    ) {
      throw new AppException(HttpStatus.BAD_REQUEST, 'booking.pitchNotBookable');
    }
    const category = pitch?.category ?? (await this.catalog.category(categoryId, em));
    return (await this.pricing.priceStay({ ...dto, category, pitch, extras: dto.extras ?? [] }, em))
      .quote;
  }

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
        if (attempt >= HOLD_CATALOG_ATTEMPTS)
          throw new Error('The booking catalog changed during every attempt');
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
    ];
    // Straight to knex with bound parameters: the row's JSON goes to PostgreSQL as a parameter
    // instead of being escaped into the statement's text.
    const run = async (em: EntityManager): Promise<HoldOutcome> => {
      const query = em
        .getConnection()
        .getKnex()
        .raw<{ rows: HoldOutcome[] }>(CREATE_HOLD_SQL, params);
      const ctx = em.getTransactionContext<Knex.Transaction>();
      if (ctx) void query.transacting(ctx);
      try {
        return (await query).rows[0];
      } catch (e) {
        // As MikroORM's own queries fail: a constraint's or the server's error as its exception.
        throw e instanceof Error ? em.getDriver().convertException(e) : e;
      }
    };
    try {
      if (!opts.confirmNow) {
        const result = await run(this.em);
        if (result.outcome === 'limit')
          this.holdLimits.refuseOverCapacity(result, opts.client!, plan.row.email, plan.now);
        return result.outcome === 'stale' ? 'stale' : { number: result.number! };
      }
      return await this.em.fork().transactional(async (em) => {
        const result = await run(em);
        if (result.outcome === 'stale') return 'stale' as const;
        const b = await em.findOneOrFail(
          Booking,
          { id: plan.row.id },
          { populate: ['pitch', 'category'] },
        );
        if (b.status === 'confirmed') await this.afterConfirmed(em, b);
        return { number: b.number };
      });
    } catch (e) {
      if (isExclusionViolation(e))
        throw new AppException(HttpStatus.CONFLICT, 'booking.pitchTaken');
      throw e;
    }
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

  /**
   * The guest's return from the payment page: rate-limited like `confirm` (it makes us call Stripe),
   * token checked. Answers the booking as it is before anything is settled.
   */
  async accessForPaymentReturn(
    id: string,
    token: string | undefined,
    client?: PublicClient,
  ): Promise<BookingView> {
    if (client)
      await this.holdLimits.checkConfirmRate(client, 'POST /api/bookings/:id/payment-return');
    return this.getForGuest(id, token);
  }

  /** The booking behind a guest link: 404 for an unknown id, 403 without the right token. */
  async getForGuest(id: string, token: string | undefined): Promise<BookingView> {
    const em = this.em.fork();
    const b = await this.findForGuest(em, id, token);
    return this.guestView(em, b);
  }

  /**
   * The guest's view of a booking with what the page needs besides the row: the gate code (or when
   * it will come), what cancelling now would cost (by the same rule `cancel` charges) and the
   * invoice once issued.
   */
  private async guestView(em: EntityManager, b: Booking): Promise<BookingView> {
    const [accessCode, accessCodeSchedule, rules, invoice] = await Promise.all([
      this.accessCodes.activeForBooking(b.id),
      this.accessCodes.validity(b.checkIn, b.checkOut),
      this.pricing.settings(em),
      this.invoiceViews.issuedFor(b.id),
    ]);
    const cancellation = guestCancellation(
      rules,
      { status: b.status, checkIn: b.checkIn, grossCents: await this.feeBaseCents(em, b) },
      this.clock.today(),
    );
    const amountDueCents =
      b.status === 'confirmed' ? (await this.ledger.summary(em, b.id)).dueCents : 0;
    const balancePayable =
      b.depositCents > 0 &&
      b.paymentMethod === 'stripe' &&
      amountDueCents > 0 &&
      b.checkOut > this.clock.today() &&
      this.stripe.configured;
    const open = await this.bankTransfers.openTransfer(b, em);
    const bankTransfer = open
      ? {
          provider: open.provider,
          iban: open.iban,
          bic: open.bic,
          bankName: open.bankName,
          accountHolder: open.accountHolder,
          reference: open.reference,
          amountCents: open.amountCents,
          dueDate: open.dueDate,
          qr: open.epc
            ? `/api/bookings/${b.id}/girocode.svg?token=${encodeURIComponent(this.links.token(b.id))}`
            : '',
        }
      : null;
    return toBookingView(b, {
      accessCode,
      accessCodeSchedule,
      cancellation,
      invoice,
      amountDueCents,
      balancePayable,
      bankTransfer,
    });
  }

  /**
   * What the cancellation policy's percentage is applied to: the stay's gross (without tourist
   * tax) — or, for a deposit booking whose balance is not paid yet, only what was actually paid
   * (the deposit, at most the gross). So a guest who cancels before paying the balance is charged
   * the policy's share of the deposit and gets the rest of it back; nothing is claimed beyond it.
   */
  private async feeBaseCents(em: EntityManager, b: Booking): Promise<number> {
    const gross = b.quote.grossCents;
    if (b.depositCents <= 0) return gross;
    const { paidCents, refundedCents } = await this.ledger.summary(em, b.id);
    const kept = paidCents - refundedCents;
    return kept >= b.totalCents ? gross : Math.min(Math.max(kept, 0), gross);
  }

  /**
   * Pay on arrival: the guest's choice on an online hold. The address typed into the form proves
   * nothing yet, so the booking does not become binding here: it stays pending for
   * `verificationMinutes` (a short window: unverified bookings must not hold the site for long) and
   * a mail with a link carrying a second secret (only the mail has it), saying until when, goes
   * to that address; following it (`verify`) or a staff member's confirmation makes it confirmed.
   * Every online guest goes this way — a returning guest's address is just as easy to type as a
   * stranger's, so "known" guests would reopen the hole. Asking again changes nothing.
   */
  async confirm(
    id: string,
    token: string | undefined,
    client?: PublicClient,
  ): Promise<BookingView> {
    if (client) await this.holdLimits.checkConfirmRate(client, 'POST /api/bookings/:id/confirm');
    return this.em.fork().transactional(async (em) => {
      const b = await this.findForGuest(em, id, token, LockMode.PESSIMISTIC_WRITE);
      if (b.status === 'confirmed') return this.guestView(em, b);
      // A card payment confirms itself (webhook or return from the payment page).
      if (b.paymentMethod === 'stripe')
        throw new AppException(HttpStatus.CONFLICT, 'payment.cardOnly');
      const now = await this.assertLiveHold(em, b);
      if (b.verificationRequestedAt) return this.guestView(em, b);
      if (b.email) {
        // Without its mail the booking could never be confirmed: refuse now rather than leave it hanging.
        await this.mailCap.require(b.email, 'POST /api/bookings/:id/confirm');
      }
      const settings = await this.pricing.settings(em);
      const key = randomBytes(32).toString('base64url');
      const until = new Date(now.getTime() + settings.verificationMinutes * 60_000);
      Object.assign(b, {
        paymentMethod: b.paymentMethod ?? 'on_arrival',
        verificationKeyHash: hashToken(key),
        verificationRequestedAt: now,
        holdExpiresAt: until,
      });
      await em.flush();
      if (b.email)
        await this.mail.enqueue(em, 'booking_verification', b.id, {
          verifyUrl: this.links.detailsUrl(b, { verify: key }),
          verifyUntil: until.toISOString(),
        });
      return this.guestView(em, b);
    });
  }

  /**
   * The link from the verification mail: the booking token and the mail's key together confirm the
   * booking (confirmation mail, gate code). Following it twice is harmless.
   */
  async verify(
    id: string,
    token: string | undefined,
    key: string | undefined,
    client?: PublicClient,
  ): Promise<BookingView> {
    if (client) await this.holdLimits.checkConfirmRate(client, 'POST /api/bookings/:id/verify');
    return this.em.fork().transactional(async (em) => {
      const b = await this.findForGuest(
        em,
        id,
        token,
        LockMode.PESSIMISTIC_WRITE,
        'verificationKeyHash',
      );
      if (b.status === 'confirmed') return this.guestView(em, b);
      if (!b.verificationKeyHash || !tokenMatches(key, b.verificationKeyHash))
        throw new AppException(HttpStatus.FORBIDDEN, 'booking.verifyInvalid');
      await this.assertLiveHold(em, b);
      await this.markConfirmed(em, b, 'POST /api/bookings/:id/verify');
      return this.guestView(em, b);
    });
  }

  /** Staff confirm a pending booking (e.g. the guest called instead of following the link). */
  async confirmByStaff(em: EntityManager, b: Booking): Promise<Booking> {
    if (b.status === 'confirmed') return b;
    await this.assertLiveHold(em, b);
    if (!b.paymentMethod) b.paymentMethod = 'on_arrival';
    await this.markConfirmed(em, b);
    return b;
  }

  /**
   * A card payment for the booking succeeded (Stripe's webhook or the guest's return; the caller
   * holds the transaction). A live hold is confirmed; a hold that ran out gets its pitch back if
   * nobody took it meanwhile (the exclusion constraint decides, inside a savepoint). `unavailable`:
   * the stay can no longer be had and the money has to go back.
   */
  async confirmPaid(
    em: EntityManager,
    bookingId: string,
  ): Promise<{ outcome: 'confirmed' | 'already_confirmed' | 'unavailable'; booking: Booking }> {
    // Refresh: another transaction may just have confirmed it (we wait for its lock, then re-read).
    const b = await em.findOneOrFail(
      Booking,
      { id: bookingId },
      { populate: ['pitch', 'category'], lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (b.status === 'confirmed') return { outcome: 'already_confirmed', booking: b };
    if (b.status === 'cancelled') return { outcome: 'unavailable', booking: b };
    const now = this.clock.now();
    if (b.status === 'pending' && (!b.holdExpiresAt || b.holdExpiresAt > now)) {
      await this.markConfirmed(em, b);
      return { outcome: 'confirmed', booking: b };
    }
    const conn = em.getConnection();
    const ctx = em.getTransactionContext();
    await conn.execute('savepoint paid_after_expiry', [], 'run', ctx);
    try {
      await this.releaseStaleHolds(em, b.pitch.id, b.checkIn, b.checkOut, now);
      await conn.execute(
        `update bookings set status = 'confirmed', hold_expires_at = null, confirmed_at = ?,
           verification_key_hash = null, updated_at = ? where id = ?`,
        [now, now, b.id],
        'run',
        ctx,
      );
      await conn.execute('release savepoint paid_after_expiry', [], 'run', ctx);
    } catch (e) {
      await conn.execute('rollback to savepoint paid_after_expiry', [], 'run', ctx);
      // A raw statement's error may reach us unconverted (the pg error itself carries the SQLSTATE).
      if (isExclusionViolation(e) || (e as { code?: string }).code === '23P01')
        return { outcome: 'unavailable', booking: b };
      throw e;
    }
    await em.refresh(b, { lockMode: LockMode.PESSIMISTIC_WRITE });
    this.logger.log(`Booking ${b.number}: paid after its hold ran out; the pitch was still free`);
    await this.afterConfirmed(em, b);
    return { outcome: 'confirmed', booking: b };
  }

  /**
   * Money staff took (at the desk, on the bank statement) recorded in the ledger: the one path of the
   * edit's "paid" and of recording a payment. A payment for a booking that is still pending (a hold,
   * or pay on arrival waiting for the mail's link) confirms it first, with everything a confirmation
   * brings (confirmation mail, gate code, a bank transfer's invoice), so a booking is never pending
   * and paid at once. A hold that ran out (swept or not) gets its pitch back if nobody took it
   * meanwhile; otherwise 409 and nothing is recorded. Call inside the caller's transaction.
   */
  async recordStaffPayment(em: EntityManager, input: RecordPaymentInput) {
    if (input.kind === 'payment') {
      const current = await em.findOne(Booking, { id: input.bookingId }, { fields: ['status'] });
      if (current?.status === 'pending' || current?.status === 'expired') {
        const { outcome } = await this.confirmPaid(em, input.bookingId);
        if (outcome === 'unavailable')
          throw new AppException(HttpStatus.CONFLICT, 'booking.holdExpired');
      }
    }
    return this.ledger.record(em, input);
  }

  /** A pending booking whose hold has not run out; an expired one is marked so and refused. Returns now. */
  private async assertLiveHold(em: EntityManager, b: Booking): Promise<Date> {
    if (b.status !== 'pending')
      throw new AppException(
        HttpStatus.CONFLICT,
        b.status === 'expired' ? 'booking.holdExpired' : 'booking.notPending',
      );
    const now = this.clock.now();
    if (b.holdExpiresAt && b.holdExpiresAt <= now) {
      b.status = 'expired';
      await em.flush();
      throw new AppException(HttpStatus.CONFLICT, 'booking.holdExpired');
    }
    return now;
  }

  /** `publicRoute`: the confirmation mail counts against the per-recipient cap of public routes. */
  private async markConfirmed(em: EntityManager, b: Booking, publicRoute?: string): Promise<void> {
    Object.assign(b, {
      status: 'confirmed',
      confirmedAt: this.clock.now(),
      holdExpiresAt: null,
      verificationKeyHash: null,
    });
    await em.flush();
    await this.afterConfirmed(em, b, publicRoute);
  }

  /** Guest cancellation before arrival under the site's policy; frees the pitch at once. */
  async cancelByGuest(id: string, token: string | undefined): Promise<BookingView> {
    return this.em.fork().transactional(async (em) => {
      const b = await this.findForGuest(em, id, token, LockMode.PESSIMISTIC_WRITE);
      await this.cancel(em, b, 'guest', 'POST /api/bookings/:id/cancel');
      return this.guestView(em, b);
    });
  }

  /**
   * `publicRoute`: the mail counts against the per-recipient cap of public routes. `asStaff`: staff
   * may cancel on the arrival day too (the late fee applies) and settle the refund themselves
   * (`settleRefund`), so card money is not sent back automatically as on the guest's route.
   */
  async cancel(
    em: EntityManager,
    b: Booking,
    reason: string,
    publicRoute?: string,
    asStaff = false,
  ): Promise<Booking> {
    if (b.status === 'cancelled') return b;
    const { cancellable, feeCents } = (asStaff ? staffCancellation : guestCancellation)(
      await this.pricing.settings(em),
      { status: b.status, checkIn: b.checkIn, grossCents: await this.feeBaseCents(em, b) },
      this.clock.today(),
    );
    if (!cancellable) throw new AppException(HttpStatus.CONFLICT, 'booking.notCancellable');
    const wasConfirmed = b.status === 'confirmed';
    b.cancellationFeeCents = feeCents;
    b.status = 'cancelled';
    b.cancelledAt = this.clock.now();
    b.cancellationReason = reason;
    b.holdExpiresAt = null;
    await em.flush();
    // Money paid by card goes back through Stripe under the same policy (in this transaction: a
    // refund that fails leaves the booking as it was, and the retry refunds once).
    if (b.paymentMethod === 'stripe' && !asStaff)
      await this.stripeRefunds.refundOnCancellation(
        em,
        { bookingId: b.id, number: b.number },
        b.cancellationFeeCents,
      );
    // What is owed is now the fee: the stored payment status follows (a guest's cancellation
    // refunds no desk money, so nothing else would store it).
    await this.ledger.refreshStatus(em, b.id);
    await this.accessCodes.revokeForBooking(em, b.id, 'booking cancelled');
    // Its invoice, if one was issued, is reversed by a storno (the job does nothing without one).
    if (wasConfirmed) await this.invoices.storno(em, b.id);
    // A hold was never confirmed to anyone, so its end needs no mail (and gives no one a way to
    // make the site write to an address that never asked for anything).
    if (b.email && wasConfirmed) await this.mailFromRoute(em, 'cancellation', b, publicRoute);
    return b;
  }

  /**
   * What cancelling (by staff) or recording a no-show would keep and give back today, by the same
   * rules `cancel` and `markNoShow` apply: the console shows these figures before staff confirm.
   */
  async endPreview(
    em: EntityManager,
    b: Booking,
  ): Promise<{
    money: PaymentSummary;
    cardRefundableCents: number;
    cancel: { allowed: boolean; feeCents: number; refundCents: number };
    noShow: { allowed: boolean; chargeCents: number; refundCents: number; checkOut: string };
  }> {
    const rules = await this.pricing.settings(em);
    const today = this.clock.today();
    const grossCents = await this.feeBaseCents(em, b);
    const money = await this.ledger.summary(em, b.id);
    const kept = money.paidCents - money.refundedCents;
    const back = (fee: number) => Math.max(0, kept - fee);
    const cancel = staffCancellation(
      rules,
      { status: b.status, checkIn: b.checkIn, grossCents },
      today,
    );
    const ns = noShow(
      rules,
      { status: b.status, checkIn: b.checkIn, checkOut: b.checkOut, grossCents },
      today,
    );
    return {
      money,
      cardRefundableCents: await this.cardRefundableCents(em, b.id),
      cancel: {
        allowed: cancel.cancellable,
        feeCents: cancel.feeCents,
        refundCents: back(cancel.feeCents),
      },
      noShow: {
        allowed: ns.allowed,
        chargeCents: ns.chargeCents,
        refundCents: back(ns.chargeCents),
        checkOut: ns.checkOut,
      },
    };
  }

  /** Card money of the booking not yet given back (what a refund through Stripe can return). */
  private async cardRefundableCents(em: EntityManager, bookingId: string): Promise<number> {
    const rows = await this.ledger.forBooking(em, bookingId);
    return rows
      .filter((r) => r.method === 'stripe')
      .reduce((sum, r) => sum + (r.kind === 'payment' ? r.amountCents : -r.amountCents), 0);
  }

  /**
   * A confirmed guest who did not come, recorded on or after the arrival day (before departure):
   * the stay ends the morning after today, so the occupancy trigger frees the pitch from tomorrow
   * night while tonight stays theirs; the policy's no-show charge is what is owed (stored as the
   * cancellation fee, so the ledger and reports treat it like one); the gate code is revoked and an
   * issued invoice reversed by its storno. Staff then settle any refund (`settleRefund`).
   */
  async markNoShow(em: EntityManager, b: Booking, reason: string): Promise<Booking> {
    const ns = noShow(
      await this.pricing.settings(em),
      {
        status: b.status,
        checkIn: b.checkIn,
        checkOut: b.checkOut,
        grossCents: await this.feeBaseCents(em, b),
      },
      this.clock.today(),
    );
    if (!ns.allowed) throw new AppException(HttpStatus.CONFLICT, 'booking.noShowNotAllowed');
    Object.assign(b, {
      status: 'no_show',
      checkOut: ns.checkOut,
      cancellationFeeCents: ns.chargeCents,
      cancelledAt: this.clock.now(),
      cancellationReason: reason,
    });
    await em.flush();
    await this.accessCodes.revokeForBooking(em, b.id, 'no-show');
    await this.invoices.storno(em, b.id);
    await this.ledger.refreshStatus(em, b.id);
    return b;
  }

  /**
   * What a cancelled or no-show guest paid beyond the kept fee, settled as staff chose: back to
   * the card through Stripe, paid out in cash or by bank transfer now (a ledger refund with the
   * staff member and a readable reference), kept as the guest's credit, or `later` (it stays "to
   * pay out" on the booking and the dashboard). Card money left over after a Stripe refund, e.g.
   * of a booking partly paid in cash, stays to pay out too.
   */
  async settleRefund(
    em: EntityManager,
    b: Booking,
    requested: RefundChoice | undefined,
    staffEmail: string,
    reference?: string | null,
  ): Promise<void> {
    if (b.status !== 'cancelled' && b.status !== 'no_show')
      throw new AppException(HttpStatus.CONFLICT, 'booking.notCancellable');
    const { paidCents, refundedCents } = await this.ledger.summary(em, b.id);
    const owedBack = paidCents - refundedCents - b.cancellationFeeCents;
    // No choice (DELETE, an older client): card money goes back to the card, anything else waits.
    const choice =
      requested ?? ((await this.cardRefundableCents(em, b.id)) > 0 ? 'stripe' : 'later');
    b.creditKept = choice === 'credit' && owedBack > 0;
    await em.flush();
    if (owedBack > 0 && choice === 'stripe') {
      if ((await this.cardRefundableCents(em, b.id)) <= 0)
        throw new AppException(HttpStatus.BAD_REQUEST, 'booking.noCardPayment');
      await this.stripeRefunds.refundOnCancellation(
        em,
        { bookingId: b.id, number: b.number },
        b.cancellationFeeCents,
        staffEmail,
      );
    }
    if (owedBack > 0 && (choice === 'cash' || choice === 'bank_transfer'))
      await this.ledger.payOutRefund(em, b.id, choice, staffEmail, reference);
    await this.ledger.refreshStatus(em, b.id);
  }

  /**
   * What follows a confirmation, in the same transaction (outbox): the confirmation mail now, the
   * gate code 24 hours before arrival and, for a bank transfer, the invoice.
   */
  async afterConfirmed(em: EntityManager, b: Booking, publicRoute?: string): Promise<void> {
    if (b.email) await this.mailFromRoute(em, 'booking_confirmation', b, publicRoute);
    await this.accessCodes.scheduleIssue(em, b);
    // A bank transfer needs a payment request: the invoice (with its GiroCode) is it.
    if (b.paymentMethod === 'bank_transfer') await this.invoices.issue(em, b.id);
  }

  /** A mail a public route causes is queued only within the recipient's hourly cap; else logged and dropped. */
  private async mailFromRoute(
    em: EntityManager,
    template: 'booking_confirmation' | 'cancellation',
    b: Booking,
    publicRoute?: string,
  ): Promise<void> {
    if (publicRoute && b.email && !(await this.mailCap.take(b.email, publicRoute)).allowed) {
      this.logger.warn(
        `No ${template} mail for booking ${b.number}: recipient over its hourly cap`,
      );
      return;
    }
    await this.mail.enqueue(em, template, b.id, {});
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

  private async findForGuest(
    em: EntityManager,
    id: string,
    token: string | undefined,
    lockMode?: LockMode,
    ...hidden: Array<'verificationKeyHash'>
  ): Promise<Booking> {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
    const b = uuid
      ? await em.findOne(
          Booking,
          { id },
          { populate: ['pitch', 'category', 'tokenHash', ...hidden], lockMode },
        )
      : null;
    if (!b) throw new AppException(HttpStatus.NOT_FOUND, 'booking.notFound');
    if (!this.links.matches(b.id, token, b.tokenHash))
      throw new AppException(HttpStatus.FORBIDDEN, 'booking.accessDenied');
    return b;
  }

  private async releaseStaleHolds(
    em: EntityManager,
    pitchId: string,
    checkIn: string,
    checkOut: string,
    now: Date,
  ): Promise<void> {
    await em.getConnection().execute(
      `update bookings set status = 'expired', updated_at = ?
        where pitch_id = ? and status = 'pending' and hold_expires_at <= ?
          and daterange(check_in, check_out, '[)') && daterange(?::date, ?::date, '[)')`,
      [now, pitchId, now, checkIn, checkOut],
      'run',
      em.getTransactionContext(),
    );
  }

  /**
   * In one round trip: stale holds on the pitch for these nights are marked expired (their
   * occupancy goes with them) and the year's next booking number is drawn from its sequence
   * (`next_booking_number`). A sequence never waits for another transaction, so holds are not
   * serialised on a counter; a rolled-back hold leaves a gap in the booking numbers, which is
   * allowed (invoice numbers are the gap-free ones).
   */
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
