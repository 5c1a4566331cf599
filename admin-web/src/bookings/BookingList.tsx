import { Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  DataTable,
  DateInput,
  downloadCSV,
  ExportButton,
  FilterButton,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  AutocompleteInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useLocaleState,
  useTranslate,
  type Exporter,
} from 'react-admin';
import { categoryName } from '@/categories/name';
import { formatCents } from '@/fields/money';
import { paymentStatusChoices, statusChoices } from '@/bookings/choices';
import { bookingsCsv } from '@/bookings/exporter';
import { owedTotal } from '@/bookings/ledger';
import { PaymentStatusField, StatusField, StayDateField } from '@/bookings/fields';
import { formatStayDate, guestName } from '@/bookings/format';
import type { BookingRecord } from '@/bookings/types';
import { siteToday } from '@/format';

// The API hands out at most 500 rows per request (ra-data-simple-rest asks for all in one).
const EXPORT_MAX_ROWS = 500;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <SelectInput key="paymentStatus" source="paymentStatus" choices={paymentStatusChoices} />,
  <DateInput key="checkInFrom" source="checkInFrom" />,
  <DateInput key="checkInTo" source="checkInTo" />,
  <ReferenceInput
    key="pitchId"
    source="pitchId"
    reference="pitches"
    sort={{ field: 'code', order: 'ASC' }}
  >
    <AutocompleteInput
      optionText="code"
      filterToQuery={(q: string) => ({ q })}
      label="resources.bookings.fields.pitchId"
    />
  </ReferenceInput>,
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportButton maxResults={EXPORT_MAX_ROWS} />
  </TopToolbar>
);

type CategoryRef = { nameDe: string; nameEn: string };

const BookingTable = () => {
  const [locale] = useLocaleState();
  // At 1280 px beside the sidebar nine columns do not fit; the pitch code already says the category.
  const roomy = useMediaQuery<Theme>((theme) => theme.breakpoints.up('xl'));
  return (
    // No bulk actions: deleting a booking means cancelling it, one at a time and after a question.
    <DataTable
      rowClick="show"
      bulkActionButtons={false}
      sx={{ '& .MuiTableCell-root': { px: 1 }, '& .MuiTableCell-root:first-of-type': { pl: 2 } }}
    >
      <DataTable.Col source="number" />
      <DataTable.Col
        source="lastName"
        label="resources.bookings.fields.guest"
        render={(r: BookingRecord) => guestName(r)}
      />
      <DataTable.Col source="pitchId" disableSort>
        <FunctionField render={(r: BookingRecord) => r.pitchCode} />
      </DataTable.Col>
      {roomy && (
        <DataTable.Col source="categoryId" disableSort>
          <ReferenceField source="categoryId" reference="categories" link={false}>
            <FunctionField render={(c: CategoryRef) => categoryName(c, locale)} />
          </ReferenceField>
        </DataTable.Col>
      )}
      <DataTable.Col source="checkIn" field={StayDateField} />
      <DataTable.Col source="checkOut" field={StayDateField} />
      <DataTable.Col source="status">
        <StatusField />
      </DataTable.Col>
      <DataTable.Col source="paymentStatus">
        <PaymentStatusField />
      </DataTable.Col>
      <DataTable.Col
        source="totalCents"
        align="right"
        render={(r: BookingRecord) => (
          <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            {formatCents(owedTotal(r), locale)}
          </Typography>
        )}
      />
    </DataTable>
  );
};

/** Bookings: a table on wide screens, a compact list on phones; filters, sort, export. */
export const BookingList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const exporter: Exporter<BookingRecord> = async (records, fetchRelated) => {
    const categories = await fetchRelated<CategoryRef & { id: string }>(
      records,
      'categoryId',
      'categories',
    );
    downloadCSV(
      bookingsCsv(records, categories, translate, locale),
      translate('resources.bookings.export.file'),
    );
  };
  return (
    <List
      filters={filters}
      actions={<Actions />}
      exporter={exporter}
      // The desk's question is "who comes next": arrivals from today, soonest first. The arrival
      // filter is an ordinary one, removed with its ✕ to see every booking.
      filterDefaultValues={{ checkInFrom: siteToday() }}
      sort={{ field: 'checkIn', order: 'ASC' }}
    >
      {isSmall ? (
        <SimpleList<BookingRecord>
          // Room below the last row, so the floating "+" button never hides a status chip.
          sx={{ pb: 10 }}
          linkType="show"
          primaryText={(r) => `${r.number} · ${guestName(r)}`}
          secondaryText={(r) =>
            `${formatStayDate(r.checkIn, locale)} – ${formatStayDate(r.checkOut, locale)} · ${r.pitchCode} · ${formatCents(owedTotal(r), locale)}`
          }
          rightIcon={(r) => <StatusField record={r} />}
        />
      ) : (
        <BookingTable />
      )}
    </List>
  );
};
