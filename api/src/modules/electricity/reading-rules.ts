import { FieldsException } from 'src/common/http/validation';

/**
 * The rule every meter reading is held to, wherever it is typed (the desk for a stay, a seasonal
 * contract's page): a meter only counts up. The API refuses a lower reading with this 400 on the
 * field `valueWh`; the trigger `meter_readings_monotonic` refuses it too (SQLSTATE 23514), so a
 * reading committed between the check and the insert is caught and answered the same way.
 */
export const belowLastReading = (valueWh: number, lastWh: number, meter: string) =>
  new FieldsException({
    valueWh: { key: 'electricity.readingBelowLast', params: { valueWh, lastWh, meter } },
  });

/** SQLSTATE 23514 from the trigger `meter_readings_monotonic`: a reading below the meter's last. */
export const isBelowLast = (e: unknown): boolean =>
  (e as { code?: string }).code === '23514' &&
  String((e as { message?: string }).message).includes('below the last reading');
