import type { TranslateFunction } from 'react-admin';
import { categoryName } from '@/categories/name';
import { euros, toCsv } from '@/export/csv';
import { guestName } from '@/bookings/format';
import { owedTotal } from '@/bookings/ledger';
import type { BookingRecord } from '@/bookings/types';

/**
 * The bookings export: one row per booking, headers and status labels in the panel language,
 * dates as ISO calendar dates and the total in euros, in the separators of the panel language
 * (see export/csv), so a spreadsheet can compute with it.
 */
export function bookingsCsv(
  bookings: readonly BookingRecord[],
  categories: Record<string, { nameDe: string; nameEn: string } | undefined>,
  translate: TranslateFunction,
  locale: string,
): string {
  const field = (name: string) => translate(`resources.bookings.fields.${name}`);
  const header = [
    field('number'),
    field('status'),
    field('paymentStatus'),
    translate('resources.bookings.export.guest'),
    field('email'),
    field('phone'),
    translate('resources.bookings.export.pitch'),
    translate('resources.bookings.export.category'),
    field('checkIn'),
    field('checkOut'),
    field('nights'),
    field('adults'),
    field('children'),
    translate('resources.bookings.export.total_eur'),
    field('channel'),
    field('createdAt'),
  ];
  const rows = bookings.map((b) => [
    b.number,
    translate(`resources.bookings.status.${b.status}`, { _: b.status }),
    translate(`resources.bookings.payment_status.${b.paymentStatus}`, { _: b.paymentStatus }),
    guestName(b),
    b.email ?? '',
    b.phone ?? '',
    b.pitchCode,
    categoryName(categories[b.categoryId], locale) || b.categorySlug,
    b.checkIn,
    b.checkOut,
    b.nights,
    b.adults,
    b.children,
    // What the booking owes (a cancellation's kept fee), as the list and the booking page show it.
    euros(owedTotal(b)),
    translate(`resources.bookings.channel.${b.channel}`, { _: b.channel }),
    b.createdAt,
  ]);
  return toCsv(header, rows, locale);
}
