import fc from 'fast-check';
import type { Response } from 'supertest';
import { translate, type MessageKey } from 'src/common/i18n/messages';
import type { Desk } from './season-desk';
import { checkInvariants, report, Violation } from './season-invariants';
import {
  addDays,
  cardNet,
  credit,
  due,
  ended,
  excess,
  expectedDeposit,
  feeBase,
  net,
  noShowCharge,
  noteMonths,
  owed,
  paymentStatus,
  PITCHES,
  policyFee,
  refundDue,
  taken,
  zero,
  type ExtraPick,
  type LedgerMethod,
  type MBooking,
  type Method,
  type Model,
  type PitchCode,
  type RefundChoice,
} from './season-model';

/**
 * The desk actions of the season test, one class per action, all listed in `DESK_ACTIONS` (the one
 * place to add an action). Each predicts the API's answer from the model — accepted, or refused
 * with which message — performs the action over HTTP, updates the model, lets the worker catch
 * up, and then checks every invariant (`invariants.ts`).
 *
 * Ending a booking: staff cancel with a refund choice (or DELETE, no choice), record a no-show
 * with one, and pay out later what is still owed back; the guest cancels on the booking page.
 * Each predicts the ledger rows the choice writes (`predictSettle`), the fee and the money summary.
 */

type Cmd = fc.AsyncCommand<Model, Desk>;
const EXTRA_ORDER: ExtraPick['code'][] = ['electricity', 'breakfast', 'bike'];

/** The answer the model predicted, or a `desk-answer` violation naming both. */
function expectAnswer(res: Response, status: number, key?: MessageKey): void {
  const message = key ? translate('de', key) : undefined;
  if (res.status === status && (!message || res.body?.message === message)) return;
  throw new Violation(
    'desk-answer',
    `expected ${status}${key ? ` ${key}` : ''}, got ${res.status} ${JSON.stringify(res.body).slice(0, 400)}`,
  );
}
function expectEqual(what: string, actual: unknown, expected: unknown): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    throw new Violation(
      'desk-answer',
      `${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
    );
}

const extrasText = (x: ExtraPick[]) =>
  x.length
    ? `[${x.map((e) => `${e.code}${e.quantity > 1 ? `×${e.quantity}` : ''}`).join(',')}]`
    : '[]';
const sorted = (x: ExtraPick[]) =>
  [...x].sort((a, b) => EXTRA_ORDER.indexOf(a.code) - EXTRA_ORDER.indexOf(b.code));

interface BookingAnswer {
  id: string;
  number: string;
  totalCents: number;
  quote: {
    totalCents: number;
    grossCents: number;
    netCents: number;
    vatCents: number;
    touristTaxCents: number;
  };
}
const figures = (q: BookingAnswer['quote']) => ({
  totalCents: q.totalCents,
  grossCents: q.grossCents,
  netCents: q.netCents,
  vatCents: q.vatCents,
  touristTaxCents: q.touristTaxCents,
});

/** Every action: the day is set, the action runs, the worker catches up, the invariants are checked. */
abstract class DeskAction implements Cmd {
  check(m: Readonly<Model>): boolean {
    return !this.needsBooking || m.bookings.length > 0;
  }
  protected needsBooking = true;
  async run(m: Model, d: Desk): Promise<void> {
    if (d.stopped) throw new Error('the season run is over');
    d.setDay(m.today);
    d.steps++;
    const step = m.log.length + 1;
    m.log.push(`${step}. ${this.toString()} …`);
    let outcome: string;
    try {
      outcome = await this.act(m, d);
    } catch (e) {
      if (!(e instanceof Violation)) throw e;
      throw new Violation(
        e.invariant,
        report(m, `at step ${step} (${m.today}):`, [`  ${e.detail}`]),
      );
    }
    m.log[step - 1] = `${step}. ${this.toString()} → ${outcome}`;
    d.tally(this.toString().split('(')[0], /: (400|409)\b/.test(outcome));
    await d.catchUp();
    await checkInvariants(m, d, step);
  }
  /** Does the action; answers what happened, for the printed sequence. */
  protected abstract act(m: Model, d: Desk): Promise<string>;
  abstract toString(): string;
}

/** Actions on a booking name it by an index into the bookings taken so far (wrapping). */
abstract class OnBooking extends DeskAction {
  constructor(readonly pick: number) {
    super();
  }
  protected target(m: Model): MBooking {
    return m.bookings[this.pick % m.bookings.length];
  }
  /**
   * For actions that fit few bookings (a no-show, a pay-out): aimed (`#n!`), the pick counts among
   * the bookings that fit, when there are any, so the action is carried out as often as refused.
   */
  protected aimedTarget(m: Model, aimed: boolean, fits: (b: MBooking) => boolean): MBooking {
    const fitting = aimed ? m.bookings.filter(fits) : [];
    return fitting.length ? fitting[this.pick % fitting.length] : this.target(m);
  }
}

interface NewStay {
  pitch: PitchCode;
  offset: number;
  nights: number;
  adults: number;
  children: number;
  extras: ExtraPick[];
}

function addBooking(
  m: Model,
  body: BookingAnswer,
  stay: NewStay & { checkIn: string; checkOut: string },
  extra: Pick<MBooking, 'channel' | 'method' | 'status' | 'token' | 'depositCents'> &
    Partial<Pick<MBooking, 'holdUntil'>>,
): MBooking {
  const b: MBooking = {
    label: `B${m.bookings.length + 1}`,
    id: body.id,
    number: body.number,
    pitch: stay.pitch,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: stay.adults,
    children: stay.children,
    extras: sorted(stay.extras),
    quote: figures(body.quote),
    feeCents: 0,
    paid: zero(),
    refunded: zero(),
    cardIntents: 0,
    creditKept: false,
    ...extra,
  };
  m.bookings.push(b);
  noteMonths(m, b);
  return b;
}

