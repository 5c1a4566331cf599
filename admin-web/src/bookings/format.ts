import { intlLocale } from '@/fields/money';

/** A calendar date of a stay (YYYY-MM-DD) in the panel's language, without any time-zone shift. */
export function formatStayDate(date: string | null | undefined, locale: string): string {
  if (!date) return '';
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** "Sophie Gruber" for the list, the dialogs and the export. */
export const guestName = (b: { firstName: string; lastName: string }) =>
  `${b.firstName} ${b.lastName}`.trim();
