import {
  DateInput,
  FormDataConsumer,
  SelectInput,
  Loading,
  NumberInput,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  required,
  useGetList,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { seasonResponseDtoDepositKindValues } from '@contract/enums';
import type { Category } from '@/api-types';
import { categoryName } from '@/categories/name';
import { EuroInput, maxCents } from '@/fields/EuroInput';
import { formatCents } from '@/fields/money';
import { FormRow, FormSection } from '@/layout/FormSections';
import { SeasonPricePreview } from '@/seasons/SeasonPricePreview';

const endNotBeforeStart = (value: string, values: { startDate?: string }) =>
  value && values.startDate && value < values.startDate
    ? 'app.pricing.seasons.end_before_start'
    : undefined;

/** Shared by create and edit: name, the nights it covers, minimum stay and a rate per category. */
export const SeasonInputs = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data: categories, isPending } = useGetList<Category & { id: string }>('categories', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'sortOrder', order: 'ASC' },
  });
  return (
    <>
      <FormSection title="app.pricing.seasons.section">
        <TextInput
          source="name"
          label="app.pricing.seasons.name"
          validate={[required(), maxLength(120)]}
        />
        <TextInput
          source="nameEn"
          label="app.pricing.seasons.name_en"
          validate={[required(), maxLength(120)]}
        />
        <FormRow>
          <DateInput source="startDate" label="app.pricing.seasons.start" validate={required()} />
          <DateInput
            source="endDate"
            label="app.pricing.seasons.end"
            validate={[required(), endNotBeforeStart]}
          />
        </FormRow>
        <NumberInput
          source="minStayNights"
          label="app.pricing.seasons.min_stay_input"
          step={1}
          min={1}
          max={60}
          validate={[required(), minValue(1), maxValue(60)]}
        />
      </FormSection>
      <FormSection title="app.pricing.seasons.deposit">
        <FormRow>
          <SelectInput
            source="depositKind"
            label="app.pricing.seasons.deposit_kind"
            helperText="app.pricing.seasons.deposit_help"
            choices={seasonResponseDtoDepositKindValues.map((id) => ({
              id,
              name: `app.pricing.seasons.deposit_${id}`,
            }))}
            validate={required()}
          />
          <FormDataConsumer<{ depositKind?: string }>>
            {({ formData }) =>
              formData.depositKind === 'percent' ? (
                <NumberInput
                  source="depositPercent"
                  label="app.pricing.seasons.deposit_percent_input"
                  step={1}
                  min={0.01}
                  max={100}
                  validate={[required(), minValue(0.01), maxValue(100)]}
                />
              ) : formData.depositKind === 'fixed' ? (
                <EuroInput
                  source="depositFixedCents"
                  label="app.pricing.seasons.deposit_fixed_input"
                  validate={[required(), minValue(1), maxCents()]}
                />
              ) : null
            }
          </FormDataConsumer>
          <NumberInput
            source="balanceDueDays"
            label="app.pricing.seasons.balance_due_days"
            step={1}
            min={0}
            max={365}
            validate={[required(), minValue(0), maxValue(365)]}
          />
        </FormRow>
      </FormSection>
      <FormSection title="app.pricing.seasons.rates">
        {isPending ? (
          <Loading />
        ) : (
          <FormRow>
            {(categories ?? []).map((c) => (
              <EuroInput
                key={c.id}
                source={`rateByCategory.${c.id}`}
                label={translate('app.pricing.seasons.rate_label', {
                  category: categoryName(c, locale),
                })}
                helperText={translate('app.pricing.seasons.rates_help', {
                  price: formatCents(c.basePriceCents, locale),
                })}
                validate={[minValue(0), maxCents()]}
              />
            ))}
          </FormRow>
        )}
        {categories && <SeasonPricePreview categories={categories} />}
      </FormSection>
    </>
  );
};
