import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AccessCodeRecord } from '@/access-codes/accessCodeApi';

const REASONS: Record<string, string> = {
  regenerated: 'regenerated',
  'stay changed': 'stay_changed',
  'booking cancelled': 'booking_cancelled',
};

/** Why a code stopped working, in words: the API stores short reasons such as `staff:<email>`. */
export const RevokedReasonField = (_props: { label?: string }) => {
  const record = useRecordContext<AccessCodeRecord>();
  const translate = useTranslate();
  const reason = record?.revokedReason;
  if (!reason) return null;
  const text = reason.startsWith('staff:')
    ? translate('resources.access-codes.reasons.staff', { email: reason.slice('staff:'.length) })
    : REASONS[reason]
      ? translate(`resources.access-codes.reasons.${REASONS[reason]}`)
      : reason;
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
};
