import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { LocalDateField } from '@/fields/LocalDateField';
import { BookingInput } from '@/fields/BookingInput';
import { statusChoices, type AccessCodeRecord } from '@/access-codes/accessCodeApi';
import { BookingLink } from '@/access-codes/BookingLink';
import { CodeActions } from '@/access-codes/CodeActions';
import { CodeField } from '@/access-codes/CodeField';
import { ExportCsvButton } from '@/access-codes/ExportCsvButton';
import { StatusChip } from '@/access-codes/StatusChip';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <BookingInput key="bookingId" source="bookingId" />,
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton label="resources.access-codes.actions.issue" />
    <ExportCsvButton />
  </TopToolbar>
);

const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', mt: 6, mx: 2 }}>
      <Typography color="text.secondary" gutterBottom>
        {translate('resources.access-codes.empty')}
      </Typography>
      <CreateButton variant="contained" label="resources.access-codes.actions.issue" />
    </Box>
  );
};

const nowrap = () => ({ whiteSpace: 'nowrap' });

const CodeTable = () => (
  <DataTable rowClick="show" bulkActionButtons={false}>
    <DataTable.Col source="code" cellSx={nowrap}>
      <CodeField />
    </DataTable.Col>
    <DataTable.Col source="bookingNumber" disableSort cellSx={nowrap}>
      <BookingLink />
    </DataTable.Col>
    <DataTable.Col source="guestName" disableSort />
    <DataTable.Col source="pitchCode" disableSort cellSx={nowrap} />
    <DataTable.Col source="validFrom" cellSx={nowrap}>
      <LocalDateField source="validFrom" showTime />
    </DataTable.Col>
    <DataTable.Col source="validUntil" cellSx={nowrap}>
      <LocalDateField source="validUntil" showTime />
    </DataTable.Col>
    <DataTable.Col source="status" cellSx={nowrap}>
      <StatusChip />
    </DataTable.Col>
    <DataTable.Col label={false} disableSort cellSx={() => ({ whiteSpace: 'nowrap', py: 0 })}>
      <CodeActions compact />
    </DataTable.Col>
  </DataTable>
);

const PhoneList = () => {
  const translate = useTranslate();
  return (
    <SimpleList<AccessCodeRecord>
      linkType="show"
      primaryText={(r) => r.code}
      secondaryText={(r) => `${r.bookingNumber} · ${r.guestName} · ${r.pitchCode}`}
      tertiaryText={(r) => translate(`resources.access-codes.status.${r.status}`)}
    />
  );
};

export const AccessCodeList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={filters}
      sort={{ field: 'validFrom', order: 'DESC' }}
      actions={<Actions />}
      exporter={false}
      empty={<Empty />}
    >
      {isSmall ? <PhoneList /> : <CodeTable />}
    </List>
  );
};
