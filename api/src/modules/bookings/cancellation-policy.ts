import { parseDate } from 'src/modules/pricing/quote';

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
