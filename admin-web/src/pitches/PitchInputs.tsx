import { Box } from '@mui/material';
import {
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  regex,
  required,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { categoryName } from '@/categories/name';
import { FormRow, FormSection } from '@/layout/FormSections';

const inPlan = (v: unknown) => typeof v === 'number' && v >= 0 && v <= 100;

/** Where the pin will sit on the site plan, drawn while x and y are typed. */
const PositionPreview = () => {
  const translate = useTranslate();
  return (
    <FormDataConsumer<{ x?: number; y?: number; code?: string }>>
      {({ formData }) => (
        <Box
          role="img"
          aria-label={translate('resources.pitches.fields.position')}
          sx={{
            position: 'relative',
            width: '100%',
            maxWidth: 360,
            aspectRatio: '16 / 9',
            mb: 2,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
            backgroundImage:
              'linear-gradient(to right, rgba(0,0,0,.06) 1px, transparent 1px), linear-gradient(to bottom, rgba(0,0,0,.06) 1px, transparent 1px)',
            backgroundSize: '10% 10%',
          }}
        >
          {inPlan(formData.x) && inPlan(formData.y) && (
            <Box
              sx={{
                position: 'absolute',
                left: `${formData.x}%`,
                top: `${formData.y}%`,
                transform: 'translate(-50%, -50%)',
                px: 0.75,
                py: 0.25,
                borderRadius: 1,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontSize: 12,
                fontWeight: 700,
                whiteSpace: 'nowrap',
              }}
            >
              {formData.code || '•'}
            </Box>
          )}
        </Box>
      )}
    </FormDataConsumer>
  );
};

const upper = (v: string) => (typeof v === 'string' ? v.toUpperCase() : v);

/** Shared by create and edit: number, category, place on the plan, equipment, status. */
export const PitchInputs = () => {
  const [locale] = useLocaleState();
  return (
    <>
      <FormSection title="resources.pitches.sections.place">
        <FormRow>
          <TextInput
            source="code"
            parse={upper}
            validate={[
              required(),
              regex(/^[A-Z0-9][A-Z0-9-]{0,11}$/, 'resources.pitches.validation.code'),
            ]}
            helperText="resources.pitches.help.code"
          />
          <ReferenceInput
            source="categoryId"
            reference="categories"
            sort={{ field: 'sortOrder', order: 'ASC' }}
          >
            <SelectInput
              optionText={(c: { nameDe: string; nameEn: string }) => categoryName(c, locale)}
              validate={required()}
            />
          </ReferenceInput>
        </FormRow>
        <FormRow>
          <NumberInput
            source="sizeM2"
            step={1}
            min={1}
            max={10000}
            validate={[minValue(1), maxValue(10000)]}
          />
          <NumberInput
            source="maxVehicleLengthM"
            step={0.5}
            min={0}
            max={30}
            validate={[minValue(0), maxValue(30)]}
            helperText="resources.pitches.help.maxVehicleLength"
          />
        </FormRow>
        <FormRow>
          <BooleanInput source="hasElectricity" />
          <BooleanInput source="active" helperText="resources.pitches.help.active" />
        </FormRow>
        <FormRow>
          <TextInput
            source="meterNumber"
            validate={[maxLength(40)]}
            helperText="resources.pitches.help.meterNumber"
          />
        </FormRow>
      </FormSection>
      <FormSection title="resources.pitches.sections.position">
        <FormRow>
          <NumberInput
            source="x"
            step={0.1}
            min={0}
            max={100}
            validate={[required(), minValue(0), maxValue(100)]}
            helperText="resources.pitches.help.position"
          />
          <NumberInput
            source="y"
            step={0.1}
            min={0}
            max={100}
            validate={[required(), minValue(0), maxValue(100)]}
          />
        </FormRow>
        <PositionPreview />
        <TextInput source="notes" multiline minRows={2} validate={maxLength(2000)} />
      </FormSection>
    </>
  );
};
