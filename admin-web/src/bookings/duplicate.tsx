import { useState } from 'react';
import { Typography } from '@mui/material';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { DuplicateBooking } from '@/api-types';
import { formatStayDate } from '@/bookings/format';

export type { DuplicateBooking };

/**
 * The API's answer to a near-duplicate (docs/product.md §4): 409 with `confirmationRequired` and the similar
 * bookings; the client may repeat the request with `confirmDuplicate: true`.
 */
function duplicatesOf(error: unknown): DuplicateBooking[] | null {
  const e = error as {
    status?: number;
    body?: { confirmationRequired?: boolean; duplicates?: unknown };
  };
  if (e?.status !== 409 || e.body?.confirmationRequired !== true) return null;
  return Array.isArray(e.body.duplicates) ? (e.body.duplicates as DuplicateBooking[]) : [];
}

/** Shows an API error the way react-admin does: its message, already in the panel's language. */
export function useNotifyError() {
  const notify = useNotify();
  return (error: unknown) => {
    const message = (error as { message?: string })?.message || 'ra.notification.http_error';
    notify(message, { type: 'error', messageArgs: { _: message } });
  };
}

/**
 * Save handling for forms that can meet a near-duplicate: `onError` opens the confirmation with
 * the similar bookings; confirming calls `resend` with the same data plus `confirmDuplicate`.
 */
export function useDuplicateConfirmation<T extends object>(resend: (data: T) => void) {
  const [pending, setPending] = useState<{ data: T; duplicates: DuplicateBooking[] } | null>(null);
  const notifyError = useNotifyError();
  const onError = (error: unknown, variables: { data?: Partial<T> } | undefined) => {
    const duplicates = duplicatesOf(error);
    if (duplicates && variables?.data) {
      setPending({ data: variables.data as T, duplicates });
      return;
    }
    notifyError(error);
  };
  const dialog = (
    <DuplicateDialog
      duplicates={pending?.duplicates ?? null}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        if (!pending) return;
        setPending(null);
        resend({ ...pending.data, confirmDuplicate: true });
      }}
    />
  );
  return { onError, dialog };
}

const DuplicateDialog = ({
  duplicates,
  onConfirm,
  onCancel,
}: {
  duplicates: DuplicateBooking[] | null;
  onConfirm: () => void;
  onCancel: () => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Confirm
      isOpen={duplicates !== null}
      title="resources.bookings.duplicate.title"
      confirm="resources.bookings.duplicate.confirm"
      confirmColor="warning"
      onConfirm={onConfirm}
      onClose={onCancel}
      content={
        <>
          <Typography gutterBottom>{translate('resources.bookings.duplicate.text')}</Typography>
          <ul>
            {(duplicates ?? []).map((d) => (
              <li key={d.id}>
                {translate('resources.bookings.duplicate.existing', {
                  number: d.number,
                  checkIn: formatStayDate(d.checkIn, locale),
                  checkOut: formatStayDate(d.checkOut, locale),
                })}
              </li>
            ))}
          </ul>
          <Typography>{translate('resources.bookings.duplicate.question')}</Typography>
        </>
      }
    />
  );
};
