import { Edit, SimpleForm } from 'react-admin';
import { ExtraInputs } from '@/extras/ExtraInputs';
import { toExtraPayload } from '@/extras/payload';

// Pessimistic: a taken code (409) must not look saved for the undo delay.
export const ExtraEdit = () => (
  <Edit
    transform={toExtraPayload}
    mutationMode="pessimistic"
    redirect="/pricing-management"
    title="app.pricing.title"
  >
    <SimpleForm noValidate warnWhenUnsavedChanges>
      <ExtraInputs />
    </SimpleForm>
  </Edit>
);
