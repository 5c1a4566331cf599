import { parseDate } from 'src/modules/pricing/quote';

export interface CancellationRules {
  freeCancellationDays: number;
  partialCancellationDays: number;
  partialCancellationFeeBp: number;
  lateCancellationFeeBp: number;
}

/**
 * The fee for cancelling a stay on `today`: nothing up to `freeCancellationDays` before arrival,
 * the partial share up to `partialCancellationDays`, the late share after that. The tourist tax is
 * never part of the base — it is only owed for nights actually spent.
 */
export function cancellationFee(
  rules: CancellationRules,
  checkIn: string,
  today: string,
  grossCents: number,
): number {
  const daysBefore = Math.round((parseDate(checkIn) - parseDate(today)) / 86_400_000);
  if (daysBefore >= rules.freeCancellationDays) return 0;
  const bp =
    daysBefore >= rules.partialCancellationDays
      ? rules.partialCancellationFeeBp
      : rules.lateCancellationFeeBp;
  return Math.round((grossCents * bp) / 10_000);
}
