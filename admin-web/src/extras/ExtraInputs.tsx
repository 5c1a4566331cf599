import {
  AutocompleteArrayInput,
  BooleanInput,
  NumberInput,
  ReferenceArrayInput,
  SelectInput,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  regex,
  required,
  useLocaleState,
} from 'react-admin';
import { categoryName } from '@/categories/name';
import { EuroInput, maxCents } from '@/fields/EuroInput';
import { FormRow, FormSection } from '@/layout/FormSections';
import { unitChoices, vatChoices } from '@/extras/choices';

/** Shared by create and edit: names, price per unit with its VAT rate, rules and categories. */
export const ExtraInputs = () => {
  const [locale] = useLocaleState();
  return (
    <FormSection title="app.pricing.extras.title">
      <FormRow>
        <TextInput
          source="nameDe"
          label="app.pricing.extras.name_de"
          validate={[required(), maxLength(120)]}
        />
        <TextInput
          source="nameEn"
          label="app.pricing.extras.name_en"
          validate={[required(), maxLength(120)]}
        />
      </FormRow>
      <FormRow>
        <TextInput
          source="descriptionDe"
          label="app.pricing.extras.description_de"
          multiline
          minRows={2}
          validate={maxLength(2000)}
        />
        <TextInput
          source="descriptionEn"
          label="app.pricing.extras.description_en"
          multiline
          minRows={2}
          validate={maxLength(2000)}
        />
      </FormRow>
      <TextInput
        source="code"
        label="app.pricing.extras.code"
        helperText="app.pricing.extras.code_help"
        validate={[required(), regex(/^[a-z0-9_]{2,40}$/, 'app.pricing.extras.code_format')]}
      />
      <FormRow>
        <EuroInput
          source="priceCents"
          label="app.pricing.extras.price"
          validate={[required(), minValue(0), maxCents()]}
        />
        <SelectInput
          source="unit"
          label="app.pricing.extras.unit"
          choices={unitChoices}
          validate={required()}
        />
      </FormRow>
      <FormRow>
        <SelectInput
          source="vatRateBp"
          label="app.pricing.extras.vat"
          choices={vatChoices(locale)}
          translateChoice={false}
          validate={required()}
        />
        <NumberInput
          source="maxQuantity"
          label="app.pricing.extras.max_quantity"
          step={1}
          min={1}
          max={50}
          validate={[required(), minValue(1), maxValue(50)]}
        />
      </FormRow>
      <ReferenceArrayInput source="categoryIds" reference="categories" perPage={100}>
        <AutocompleteArrayInput
          label="app.pricing.extras.categories"
          helperText="app.pricing.extras.categories_help"
          optionText={(c: { nameDe?: string; nameEn?: string }) => categoryName(c, locale)}
        />
      </ReferenceArrayInput>
      <FormRow>
        <BooleanInput source="mandatory" label="app.pricing.extras.mandatory" />
        <BooleanInput
          source="requiresElectricity"
          label="app.pricing.extras.requires_electricity"
        />
      </FormRow>
      <FormRow>
        <BooleanInput source="active" label="app.pricing.extras.active" />
        <NumberInput
          source="sortOrder"
          label="app.pricing.extras.sort_order"
          step={1}
          min={0}
          max={9999}
          validate={[minValue(0), maxValue(9999)]}
        />
      </FormRow>
    </FormSection>
  );
};
