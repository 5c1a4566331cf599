import { useState } from 'react';
import { Typography } from '@mui/material';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import {
  Button,
  Confirm,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { formatDateTime } from '@/format';
import { api, ok } from '@/providers/api';
import { useNotifyError } from '@/bookings/duplicate';
import type { BookingRecord } from '@/bookings/types';

/**
 * The hold's end as the desk reads it: a hold until the end of 1 Dec runs out at midnight, shown
 * as the last minute of that day ("01.12.2026, 23:59") rather than as the next day's 00:00.
 */
const dateTime = (value: string, locale: string) =>
  formatDateTime(new Date(new Date(value).getTime() - 60_000), locale);

/**
 * A pending booking (a phone booking waiting for its payment, or an online one waiting for the
 * guest's mail link) made binding by staff: POST /api/admin/bookings/:id/confirm, asked first,
 * since the guest gets the confirmation mail. Says until when the pitch is held meanwhile.
 */
export const ConfirmBookingButton = () => {
  const record = useRecordContext<BookingRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || record.status !== 'pending') return null;
  const until = record.holdExpiresAt ? dateTime(String(record.holdExpiresAt), locale) : null;

  const confirm = async () => {
    setBusy(true);
    try {
      await ok(
        api.POST('/api/admin/bookings/{id}/confirm', { params: { path: { id: record.id } } }),
      );
      setOpen(false);
      notify('resources.bookings.confirm.done', { type: 'info' });
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label="resources.bookings.confirm.action" onClick={() => setOpen(true)}>
        <EventAvailableIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="resources.bookings.confirm.title"
        titleTranslateOptions={{ number: record.number }}
        confirm="resources.bookings.confirm.confirm"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
        content={
          <Typography>
            {translate('resources.bookings.confirm.text')}
            {until && ` ${translate('resources.bookings.confirm.held_until', { until })}`}
          </Typography>
        }
      />
    </>
  );
};
