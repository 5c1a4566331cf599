import { VAT_RATES_BP } from '@contract/constants';
import { formatRate } from '@/fields/money';

export const EXTRA_UNITS = ['per_night', 'per_person_night', 'per_day', 'per_stay'] as const;

export const unitChoices = EXTRA_UNITS.map((id) => ({
  id,
  name: `app.pricing.extras.units.${id}`,
}));

/** The Austrian VAT rates the API accepts, labelled as percentages. */
export const vatChoices = (locale: string) =>
  VAT_RATES_BP.map((id) => ({ id, name: formatRate(id, locale) }));
