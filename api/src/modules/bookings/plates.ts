/**
 * Vehicle number plates as the gate camera and the guest write them, reduced to one form: upper
 * case, without spaces, dashes, dots or the registration badge's separators, so "LI 123 ab",
 * "LI-123AB" and "li123ab" are the same plate. Letters with umlauts stay (German districts such as
 * MÜ or TÖL); anything else makes the plate invalid.
 */
export const PLATE_PATTERN = /^[A-Z0-9ÄÖÜ]{2,12}$/;
/** Vehicles one booking may register. */
export const MAX_PLATES = 3;

export function normalisePlate(raw: string): string | null {
  const plate = raw
    .normalize('NFC')
    .toUpperCase()
    .replace(/[\s\-.·:_/]+/g, '');
  return PLATE_PATTERN.test(plate) ? plate : null;
}

/** A guest's list: blanks dropped, normalised, duplicates removed; null if any plate is invalid or too many. */
export function normalisePlates(raw: readonly string[]): string[] | null {
  const out: string[] = [];
  for (const entry of raw) {
    if (entry.trim() === '') continue;
    const plate = normalisePlate(entry);
    if (!plate) return null;
    if (!out.includes(plate)) out.push(plate);
  }
  return out.length <= MAX_PLATES ? out : null;
}
