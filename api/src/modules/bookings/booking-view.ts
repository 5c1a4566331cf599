import type { Language } from 'src/contract/constants';
import type { Quote } from 'src/modules/pricing/quote';
import type { Booking } from './booking.entity';

/** What the guest's booking page shows (never the token hash). */
export interface BookingView {
  id: string;
  number: string;
  status: Booking['status'];
  paymentStatus: Booking['paymentStatus'];
  paymentMethod: NonNullable<Booking['paymentMethod']> | null;
  checkIn: string;
  checkOut: string;
  nights: number;
  adults: number;
  children: number;
  pitch: { id: string; code: string };
  category: { id: string; slug: string; name: { de: string; en: string } };
  extras: Booking['extras'];
  guest: {
    firstName: string;
    lastName: string;
    email: string | null;
    phone: string | null;
    street: string | null;
    postalCode: string | null;
    city: string | null;
    country: string | null;
    uid: string | null;
  };
  language: Language;
  quote: Quote;
  totalCents: number;
  depositCents: number;
  balanceDueDate: string | null;
  holdExpiresAt: Date | null;
  /**
   * The guest chose pay on arrival and the mail with the confirmation link is on its way: the
   * booking stays pending (until `holdExpiresAt`) until that link is followed.
   */
  awaitingEmailConfirmation: boolean;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  cancellationFeeCents: number;
  createdAt: Date;
  /** The gate code once issued (24 hours before arrival), with its validity. */
  accessCode: { code: string; validFrom: Date; validUntil: Date } | null;
  /** When the gate code will be issued and the window it will open the gate in (Europe/Vienna times). */
  accessCodeSchedule: { issueAt: Date; validFrom: Date; validUntil: Date };
  /** Whether the guest may cancel now, and the fee that would cost (the cancel route charges exactly this). */
  cancellable: boolean;
  cancellationFeeNowCents: number;
  /** What is still to pay now (the balance after a deposit); 0 when nothing is owed. */
  amountDueCents: number;
  /** A confirmed deposit booking with a balance open: the guest may pay it by card now. */
  balancePayable: boolean;
  /** The invoice once issued (its PDF is at /api/bookings/:id/invoice.pdf?token=). */
  invoice: { number: string; issuedAt: Date } | null;
  /**
   * The invoice is on its way (the worker issues it after the confirmation of a bank transfer, or
   * once paid): the page asks again until it is there.
   */
  invoicePending: boolean;
  /** How to pay a bank transfer, as long as something is still to pay; null otherwise. */
  bankTransfer: BankTransferView | null;
}

/** A bank transfer still to pay, as the booking page shows it (`qr`: the GiroCode's SVG address). */
export interface BankTransferView {
  provider: 'bank_transfer';
  iban: string;
  bic: string;
  bankName: string | null;
  accountHolder: string;
  reference: string;
  amountCents: number;
  dueDate: string;
  qr: string;
}

/** What the guest view adds to the booking row: read from the access codes and the policy. */
export interface GuestViewExtras {
  accessCode: { code: string; validFrom: Date; validUntil: Date } | null;
  accessCodeSchedule: { issueAt: Date; validFrom: Date; validUntil: Date };
  cancellation: { cancellable: boolean; feeCents: number };
  invoice: { number: string; issuedAt: Date } | null;
  amountDueCents: number;
  balancePayable: boolean;
  bankTransfer: BankTransferView | null;
}

export const toBookingView = (
  b: Booking,
  {
    accessCode,
    accessCodeSchedule,
    cancellation,
    invoice,
    amountDueCents,
    balancePayable,
    bankTransfer,
  }: GuestViewExtras,
): BookingView => ({
  id: b.id,
  number: b.number,
  status: b.status,
  paymentStatus: b.paymentStatus,
  paymentMethod: b.paymentMethod ?? null,
  checkIn: b.checkIn,
  checkOut: b.checkOut,
  nights: b.quote.nights,
  adults: b.adults,
  children: b.children,
  pitch: { id: b.pitch.id, code: b.pitch.code },
  category: {
    id: b.category.id,
    slug: b.category.slug,
    name: { de: b.category.nameDe, en: b.category.nameEn },
  },
  extras: b.extras,
  guest: {
    firstName: b.firstName,
    lastName: b.lastName,
    email: b.email ?? null,
    phone: b.phone ?? null,
    street: b.street ?? null,
    postalCode: b.postalCode ?? null,
    city: b.city ?? null,
    country: b.country ?? null,
    uid: b.uid ?? null,
  },
  language: b.language,
  quote: b.quote,
  totalCents: b.totalCents,
  depositCents: b.depositCents,
  balanceDueDate: b.balanceDueDate ?? null,
  holdExpiresAt: b.holdExpiresAt ?? null,
  awaitingEmailConfirmation: awaitsEmailConfirmation(b),
  confirmedAt: b.confirmedAt ?? null,
  cancelledAt: b.cancelledAt ?? null,
  cancellationFeeCents: b.cancellationFeeCents,
  createdAt: b.createdAt,
  accessCode: accessCode
    ? { code: accessCode.code, validFrom: accessCode.validFrom, validUntil: accessCode.validUntil }
    : null,
  accessCodeSchedule,
  cancellable: cancellation.cancellable,
  cancellationFeeNowCents: cancellation.feeCents,
  amountDueCents,
  balancePayable,
  invoice,
  invoicePending:
    b.status === 'confirmed' &&
    !invoice &&
    (b.paymentMethod === 'bank_transfer' || b.paymentStatus === 'paid'),
  bankTransfer,
});

/** A pay-on-arrival booking still waiting for the guest to follow the link in its mail. */
export function awaitsEmailConfirmation(b: Booking): boolean {
  return b.status === 'pending' && !!b.verificationRequestedAt;
}
