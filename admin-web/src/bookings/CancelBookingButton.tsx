import { useState } from 'react';
import { TextField, Typography } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import {
  Button,
  Confirm,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { API_URL, httpClient } from '@/providers/http';
import { isCancellable } from '@/bookings/choices';
import { useNotifyError } from '@/bookings/duplicate';
import type { BookingRecord } from '@/bookings/types';

/** POST /api/admin/bookings/:id/cancel, the API's staff cancellation (with an optional reason). */
const cancelBooking = (id: string, reason: string) =>
  httpClient(`${API_URL}/admin/bookings/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: JSON.stringify(reason.trim() ? { reason: reason.trim() } : {}),
  });

/** Shown for live bookings before their arrival day; asks first, then cancels and reloads. */
export const CancelBookingButton = () => {
  const record = useRecordContext<BookingRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record || !isCancellable(record)) return null;

  const confirm = async () => {
    setBusy(true);
    try {
      await cancelBooking(record.id, reason);
      setOpen(false);
      setReason('');
      notify('resources.bookings.cancel.done', { type: 'info' });
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label="resources.bookings.cancel.action" color="error" onClick={() => setOpen(true)}>
        <EventBusyIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="resources.bookings.cancel.title"
        titleTranslateOptions={{ number: record.number }}
        confirm="resources.bookings.cancel.confirm"
        confirmColor="warning"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
        content={
          <>
            <Typography gutterBottom>{translate('resources.bookings.cancel.text')}</Typography>
            <TextField
              label={translate('resources.bookings.cancel.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              fullWidth
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </>
        }
      />
    </>
  );
};
