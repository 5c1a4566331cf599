import { Edit, SimpleForm } from 'react-admin';
import { PitchBlocks } from './PitchBlocks';
import { PitchInputs } from './PitchInputs';
import { toPitchPayload } from './payload';

// Pessimistic: a refused change (code taken) or delete (pitch has bookings) must not look done.
export const PitchEdit = () => (
  <Edit transform={toPitchPayload} mutationMode="pessimistic" redirect="list">
    <SimpleForm>
      <PitchInputs />
    </SimpleForm>
    <PitchBlocks />
  </Edit>
);
