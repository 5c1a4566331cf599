/** RFC 4180 quoting: a field with the separator, a quote or a line break is quoted, quotes doubled. */
export function toCsv(rows: readonly (readonly string[])[], separator: ';' | ','): string {
  const quote = (value: string) =>
    value.includes(separator) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (umlauts in names).
  return '\ufeff' + rows.map((row) => row.map(quote).join(separator)).join('\r\n') + '\r\n';
}

const local = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Vienna',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** `2026-12-20 14:00`: the campsite's local time, sortable and unambiguous in a spreadsheet. */
export const viennaDateTime = (iso: string | null | undefined) =>
  iso ? local.format(new Date(iso)) : '';
