import {
  ArrayInput,
  Create,
  DateInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  required,
} from 'react-admin';
import { EuroInput } from '@/fields/EuroInput';
import { UnsavedChangesGuard } from '@/layout/UnsavedChangesGuard';
import { SeasonalHolderInputs } from '@/seasonal-contracts/SeasonalContractInputs';
import { toCreatePayload } from '@/seasonal-contracts/seasonalApi';

/** A new seasonal contract; after saving, its page shows the instalments. */
export const SeasonalContractCreate = () => (
  <Create transform={toCreatePayload} redirect="edit">
    <SimpleForm noValidate defaultValues={{ language: 'de', instalmentDates: [{}] }}>
      <ReferenceInput
        source="pitchId"
        reference="pitches"
        perPage={200}
        sort={{ field: 'code', order: 'ASC' }}
      >
        <SelectInput optionText="code" validate={required()} />
      </ReferenceInput>
      <DateInput source="startDate" validate={required()} />
      <DateInput source="endDate" validate={required()} />
      <EuroInput source="feeCents" validate={required()} />
      <ArrayInput
        source="instalmentDates"
        helperText="resources.seasonal-contracts.help.instalments"
      >
        <SimpleFormIterator inline disableReordering>
          <DateInput source="date" label="resources.seasonal-contracts.instalments.dueDate" />
        </SimpleFormIterator>
      </ArrayInput>
      <SeasonalHolderInputs />
      <UnsavedChangesGuard />
    </SimpleForm>
  </Create>
);
