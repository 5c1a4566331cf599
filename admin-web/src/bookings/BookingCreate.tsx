import { Create, SimpleForm, useCreate, useNotify, useRedirect } from 'react-admin';
import { BookingInputs } from '@/bookings/BookingInputs';
import { useDuplicateConfirmation, useNotifyError } from '@/bookings/duplicate';
import { toCreatePayload, type BookingFormValues } from '@/bookings/payload';
import { markSaved, UnsavedChangesGuard } from '@/layout/UnsavedChangesGuard';

type CreatePayload = ReturnType<typeof toCreatePayload> & { confirmDuplicate?: boolean };

/** A phone or desk booking (SPEC §4): confirmed at once; a near-duplicate asks first. */
export const BookingCreate = () => {
  const [create] = useCreate();
  const notify = useNotify();
  const redirect = useRedirect();
  const notifyError = useNotifyError();
  const { onError, dialog } = useDuplicateConfirmation<CreatePayload>((data) =>
    create(
      'bookings',
      { data },
      {
        onSuccess: (record) => {
          notify('resources.bookings.notifications.created', { type: 'info' });
          markSaved();
          redirect('show', 'bookings', record.id);
        },
        onError: notifyError,
      },
    ),
  );
  return (
    <Create
      transform={(values: BookingFormValues) => toCreatePayload(values)}
      redirect="show"
      mutationOptions={{ onError }}
    >
      <SimpleForm
        noValidate
        defaultValues={{
          adults: 2,
          children: 0,
          extras: [],
          language: 'de',
          paymentMethod: 'on_arrival',
        }}
      >
        <BookingInputs mode="create" />
        <UnsavedChangesGuard />
      </SimpleForm>
      {dialog}
    </Create>
  );
};