const guestFields = (d: Desk) => ({
  firstName: 'Saison',
  lastName: `Gast${d.guests + 1}`,
  email: d.guestEmail(),
  phone: '+43 664 1234567',
  street: 'Hauptplatz 1',
  postalCode: '8970',
  city: 'Schladming',
  country: 'AT',
  language: 'de',
});

/**
 * A phone booking taken by staff at the price the form quoted: confirmed at once, or pending (it
 * keeps the pitch to the end of `holdUntil`, a payment or staff confirming it makes it binding);
 * pay on arrival or by bank transfer. A quote gone stale (another total sent) is refused.
 */
export class PhoneBooking extends DeskAction {
  protected override needsBooking = false;
  constructor(
    readonly stay: NewStay,
    readonly method: 'on_arrival' | 'bank_transfer',
    /** Binding at once, or pending for this many days (at most to the arrival day). */
    readonly holdDays: number | null,
    readonly staleQuote: boolean,
  ) {
    super();
  }
  toString() {
    const s = this.stay;
    const how = this.holdDays === null ? 'confirmed' : `pending ${this.holdDays}d`;
    return `phone(${s.pitch} +${s.offset}d ${s.nights}n ${s.adults}a${s.children}c ${extrasText(s.extras)} ${this.method} ${how}${this.staleQuote ? ' stale quote' : ''})`;
  }
  protected async act(m: Model, d: Desk): Promise<string> {
    const checkIn = addDays(m.today, this.stay.offset);
    const checkOut = addDays(checkIn, this.stay.nights);
    const clash = taken(m, this.stay.pitch, { checkIn, checkOut });
    const stay = {
      pitchId: d.pitchIds[this.stay.pitch],
      checkIn,
      checkOut,
      adults: this.stay.adults,
      children: this.stay.children,
      extras: sorted(this.stay.extras),
    };
    const quoted = await d
      .write('post', '/api/admin/bookings/quote')
      .set('Accept-Language', 'de')
      .send(stay);
    if (clash) {
      expectAnswer(quoted, 409, 'booking.pitchTaken');
    } else expectAnswer(quoted, 200);
    const quotedTotal = clash
      ? undefined
      : Number(quoted.body.totalCents) + (this.staleQuote ? 100 : 0);
    const holdUntil =
      this.holdDays === null ? undefined : [addDays(m.today, this.holdDays), checkIn].sort()[0];
    const res = await d
      .write('post', '/api/admin/bookings')
      .set('Accept-Language', 'de')
      .send({
        ...guestFields(d),
        ...stay,
        paymentMethod: this.method,
        channel: 'phone',
        status: holdUntil ? 'pending' : 'confirmed',
        ...(holdUntil ? { holdUntil } : {}),
        ...(quotedTotal !== undefined ? { quotedTotalCents: quotedTotal } : {}),
      });
    if (clash) {
      expectAnswer(res, 409, 'booking.pitchTaken');
      return `409 pitch taken (${clash.label})`;
    }
    if (this.staleQuote) {
      // The message names the new total (formatted): the status and the new quote say enough.
      expectAnswer(res, 409);
      expectEqual('the new quote', res.body?.quote?.totalCents, quotedTotal! - 100);
      return `409 price changed (quoted ${quotedTotal}, now ${quotedTotal! - 100})`;
    }
    expectAnswer(res, 201);
    expectEqual('stored total', res.body.totalCents, quotedTotal);
    const b = addBooking(
      m,
      res.body as BookingAnswer,
      { ...this.stay, checkIn, checkOut },
      {
        channel: 'phone',
        method: this.method,
        status: holdUntil ? 'pending' : 'confirmed',
        token: d.token(res.body.id),
        depositCents: 0,
        ...(holdUntil ? { holdUntil } : {}),
      },
    );
    expectEqual(`${b.label} status`, res.body.status, b.status);
    return `${b.label} ${b.number} total ${b.quote.totalCents}${holdUntil ? `, pending until ${holdUntil}` : ''}`;
  }
}

/**
 * An online booking: the guest's hold, then — unless the guest walks away — the payment choice
 * carried through: the mail link for pay on arrival and bank transfer, the card on the Stripe
 * stand-in and the return from its payment page (a winter card booking pays a 30 % deposit).
 */
