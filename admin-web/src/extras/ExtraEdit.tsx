import { Edit, SimpleForm } from 'react-admin';
import { ExtraInputs } from '@/extras/ExtraInputs';
import { toExtraPayload } from '@/extras/payload';
import { backToPricing } from '@/pages/pricing/redirect';
import { RecordTitle } from '@/pages/pricing/RecordTitle';
import { UnsavedChangesGuard } from '@/layout/UnsavedChangesGuard';

// Pessimistic: a taken code (409) must not look saved for the undo delay.
export const ExtraEdit = () => (
  <Edit
    transform={toExtraPayload}
    mutationMode="pessimistic"
    redirect={backToPricing}
    title={<RecordTitle message="app.pricing.extras.edit_title" />}
  >
    <SimpleForm noValidate>
      <ExtraInputs />
      <UnsavedChangesGuard />
    </SimpleForm>
  </Edit>
);
