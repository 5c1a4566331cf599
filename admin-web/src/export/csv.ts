/**
 * The one CSV writer behind every export of the console (bookings, invoices, storno invoices,
 * access codes, analytics). A file opens in a spreadsheet of the console's language without an
 * import dialog:
 * - German: `;` between cells and a decimal comma (`2,00`), as Excel expects under de-AT/de-DE,
 *   where `,` is the decimal separator and would split every amount into two cells;
 * - English: `,` and a decimal point.
 * Amounts carry no thousands separator and no currency sign, so the spreadsheet reads them as
 * numbers it can sum. Calendar dates stay ISO (`2027-07-10`): every spreadsheet reads them as
 * dates and they sort as text too. UTF-8 with a byte-order mark (umlauts in names), CRLF line
 * ends and RFC 4180 quoting. The tourist-tax CSV for the municipality is written by the API
 * (api/src/modules/analytics/tourist-tax-documents.ts) by the same rules.
 */

/** A decimal figure to write with the language's decimal separator. */
export interface CsvDecimal {
  readonly decimal: number;
  readonly digits: number;
}

export type CsvValue = string | number | null | undefined | CsvDecimal;

/** Euro cents as euros with two decimals: 1999 → "19,99" (de) or "19.99" (en). */
export const euros = (cents: number): CsvDecimal => ({ decimal: cents / 100, digits: 2 });

/** A figure with a fixed number of decimals, e.g. basis points as percent: 1650 → "16,50". */
export const fixed = (value: number, digits: number): CsvDecimal => ({ decimal: value, digits });

export interface CsvDialect {
  readonly separator: ';' | ',';
  readonly decimalMark: ',' | '.';
}

/** The separators a spreadsheet of the console's language expects. */
export const csvDialect = (locale: string): CsvDialect =>
  locale === 'en' ? { separator: ',', decimalMark: '.' } : { separator: ';', decimalMark: ',' };

/**
 * Guards against spreadsheet formulas in guest-entered text (CSV injection); a phone number such
 * as "+43 660 1234567" stays as it is. Numbers are written by us, never defused.
 */
const defuse = (text: string): string =>
  /^[=+\-@\t\r]/.test(text) && !/^[+-][0-9 ()/.-]*$/.test(text) ? `'${text}` : text;

function text(value: CsvValue, dialect: CsvDialect): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') {
    const plain = value.decimal.toFixed(value.digits);
    return dialect.decimalMark === ',' ? plain.replace('.', ',') : plain;
  }
  return defuse(value);
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  locale: string,
): string {
  const dialect = csvDialect(locale);
  const quote = (cell: string) =>
    cell.includes(dialect.separator) || /["\r\n]/.test(cell) || /^\s|\s$/.test(cell)
      ? `"${cell.replace(/"/g, '""')}"`
      : cell;
  const lines = [header, ...rows].map((row) =>
    row.map((value) => quote(text(value, dialect))).join(dialect.separator),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