export class OnlineBooking extends DeskAction {
  protected override needsBooking = false;
  constructor(
    readonly stay: NewStay,
    readonly method: Method,
    readonly abandon: boolean,
  ) {
    super();
  }
  toString() {
    const s = this.stay;
    return `online(${s.pitch} +${s.offset}d ${s.nights}n ${s.adults}a${s.children}c ${extrasText(s.extras)} ${this.method}${this.abandon ? ' abandoned' : ''})`;
  }
  protected async act(m: Model, d: Desk): Promise<string> {
    const checkIn = addDays(m.today, this.stay.offset);
    const checkOut = addDays(checkIn, this.stay.nights);
    const clash = taken(m, this.stay.pitch, { checkIn, checkOut });
    const res = await d
      .guest()
      .post('/api/bookings')
      .set('Accept-Language', 'de')
      .send({
        ...guestFields(d),
        consent: true,
        pitchId: d.pitchIds[this.stay.pitch],
        checkIn,
        checkOut,
        adults: this.stay.adults,
        children: this.stay.children,
        extras: sorted(this.stay.extras),
        paymentMethod: this.method,
      });
    if (clash) {
      expectAnswer(res, 409, 'booking.pitchTaken');
      return `409 pitch taken (${clash.label})`;
    }
    expectAnswer(res, 201);
    const body = res.body as BookingAnswer & {
      token: string;
      payment: { provider: string; clientSecret?: string };
    };
    const deposit =
      this.method === 'stripe' ? expectedDeposit(checkIn, body.quote.totalCents, m.today) : 0;
    const b = addBooking(
      m,
      body,
      { ...this.stay, checkIn, checkOut },
      {
        channel: 'online',
        method: this.method,
        status: 'pending',
        token: body.token,
        depositCents: deposit,
      },
    );
    const stored = await d.read(`/api/admin/bookings/${b.id}`).expect(200);
    expectEqual(`${b.label} deposit`, stored.body.depositCents, deposit);
    if (this.abandon) return `${b.label} ${b.number} hold, abandoned`;
    if (this.method === 'stripe') {
      const intentId = String(body.payment.clientSecret).split('_secret_')[0];
      const intent = await d.stripe.pay(intentId);
      expectEqual(`${b.label} card charge`, intent.amount, deposit || b.quote.totalCents);
      expectAnswer(
        await d.guest().post(`/api/bookings/${b.id}/payment-return`).query({ token: b.token }),
        200,
      );
      b.cardIntents++;
      b.paid.stripe += intent.amount;
      b.status = 'confirmed';
      return `${b.label} ${b.number} total ${b.quote.totalCents}, card ${intent.amount}${deposit ? ' (deposit)' : ''}`;
    }
    expectAnswer(
      await d.guest().post(`/api/bookings/${b.id}/confirm`).query({ token: b.token }),
      200,
    );
    const row = await d.sql<{ data: { extra: { verifyUrl: string } } }>(
      `select data from outbox where job_id = ?`,
      [`mail.booking_verification.${b.id}`],
    );
    const link = new URL(row[0].data.extra.verifyUrl);
    expectAnswer(
      await d
        .guest()
        .post(`/api/bookings/${b.id}/verify`)
        .query({ token: link.searchParams.get('token'), key: link.searchParams.get('verify') }),
      200,
    );
    b.status = 'confirmed';
    return `${b.label} ${b.number} total ${b.quote.totalCents}, confirmed by mail link`;
  }
}

/**
 * Money staff took confirms a hold first (a hold that ran out only while its pitch is free).
 * Answers the refusal, or null when the booking is (now) confirmed or was not pending.
 */
function confirmForPayment(m: Model, b: MBooking): MBooking | null {
  if (b.status === 'expired') return taken(m, b.pitch, b, b) ?? null;
  return null;
}

type Portion = 'quarter' | 'half' | 'full' | 'credit';
const portionOf = (open: number, p: Portion) =>
  p === 'quarter'
    ? Math.max(1, Math.floor(open / 4))
    : p === 'half'
      ? Math.max(1, Math.floor(open / 2))
      : p === 'full'
        ? Math.max(1, open)
        : Math.max(0, open) + 500;

/** Money taken at the desk (cash, card terminal, bank statement): part, all, or more as credit. */
export class RecordPayment extends OnBooking {
  constructor(
    pick: number,
    readonly method: 'cash' | 'card_terminal' | 'bank_transfer',
    readonly portion: Portion,
  ) {
    super(pick);
  }
  toString() {
    return `pay(#${this.pick} ${this.method} ${this.portion})`;
  }
  protected async act(m: Model, d: Desk): Promise<string> {
    const b = this.target(m);
    const owedAfter =
      b.status === 'pending' || b.status === 'expired' ? b.quote.totalCents : owed(b);
    const open = owedAfter - net(b);
    const amount = portionOf(open, this.portion);
    const res = await d
      .write('post', `/api/admin/bookings/${b.id}/payments`)
      .set('Accept-Language', 'de')
      .send({
        amountCents: amount,
        method: this.method,
        ...(this.portion === 'credit' ? { acceptCredit: true } : {}),
      });
    const clash = confirmForPayment(m, b);
    if (clash) {
      expectAnswer(res, 409, 'booking.holdExpired');
      return `${b.label} ${amount}: 409 hold expired, pitch taken (${clash.label})`;
    }
    if (this.portion !== 'credit' && amount > open) {
      expectAnswer(res, 409);
      return `${b.label} ${amount}: 409 above what is open (${open})`;
    }
    expectAnswer(res, 201);
    if (b.status === 'pending' || b.status === 'expired') b.status = 'confirmed';
    b.paid[this.method] += amount;
    return `${b.label} ${amount} taken`;
  }
}

/**
 * An old edit form sending `paymentStatus: 'paid'`: the status follows from the ledger alone, so
 * anything but the unchanged echo is refused (400) and nothing is recorded.
 */
export class MarkPaid extends OnBooking {
  toString() {
    return `markPaid(#${this.pick})`;
  }
  protected async act(m: Model, d: Desk): Promise<string> {
    const b = this.target(m);
    const res = await d
      .write('put', `/api/admin/bookings/${b.id}`)
      .set('Accept-Language', 'de')
      .send({ paymentStatus: 'paid' });
    if (paymentStatus(b) === 'paid') {
      expectAnswer(res, 200);
      return `${b.label} already paid: the echo is accepted, nothing changes`;
    }
    expectAnswer(res, 400, 'payments.statusDerived');
    return `${b.label}: 400 the payment status follows from the payments`;
  }
}

