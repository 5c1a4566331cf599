import { LocalDateField } from '@/fields/LocalDateField';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  DataTable,
  ExportButton,
  FilterButton,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TopToolbar,
} from 'react-admin';
import { ResetPasswordButton } from '@/users/ResetPasswordButton';
import { roleChoices } from '@/users/UserInputs';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
  <NullableBooleanInput key="active" source="active" />,
];

// The API answers at most 500 rows per request; react-admin's export asks for 1000 by default.
const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportButton maxResults={500} />
  </TopToolbar>
);

const UserTable = () => (
  <DataTable>
    <DataTable.Col source="email" />
    <DataTable.Col source="name" />
    <DataTable.Col source="role">
      <SelectField source="role" choices={roleChoices} />
    </DataTable.Col>
    <DataTable.Col source="active">
      <BooleanField source="active" />
    </DataTable.Col>
    <DataTable.Col source="lastLoginAt">
      <LocalDateField source="lastLoginAt" showTime />
    </DataTable.Col>
    <DataTable.Col source="createdAt">
      <LocalDateField source="createdAt" />
    </DataTable.Col>
    <DataTable.Col label={false} disableSort cellSx={() => ({ whiteSpace: 'nowrap' })}>
      <ResetPasswordButton compact />
    </DataTable.Col>
  </DataTable>
);

export const UserList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List filters={filters} sort={{ field: 'email', order: 'ASC' }} actions={<Actions />}>
      {isSmall ? (
        <SimpleList primaryText="%{email}" secondaryText="%{name}" linkType="edit" />
      ) : (
        <UserTable />
      )}
    </List>
  );
};
