import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { AccessCodeRecord } from '@/access-codes/accessCodeApi';

/** The digits in a fixed-width face with some spacing, as staff read them out on the phone. */
export const CodeField = ({ large = false }: { large?: boolean; label?: string }) => {
  const record = useRecordContext<AccessCodeRecord>();
  if (!record) return null;
  return (
    <Typography
      component="span"
      variant={large ? 'h5' : 'body2'}
      sx={{
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        letterSpacing: '0.12em',
        textDecoration: record.status === 'active' ? 'none' : 'line-through',
        color: record.status === 'active' ? 'text.primary' : 'text.secondary',
      }}
    >
      {record.code}
    </Typography>
  );
};