/** An admin gives money back (recorded refund): part, all, or more than was paid (refused). */
export class RecordRefund extends OnBooking {
  constructor(
    pick: number,
    readonly method: 'cash' | 'card_terminal' | 'bank_transfer',
    readonly portion: 'quarter' | 'half' | 'full' | 'over',
  ) {
    super(pick);
  }
  toString() {
    return `refund(#${this.pick} ${this.method} ${this.portion})`;
  }
  protected async act(m: Model, d: Desk): Promise<string> {
    const b = this.target(m);
    const kept = net(b);
    const amount =
      this.portion === 'over'
        ? kept + 100
        : portionOf(kept, this.portion === 'full' ? 'full' : this.portion);
    const res = await d
      .write('post', `/api/admin/bookings/${b.id}/payments`)
      .set('Accept-Language', 'de')
      .send({ kind: 'refund', amountCents: amount, method: this.method });
    if (amount > kept) {
      expectAnswer(res, 400);
      return `${b.label} ${amount}: 400 above what was paid (${kept})`;
    }
    expectAnswer(res, 201);
    b.refunded[this.method] += amount;
    return `${b.label} ${amount} refunded`;
  }
}

/** A change of the stay through the admin edit (PUT): priced again, checked against the others. */
abstract class ChangeStay extends OnBooking {
  /** The stay after the change, from the booking as it is. */
  protected abstract next(
    m: Model,
    b: MBooking,
  ): Pick<MBooking, 'pitch' | 'checkIn' | 'checkOut' | 'adults' | 'children' | 'extras'>;
  protected async act(m: Model, d: Desk): Promise<string> {
    const b = this.target(m);
    const next = { ...this.next(m, b) };
    next.extras = sorted(next.extras);
    const res = await d
      .write('put', `/api/admin/bookings/${b.id}`)
      .set('Accept-Language', 'de')
      .send({
        pitchId: d.pitchIds[next.pitch],
        checkIn: next.checkIn,
        checkOut: next.checkOut,
        adults: next.adults,
        children: next.children,
        extras: next.extras,
      });
    const changed = (
      ['pitch', 'checkIn', 'checkOut', 'adults', 'children', 'extras'] as const
    ).some((k) => JSON.stringify(next[k]) !== JSON.stringify(b[k]));
    const what = `${next.pitch} ${next.checkIn}→${next.checkOut} ${next.adults}a${next.children}c ${extrasText(next.extras)}`;
    if (!changed) {
      expectAnswer(res, 200);
      return `${b.label} unchanged`;
    }
    if (b.status === 'cancelled' || b.status === 'expired' || b.status === 'no_show') {
      expectAnswer(res, 409, 'booking.notPending');
      return `${b.label} → ${what}: 409 ${b.status}`;
    }
    const clash = taken(m, next.pitch, next, b);
    if (clash) {
      expectAnswer(res, 409, 'booking.pitchTaken');
      return `${b.label} → ${what}: 409 pitch taken (${clash.label})`;
    }
    expectAnswer(res, 200);
    const before = b.quote.totalCents;
    Object.assign(b, next, { quote: figures((res.body as BookingAnswer).quote) });
    noteMonths(m, b);
    return `${b.label} → ${what}, total ${before} → ${b.quote.totalCents}`;
  }
}

/** New dates: before arrival any dates ahead; once arrived only the departure moves. */
export class MoveStay extends ChangeStay {
  constructor(
    pick: number,
    readonly offset: number,
    readonly nights: number,
  ) {
    super(pick);
  }
  toString() {
    return `moveDates(#${this.pick} +${this.offset}d ${this.nights}n)`;
  }
  protected next(m: Model, b: MBooking) {
    if (b.checkIn > m.today) {
      const checkIn = addDays(m.today, this.offset);
      return { ...b, checkIn, checkOut: addDays(checkIn, this.nights) };
    }
    const earliest =
      addDays(b.checkIn, 3) > addDays(m.today, 1) ? addDays(b.checkIn, 3) : addDays(m.today, 1);
    return { ...b, checkOut: addDays(earliest, this.nights - 3) };
  }
}

export class MovePitch extends ChangeStay {
  constructor(
    pick: number,
    readonly pitch: PitchCode,
  ) {
    super(pick);
  }
  toString() {
    return `movePitch(#${this.pick} ${this.pitch})`;
  }
  protected next(_m: Model, b: MBooking) {
    return { ...b, pitch: this.pitch };
  }
}

export class ChangeParty extends ChangeStay {
  constructor(
    pick: number,
    readonly adults: number,
    readonly children: number,
  ) {
    super(pick);
  }
  toString() {
    return `party(#${this.pick} ${this.adults}a${this.children}c)`;
  }
  protected next(_m: Model, b: MBooking) {
    return { ...b, adults: this.adults, children: this.children };
  }
}

/** An extra added at the desk (or one more of it: bikes), through the same edit. */
export class AddExtra extends ChangeStay {
  constructor(
    pick: number,
    readonly code: ExtraPick['code'],
  ) {
    super(pick);
  }
  toString() {
    return `addExtra(#${this.pick} ${this.code})`;
  }
  protected next(_m: Model, b: MBooking) {
    const max = this.code === 'bike' ? 6 : 1;
    const has = b.extras.find((e) => e.code === this.code);
    const extras = has
      ? b.extras.map((e) =>
          e.code === this.code ? { ...e, quantity: Math.min(max, e.quantity + 1) } : e,
        )
      : [...b.extras, { code: this.code, quantity: 1 }];
    return { ...b, extras };
  }
}

