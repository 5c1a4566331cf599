import { Alert } from '@mui/material';
import {
  Create,
  SimpleForm,
  TextInput,
  maxLength,
  required,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { BookingInput } from '@/fields/BookingInput';
import type { MessageRecord } from '@/mail-messages/mailMessageApi';
import { UnsavedChangesGuard } from '@/layout/UnsavedChangesGuard';

/** A message from staff to a booking's guest (POST /api/admin/messages), queued and sent by the worker. */
export const MailMessageCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="resources.messages.create.title"
      mutationOptions={{
        onSuccess: (message: MessageRecord) => {
          notify('resources.messages.create.queued', {
            type: 'success',
            messageArgs: { email: message.recipient },
          });
          redirect('show', 'messages', message.id);
        },
      }}
    >
      <SimpleForm noValidate sx={{ maxWidth: 760 }}>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.messages.create.intro')}
        </Alert>
        <BookingInput
          source="bookingId"
          required
          helperText="resources.messages.create.booking_help"
        />
        <TextInput source="subject" validate={[required(), maxLength(200)]} />
        <TextInput source="text" multiline minRows={8} validate={[required(), maxLength(20_000)]} />
        <UnsavedChangesGuard />
      </SimpleForm>
    </Create>
  );
};
