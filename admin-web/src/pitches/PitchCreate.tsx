import { Create, SimpleForm } from 'react-admin';
import { PitchInputs } from '@/pitches/PitchInputs';
import { toPitchPayload } from '@/pitches/payload';
import { UnsavedChangesGuard } from '@/layout/UnsavedChangesGuard';

export const PitchCreate = () => (
  <Create transform={toPitchPayload} redirect="list">
    <SimpleForm noValidate defaultValues={{ x: 50, y: 50, hasElectricity: true, active: true }}>
      <PitchInputs />
      <UnsavedChangesGuard />
    </SimpleForm>
  </Create>
);
