import { Edit, SimpleForm } from 'react-admin';
import { UserInputs, toUserPayload } from './UserInputs';

// Pessimistic: a refused change (e.g. e-mail taken) must not look saved for the undo delay.
export const UserEdit = () => (
  <Edit transform={toUserPayload} mutationMode="pessimistic" redirect="list">
    <SimpleForm>
      <UserInputs passwordRequired={false} />
    </SimpleForm>
  </Edit>
);
