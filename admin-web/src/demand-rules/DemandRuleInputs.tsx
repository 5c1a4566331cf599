import {
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  maxValue,
  minValue,
  required,
  useLocaleState,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { demandRuleResponseDtoKindValues } from '@contract/enums';
import { categoryName } from '@/categories/name';
import { EuroInput, maxCents } from '@/fields/EuroInput';
import { FormRow, FormSection } from '@/layout/FormSections';

const kindChoices = demandRuleResponseDtoKindValues.map((id) => ({
  id,
  name: `app.demand.kinds.${id}`,
}));

/** Shared by create and edit: kind, category, season scope, threshold, amount, cap, window. */
export const DemandRuleInputs = () => {
  const [locale] = useLocaleState();
  const kind = useWatch({ name: 'kind' }) as string | undefined;
  return (
    <FormSection title="app.demand.section">
      <FormRow>
        <SelectInput
          source="kind"
          label="app.demand.kind"
          choices={kindChoices}
          validate={required()}
        />
        <ReferenceInput source="categoryId" reference="categories" perPage={100}>
          <SelectInput
            label="app.demand.category"
            optionText={(c: { nameDe?: string; nameEn?: string }) => categoryName(c, locale)}
            validate={required()}
          />
        </ReferenceInput>
      </FormRow>
      <ReferenceInput source="seasonId" reference="seasons" perPage={100}>
        <SelectInput
          label="app.demand.season"
          helperText="app.demand.season_help"
          optionText="name"
          emptyText="app.demand.all_seasons"
        />
      </ReferenceInput>
      <FormRow>
        <NumberInput
          source="thresholdPercent"
          label={
            kind === 'last_minute' ? 'app.demand.threshold_below' : 'app.demand.threshold_above'
          }
          step={1}
          min={0}
          max={100}
          validate={[required(), minValue(0), maxValue(100)]}
        />
        <NumberInput
          source="percentBp"
          label="app.demand.percent"
          helperText="app.demand.percent_help"
          step={0.5}
          min={0.01}
          max={100}
          format={(v: number | null | undefined) => (v == null ? '' : v / 100)}
          parse={(v: string) => (v === '' ? null : Math.round(Number(v) * 100))}
          validate={[required(), minValue(1), maxValue(10_000)]}
        />
      </FormRow>
      <FormRow>
        <EuroInput
          source="capCents"
          label="app.demand.cap"
          helperText="app.demand.cap_help"
          validate={[required(), minValue(1), maxCents()]}
        />
        {kind === 'last_minute' && (
          <NumberInput
            source="daysBeforeArrival"
            label="app.demand.days"
            step={1}
            min={0}
            max={365}
            validate={[required(), minValue(0), maxValue(365)]}
          />
        )}
      </FormRow>
      <BooleanInput source="active" label="app.demand.active" />
    </FormSection>
  );
};
