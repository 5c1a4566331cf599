import { LocalDateField } from '../fields/LocalDateField';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  DataTable,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
} from 'react-admin';
import { roleChoices } from './UserInputs';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
  <NullableBooleanInput key="active" source="active" />,
];

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
  </DataTable>
);

export const UserList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List filters={filters} sort={{ field: 'email', order: 'ASC' }}>
      {isSmall ? (
        <SimpleList primaryText="%{email}" secondaryText="%{name}" linkType="edit" />
      ) : (
        <UserTable />
      )}
    </List>
  );
};
