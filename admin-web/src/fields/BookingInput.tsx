import { AutocompleteInput, ReferenceInput, useLocaleState } from 'react-admin';
import type { AdminBooking } from '@/api-types';
import { formatDate } from '@/format';

/** The fields of an admin booking this picker reads. */
type BookingOption = Pick<
  AdminBooking,
  'id' | 'number' | 'firstName' | 'lastName' | 'checkIn' | 'checkOut'
>;

/**
 * Picks a booking by number or guest name (the API's free-text filter), shown as
 * "2026-00042 · Anna Huber · 20.12.2026–23.12.2026".
 */
export const BookingInput = ({
  source,
  label,
  helperText,
  filter,
  required,
  alwaysOn,
}: {
  source: string;
  label?: string;
  helperText?: string;
  filter?: Record<string, unknown>;
  required?: boolean;
  alwaysOn?: boolean;
}) => {
  const [locale] = useLocaleState();
  const date = (day: string) => formatDate(day, locale);
  return (
    <ReferenceInput
      source={source}
      reference="bookings"
      filter={filter}
      sort={{ field: 'checkIn', order: 'ASC' }}
      alwaysOn={alwaysOn}
    >
      <AutocompleteInput<BookingOption>
        label={label}
        helperText={helperText}
        optionText={(b) =>
          `${b.number} · ${b.firstName} ${b.lastName} · ${date(b.checkIn)}–${date(b.checkOut)}`
        }
        filterToQuery={(q) => ({ q })}
        validate={
          required ? (value: unknown) => (value ? undefined : 'ra.validation.required') : undefined
        }
        sx={{ minWidth: 320 }}
      />
    </ReferenceInput>
  );
};
