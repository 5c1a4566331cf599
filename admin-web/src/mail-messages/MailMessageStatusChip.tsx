import { Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { MessageRecord } from '@/mail-messages/mailMessageApi';

const COLOR: Record<MessageRecord['status'], 'success' | 'info' | 'warning' | 'error' | 'default'> =
  {
    queued: 'default',
    sending: 'info',
    sent: 'success',
    caught: 'warning',
    failed: 'error',
  };

export const MailMessageStatusChip = (_props: { label?: string }) => {
  const record = useRecordContext<MessageRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={COLOR[record.status]}
      variant={record.status === 'queued' ? 'outlined' : 'filled'}
      label={translate(`resources.messages.status.${record.status}`)}
      title={
        record.status === 'caught' ? translate('resources.messages.status_help.caught') : undefined
      }
    />
  );
};

/** The template's name, or "own message" for one staff wrote. */
export const TemplateName = (_props: { label?: string }) => {
  const record = useRecordContext<MessageRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {record.template
        ? translate(`resources.email-templates.keys.${record.template}`, { _: record.template })
        : translate('resources.messages.no_template')}
    </Typography>
  );
};
