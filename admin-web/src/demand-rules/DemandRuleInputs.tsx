import {
  BooleanInput,
  NumberInput,
  SelectInput,
  maxValue,
  minValue,
  required,
  useGetList,
  useLocaleState,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { demandRuleResponseDtoKindValues } from '@contract/enums';
import type { Category, Season } from '@/api-types';
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
  // The same lists (and cache entries) as the pricing page the form is opened from, so the choices
  // are there when the form is.
  const all = { pagination: { page: 1, perPage: 100 } } as const;
  const categories = useGetList<Category & { id: string }>('categories', {
    ...all,
    sort: { field: 'sortOrder', order: 'ASC' },
  });
  const seasons = useGetList<Season & { id: string }>('seasons', {
    ...all,
    sort: { field: 'startDate', order: 'ASC' },
  });
  return (
    <FormSection title="app.demand.section">
      <FormRow>
        <SelectInput
          source="kind"
          label="app.demand.kind"
          choices={kindChoices}
          validate={required()}
        />
        <SelectInput
          source="categoryId"
          label="app.demand.category"
          choices={categories.data ?? []}
          isPending={categories.isPending}
          optionText={(c: Category) => categoryName(c, locale)}
          translateChoice={false}
          validate={required()}
        />
      </FormRow>
      <SelectInput
        source="seasonId"
        label="app.demand.season"
        helperText="app.demand.season_help"
        choices={seasons.data ?? []}
        isPending={seasons.isPending}
        optionText="name"
        translateChoice={false}
        emptyText="app.demand.all_seasons"
      />
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
