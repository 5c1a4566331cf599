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
