import { Create, SimpleForm } from 'react-admin';
import { PitchInputs } from './PitchInputs';
import { toPitchPayload } from './payload';

export const PitchCreate = () => (
  <Create transform={toPitchPayload} redirect="list">
    <SimpleForm defaultValues={{ x: 50, y: 50, hasElectricity: true, active: true }}>
      <PitchInputs />
    </SimpleForm>
  </Create>
);
