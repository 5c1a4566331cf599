import { Chip, useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LocalDateField } from '@/fields/LocalDateField';
import {
  keyChoices,
  languageChoices,
  type EmailTemplateRecord,
} from '@/email-templates/templateApi';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="key" source="key" choices={keyChoices} alwaysOn />,
  <SelectInput key="language" source="language" choices={languageChoices} alwaysOn />,
];

const LanguageChip = (_props: { label?: string }) => {
  const record = useRecordContext<EmailTemplateRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={record.language.toUpperCase()}
      title={translate(`resources.email-templates.languages.${record.language}`)}
    />
  );
};

const TemplateTable = () => (
  <DataTable rowClick="edit" bulkActionButtons={false}>
    <DataTable.Col source="key">
      <SelectField source="key" choices={keyChoices} />
    </DataTable.Col>
    <DataTable.Col source="language">
      <LanguageChip />
    </DataTable.Col>
    <DataTable.Col source="subject">
      <TextField source="subject" />
    </DataTable.Col>
    <DataTable.Col source="updatedAt">
      <LocalDateField source="updatedAt" showTime />
    </DataTable.Col>
    <DataTable.Col source="updatedBy" disableSort />
  </DataTable>
);

const PhoneList = () => {
  const translate = useTranslate();
  return (
    <SimpleList<EmailTemplateRecord>
      linkType="edit"
      primaryText={(r) =>
        `${translate(`resources.email-templates.keys.${r.key}`)} (${r.language.toUpperCase()})`
      }
      secondaryText={(r) => r.subject}
    />
  );
};

export const EmailTemplateList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={filters}
      sort={{ field: 'key', order: 'ASC' }}
      exporter={false}
      perPage={25}
      actions={false}
    >
      {isSmall ? <PhoneList /> : <TemplateTable />}
    </List>
  );
};
