import { useMemo } from 'react';
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import type { Season } from '@/api-types';
import { SeasonInputs } from '@/seasons/SeasonInputs';
import { toSeasonForm, toSeasonPayload } from '@/seasons/payload';
import { backToPricing } from '@/pages/pricing/redirect';
import { RecordTitle } from '@/pages/pricing/RecordTitle';
import { UnsavedChangesGuard } from '@/layout/UnsavedChangesGuard';

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
  const values = useMemo(() => toSeasonForm(season) as Season & { id: string }, [season]);
  return (
    <SimpleForm record={values} noValidate toolbar={<SeasonToolbar />}>
      <SeasonInputs />
      <UnsavedChangesGuard />
    </SimpleForm>
  );
};

// Pessimistic: an overlap (409) must not look saved for the undo delay.
export const SeasonEdit = () => (
  <Edit
    transform={toSeasonPayload}
    mutationMode="pessimistic"
    redirect={backToPricing}
    title={<RecordTitle message="app.pricing.seasons.edit_title" />}
  >
    <SeasonForm />
  </Edit>
);
