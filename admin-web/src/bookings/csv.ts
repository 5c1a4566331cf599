/**
 * A small RFC 4180 writer for the list exports: every value quoted when it needs it, CRLF line
 * ends, and a byte-order mark so spreadsheet programs read umlauts as UTF-8.
 */
const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",;\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * Guards against spreadsheet formulas in guest-entered text (CSV injection); a phone number such
 * as "+43 660 1234567" or a negative amount such as "-83.33" stays as it is.
 */
const defuse = (value: unknown): unknown =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) && !/^[+-][0-9 ()/.-]*$/.test(value)
    ? `'${value}`
    : value;

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows.map((row) => row.map(defuse))].map((row) =>
    row.map(cell).join(','),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
