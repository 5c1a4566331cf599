import { Alert, AlertTitle, type AlertColor } from '@mui/material';

/** A toast with a title line, for notifications react-admin's one-line messages cannot carry. */
export const Notice = ({
  title,
  text,
  severity,
}: {
  title: string;
  text?: string;
  severity: AlertColor;
}) => (
  <Alert severity={severity} variant="filled" sx={{ minWidth: 280 }}>
    <AlertTitle>{title}</AlertTitle>
    {text}
  </Alert>
);
