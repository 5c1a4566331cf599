import { Alert } from '@mui/material';
import { Create, SimpleForm, useNotify, useRedirect, useTranslate } from 'react-admin';
import { BookingInput } from '@/fields/BookingInput';
import type { AccessCodeRecord } from '@/access-codes/accessCodeApi';
import { UnsavedChangesGuard } from '@/layout/UnsavedChangesGuard';
import { siteToday } from '@/format';

const todayInVienna = () => siteToday();

/** Issues a booking's code now (POST /api/admin/access-codes) instead of 24 h before arrival. */
export const AccessCodeCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="resources.access-codes.create.title"
      mutationOptions={{
        onSuccess: (code: AccessCodeRecord) => {
          notify('resources.access-codes.notify.issued', {
            type: 'success',
            messageArgs: { code: code.code },
          });
          redirect('show', 'access-codes', code.id);
        },
      }}
    >
      <SimpleForm noValidate>
        <Alert severity="info" sx={{ mb: 2, maxWidth: 640 }}>
          {translate('resources.access-codes.create.intro')}
        </Alert>
        <BookingInput
          source="bookingId"
          required
          // Confirmed stays that have not ended: the only ones that can get a code.
          filter={{ status: 'confirmed', from: todayInVienna() }}
          helperText="resources.access-codes.create.booking_help"
        />
        <UnsavedChangesGuard />
      </SimpleForm>
    </Create>
  );
};
