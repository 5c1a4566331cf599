import { NumberInput, type NumberInputProps } from 'react-admin';
import { i18nProvider } from '@/i18nProvider';
import { centsToEuros, eurosToCents, formatCents } from '@/fields/money';

/** Upper bound of any single price in the API (100,000 EUR). */
const MAX_CENTS = 10_000_000;

/** Refuses amounts over the API's bound, with the bound said in euros rather than cents. */
export const maxCents =
  (max = MAX_CENTS) =>
  (value: unknown) =>
    typeof value === 'number' && value > max
      ? {
          message: 'ra.validation.maxValue',
          args: { max: formatCents(max, i18nProvider.getLocale()) },
        }
      : undefined;

/**
 * A price typed in euros and stored in integer cents: the record's 2550 shows as 25.5, typing
 * 19.99 stores 1999.
 */
export const EuroInput = (props: NumberInputProps) => (
  <NumberInput step={0.01} min={0} format={centsToEuros} parse={eurosToCents} {...props} />
);
