import { Button, Chip, Stack, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import {
  DataTable,
  DateInput,
  FilterButton,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { AdminWaitlistEntry, Category } from '@/api-types';
import { categoryName } from '@/categories/name';
import { LocalDateField } from '@/fields/LocalDateField';
import { adminWaitlistEntryDtoStatusValues } from '@contract/enums';
import { api, ok } from '@/providers/api';
import { formatDate } from '@/format';
import { Ellipsis } from '@/fields/Ellipsis';

type Entry = AdminWaitlistEntry;

/** The states of a waitlist entry, as the contract lists them. */
export const WAITLIST_STATUSES = adminWaitlistEntryDtoStatusValues;

const statusChoices = WAITLIST_STATUSES.map((id) => ({
  id,
  name: `resources.waitlist.status.${id}`,
}));

const COLOR: Record<Entry['status'], 'default' | 'info' | 'success' | 'warning' | 'primary'> = {
  pending: 'default',
  confirmed: 'info',
  notified: 'warning',
  booked: 'success',
  expired: 'default',
  removed: 'default',
};

const CategoryFilter = (_props: { source: string }) => {
  const [locale] = useLocaleState();
  return (
    <ReferenceInput
      source="categoryId"
      reference="categories"
      sort={{ field: 'sortOrder', order: 'ASC' }}
    >
      <SelectInput optionText={(c: Category) => categoryName(c, locale)} />
    </ReferenceInput>
  );
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <CategoryFilter key="categoryId" source="categoryId" />,
  <DateInput key="checkInFrom" source="checkInFrom" />,
  <DateInput key="checkInTo" source="checkInTo" />,
];

const StatusChip = (_props: { label?: string }) => {
  const record = useRecordContext<Entry>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={COLOR[record.status]}
      variant={record.status === 'pending' ? 'outlined' : 'filled'}
      label={translate(`resources.waitlist.status.${record.status}`)}
    />
  );
};

const CategoryName = (_props: { label?: string }) => {
  const [locale] = useLocaleState();
  return (
    <ReferenceField source="categoryId" reference="categories" link={false}>
      <CategoryText locale={locale} />
    </ReferenceField>
  );
};
const CategoryText = ({ locale }: { locale: string }) => {
  const category = useRecordContext<Category>();
  return <Ellipsis text={categoryName(category, locale)} maxWidth={130} />;
};

const Email = (_props: { label?: string }) => {
  const record = useRecordContext<Entry>();
  return <Ellipsis text={record?.email} maxWidth={170} />;
};

const Party = (_props: { label?: string }) => {
  const record = useRecordContext<Entry>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      {translate('resources.waitlist.adults', { smart_count: record.adults })},{' '}
      {translate('resources.waitlist.children', { smart_count: record.children })}
    </>
  );
};

/** Remove and "notify now", one request each; the list reloads after. */
const RowActions = (_props: { label?: string }) => {
  const record = useRecordContext<Entry>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const live = ['pending', 'confirmed', 'notified'].includes(record.status);
  const canNotify = record.status === 'confirmed' || record.status === 'notified';
  const byId = { params: { path: { id: record.id } } };
  const call = async (send: () => Promise<{ response: Response }>, done: string) => {
    setBusy(true);
    try {
      await ok(send());
      notify(done, { type: 'info', messageArgs: { email: record.email } });
      refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  if (!live) return null;
  return (
    // One above the other: side by side they made the table wider than 1280 px.
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }} onClick={(e) => e.stopPropagation()}>
      {canNotify && (
        <Button
          size="small"
          disabled={busy}
          onClick={() =>
            void call(
              () => api.POST('/api/admin/waitlist/{id}/notify', byId),
              'resources.waitlist.notified',
            )
          }
        >
          {translate('resources.waitlist.actions.notify')}
        </Button>
      )}
      <Button
        size="small"
        color="error"
        disabled={busy}
        onClick={() =>
          void call(
            () => api.DELETE('/api/admin/waitlist/{id}', byId),
            'resources.waitlist.removed',
          )
        }
      >
        {translate('resources.waitlist.actions.remove')}
      </Button>
    </Stack>
  );
};

const nowrap = () => ({ whiteSpace: 'nowrap' });

const WaitlistTable = () => (
  <DataTable bulkActionButtons={false} rowClick={false}>
    <DataTable.Col source="createdAt" cellSx={nowrap}>
      <LocalDateField source="createdAt" showTime />
    </DataTable.Col>
    <DataTable.Col source="email">
      <Email />
    </DataTable.Col>
    <DataTable.Col source="categoryId" disableSort>
      <CategoryName />
    </DataTable.Col>
    <DataTable.Col source="checkIn" cellSx={nowrap}>
      <LocalDateField source="checkIn" />
    </DataTable.Col>
    <DataTable.Col source="checkOut" disableSort cellSx={nowrap}>
      <LocalDateField source="checkOut" />
    </DataTable.Col>
    <DataTable.Col source="adults" disableSort label="resources.waitlist.fields.party">
      <Party />
    </DataTable.Col>
    <DataTable.Col source="status" cellSx={nowrap}>
      <StatusChip />
    </DataTable.Col>
    <DataTable.Col source="position" disableSort align="right" />
    <DataTable.Col source="notifiedAt" cellSx={nowrap}>
      <LocalDateField source="notifiedAt" showTime emptyText="–" />
    </DataTable.Col>
    <DataTable.Col source="id" disableSort label="resources.waitlist.fields.actions">
      <RowActions />
    </DataTable.Col>
  </DataTable>
);

/** A calendar date (`YYYY-MM-DD`) in the panel language, without a time zone shift. */
const calendarDate = (date: string, locale: string) => formatDate(date, locale);

const PhoneList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <SimpleList<Entry>
      linkType={false}
      primaryText={(r) => r.email}
      secondaryText={(r) =>
        `${calendarDate(r.checkIn, locale)} – ${calendarDate(r.checkOut, locale)}`
      }
      tertiaryText={(r) => translate(`resources.waitlist.status.${r.status}`)}
    />
  );
};

/** `/admin/waitlist`: who waits for which stay, in which state; remove or tell them by hand. */
export const WaitlistList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
      exporter={false}
      empty={false}
    >
      {isSmall ? <PhoneList /> : <WaitlistTable />}
    </List>
  );
};
