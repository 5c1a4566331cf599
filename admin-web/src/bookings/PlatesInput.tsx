import { ArrayInput, maxLength, SimpleFormIterator, TextInput } from 'react-admin';

/** The vehicles' number plates the gate camera lets in during the stay (at most 3). */
export const PlatesInput = () => (
  <ArrayInput source="plates" label="app.plates.label" helperText="app.plates.help">
    <SimpleFormIterator inline disableReordering disableClear>
      <TextInput
        source=""
        label="app.plates.plate"
        validate={maxLength(20)}
        slotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
        sx={{ minWidth: 160 }}
      />
    </SimpleFormIterator>
  </ArrayInput>
);
