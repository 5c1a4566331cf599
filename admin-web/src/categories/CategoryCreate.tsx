import { Create, SimpleForm } from 'react-admin';
import { CategoryInputs } from './CategoryInputs';
import { toCategoryPayload } from './payload';

export const CategoryCreate = () => (
  <Create transform={toCategoryPayload} redirect="list">
    <SimpleForm
      defaultValues={{
        personsIncluded: 2,
        maxPersons: 6,
        extraPersonCents: 0,
        sortOrder: 0,
        active: true,
      }}
    >
      <CategoryInputs />
    </SimpleForm>
  </Create>
);