/** The ledger rows of a booking, to see which ones an action wrote. */
interface LedgerRow {
  id: string;
  kind: string;
  method: LedgerMethod;
  amount_cents: number;
  reference: string | null;
}
const ledgerRows = (d: Desk, id: string) =>
  d.sql<LedgerRow>(
    `select id, kind, method, amount_cents, reference from payment where booking_id = ? order by created_at, id`,
    [id],
  );
interface PredictedRow {
  method: LedgerMethod;
  amount: number;
  /** Stripe refunds carry the refund's id (`re_…`). */
  reference: string;
}
/**
 * The refund rows an action wrote, as predicted: card refunds (one per intent after a deposit)
 * taken together, each with a Stripe refund id; desk pay-outs one row with its reference.
 */
function expectRefundRows(
  label: string,
  before: LedgerRow[],
  after: LedgerRow[],
  rows: PredictedRow[],
): void {
  const seen = new Set(before.map((r) => r.id));
  const fresh = after.filter((r) => !seen.has(r.id));
  const got: Array<{ kind: string; method: string; amount: number; reference: string | null }> = [];
  for (const r of fresh) {
    const reference =
      r.method === 'stripe' && r.reference?.startsWith('re_') ? 're_…' : r.reference;
    const same = got.find(
      (g) => g.method === 'stripe' && r.method === 'stripe' && g.kind === r.kind,
    );
    if (same && same.reference === reference) same.amount += Number(r.amount_cents);
    else got.push({ kind: r.kind, method: r.method, amount: Number(r.amount_cents), reference });
  }
  expectEqual(
    `${label} ledger rows written`,
    got,
    rows.map((r) => ({
      kind: 'refund',
      method: r.method,
      amount: r.amount,
      reference: r.reference,
    })),
  );
}

/** The booking's money as the admin record's `money` shows it, predicted. */
function expectMoney(label: string, body: { money?: Record<string, number> }, b: MBooking): void {
  const mo = body.money ?? {};
  expectEqual(
    `${label} money`,
    {
      totalCents: mo.totalCents,
      dueCents: mo.dueCents,
      refundDueCents: mo.refundDueCents,
      creditCents: mo.creditCents,
    },
    { totalCents: owed(b), dueCents: due(b), refundDueCents: refundDue(b), creditCents: credit(b) },
  );
}

/**
 * What staff settle of an ended booking's money beyond the kept fee (`refund`; none: card money
 * back to the card when there is any, the rest stays to pay out): the refund rows it writes, or
 * the refusal of a Stripe refund without card money (then nothing at all is written).
 */
