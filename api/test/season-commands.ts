import fc from 'fast-check';
import type { Response } from 'supertest';
import { translate, type MessageKey } from 'src/common/i18n/messages';
import type { Desk } from './season-desk';
import { checkInvariants, report, Violation } from './season-invariants';
import {
  addDays,
  cardNet,
  due,
  expectedDeposit,
  feeBase,
  net,
  noteMonths,
  offlineNet,
  owed,
  paymentStatus,
  PITCHES,
  policyFee,
  taken,
  zero,
  type ExtraPick,
  type MBooking,
  type Method,
  type Model,
  type PitchCode,
} from './season-model';

/**
 * The desk actions of the season test, one class per action, all listed in `DESK_ACTIONS` (the one
 * place to add an action). Each predicts the API's answer from the model — accepted, or refused
 * with which message — performs the action over HTTP, updates the model, lets the worker catch
 * up, and then checks every invariant (`invariants.ts`).
 *
 * To add when the work in progress lands (a few lines each, beside the classes below):
 * - moving an invoiced booking issues a storno and a new invoice: no new action; `MoveStay`,
 *   `MovePitch`, `ChangeParty` and `AddExtra` already move invoiced bookings, and the invariants
 *   `money-identity` and `invoice-describes-stay` then hold instead of failing;
 * - the cancel dialog's refund method (Stripe refund, bank transfer, cash, keep as credit):
 *   a `CancelWithRefund` action (staff cancel with `refundMethod`), its prediction is
 *   `staffCancel` below with the refund going to the chosen method, or none for "credit";
 * - no-show: a `NoShow` action on a confirmed booking on or after its arrival day, owing the
 *   policy's late fee (the model's `owed` gains a `no_show` status);
 * - staff choosing pending or confirmed at creation: `PhoneBooking` gains `confirmNow`, a pending
 *   phone booking behaves like an online hold in the model (`status: 'pending'`).
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
  extra: Pick<MBooking, 'channel' | 'method' | 'status' | 'token' | 'depositCents'>,
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
    lastOfflineMethod: null,
    cardIntents: 0,
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

/** A phone booking taken by staff: confirmed at once, pay on arrival or by bank transfer. */
export class PhoneBooking extends DeskAction {
  protected override needsBooking = false;
  constructor(
    readonly stay: NewStay,
    readonly method: 'on_arrival' | 'bank_transfer',
  ) {
    super();
  }
  toString() {
    const s = this.stay;
    return `phone(${s.pitch} +${s.offset}d ${s.nights}n ${s.adults}a${s.children}c ${extrasText(s.extras)} ${this.method})`;
  }
  protected async act(m: Model, d: Desk): Promise<string> {
    const checkIn = addDays(m.today, this.stay.offset);
    const checkOut = addDays(checkIn, this.stay.nights);
    const clash = taken(m, this.stay.pitch, { checkIn, checkOut });
    const res = await d
      .write('post', '/api/admin/bookings')
      .set('Accept-Language', 'de')
      .send({
        ...guestFields(d),
        pitchId: d.pitchIds[this.stay.pitch],
        checkIn,
        checkOut,
        adults: this.stay.adults,
        children: this.stay.children,
        extras: sorted(this.stay.extras),
        paymentMethod: this.method,
        channel: 'phone',
      });
    if (clash) {
      expectAnswer(res, 409, 'booking.pitchTaken');
      return `409 pitch taken (${clash.label})`;
    }
    expectAnswer(res, 201);
    const b = addBooking(
      m,
      res.body as BookingAnswer,
      { ...this.stay, checkIn, checkOut },
      {
        channel: 'phone',
        method: this.method,
        status: 'confirmed',
        token: d.token(res.body.id),
        depositCents: 0,
      },
    );
    return `${b.label} ${b.number} total ${b.quote.totalCents}`;
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
    b.lastOfflineMethod = this.method;
    return `${b.label} ${amount} taken`;
  }
}

