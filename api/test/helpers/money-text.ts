/**
 * Amounts and dates as a German reader sees them, written independently of the API's formatters
 * so a test catches a formatter that went wrong.
 */

/** "1.234,50 €", with a minus for a storno; `separator` is the blank before the sign. */
export const euro = (cents: number, separator = ' ') => {
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '-' : ''}${whole},${String(abs % 100).padStart(2, '0')}${separator}€`;
};

/** As a mail writes it: the blank before the sign does not break. */
export const mailEuro = (cents: number) => euro(cents, '\u00a0');

/** A calendar date (YYYY-MM-DD) as an invoice writes it: "24.12.2026". */
export const germanDate = (iso: string) => iso.split('-').reverse().join('.');

/** A calendar date (YYYY-MM-DD) as a German mail writes it: "Donnerstag, 24. Dezember 2026". */
export const germanLongDate = (date: string) =>
  new Intl.DateTimeFormat('de-AT', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
