/**
 * The season test's model: what the front desk believes about every booking it made, kept by the
 * test alone from its own actions and the campsite's published rules (cancellation policy, deposit
 * rule, tourist tax). Prices come from the API's answers (the quote is property-tested elsewhere);
 * everything else — who paid what, what is owed, which nights are sold — is reckoned here and
 * compared with the database and the reports after every step.
 */

export const TODAY0 = '2026-11-22';
/** The site's rules as the demo settings have them (pricing settings defaults). */
export const RULES = {
  touristTaxCents: 200,
  freeCancellationDays: 14,
  partialCancellationDays: 3,
  partialFeeBp: 5000,
  lateFeeBp: 10000,
  /** The no-show charge: the gross of this many nights (pricing settings default). */
  noShowChargeNights: 1,
} as const;
/** The deposit rule the test puts on the winter season: 30 % of card bookings, balance 14 days ahead. */
export const WINTER = { start: '2026-12-19', end: '2027-03-31', depositBp: 3000, balanceDays: 14 };

/** Pitches the desk works with: few, so stays collide often. All have a hook-up (electricity). */
export const PITCHES = ['A1', 'B1', 'B2', 'C1', 'D1'] as const;
export type PitchCode = (typeof PITCHES)[number];

export type Method = 'on_arrival' | 'bank_transfer' | 'stripe';
export type LedgerMethod = 'cash' | 'card_terminal' | 'bank_transfer' | 'stripe';
export type Status = 'pending' | 'confirmed' | 'cancelled' | 'expired' | 'no_show';
/** How staff settle what a cancelled or no-show guest paid beyond the kept fee. */
export type RefundChoice = 'stripe' | 'bank_transfer' | 'cash' | 'credit' | 'later';
export interface ExtraPick {
  code: 'electricity' | 'breakfast' | 'bike';
  quantity: number;
}

export interface QuoteFigures {
  totalCents: number;
  grossCents: number;
  netCents: number;
  vatCents: number;
  touristTaxCents: number;
}

export interface MBooking {
  /** B1, B2, … in the order the desk took them (names in the printed sequence). */
  label: string;
  id: string;
  number: string;
  token: string;
  channel: 'phone' | 'online';
  method: Method;
  pitch: PitchCode;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  extras: ExtraPick[];
  status: Status;
  quote: QuoteFigures;
  depositCents: number;
  feeCents: number;
  /** Money in and out per ledger method, as the desk (and the providers it saw) moved it. */
  paid: Record<LedgerMethod, number>;
  refunded: Record<LedgerMethod, number>;
  /** Card intents the guest paid. */
  cardIntents: number;
  /** Staff kept what a cancelled or no-show guest paid beyond the fee as credit (not to pay out). */
  creditKept: boolean;
  /** A pending phone booking: the last day it keeps its pitch. */
  holdUntil?: string;
}

export interface Model {
  today: string;
  bookings: MBooking[];
  /** Every month a stay of the model ever touched (a moved or cancelled stay must leave it at 0). */
  months: Set<string>;
  /** Steps of this sequence as they ran, with what they resolved to and the answer. */
  log: string[];
}

export const newModel = (): Model => ({ today: TODAY0, bookings: [], months: new Set(), log: [] });

export const zero = (): Record<LedgerMethod, number> => ({
  cash: 0,
  card_terminal: 0,
  bank_transfer: 0,
  stripe: 0,
});

/** Calendar arithmetic on YYYY-MM-DD (UTC fields only). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
export const daysBetween = (a: string, b: string): number =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

export function nightsOf(b: Pick<MBooking, 'checkIn' | 'checkOut'>): string[] {
  const out: string[] = [];
  for (let d = b.checkIn; d < b.checkOut; d = addDays(d, 1)) out.push(d);
  return out;
}

export const sum = (r: Record<LedgerMethod, number>): number =>
  r.cash + r.card_terminal + r.bank_transfer + r.stripe;
export const net = (b: MBooking): number => sum(b.paid) - sum(b.refunded);
export const cardNet = (b: MBooking): number => b.paid.stripe - b.refunded.stripe;

/** What the booking obliges the guest to pay: the total, once cancelled the fee (a no-show its charge), expired nothing. */
export const ended = (b: MBooking): boolean => b.status === 'cancelled' || b.status === 'no_show';
export function owed(b: MBooking): number {
  if (ended(b)) return b.feeCents;
  if (b.status === 'expired') return 0;
  return b.quote.totalCents;
}
export const due = (b: MBooking): number => Math.max(0, owed(b) - net(b));
/** Paid beyond what is owed: of an ended booking still to pay out unless kept as credit. */
export const excess = (b: MBooking): number => Math.max(0, net(b) - owed(b));
export const refundDue = (b: MBooking): number => (ended(b) && !b.creditKept ? excess(b) : 0);
export const credit = (b: MBooking): number => (ended(b) && !b.creditKept ? 0 : excess(b));

/** The payment status as the rules describe it (paid, partly paid, refunded, …). */
export function paymentStatus(b: MBooking): string {
  const paid = sum(b.paid);
  const refunded = sum(b.refunded);
  if (paid <= 0) return 'unpaid';
  if (refunded >= paid) return 'refunded';
  if (refunded > 0) return 'partially_refunded';
  if (paid >= owed(b)) return 'paid';
  return 'pending';
}

