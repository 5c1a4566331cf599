import { Edit, ListButton, SimpleForm, TopToolbar } from 'react-admin';
import { ResetPasswordButton } from '@/users/ResetPasswordButton';
import { UnlockButton } from '@/users/UnlockButton';
import { UserInputs, toUserPayload } from '@/users/UserInputs';
import { UnsavedChangesGuard } from '@/layout/UnsavedChangesGuard';

const Actions = () => (
  <TopToolbar>
    <ListButton />
    <ResetPasswordButton />
    <UnlockButton />
  </TopToolbar>
);

// Pessimistic: a refused change (e.g. e-mail taken) must not look saved for the undo delay.
export const UserEdit = () => (
  <Edit transform={toUserPayload} mutationMode="pessimistic" redirect="list" actions={<Actions />}>
    <SimpleForm noValidate>
      <UserInputs passwordRequired={false} />
      <UnsavedChangesGuard />
    </SimpleForm>
  </Edit>
);
