import { useQueryClient } from '@tanstack/react-query';
import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  EditBase,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  maxValue,
  minValue,
  required,
  useLocaleState,
  useNotify,
  useTranslate,
  type NumberInputProps,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { PricingSettings } from '@/api-types';
import { EuroInput, maxCents } from '@/fields/EuroInput';
import { centsToEuros, eurosToCents } from '@/fields/money';
import { vatChoices } from '@/extras/choices';
import { FormRow, FormSection } from '@/layout/FormSections';
import { UnsavedChangesGuard } from '@/layout/UnsavedChangesGuard';

/** Basis points typed as a percentage: 5000 shows as 50; the arithmetic of cents and euros. */
const PercentInput = (props: NumberInputProps) => (
  <NumberInput step={1} min={0} max={100} format={centsToEuros} parse={eurosToCents} {...props} />
);
const atMostHundredPercent = (value: unknown) =>
  typeof value === 'number' && value > 10_000
    ? { message: 'ra.validation.maxValue', args: { max: 100 } }
    : undefined;

type Values = Partial<PricingSettings>;
const partialNotAfterFree = (value: number, values: Values) =>
  typeof value === 'number' &&
  typeof values.freeCancellationDays === 'number' &&
  value > values.freeCancellationDays
    ? 'app.pricing.settings.partial_after_free'
    : undefined;
const partialFeeNotAboveLate = (value: number, values: Values) =>
  typeof value === 'number' &&
  typeof values.lateCancellationFeeBp === 'number' &&
  value > values.lateCancellationFeeBp
    ? 'app.pricing.settings.partial_fee_above_late'
    : undefined;

/** Only the fields this form owns: the API keeps the rest (payment methods, stay limits …). */
const toPayload = (v: Values) => ({
  pitchVatRateBp: v.pitchVatRateBp,
  touristTaxCents: v.touristTaxCents,
  touristTaxMinAge: v.touristTaxMinAge,
  seasonalTouristTaxCents: v.seasonalTouristTaxCents,
  holdMinutes: v.holdMinutes,
  freeCancellationDays: v.freeCancellationDays,
  partialCancellationDays: v.partialCancellationDays,
  partialCancellationFeeBp: v.partialCancellationFeeBp,
  lateCancellationFeeBp: v.lateCancellationFeeBp,
  noShowChargeNights: v.noShowChargeNights,
  electricityCentsPerKwh: v.electricityCentsPerKwh,
});

/** The policy in one sentence, as the guest will read it, following the inputs. */
const PolicySummary = () => {
  const translate = useTranslate();
  const [free, partial, partialFee, lateFee] = useWatch({
    name: [
      'freeCancellationDays',
      'partialCancellationDays',
      'partialCancellationFeeBp',
      'lateCancellationFeeBp',
    ],
  }) as Array<number | null>;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {translate('app.pricing.settings.cancellation_help', {
        free: free ?? '–',
        partial: partial ?? '–',
        partialFee: partialFee == null ? '–' : partialFee / 100,
        lateFee: lateFee == null ? '–' : lateFee / 100,
      })}
    </Typography>
  );
};

export const PricingSettingsForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  return (
    <Card component="section" aria-label={translate('app.pricing.settings.title')}>
      <CardContent>
        <EditBase
          resource="pricing-settings"
          id={1}
          transform={toPayload}
          mutationMode="pessimistic"
          redirect={false}
          mutationOptions={{
            onSuccess: () => {
              notify('app.pricing.settings.saved', { type: 'success' });
              void queryClient.invalidateQueries({ queryKey: ['admin', 'pricing-preview'] });
            },
          }}
        >
          <SimpleForm
            noValidate
            sx={{ p: 0 }}
            // A singleton cannot be deleted, and on this long page the save button stays with its form.
            toolbar={
              <Box sx={{ mt: 1 }}>
                <SaveButton />
              </Box>
            }
          >
            <FormSection title="app.pricing.settings.title">
              <FormRow>
                <SelectInput
                  source="pitchVatRateBp"
                  label="app.pricing.settings.pitch_vat"
                  choices={vatChoices(locale)}
                  translateChoice={false}
                  validate={required()}
                />
                <NumberInput
                  source="holdMinutes"
                  label="app.pricing.settings.hold_minutes"
                  helperText="app.pricing.settings.hold_help"
                  step={1}
                  min={5}
                  max={120}
                  validate={[required(), minValue(5), maxValue(120)]}
                />
              </FormRow>
              <FormRow>
                <EuroInput
                  source="touristTaxCents"
                  label="app.pricing.settings.tourist_tax"
                  validate={[required(), minValue(0), maxCents(10_000)]}
                />
                <NumberInput
                  source="touristTaxMinAge"
                  label="app.pricing.settings.tourist_tax_min_age"
                  step={1}
                  min={0}
                  max={99}
                  validate={[required(), minValue(0), maxValue(99)]}
                />
              </FormRow>
              <FormRow>
                <EuroInput
                  source="electricityCentsPerKwh"
                  label="app.pricing.settings.electricity_price"
                  helperText="app.pricing.settings.electricity_help"
                  validate={[required(), minValue(0), maxCents(10_000)]}
                />
                <EuroInput
                  source="seasonalTouristTaxCents"
                  label="app.pricing.settings.seasonal_tourist_tax"
                  helperText="app.pricing.settings.seasonal_tourist_tax_help"
                  validate={[required(), minValue(0), maxCents(1_000_000)]}
                />
              </FormRow>
            </FormSection>
            <FormSection title="app.pricing.settings.cancellation">
              <PolicySummary />
              <FormRow>
                <NumberInput
                  source="freeCancellationDays"
                  label="app.pricing.settings.free_days"
                  step={1}
                  min={0}
                  max={365}
                  validate={[required(), minValue(0), maxValue(365)]}
                />
                <NumberInput
                  source="partialCancellationDays"
                  label="app.pricing.settings.partial_days"
                  step={1}
                  min={0}
                  max={365}
                  validate={[required(), minValue(0), maxValue(365), partialNotAfterFree]}
                />
              </FormRow>
              <FormRow>
                <PercentInput
                  source="partialCancellationFeeBp"
                  label="app.pricing.settings.partial_fee"
                  validate={[required(), minValue(0), atMostHundredPercent, partialFeeNotAboveLate]}
                />
                <PercentInput
                  source="lateCancellationFeeBp"
                  label="app.pricing.settings.late_fee"
                  validate={[required(), minValue(0), atMostHundredPercent]}
                />
              </FormRow>
              <FormRow>
                <NumberInput
                  source="noShowChargeNights"
                  label="app.pricing.settings.no_show_nights"
                  helperText="app.pricing.settings.no_show_help"
                  step={1}
                  min={0}
                  max={60}
                  validate={[required(), minValue(0), maxValue(60)]}
                />
              </FormRow>
            </FormSection>
            <UnsavedChangesGuard />
          </SimpleForm>
        </EditBase>
      </CardContent>
    </Card>
  );
};
