import { VAT_RATES_BP } from '@contract/constants';
import { extraResponseDtoUnitValues } from '@contract/enums';
import { formatRate } from '@/fields/money';

/** How an extra is charged, as the contract lists it. */
export const EXTRA_UNITS = extraResponseDtoUnitValues;

export const unitChoices = EXTRA_UNITS.map((id) => ({
  id,
  name: `app.pricing.extras.units.${id}`,
}));

/** The Austrian VAT rates the API accepts, labelled as percentages. */
export const vatChoices = (locale: string) =>
  VAT_RATES_BP.map((id) => ({ id, name: formatRate(id, locale) }));
