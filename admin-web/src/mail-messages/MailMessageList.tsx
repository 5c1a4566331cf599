import { useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  DataTable,
  FilterButton,
  List,
  ReferenceField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { keyChoices } from '@/email-templates/templateApi';
import { LocalDateField } from '@/fields/LocalDateField';
import { BookingInput } from '@/fields/BookingInput';
import { kindChoices, statusChoices, type MessageRecord } from '@/mail-messages/mailMessageApi';
import { MailMessageStatusChip, TemplateName } from '@/mail-messages/MailMessageStatusChip';
import { Ellipsis } from '@/fields/Ellipsis';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="template" source="template" choices={keyChoices} alwaysOn />,
  <BookingInput key="bookingId" source="bookingId" />,
  <SelectInput key="kind" source="kind" choices={kindChoices} />,
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton label="resources.messages.actions.compose" />
  </TopToolbar>
);

const ErrorText = (_props: { label?: string }) => {
  const record = useRecordContext<MessageRecord>();
  return <Ellipsis text={record?.error} maxWidth={140} color="error" />;
};

const BookingNumber = (_props: { label?: string }) => (
  <ReferenceField source="bookingId" reference="bookings" emptyText="–">
    <TextField source="number" />
  </ReferenceField>
);

const nowrap = () => ({ whiteSpace: 'nowrap' });

const Recipient = (_props: { label?: string }) => {
  const record = useRecordContext<MessageRecord>();
  return <Ellipsis text={record?.recipient} maxWidth={150} />;
};

const Subject = (_props: { label?: string }) => {
  const record = useRecordContext<MessageRecord>();
  return <Ellipsis text={record?.subject} maxWidth={180} />;
};

const MessageTable = () => (
  <DataTable rowClick="show" bulkActionButtons={false}>
    <DataTable.Col source="sentAt" cellSx={nowrap}>
      <LocalDateField source="sentAt" showTime emptyText="–" />
    </DataTable.Col>
    <DataTable.Col source="recipient">
      <Recipient />
    </DataTable.Col>
    <DataTable.Col source="subject">
      <Subject />
    </DataTable.Col>
    <DataTable.Col source="template" cellSx={nowrap}>
      <TemplateName />
    </DataTable.Col>
    <DataTable.Col source="status" cellSx={nowrap}>
      <MailMessageStatusChip />
    </DataTable.Col>
    <DataTable.Col source="error" disableSort>
      <ErrorText />
    </DataTable.Col>
    <DataTable.Col source="bookingId" disableSort cellSx={nowrap}>
      <BookingNumber />
    </DataTable.Col>
  </DataTable>
);

const PhoneList = () => {
  const translate = useTranslate();
  return (
    <SimpleList<MessageRecord>
      linkType="show"
      primaryText={(r) => r.subject}
      secondaryText={(r) => r.recipient}
      tertiaryText={(r) => translate(`resources.messages.status.${r.status}`)}
    />
  );
};

export const MailMessageList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={<Actions />}
      exporter={false}
      // The log starts empty; the compose button and filters stay in reach anyway.
      empty={false}
    >
      {isSmall ? <PhoneList /> : <MessageTable />}
    </List>
  );
};
