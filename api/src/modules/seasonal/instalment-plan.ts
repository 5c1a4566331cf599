/**
 * The season fee split into instalments: equal whole cents, the remainder of the division on the
 * last, so the instalments always add up to the fee exactly. 100000 in 3 → 33333, 33333, 33334.
 */
export function splitFee(feeCents: number, count: number): number[] {
  if (!Number.isInteger(feeCents) || feeCents < 0) throw new RangeError('fee must be whole cents');
  if (!Number.isInteger(count) || count < 1) throw new RangeError('at least one instalment');
  const each = Math.floor(feeCents / count);
  return Array.from({ length: count }, (_, i) =>
    i === count - 1 ? feeCents - each * (count - 1) : each,
  );
}

/** Dates strictly ascending and none after the contract's end. */
export const validDueDates = (dates: readonly string[], endDate: string): boolean =>
  dates.every((d, i) => d <= endDate && (i === 0 || dates[i - 1] < d));

/** The same calendar day a year later (29 February becomes 28 February). */
export function nextYear(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const day = m === 2 && d === 29 ? 28 : d;
  return `${y + 1}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
