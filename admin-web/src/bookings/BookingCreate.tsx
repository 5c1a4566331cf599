import { useWatch } from 'react-hook-form';
import {
  Create,
  SaveButton,
  SimpleForm,
  Toolbar,
  useCreate,
  useNotify,
  useRedirect,
} from 'react-admin';
import { BookingInputs } from '@/bookings/BookingInputs';
import { siteToday } from '@/bookings/choices';
import { useDuplicateConfirmation, useNotifyError } from '@/bookings/duplicate';
import { toCreatePayload, type BookingFormValues } from '@/bookings/payload';
import { markSaved, UnsavedChangesGuard } from '@/layout/UnsavedChangesGuard';

/** A pending phone booking keeps its pitch this many days unless staff choose another day. */
const DEFAULT_HOLD_DAYS = 3;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type CreatePayload = ReturnType<typeof toCreatePayload> & { confirmDuplicate?: boolean };

/** Saving waits for the live quote: the booking is stored at the price staff were shown. */
const CreateToolbar = () => {
  const total = useWatch({ name: 'quotedTotalCents' }) as number | null | undefined;
  return (
    <Toolbar>
      <SaveButton disabled={total == null} />
    </Toolbar>
  );
};

/**
 * A phone or desk booking: the live quote while staff type, stored at exactly that price; confirmed
 * at once or pending (waiting for the payment) until a chosen day. A near-duplicate asks first.
 */
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
        toolbar={<CreateToolbar />}
        defaultValues={{
          adults: 2,
          children: 0,
          extras: [],
          language: 'de',
          paymentMethod: 'on_arrival',
          status: 'confirmed',
          holdUntil: addDays(siteToday(), DEFAULT_HOLD_DAYS),
        }}
      >
        <BookingInputs mode="create" />
        <UnsavedChangesGuard />
      </SimpleForm>
      {dialog}
    </Create>
  );
};
