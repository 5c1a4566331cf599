import { useState } from 'react';
import { Alert, Box, LinearProgress, Link, Tab, Tabs, Typography } from '@mui/material';
import ReplyIcon from '@mui/icons-material/Reply';
import {
  Button,
  Labeled,
  ListButton,
  NumberField,
  ReferenceField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LocalDateField } from '@/fields/LocalDateField';
import { kindChoices, type MessageRecord } from '@/mail-messages/mailMessageApi';
import { MailMessageStatusChip, TemplateName } from '@/mail-messages/MailMessageStatusChip';

/** Opens the compose form for the same booking. */
const WriteToGuestButton = () => {
  const record = useRecordContext<MessageRecord>();
  const createPath = useCreatePath();
  if (!record?.bookingId) return null;
  const to = `${createPath({ resource: 'messages', type: 'create' })}?source=${encodeURIComponent(
    JSON.stringify({ bookingId: record.bookingId }),
  )}`;
  return (
    <Button component={RouterLink} to={to} label="resources.messages.show.write">
      <ReplyIcon />
    </Button>
  );
};

const Actions = () => (
  <TopToolbar>
    <ListButton />
    <WriteToGuestButton />
  </TopToolbar>
);

const Title = () => {
  const record = useRecordContext<MessageRecord>();
  return record ? <>{record.subject}</> : null;
};

/**
 * The body as sent: HTML in a sandboxed frame (no scripts, no access to the console), or the text.
 * Opened from the list, the page first shows the list's row, which has no body (the list leaves it
 * out): the frame waits for the message itself. Created empty and then given its document, a
 * sandboxed frame now and then kept the empty one (Chromium, about 1 in 16 openings on a busy
 * machine), so the body looked blank; each message gets a frame of its own, created once.
 */
const Body = (_props: { label?: string }) => {
  const record = useRecordContext<MessageRecord>();
  const translate = useTranslate();
  const [tab, setTab] = useState<'html' | 'text'>('html');
  if (!record) return null;
  if (record.html === undefined)
    return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ maxWidth: 760 }} />;
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={tab} onChange={(_e, value: 'html' | 'text') => setTab(value)}>
        <Tab value="html" label={translate('resources.messages.show.html')} />
        <Tab value="text" label={translate('resources.messages.show.text')} />
      </Tabs>
      {tab === 'html' ? (
        <Box
          component="iframe"
          key={record.id}
          title={translate('resources.messages.show.frame')}
          sandbox=""
          srcDoc={record.html ?? ''}
          sx={{
            width: '100%',
            maxWidth: 760,
            height: 600,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: '#fff',
          }}
        />
      ) : (
        <Box
          component="pre"
          sx={{
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            fontSize: 13,
            m: 0,
            p: 1.5,
            maxWidth: 760,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {record.text}
        </Box>
      )}
    </Box>
  );
};

const Attachments = () => {
  const record = useRecordContext<MessageRecord>();
  const translate = useTranslate();
  if (!record?.attachments?.length) return null;
  return (
    <Labeled label={translate('resources.messages.show.attachments')}>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {record.attachments.map((a) => (
          <li key={a.filename}>
            <Link href={`data:${a.contentType};base64,${a.content}`} download={a.filename}>
              {a.filename}
            </Link>
          </li>
        ))}
      </Box>
    </Labeled>
  );
};

const ErrorLine = () => {
  const record = useRecordContext<MessageRecord>();
  const translate = useTranslate();
  if (record?.status === 'caught')
    return <Alert severity="info">{translate('resources.messages.status_help.caught')}</Alert>;
  if (!record?.error) return null;
  return (
    <Labeled label={translate('resources.messages.fields.error')}>
      <Typography color="error" variant="body2">
        {record.error}
      </Typography>
    </Labeled>
  );
};

export const MailMessageShow = () => (
  <Show actions={<Actions />} title={<Title />}>
    <SimpleShowLayout>
      <TextField source="subject" />
      <TextField source="recipient" />
      <MailMessageStatusChip label="resources.messages.fields.status" />
      <ErrorLine />
      <TemplateName label="resources.messages.fields.template" />
      <SelectField source="kind" choices={kindChoices} />
      <ReferenceField source="bookingId" reference="bookings" emptyText="–">
        <TextField source="number" />
      </ReferenceField>
      <LocalDateField source="createdAt" showTime />
      <LocalDateField source="sentAt" showTime emptyText="–" />
      <TextField source="createdBy" emptyText="–" />
      <NumberField source="attempts" />
      <Attachments />
      <Body label="resources.messages.fields.text" />
    </SimpleShowLayout>
  </Show>
);
