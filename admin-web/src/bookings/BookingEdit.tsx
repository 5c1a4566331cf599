import { Alert } from '@mui/material';
import {
  Edit,
  SaveButton,
  ShowButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useTranslate,
  useUpdate,
  useNotify,
  useRedirect,
} from 'react-admin';
import { BookingInputs } from '@/bookings/BookingInputs';
import { CancelBookingButton } from '@/bookings/CancelBookingButton';
import { useDuplicateConfirmation, useNotifyError } from '@/bookings/duplicate';
import { toUpdatePayload, type BookingFormValues } from '@/bookings/payload';
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

/** The form; the payment status is not in it (it follows from the payments on the booking page). */
const BookingEditForm = () => (
  <SimpleForm noValidate toolbar={<FormToolbar />}>
    <RepriceNote />
    <BookingInputs mode="edit" />
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
