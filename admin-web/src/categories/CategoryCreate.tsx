import { Create, SimpleForm } from 'react-admin';
import { CategoryInputs } from '@/categories/CategoryInputs';
import { toCategoryPayload } from '@/categories/payload';
import { UnsavedChangesGuard } from '@/layout/UnsavedChangesGuard';

export const CategoryCreate = () => (
  <Create transform={toCategoryPayload} redirect="list">
    <SimpleForm
      noValidate
      defaultValues={{
        personsIncluded: 2,
        maxPersons: 6,
        extraPersonCents: 0,
        sortOrder: 0,
        active: true,
      }}
    >
      <CategoryInputs />
      <UnsavedChangesGuard />
    </SimpleForm>
  </Create>
);
