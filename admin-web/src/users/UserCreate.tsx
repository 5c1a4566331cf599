import { Create, SimpleForm } from 'react-admin';
import { UserInputs, toUserPayload } from '@/users/UserInputs';
import { UnsavedChangesGuard } from '@/layout/UnsavedChangesGuard';

export const UserCreate = () => (
  <Create transform={toUserPayload} redirect="list">
    <SimpleForm noValidate defaultValues={{ role: 'staff', active: true }}>
      <UserInputs passwordRequired />
      <UnsavedChangesGuard />
    </SimpleForm>
  </Create>
);
