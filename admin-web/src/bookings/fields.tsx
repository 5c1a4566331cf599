import { Chip, Typography, type ChipProps } from '@mui/material';
import { useFieldValue, useLocaleState, useTranslate, type FieldProps } from 'react-admin';
import { formatStayDate } from '@/bookings/format';

const STATUS_COLOR: Record<string, ChipProps['color']> = {
  confirmed: 'success',
  pending: 'warning',
  cancelled: 'default',
  expired: 'default',
  no_show: 'secondary',
};

const PAYMENT_COLOR: Record<string, ChipProps['color']> = {
  paid: 'success',
  unpaid: 'warning',
  pending: 'info',
  refunded: 'default',
  partially_refunded: 'default',
};

/** Booking status as a coloured chip with its label in the panel language. */
export const StatusField = (props: Partial<FieldProps>) => {
  const value = useFieldValue({ ...props, source: props.source ?? 'status' }) as string | undefined;
  const translate = useTranslate();
  if (!value) return null;
  return (
    <Chip
      size="small"
      sx={{ alignSelf: 'flex-start' }}
      color={STATUS_COLOR[value] ?? 'default'}
      label={translate(`resources.bookings.status.${value}`, { _: value })}
    />
  );
};

export const PaymentStatusField = (props: Partial<FieldProps>) => {
  const value = useFieldValue({ ...props, source: props.source ?? 'paymentStatus' }) as
    string | undefined;
  const translate = useTranslate();
  if (!value) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      sx={{ alignSelf: 'flex-start' }}
      color={PAYMENT_COLOR[value] ?? 'default'}
      label={translate(`resources.bookings.payment_status.${value}`, { _: value })}
    />
  );
};

/** A calendar date of the stay (check-in, check-out): no time, no zone shift. */
export const StayDateField = (props: FieldProps) => {
  const value = useFieldValue(props) as string | undefined;
  const [locale] = useLocaleState();
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatStayDate(value, locale)}
    </Typography>
  );
};
