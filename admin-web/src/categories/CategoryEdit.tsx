import { Edit } from 'react-admin';
import { AdminForm } from '@/layout/AdminActions';
import { CategoryInputs } from '@/categories/CategoryInputs';
import { toCategoryPayload } from '@/categories/payload';

// Pessimistic: a refused change (slug taken, category in use) must not look saved for the undo delay.
export const CategoryEdit = () => (
  <Edit transform={toCategoryPayload} mutationMode="pessimistic" redirect="list">
    <AdminForm noValidate warnWhenUnsavedChanges>
      <CategoryInputs />
    </AdminForm>
  </Edit>
);
