import type { DepositKind } from 'src/contract/constants';
import { parseDate } from './quote';

/** A season's deposit rule (`seasons.deposit_kind`, `deposit_value`, `balance_due_days`). */
export interface DepositRule {
  kind: DepositKind;
  /** Basis points of the total for `percent` (3000 = 30 %), cents for `fixed`. */
  value: number;
  balanceDueDays: number;
}

/** What a card booking pays now and what later, by when. */
export interface DepositTerms {
  depositCents: number;
  balanceCents: number;
  /** The last day the balance may be paid (arrival minus `balanceDueDays`), YYYY-MM-DD. */
  balanceDueDate: string;
}

const addDays = (date: string, days: number): string =>
  new Date(parseDate(date) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The deposit of a stay under `rule`, or null when the whole total is charged at once.
 *
 * Rounding: a percentage is taken of the total (gross plus tourist tax) and rounded half up to the
 * cent (`Math.round` on a non-negative amount); the balance is the total minus that deposit, so
 * the two always add up to the total. A fixed deposit is its amount. No deposit is asked when the
 * rule is `none`, when the deposit would be the whole total (or more), or when the balance would
 * already be due today or earlier (a late booking pays in full).
 */
export function depositTerms(
  rule: DepositRule | null,
  totalCents: number,
  checkIn: string,
  today: string,
): DepositTerms | null {
  if (!rule || rule.kind === 'none' || totalCents <= 0) return null;
  const depositCents =
    rule.kind === 'percent' ? Math.round((totalCents * rule.value) / 10_000) : rule.value;
  if (depositCents <= 0 || depositCents >= totalCents) return null;
  const balanceDueDate = addDays(checkIn, -rule.balanceDueDays);
  if (balanceDueDate <= today) return null;
  return { depositCents, balanceCents: totalCents - depositCents, balanceDueDate };
}
