import { Edit } from 'react-admin';
import { AdminForm } from '@/layout/AdminActions';
import { PitchBlocks } from '@/pitches/PitchBlocks';
import { PitchInputs } from '@/pitches/PitchInputs';
import { toPitchPayload } from '@/pitches/payload';

// Pessimistic: a refused change (code taken) or delete (pitch has bookings) must not look done.
export const PitchEdit = () => (
  <Edit transform={toPitchPayload} mutationMode="pessimistic" redirect="list">
    <AdminForm noValidate warnWhenUnsavedChanges>
      <PitchInputs />
    </AdminForm>
    <PitchBlocks />
  </Edit>
);
