import { Create, SimpleForm } from 'react-admin';
import { SeasonInputs } from '@/seasons/SeasonInputs';
import { toSeasonForm, toSeasonPayload } from '@/seasons/payload';

export const SeasonCreate = () => (
  <Create transform={toSeasonPayload} redirect="/pricing-management" title="app.pricing.title">
    <SimpleForm defaultValues={toSeasonForm(undefined)} noValidate warnWhenUnsavedChanges>
      <SeasonInputs />
    </SimpleForm>
  </Create>
);
