import { Box } from '@mui/material';
import {
  Labeled,
  ListButton,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { LocalDateField } from '@/fields/LocalDateField';
import type { AccessCodeRecord } from '@/access-codes/accessCodeApi';
import { BookingLink } from '@/access-codes/BookingLink';
import { CodeActions } from '@/access-codes/CodeActions';
import { CodeField } from '@/access-codes/CodeField';
import { RevokedReasonField } from '@/access-codes/RevokedReasonField';
import { StatusChip } from '@/access-codes/StatusChip';

const Actions = () => (
  <TopToolbar>
    <ListButton />
    <CodeActions openNew />
  </TopToolbar>
);

const Title = () => {
  const record = useRecordContext<AccessCodeRecord>();
  return record ? <>{record.code}</> : null;
};

const RevokedDetails = () => {
  const record = useRecordContext<AccessCodeRecord>();
  if (!record?.revokedAt) return null;
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
      <Labeled source="revokedAt">
        <LocalDateField source="revokedAt" showTime />
      </Labeled>
      <Labeled source="revokedReason">
        <RevokedReasonField />
      </Labeled>
    </Box>
  );
};

export const AccessCodeShow = () => (
  <Show actions={<Actions />} title={<Title />}>
    <SimpleShowLayout>
      <CodeField large label="resources.access-codes.fields.code" />
      <StatusChip label="resources.access-codes.fields.status" />
      <BookingLink label="resources.access-codes.fields.bookingNumber" />
      <TextField source="guestName" />
      <TextField source="pitchCode" />
      <LocalDateField source="validFrom" showTime />
      <LocalDateField source="validUntil" showTime />
      <LocalDateField source="createdAt" showTime />
      <RevokedDetails />
    </SimpleShowLayout>
  </Show>
);