/**
 * A booking that holds its pitch: confirmed, a hold not run out (online holds last minutes, a
 * pending phone booking until its `holdUntil`), or a no-show's shortened stay.
 */
export const live = (b: MBooking): boolean =>
  b.status === 'confirmed' || b.status === 'pending' || b.status === 'no_show';

export const overlaps = (
  a: Pick<MBooking, 'checkIn' | 'checkOut'>,
  b: Pick<MBooking, 'checkIn' | 'checkOut'>,
): boolean => a.checkIn < b.checkOut && b.checkIn < a.checkOut;

/** Whether a stay on `pitch` would meet a live stay of another booking. */
export function taken(
  m: Model,
  pitch: PitchCode,
  stay: { checkIn: string; checkOut: string },
  except?: MBooking,
): MBooking | undefined {
  return m.bookings.find((o) => o !== except && live(o) && o.pitch === pitch && overlaps(o, stay));
}

/** The cancellation fee by the published policy, on `base` (the stay's gross, or what a deposit paid). */
export function policyFee(checkIn: string, today: string, base: number): number {
  const daysBefore = daysBetween(today, checkIn);
  if (daysBefore >= RULES.freeCancellationDays) return 0;
  const bp = daysBefore >= RULES.partialCancellationDays ? RULES.partialFeeBp : RULES.lateFeeBp;
  return Math.round((base * bp) / 10_000);
}

/** What the fee is taken of: the gross; for a deposit booking with the balance open, what was kept. */
export function feeBase(b: MBooking): number {
  if (b.depositCents <= 0) return b.quote.grossCents;
  const kept = net(b);
  return kept >= b.quote.totalCents
    ? b.quote.grossCents
    : Math.min(Math.max(kept, 0), b.quote.grossCents);
}

/** A no-show recorded on `today`: the stay ends tomorrow; the charge is the gross of the first nights. */
export function noShowCharge(b: MBooking, today: string): { checkOut: string; charge: number } {
  const nights = daysBetween(b.checkIn, b.checkOut);
  const charged = Math.min(RULES.noShowChargeNights, nights);
  return { checkOut: addDays(today, 1), charge: Math.round((feeBase(b) * charged) / nights) };
}

/** The deposit the winter rule asks of a card booking made today, or 0. */
export function expectedDeposit(checkIn: string, totalCents: number, today: string): number {
  if (checkIn < WINTER.start || checkIn > WINTER.end) return 0;
  const deposit = Math.round((totalCents * WINTER.depositBp) / 10_000);
  if (deposit <= 0 || deposit >= totalCents) return 0;
  if (addDays(checkIn, -WINTER.balanceDays) <= today) return 0;
  return deposit;
}

/** Liable person-nights × rate per month of every confirmed stay: the tourist-tax return. */
export function touristTaxByMonth(
  m: Model,
): Map<string, { amount: number; personNights: number; bookings: number }> {
  const out = new Map<string, { amount: number; personNights: number; bookings: number }>();
  for (const month of m.months) out.set(month, { amount: 0, personNights: 0, bookings: 0 });
  for (const b of m.bookings) {
    if (b.status !== 'confirmed') continue;
    const seen = new Set<string>();
    for (const night of nightsOf(b)) {
      const row = out.get(night.slice(0, 7))!;
      row.personNights += b.adults;
      row.amount += b.adults * RULES.touristTaxCents;
      if (!seen.has(night.slice(0, 7))) row.bookings++;
      seen.add(night.slice(0, 7));
    }
  }
  return out;
}

/**
 * Net, VAT and tourist tax of every confirmed stay spread over its nights (the first nights take
 * the remainder), per month: what the analytics sells.
 */
export function soldByMonth(
  m: Model,
): Map<string, { nights: number; net: number; vat: number; tax: number }> {
  const out = new Map<string, { nights: number; net: number; vat: number; tax: number }>();
  for (const b of m.bookings) {
    if (b.status !== 'confirmed') continue;
    const nights = nightsOf(b);
    const n = nights.length;
    const part = (total: number, i: number) => Math.floor(total / n) + (i < total % n ? 1 : 0);
    nights.forEach((night, i) => {
      const key = night.slice(0, 7);
      const row = out.get(key) ?? { nights: 0, net: 0, vat: 0, tax: 0 };
      row.nights++;
      row.net += part(b.quote.netCents, i);
      row.vat += part(b.quote.vatCents, i);
      row.tax += part(b.quote.touristTaxCents, i);
      out.set(key, row);
    });
  }
  return out;
}

export function noteMonths(m: Model, b: Pick<MBooking, 'checkIn' | 'checkOut'>): void {
  for (const night of nightsOf(b)) m.months.add(night.slice(0, 7));
}

export const describe = (b: MBooking): string =>
  `${b.label}[${b.status} ${b.method} ${b.pitch} ${b.checkIn}→${b.checkOut} ${b.adults}a${b.children}c total ${b.quote.totalCents} paid ${sum(b.paid)} refunded ${sum(b.refunded)} fee ${b.feeCents}${b.creditKept ? ' credit kept' : ''}${b.holdUntil ? ` hold to ${b.holdUntil}` : ''}]`;
