import { Create, SimpleForm } from 'react-admin';
import { ExtraInputs } from '@/extras/ExtraInputs';
import { toExtraPayload } from '@/extras/payload';
import { backToPricing } from '@/pages/pricing/redirect';
import { UnsavedChangesGuard } from '@/layout/UnsavedChangesGuard';

export const ExtraCreate = () => (
  <Create
    transform={toExtraPayload}
    redirect={backToPricing}
    title="app.pricing.extras.create_title"
  >
    <SimpleForm
      defaultValues={{
        unit: 'per_stay',
        vatRateBp: 2000,
        maxQuantity: 1,
        active: true,
        categoryIds: [],
      }}
      noValidate
    >
      <ExtraInputs />
      <UnsavedChangesGuard />
    </SimpleForm>
  </Create>
);
