import { formatDate } from '@/format';

/** A calendar date of a stay (YYYY-MM-DD) in the panel's language, without any time-zone shift. */
export const formatStayDate = formatDate;

/** "Sophie Gruber" for the list, the dialogs and the export. */
export const guestName = (b: { firstName: string; lastName: string }) =>
  `${b.firstName} ${b.lastName}`.trim();

/**
 * A cancellation reason as staff read it: the API stores `guest` (the guest cancelled online),
 * `staff:<email>` (staff cancelled without a reason) or the reason staff typed.
 */
export function cancellationReasonLabel(
  reason: string | null | undefined,
  translate: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (!reason) return '';
  if (reason === 'guest') return translate('app.cancellation_reason.guest');
  if (reason === 'hold_expired') return translate('app.cancellation_reason.hold_expired');
  if (reason.startsWith('no_show:'))
    return translate('app.cancellation_reason.no_show', { email: reason.slice('no_show:'.length) });
  if (reason.startsWith('staff:'))
    return translate('app.cancellation_reason.staff', { email: reason.slice('staff:'.length) });
  return reason;
}
