import { Typography } from '@mui/material';
import { useFieldValue, useLocaleState, type FieldProps } from 'react-admin';
import { formatCents } from '@/fields/money';

/** An amount stored in cents, shown as euros in the panel's language. */
export const MoneyField = (props: FieldProps) => {
  const value = useFieldValue(props) as number | null | undefined;
  const [locale] = useLocaleState();
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatCents(value, locale)}
    </Typography>
  );
};
