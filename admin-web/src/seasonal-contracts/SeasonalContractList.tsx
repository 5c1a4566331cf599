import { Chip, useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { SeasonalContract } from '@/api-types';
import { formatDate } from '@/format';
import { LocalDateField } from '@/fields/LocalDateField';
import { MoneyField } from '@/fields/MoneyField';
import { RENEWAL_STATES } from '@/seasonal-contracts/seasonalApi';

const renewalChoices = RENEWAL_STATES.map((id) => ({
  id,
  name: `resources.seasonal-contracts.renewal.${id}`,
}));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="renewal" source="renewal" choices={renewalChoices} />,
];

export const StatusChip = (_props: { label?: string }) => {
  const record = useRecordContext<SeasonalContract>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.status === 'active' ? 'success' : 'default'}
      label={translate(`resources.seasonal-contracts.status.${record.status}`)}
    />
  );
};

export const RenewalChip = (_props: { label?: string }) => {
  const record = useRecordContext<SeasonalContract>();
  const translate = useTranslate();
  if (!record) return null;
  const color = {
    none: 'default',
    offered: 'info',
    accepted: 'success',
    declined: 'warning',
  } as const;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color[record.renewal]}
      label={translate(`resources.seasonal-contracts.renewal.${record.renewal}`)}
    />
  );
};

const Holder = (_props: { label?: string }) => {
  const r = useRecordContext<SeasonalContract>();
  return r ? <>{`${r.firstName} ${r.lastName}`}</> : null;
};

/** Seasonal contracts: who holds which pitch when, and where the renewal stands. */
export const SeasonalContractList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const [locale] = useLocaleState();
  return (
    <List
      filters={filters}
      sort={{ field: 'startDate', order: 'DESC' }}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      {small ? (
        <SimpleList<SeasonalContract>
          primaryText={(r) => `${r.pitchCode} · ${r.firstName} ${r.lastName}`}
          secondaryText={(r) =>
            `${formatDate(r.startDate, locale)} – ${formatDate(r.endDate, locale)}`
          }
          tertiaryText={(r) => r.number}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="number" />
          <DataTable.Col source="pitchCode" />
          <DataTable.Col source="holder" label="resources.seasonal-contracts.fields.holder">
            <Holder />
          </DataTable.Col>
          <DataTable.Col source="startDate">
            <LocalDateField source="startDate" />
          </DataTable.Col>
          <DataTable.Col source="endDate" label="resources.seasonal-contracts.fields.endDate">
            <LocalDateField source="endDate" />
          </DataTable.Col>
          <DataTable.Col source="feeCents" align="right">
            <MoneyField source="feeCents" />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <StatusChip />
          </DataTable.Col>
          <DataTable.Col source="renewal" disableSort>
            <RenewalChip />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
};
