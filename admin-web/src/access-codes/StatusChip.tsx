import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AccessCodeRecord, AccessCodeStatus } from '@/access-codes/accessCodeApi';

const COLOR: Record<AccessCodeStatus, 'success' | 'error' | 'default'> = {
  active: 'success',
  revoked: 'error',
  expired: 'default',
};

export const StatusChip = (_props: { label?: string }) => {
  const record = useRecordContext<AccessCodeRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant={record.status === 'active' ? 'filled' : 'outlined'}
      color={COLOR[record.status]}
      label={translate(`resources.access-codes.status.${record.status}`)}
    />
  );
};