/** The edit form's "paid": what is still due recorded as one payment. */
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
      return `${b.label} already paid: nothing recorded`;
    }
    const dueNow =
      b.status === 'expired' || b.status === 'pending' ? b.quote.totalCents - net(b) : due(b);
    if (dueNow <= 0) {
      expectAnswer(res, 400, 'payments.nothingDue');
      return `${b.label}: 400 nothing due`;
    }
    const clash = confirmForPayment(m, b);
    if (clash) {
      expectAnswer(res, 409, 'booking.holdExpired');
      return `${b.label}: 409 hold expired, pitch taken (${clash.label})`;
    }
    expectAnswer(res, 200);
    const method = b.method === 'bank_transfer' ? 'bank_transfer' : 'cash';
    if (b.status === 'pending' || b.status === 'expired') b.status = 'confirmed';
    b.paid[method] += dueNow;
    b.lastOfflineMethod = method;
    return `${b.label} ${dueNow} recorded as ${method}`;
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
    if (b.status === 'cancelled' || b.status === 'expired') {
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
    b.changedAtStep = m.log.length;
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

/**
 * A cancellation under the policy: live and before arrival only; the fee by the days left; card
 * money beyond the fee back through Stripe; a staff cancellation also gives back desk money beyond
 * the fee (by the method of its last payment). Answers null when refused.
 */
function predictCancel(m: Model, b: MBooking, byStaff: boolean): string | null {
  if (b.status === 'cancelled') return 'already cancelled';
  if ((b.status !== 'pending' && b.status !== 'confirmed') || b.checkIn <= m.today) return null;
  const fee = b.status === 'confirmed' ? policyFee(b.checkIn, m.today, feeBase(b)) : 0;
  b.status = 'cancelled';
  b.feeCents = fee;
  const parts = [`fee ${fee}`];
  if (b.method === 'stripe') {
    const back = Math.min(cardNet(b), net(b) - fee);
    if (back > 0) {
      b.refunded.stripe += back;
      parts.push(`card refund ${back}`);
    }
  }
  if (byStaff) {
    const back = Math.min(net(b) - fee, offlineNet(b));
    if (back > 0) {
      b.refunded[b.lastOfflineMethod ?? 'cash'] += back;
      parts.push(`${b.lastOfflineMethod ?? 'cash'} refund ${back}`);
    }
  }
  return parts.join(', ');
}

export class CancelByStaff extends OnBooking {
  toString() {
    return `staffCancel(#${this.pick})`;
  }
  protected async act(m: Model, d: Desk): Promise<string> {
    const b = this.target(m);
    const res = await d
      .write('post', `/api/admin/bookings/${b.id}/cancel`)
      .set('Accept-Language', 'de')
      .send({ reason: 'season test' });
    const outcome = predictCancel(m, b, true);
    if (outcome === null) {
      expectAnswer(res, 409, 'booking.notCancellable');
      return `${b.label}: 409 not cancellable (${b.status}, arrival ${b.checkIn})`;
    }
    expectAnswer(res, 201);
    if (outcome === 'already cancelled') b.recancelledAtStep = m.log.length;
    expectEqual(`${b.label} cancellation fee`, res.body.cancellationFeeCents, b.feeCents);
    return `${b.label} ${outcome}`;
  }
}

export class CancelByGuest extends OnBooking {
  toString() {
    return `guestCancel(#${this.pick})`;
  }
  protected async act(m: Model, d: Desk): Promise<string> {
    const b = this.target(m);
    const res = await d
      .guest()
      .post(`/api/bookings/${b.id}/cancel`)
      .set('Accept-Language', 'de')
      .query({ token: b.token });
    const outcome = predictCancel(m, b, false);
    if (outcome === null) {
      expectAnswer(res, 409, 'booking.notCancellable');
      return `${b.label}: 409 not cancellable (${b.status}, arrival ${b.checkIn})`;
    }
    expectAnswer(res, 200);
    return `${b.label} ${outcome}`;
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

/** The season goes on: the clock moves forward; holds of earlier days run out. */
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
    for (const b of m.bookings) if (b.status === 'pending') b.status = 'expired';
    return Promise.resolve(`today ${m.today}`);
  }
}

const pick = fc.nat({ max: 40 });
const stayArb: fc.Arbitrary<NewStay> = fc
  .record({
    pitch: fc.constantFrom(...PITCHES),
    offset: fc.integer({ min: 1, max: 35 }),
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
      .tuple(stayArb, fc.constantFrom('on_arrival' as const, 'bank_transfer' as const))
      .map(([s, method]) => new PhoneBooking(s, method)),
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
  { weight: 2, arbitrary: pick.map((p) => new MarkPaid(p)) },
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
  { weight: 2, arbitrary: pick.map((p) => new CancelByStaff(p)) },
  { weight: 2, arbitrary: pick.map((p) => new CancelByGuest(p)) },
  { weight: 1, arbitrary: pick.map((p) => new PayBalanceByCard(p)) },
  { weight: 1, arbitrary: pick.map((p) => new ConfirmHold(p)) },
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 6 }).map((n) => new AdvanceClock(n)) },
];
