import { useDeferredValue } from 'react';
import { Alert, Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  Edit,
  SaveButton,
  ShowButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useRecordContext,
  useTranslate,
  useUpdate,
  useNotify,
  useRedirect,
} from 'react-admin';
import { BookingInputs } from '@/bookings/BookingInputs';
import { CancelBookingButton } from '@/bookings/CancelBookingButton';
import { useDuplicateConfirmation, useNotifyError } from '@/bookings/duplicate';
import { normalizeExtras, toUpdatePayload, type BookingFormValues } from '@/bookings/payload';
import { StayChangePrice } from '@/bookings/StayChangePrice';
import type { BookingRecord } from '@/bookings/types';
import { UnsavedChangesGuard } from '@/layout/UnsavedChangesGuard';

const Actions = () => (
  <TopToolbar>
    <ShowButton />
    <CancelBookingButton />
  </TopToolbar>
);

// Bookings are never deleted (the API only cancels), so the form has no delete button.
const FormToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

const RepriceNote = () => {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mb: 2, width: '100%', maxWidth: 760 }}>
      {translate('resources.bookings.help.reprice')}
    </Alert>
  );
};

const STAY = ['pitchId', 'checkIn', 'checkOut', 'adults', 'children', 'extras'] as const;

/** Old price, new price and the difference once the stay in the form differs from the booking's. */
const PriceChange = () => {
  const record = useRecordContext<BookingRecord>();
  const [pitchId, checkIn, checkOut, adults, children, extras] = useWatch({ name: [...STAY] }) as [
    string,
    string,
    string,
    number,
    number | null,
    BookingFormValues['extras'],
  ];
  const stay = useDeferredValue({
    pitchId,
    checkIn,
    checkOut,
    adults: Number(adults),
    children: Number(children ?? 0),
    extras: normalizeExtras(extras),
  });
  if (!record || (record.status !== 'confirmed' && record.status !== 'pending')) return null;
  const before = {
    pitchId: record.pitchId,
    checkIn: record.checkIn,
    checkOut: record.checkOut,
    adults: record.adults,
    children: record.children,
    extras: normalizeExtras(record.extras),
  };
  const valid =
    !!stay.pitchId &&
    /^\d{4}-\d{2}-\d{2}$/.test(stay.checkIn ?? '') &&
    /^\d{4}-\d{2}-\d{2}$/.test(stay.checkOut ?? '') &&
    stay.checkOut > stay.checkIn &&
    stay.adults >= 1;
  if (!valid || JSON.stringify(stay) === JSON.stringify(before)) return null;
  return (
    <Box sx={{ mb: 2, width: '100%', maxWidth: 760 }}>
      <StayChangePrice bookingId={record.id} stay={stay} />
    </Box>
  );
};

/** The form; the payment status is not in it (it follows from the payments on the booking page). */
const BookingEditForm = () => (
  <SimpleForm noValidate toolbar={<FormToolbar />}>
    <RepriceNote />
    <BookingInputs mode="edit" />
    <PriceChange />
    <UnsavedChangesGuard />
  </SimpleForm>
);

/** Edits a booking; the API re-prices a changed stay and may ask about a near-duplicate. */
export const BookingEdit = () => {
  const [update] = useUpdate();
  const notify = useNotify();
  const redirect = useRedirect();
  const notifyError = useNotifyError();
  const { onError, dialog } = useDuplicateConfirmation<Record<string, unknown> & { id: string }>(
    (data) =>
      update(
        'bookings',
        { id: data.id, data },
        {
          onSuccess: (record) => {
            notify('resources.bookings.notifications.updated', { type: 'info' });
            redirect('show', 'bookings', record.id);
          },
          onError: notifyError,
        },
      ),
  );
  return (
    <Edit<BookingRecord>
      actions={<Actions />}
      mutationMode="pessimistic"
      redirect="show"
      transform={(values, options) => ({
        id: values.id,
        ...toUpdatePayload(values as unknown as BookingFormValues, options!.previousData!),
      })}
      mutationOptions={{ onError }}
    >
      <BookingEditForm />
      {dialog}
    </Edit>
  );
};
