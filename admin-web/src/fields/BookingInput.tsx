import { AutocompleteInput, ReferenceInput, useLocaleState, type RaRecord } from 'react-admin';
import { formatDate } from '@/format';

/** The fields of an admin booking this picker reads. */
interface BookingOption extends RaRecord<string> {
  number: string;
  firstName: string;
  lastName: string;
  checkIn: string;
  checkOut: string;
}

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