function predictSettle(
  b: MBooking,
  requested: RefundChoice | undefined,
  reference: string | undefined,
): { refusal: MessageKey | null; rows: PredictedRow[]; text: string } {
  const owedBack = net(b) - b.feeCents;
  const choice = requested ?? (cardNet(b) > 0 ? 'stripe' : 'later');
  if (owedBack > 0 && choice === 'stripe' && cardNet(b) <= 0)
    return { refusal: 'booking.noCardPayment', rows: [], text: '' };
  b.creditKept = choice === 'credit' && owedBack > 0;
  const rows: PredictedRow[] = [];
  if (owedBack > 0 && choice === 'stripe') {
    const back = Math.min(cardNet(b), owedBack);
    if (back > 0) rows.push({ method: 'stripe', amount: back, reference: 're_…' });
  }
  if (owedBack > 0 && (choice === 'cash' || choice === 'bank_transfer'))
    rows.push({ method: choice, amount: owedBack, reference: reference ?? `Storno ${b.number}` });
  for (const r of rows) b.refunded[r.method] += r.amount;
  const text = [
    `${choice}`,
    ...rows.map((r) => `${r.method} refund ${r.amount}`),
    refundDue(b) ? `${refundDue(b)} to pay out` : '',
    b.creditKept ? `${credit(b)} kept as credit` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return { refusal: null, rows, text };
}

/** Whether staff may cancel today, and the fee: up to and including the arrival day. */
function staffCancellable(m: Model, b: MBooking): { allowed: boolean; fee: number } {
  const live = b.status === 'pending' || b.status === 'confirmed';
  if (!live || b.checkIn < m.today) return { allowed: false, fee: 0 };
  return {
    allowed: true,
    fee: b.status === 'confirmed' ? policyFee(b.checkIn, m.today, feeBase(b)) : 0,
  };
}
function noShowAllowed(m: Model, b: MBooking): boolean {
  return b.status === 'confirmed' && b.checkIn <= m.today && m.today < b.checkOut;
}

/** The cancel and no-show dialogs' figures (`end-preview`), as the model reckons them. */
async function expectEndPreview(m: Model, d: Desk, b: MBooking): Promise<void> {
  const res = await d.read(`/api/admin/bookings/${b.id}/end-preview`);
  expectAnswer(res, 200);
  const cancel = staffCancellable(m, b);
  const ns = noShowAllowed(m, b) ? noShowCharge(b, m.today) : { charge: 0, checkOut: b.checkOut };
  const back = (fee: number) => Math.max(0, net(b) - fee);
  const p = res.body as {
    cardRefundableCents: number;
    cancel: unknown;
    noShow: unknown;
    money: Record<string, number>;
  };
  expectEqual(
    `${b.label} end preview`,
    { card: p.cardRefundableCents, cancel: p.cancel, noShow: p.noShow },
    {
      card: cardNet(b),
      cancel: { allowed: cancel.allowed, feeCents: cancel.fee, refundCents: back(cancel.fee) },
      noShow: {
        allowed: noShowAllowed(m, b),
        chargeCents: ns.charge,
        refundCents: back(ns.charge),
        checkOut: ns.checkOut,
      },
    },
  );
  expectMoney(`${b.label} end preview`, p, b);
}

type StaffRefund = RefundChoice | 'none' | 'delete';
/** A desk pay-out sometimes carries the receipt's number staff typed. */
const receipt = (choice: StaffRefund, withReference: boolean, step: number) =>
  withReference && (choice === 'cash' || choice === 'bank_transfer') ? `Beleg ${step}` : undefined;

/**
 * Staff cancel (up to and including the arrival day; the policy's fee) and settle what was paid
 * beyond the fee as chosen — or DELETE / no choice: card money back through Stripe, the rest to pay
 * out later. Cancelling a cancelled booking again changes nothing.
 */
export class CancelByStaff extends OnBooking {
  constructor(
    pick: number,
    readonly refund: StaffRefund,
    readonly withReference: boolean,
  ) {
    super(pick);
  }
  toString() {
    return `staffCancel(#${this.pick} ${this.refund}${this.withReference ? ' ref' : ''})`;
  }
  protected async act(m: Model, d: Desk): Promise<string> {
    const b = this.target(m);
    await expectEndPreview(m, d, b);
    const reference = receipt(this.refund, this.withReference, m.log.length);
    const rowsBefore = await ledgerRows(d, b.id);
    const res =
      this.refund === 'delete'
        ? await d.write('delete', `/api/admin/bookings/${b.id}`).set('Accept-Language', 'de')
        : await d
            .write('post', `/api/admin/bookings/${b.id}/cancel`)
            .set('Accept-Language', 'de')
            .send({
              reason: 'season test',
              ...(this.refund === 'none' ? {} : { refund: this.refund }),
              ...(reference ? { reference } : {}),
            });
    const ok = this.refund === 'delete' ? 200 : 201;
    if (b.status === 'cancelled') {
      expectAnswer(res, ok);
      expectRefundRows(b.label, rowsBefore, await ledgerRows(d, b.id), []);
      return `${b.label} already cancelled: nothing changes`;
    }
    const { allowed, fee } = staffCancellable(m, b);
    if (!allowed) {
      expectAnswer(res, 409, 'booking.notCancellable');
      return `${b.label}: 409 not cancellable (${b.status}, arrival ${b.checkIn})`;
    }
    const saved = structuredClone(b);
    b.status = 'cancelled';
    b.feeCents = fee;
    const settled = predictSettle(
      b,
      this.refund === 'none' || this.refund === 'delete' ? undefined : this.refund,
      reference,
    );
    if (settled.refusal) {
      Object.assign(b, saved);
      expectAnswer(res, 400, settled.refusal);
      return `${b.label}: 400 no card payment to refund (nothing changes)`;
    }
    expectAnswer(res, ok);
    expectEqual(`${b.label} cancellation fee`, res.body.cancellationFeeCents, b.feeCents);
    expectEqual(`${b.label} credit kept`, res.body.creditKept, b.creditKept);
    expectMoney(b.label, res.body, b);
    expectRefundRows(b.label, rowsBefore, await ledgerRows(d, b.id), settled.rows);
    return `${b.label} fee ${fee}, ${settled.text}`;
  }
}

/**
 * The guest cancels on the booking page: live and before the arrival day; card money beyond the
 * fee goes back through Stripe at once, money paid otherwise is left for staff to pay out.
 */
export class CancelByGuest extends OnBooking {
  toString() {
    return `guestCancel(#${this.pick})`;
  }
  protected async act(m: Model, d: Desk): Promise<string> {
    const b = this.target(m);
    const rowsBefore = await ledgerRows(d, b.id);
    const res = await d
      .guest()
      .post(`/api/bookings/${b.id}/cancel`)
      .set('Accept-Language', 'de')
      .query({ token: b.token });
    if (b.status === 'cancelled') {
      expectAnswer(res, 200);
      expectRefundRows(b.label, rowsBefore, await ledgerRows(d, b.id), []);
      return `${b.label} already cancelled: nothing changes`;
    }
    if ((b.status !== 'pending' && b.status !== 'confirmed') || b.checkIn <= m.today) {
      expectAnswer(res, 409, 'booking.notCancellable');
      return `${b.label}: 409 not cancellable (${b.status}, arrival ${b.checkIn})`;
    }
    const fee = b.status === 'confirmed' ? policyFee(b.checkIn, m.today, feeBase(b)) : 0;
    b.status = 'cancelled';
    b.feeCents = fee;
    const rows: PredictedRow[] = [];
    const back = b.method === 'stripe' ? Math.min(cardNet(b), net(b) - fee) : 0;
    if (back > 0) {
      rows.push({ method: 'stripe', amount: back, reference: 're_…' });
      b.refunded.stripe += back;
    }
    expectAnswer(res, 200);
    expectRefundRows(b.label, rowsBefore, await ledgerRows(d, b.id), rows);
    return `${b.label} fee ${fee}${back > 0 ? `, card refund ${back}` : ''}${refundDue(b) ? `, ${refundDue(b)} to pay out` : ''}`;
  }
}

/**
 * A no-show, recorded from the arrival day until the day before departure: the stay ends
 * tomorrow, the charge (the first night's share of the fee base) is owed, the rest settled as
 * staff chose (no choice: to pay out later).
 */
export class NoShow extends OnBooking {
  constructor(
    pick: number,
    readonly refund: RefundChoice | 'none',
    readonly aimed: boolean,
  ) {
    super(pick);
  }
  toString() {
    return `noShow(#${this.pick}${this.aimed ? '!' : ''} ${this.refund})`;
  }
  protected async act(m: Model, d: Desk): Promise<string> {
    const b = this.aimedTarget(m, this.aimed, (x) => noShowAllowed(m, x));
    await expectEndPreview(m, d, b);
    const rowsBefore = await ledgerRows(d, b.id);
    const res = await d
      .write('post', `/api/admin/bookings/${b.id}/no-show`)
      .set('Accept-Language', 'de')
      .send(this.refund === 'none' ? {} : { refund: this.refund });
    if (!noShowAllowed(m, b)) {
      expectAnswer(res, 409, 'booking.noShowNotAllowed');
      return `${b.label}: 409 no no-show (${b.status}, ${b.checkIn}→${b.checkOut})`;
    }
    const saved = structuredClone(b);
    const { checkOut, charge } = noShowCharge(b, m.today);
    Object.assign(b, { status: 'no_show', checkOut, feeCents: charge });
    const settled = predictSettle(b, this.refund === 'none' ? 'later' : this.refund, undefined);
    if (settled.refusal) {
      Object.assign(b, saved);
      expectAnswer(res, 400, settled.refusal);
      return `${b.label}: 400 no card payment to refund (nothing changes)`;
    }
    expectAnswer(res, 201);
    expectEqual(
      `${b.label} no-show`,
      [res.body.status, res.body.checkOut, res.body.cancellationFeeCents],
      [b.status, b.checkOut, b.feeCents],
    );
    expectMoney(b.label, res.body, b);
    expectRefundRows(b.label, rowsBefore, await ledgerRows(d, b.id), settled.rows);
    return `${b.label} no-show, stay to ${checkOut}, charge ${charge}, ${settled.text}`;
  }
}

/** Staff pay out later (or keep as credit) what an ended booking still owes back. */
export class PayOutRefund extends OnBooking {
  constructor(
    pick: number,
    readonly refund: Exclude<RefundChoice, 'later'>,
    readonly withReference: boolean,
    readonly aimed: boolean,
  ) {
    super(pick);
  }
  toString() {
    return `payOut(#${this.pick}${this.aimed ? '!' : ''} ${this.refund}${this.withReference ? ' ref' : ''})`;
  }
  protected async act(m: Model, d: Desk): Promise<string> {
    const b = this.aimedTarget(m, this.aimed, (x) => ended(x) && excess(x) > 0);
    const reference = receipt(this.refund, this.withReference, m.log.length);
    const rowsBefore = await ledgerRows(d, b.id);
    const res = await d
      .write('post', `/api/admin/bookings/${b.id}/refund-payout`)
      .set('Accept-Language', 'de')
      .send({ refund: this.refund, ...(reference ? { reference } : {}) });
    if (!ended(b) || excess(b) <= 0) {
      expectAnswer(res, 409, 'booking.nothingToRefund');
      return `${b.label}: 409 nothing to refund (${b.status})`;
    }
    const saved = structuredClone(b);
    const settled = predictSettle(b, this.refund, reference);
    if (settled.refusal) {
      Object.assign(b, saved);
      expectAnswer(res, 400, settled.refusal);
      return `${b.label}: 400 no card payment to refund`;
    }
    expectAnswer(res, 201);
    expectEqual(`${b.label} credit kept`, res.body.creditKept, b.creditKept);
    expectMoney(b.label, res.body, b);
    expectRefundRows(b.label, rowsBefore, await ledgerRows(d, b.id), settled.rows);
    return `${b.label} ${settled.text}`;
  }
}

/** The guest pays a deposit booking's balance by card from the booking page. */
export class PayBalanceByCard extends OnBooking {
  toString() {
    return `payBalance(#${this.pick})`;
  }
  protected async act(m: Model, d: Desk): Promise<string> {
    const b = this.target(m);
    const res = await d
      .guest()
      .post(`/api/bookings/${b.id}/balance-payment`)
      .set('Accept-Language', 'de')
      .query({ token: b.token });
    const payable =
      b.status === 'confirmed' &&
      b.method === 'stripe' &&
      b.depositCents > 0 &&
      due(b) > 0 &&
      b.checkOut > m.today;
    if (!payable) {
      expectAnswer(res, 409, 'payment.noBalance');
      return `${b.label}: 409 no balance open`;
    }
    expectAnswer(res, 200);
    expectEqual(`${b.label} balance asked`, res.body.amountCents, due(b));
    const intent = await d.stripe.pay(String(res.body.clientSecret).split('_secret_')[0]);
    expectAnswer(
      await d.guest().post(`/api/bookings/${b.id}/payment-return`).query({ token: b.token }),
      200,
    );
    b.cardIntents++;
    b.paid.stripe += intent.amount;
    return `${b.label} balance ${intent.amount} by card`;
  }
}

/** Staff confirm a pending hold (the guest called instead of following the mail link). */
export class ConfirmHold extends OnBooking {
  toString() {
    return `confirmHold(#${this.pick})`;
  }
  protected async act(m: Model, d: Desk): Promise<string> {
    const b = this.target(m);
    const res = await d
      .write('post', `/api/admin/bookings/${b.id}/confirm`)
      .set('Accept-Language', 'de')
      .send({});
    if (b.status === 'confirmed') {
      expectAnswer(res, 201);
      return `${b.label} already confirmed`;
    }
    if (b.status !== 'pending') {
      expectAnswer(res, 409, b.status === 'expired' ? 'booking.holdExpired' : 'booking.notPending');
      return `${b.label}: 409 ${b.status}`;
    }
    expectAnswer(res, 201);
    b.status = 'confirmed';
    return `${b.label} confirmed`;
  }
}

/** The season goes on: the clock moves forward; online holds run out, phone holds after their day. */
export class AdvanceClock extends DeskAction {
  protected override needsBooking = false;
  constructor(readonly days: number) {
    super();
  }
  toString() {
    return `advance(${this.days}d)`;
  }
  protected act(m: Model, d: Desk): Promise<string> {
    m.today = addDays(m.today, this.days);
    d.setDay(m.today);
    for (const b of m.bookings)
      if (b.status === 'pending' && (!b.holdUntil || b.holdUntil < m.today)) b.status = 'expired';
    return Promise.resolve(`today ${m.today}`);
  }
}

const pick = fc.nat({ max: 40 });
const stayArb: fc.Arbitrary<NewStay> = fc
  .record({
    pitch: fc.constantFrom(...PITCHES),
    // Half the stays begin within the week: late cancellations, arrivals and no-shows come often.
    offset: fc.oneof(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 35 })),
    nights: fc.integer({ min: 3, max: 7 }),
    adults: fc.integer({ min: 1, max: 3 }),
    children: fc.integer({ min: 0, max: 1 }),
    electricity: fc.boolean(),
    breakfast: fc.boolean(),
    bikes: fc.integer({ min: 0, max: 2 }),
  })
  .map(({ electricity, breakfast, bikes, ...s }) => ({
    ...s,
    extras: [
      ...(electricity ? [{ code: 'electricity' as const, quantity: 1 }] : []),
      ...(breakfast ? [{ code: 'breakfast' as const, quantity: 1 }] : []),
      ...(bikes ? [{ code: 'bike' as const, quantity: bikes }] : []),
    ],
  }));
