import { Create, SimpleForm } from 'react-admin';
import { SeasonInputs } from '@/seasons/SeasonInputs';
import { toSeasonForm, toSeasonPayload } from '@/seasons/payload';
import { backToPricing } from '@/pages/pricing/redirect';
import { UnsavedChangesGuard } from '@/layout/UnsavedChangesGuard';

export const SeasonCreate = () => (
  <Create
    transform={toSeasonPayload}
    redirect={backToPricing}
    title="app.pricing.seasons.create_title"
  >
    <SimpleForm defaultValues={toSeasonForm(undefined)} noValidate>
      <SeasonInputs />
      <UnsavedChangesGuard />
    </SimpleForm>
  </Create>
);
