import { formatDate, parseDate } from 'src/modules/pricing/quote';

export interface CancellationRules {
  freeCancellationDays: number;
  partialCancellationDays: number;
  partialCancellationFeeBp: number;
  lateCancellationFeeBp: number;
}

/**
 * The fee for cancelling a stay on `today`: nothing up to `freeCancellationDays` before arrival,
 * the partial share up to `partialCancellationDays`, the late share after that. The tourist tax is
 * never part of the base — it is only owed for nights actually spent.
 */
export function cancellationFee(
  rules: CancellationRules,
  checkIn: string,
  today: string,
  grossCents: number,
): number {
  const daysBefore = Math.round((parseDate(checkIn) - parseDate(today)) / 86_400_000);
  if (daysBefore >= rules.freeCancellationDays) return 0;
  const bp =
    daysBefore >= rules.partialCancellationDays
      ? rules.partialCancellationFeeBp
      : rules.lateCancellationFeeBp;
  return Math.round((grossCents * bp) / 10_000);
}

export interface GuestCancellation {
  /** The guest may cancel now (a live booking before its arrival day). */
  cancellable: boolean;
  /** What cancelling now costs, in cents (0 when not cancellable). */
  feeCents: number;
}

/**
 * Whether a guest may cancel on `today` and what it costs: the one rule the cancel route applies
 * and the booking page announces before the guest confirms. An unconfirmed hold never obliged
 * anyone to pay.
 */
export function guestCancellation(
  rules: CancellationRules,
  booking: { status: string; checkIn: string; grossCents: number },
  today: string,
): GuestCancellation {
  const live = booking.status === 'pending' || booking.status === 'confirmed';
  if (!live || booking.checkIn <= today) return { cancellable: false, feeCents: 0 };
  if (booking.status === 'pending') return { cancellable: true, feeCents: 0 };
  return {
    cancellable: true,
    feeCents: cancellationFee(rules, booking.checkIn, today, booking.grossCents),
  };
}

/**
 * Whether staff may cancel on `today` and what it costs. Unlike the guest, staff may still cancel
 * on the arrival day itself (the late fee applies); once the arrival day has passed the booking is
 * a stay (or a no-show), not a cancellation.
 */
export function staffCancellation(
  rules: CancellationRules,
  booking: { status: string; checkIn: string; grossCents: number },
  today: string,
): GuestCancellation {
  if (booking.checkIn === today && booking.status === 'confirmed')
    return {
      cancellable: true,
      feeCents: cancellationFee(rules, booking.checkIn, today, booking.grossCents),
    };
  if (booking.checkIn === today && booking.status === 'pending')
    return { cancellable: true, feeCents: 0 };
  return guestCancellation(rules, booking, today);
}

export interface NoShowRules {
  /** The no-show charge: the gross of this many nights (0: none; at most the whole stay). */
  noShowChargeNights: number;
}

export interface NoShow {
  /** A confirmed booking from its arrival day until the day before departure. */
  allowed: boolean;
  /** What the guest owes for not showing up, in cents. */
  chargeCents: number;
  /** The shortened departure: the pitch is free from this night on. */
  checkOut: string;
}

/**
 * A no-show recorded on `today`: the nights up to and including tonight stay the guest's (they may
 * still arrive late), the pitch is free from tomorrow, and the charge is the share of
 * `noShowChargeNights` nights of the fee base (the gross, as for a cancellation).
 */
export function noShow(
  rules: NoShowRules,
  booking: { status: string; checkIn: string; checkOut: string; grossCents: number },
  today: string,
): NoShow {
  const allowed =
    booking.status === 'confirmed' && booking.checkIn <= today && today < booking.checkOut;
  if (!allowed) return { allowed: false, chargeCents: 0, checkOut: booking.checkOut };
  const nights = Math.round(
    (parseDate(booking.checkOut) - parseDate(booking.checkIn)) / 86_400_000,
  );
  const charged = Math.min(Math.max(rules.noShowChargeNights, 0), nights);
  const tomorrow = formatDate(parseDate(today) + 86_400_000);
  return {
    allowed: true,
    chargeCents: Math.round((booking.grossCents * charged) / nights),
    checkOut: tomorrow,
  };
}
