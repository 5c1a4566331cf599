import { Create, SimpleForm } from 'react-admin';
import { UserInputs, toUserPayload } from '@/users/UserInputs';

export const UserCreate = () => (
  <Create transform={toUserPayload} redirect="list">
    <SimpleForm noValidate defaultValues={{ role: 'staff', active: true }}>
      <UserInputs passwordRequired />
    </SimpleForm>
  </Create>
);
