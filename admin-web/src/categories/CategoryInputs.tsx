import { Box } from '@mui/material';
import {
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  regex,
  required,
} from 'react-admin';
import { EuroInput, maxCents } from '@/fields/EuroInput';
import { FormRow, FormSection } from '@/layout/FormSections';

const maxPersonsAtLeastIncluded = (value: number, values: { personsIncluded?: number }) =>
  typeof value === 'number' &&
  typeof values.personsIncluded === 'number' &&
  value < values.personsIncluded
    ? 'resources.categories.validation.max_persons'
    : undefined;

/** The image the public site shows for this category, previewed while the address is typed. */
const ImagePreview = () => (
  <FormDataConsumer<{ imageUrl?: string }>>
    {({ formData }) =>
      formData.imageUrl && /^(\/\S+|https:\/\/\S+)$/.test(formData.imageUrl) ? (
        <Box
          component="img"
          src={formData.imageUrl}
          alt=""
          sx={{ maxWidth: 240, maxHeight: 140, objectFit: 'cover', borderRadius: 1, mb: 2 }}
        />
      ) : null
    }
  </FormDataConsumer>
);

/** Shared by create and edit: names de/en, prices in euros (cents to the API), limits, image. */
export const CategoryInputs = () => (
  <>
    <FormSection title="resources.categories.sections.names">
      <FormRow>
        <TextInput source="nameDe" validate={[required(), maxLength(120)]} />
        <TextInput source="nameEn" validate={[required(), maxLength(120)]} />
      </FormRow>
      <FormRow>
        <TextInput source="descriptionDe" multiline minRows={3} validate={maxLength(2000)} />
        <TextInput source="descriptionEn" multiline minRows={3} validate={maxLength(2000)} />
      </FormRow>
      <TextInput
        source="slug"
        validate={[required(), regex(/^[a-z0-9-]{2,40}$/, 'resources.categories.validation.slug')]}
        helperText="resources.categories.help.slug"
      />
    </FormSection>
    <FormSection title="resources.categories.sections.prices">
      <FormRow>
        <EuroInput
          source="basePriceCents"
          validate={[required(), minValue(0), maxCents()]}
          helperText="resources.categories.help.basePrice"
        />
        <EuroInput source="extraPersonCents" validate={[minValue(0), maxCents()]} />
      </FormRow>
      <FormRow>
        <NumberInput
          source="personsIncluded"
          step={1}
          min={1}
          max={50}
          validate={[required(), minValue(1), maxValue(50)]}
        />
        <NumberInput
          source="maxPersons"
          step={1}
          min={1}
          max={50}
          validate={[required(), minValue(1), maxValue(50), maxPersonsAtLeastIncluded]}
        />
      </FormRow>
      <NumberInput
        source="maxVehicleLengthM"
        step={0.5}
        min={0}
        max={30}
        validate={[minValue(0), maxValue(30)]}
        helperText="resources.categories.help.maxVehicleLength"
      />
    </FormSection>
    <FormSection title="resources.categories.sections.display">
      <TextInput
        source="imageUrl"
        validate={[
          maxLength(500),
          regex(/^$|^\/\S*$|^https:\/\/\S+$/, 'resources.categories.validation.image_url'),
        ]}
        helperText="resources.categories.help.imageUrl"
      />
      <ImagePreview />
      <FormRow>
        <NumberInput
          source="sortOrder"
          step={1}
          min={0}
          max={9999}
          validate={[minValue(0), maxValue(9999)]}
        />
        <BooleanInput source="active" />
      </FormRow>
    </FormSection>
  </>
);
