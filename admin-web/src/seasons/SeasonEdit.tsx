import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import type { Season } from '@/api-types';
import { SeasonInputs } from '@/seasons/SeasonInputs';
import { toSeasonForm, toSeasonPayload } from '@/seasons/payload';
import { backToPricing } from '@/pages/pricing/redirect';

const SeasonToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton
      redirect={backToPricing}
      mutationMode="pessimistic"
      successMessage="app.pricing.seasons.deleted"
    />
  </Toolbar>
);

/** The form sees one rate per category; the API gets them back as its `rates` list. */
const SeasonForm = () => {
  const season = useRecordContext<Season & { id: string }>();
  return (
    <SimpleForm
      record={toSeasonForm(season) as Season & { id: string }}
      noValidate
      warnWhenUnsavedChanges
      toolbar={<SeasonToolbar />}
    >
      <SeasonInputs />
    </SimpleForm>
  );
};

// Pessimistic: an overlap (409) must not look saved for the undo delay.
export const SeasonEdit = () => (
  <Edit
    transform={toSeasonPayload}
    mutationMode="pessimistic"
    redirect={backToPricing}
    title="app.pricing.title"
  >
    <SeasonForm />
  </Edit>
);