const REFUNDS: RefundChoice[] = ['stripe', 'bank_transfer', 'cash', 'credit', 'later'];
const deskMethod = fc.constantFrom(
  'cash' as const,
  'card_terminal' as const,
  'bank_transfer' as const,
);

/** Every desk action with its arbitrary and weight: the one place listing them. */
export const DESK_ACTIONS: Array<{ weight: number; arbitrary: fc.Arbitrary<Cmd> }> = [
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        stayArb,
        fc.constantFrom('on_arrival' as const, 'bank_transfer' as const),
        fc.option(fc.integer({ min: 0, max: 10 }), { freq: 2 }),
        fc.integer({ min: 0, max: 9 }),
      )
      .map(([s, method, hold, stale]) => new PhoneBooking(s, method, hold, stale === 0)),
  },
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        stayArb,
        fc.constantFrom<Method>('on_arrival', 'bank_transfer', 'stripe'),
        fc.boolean(),
      )
      .map(([s, method, walkAway]) => new OnlineBooking(s, method, walkAway && s.nights === 3)),
  },
  {
    weight: 4,
    arbitrary: fc
      .tuple(pick, deskMethod, fc.constantFrom<Portion>('quarter', 'half', 'full', 'credit'))
      .map(([p, method, portion]) => new RecordPayment(p, method, portion)),
  },
  { weight: 1, arbitrary: pick.map((p) => new MarkPaid(p)) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        pick,
        deskMethod,
        fc.constantFrom('quarter' as const, 'half' as const, 'full' as const, 'over' as const),
      )
      .map(([p, method, portion]) => new RecordRefund(p, method, portion)),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(pick, fc.integer({ min: 1, max: 35 }), fc.integer({ min: 3, max: 7 }))
      .map(([p, offset, nights]) => new MoveStay(p, offset, nights)),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(pick, fc.constantFrom(...PITCHES))
      .map(([p, pitch]) => new MovePitch(p, pitch)),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(pick, fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 1 }))
      .map(([p, a, c]) => new ChangeParty(p, a, c)),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(pick, fc.constantFrom<ExtraPick['code']>(...EXTRA_ORDER))
      .map(([p, code]) => new AddExtra(p, code)),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(pick, fc.constantFrom<StaffRefund>(...REFUNDS, 'none', 'delete'), fc.boolean())
      .map(([p, refund, ref]) => new CancelByStaff(p, refund, ref)),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(pick, fc.constantFrom<RefundChoice | 'none'>(...REFUNDS, 'none'), fc.boolean())
      .map(([p, refund, aimed]) => new NoShow(p, refund, aimed)),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        pick,
        fc.constantFrom<Exclude<RefundChoice, 'later'>>(
          'stripe',
          'bank_transfer',
          'cash',
          'credit',
        ),
        fc.boolean(),
        fc.boolean(),
      )
      .map(([p, refund, ref, aimed]) => new PayOutRefund(p, refund, ref, aimed)),
  },
  { weight: 2, arbitrary: pick.map((p) => new CancelByGuest(p)) },
  { weight: 1, arbitrary: pick.map((p) => new PayBalanceByCard(p)) },
  { weight: 1, arbitrary: pick.map((p) => new ConfirmHold(p)) },
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 6 }).map((n) => new AdvanceClock(n)) },
];
