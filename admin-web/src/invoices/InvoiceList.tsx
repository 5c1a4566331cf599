import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Chip,
  IconButton,
  Link,
  Stack,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import {
  DataTable,
  DateInput,
  downloadCSV,
  ExportButton,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useBasename,
  useLocaleState,
  useTranslate,
  type Exporter,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { MoneyField } from '@/fields/MoneyField';
import { formatCents } from '@/fields/money';
import { paymentStatusChoices } from '@/bookings/choices';
import { PaymentStatusField, StayDateField } from '@/bookings/fields';
import { formatStayDate } from '@/bookings/format';
import { invoicesCsv } from '@/invoices/csv';
import { pdfUrl, type InvoiceResource } from '@/invoices/links';
import type { Invoice, StornoInvoice } from '@/api-types';

type Row = Invoice | StornoInvoice;

// The API hands out at most 500 rows per request.
const EXPORT_MAX_ROWS = 500;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <DateInput key="invoiceDateFrom" source="invoiceDateFrom" />,
  <DateInput key="invoiceDateTo" source="invoiceDateTo" />,
  <SelectInput key="paymentStatus" source="paymentStatus" choices={paymentStatusChoices} />,
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton maxResults={EXPORT_MAX_ROWS} />
  </TopToolbar>
);

/** The PDF as a plain link: the session cookie goes along and the API answers it as a download. */
const PdfButton = ({ resource, record }: { resource: InvoiceResource; record: Row }) => {
  const translate = useTranslate();
  const label = translate('resources.invoices.pdf_of', { number: record.number });
  return (
    <Tooltip title={label}>
      <IconButton
        component="a"
        href={pdfUrl(resource, record.id)}
        download
        aria-label={label}
        size="small"
        onClick={(e) => e.stopPropagation()}
      >
        <DownloadIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

const BookingLink = ({ record }: { record: Row }) => {
  const basename = useBasename();
  // A seasonal contract's instalment invoice (and its storno) names the contract, no booking.
  if (!record.bookingId) return <Box sx={{ whiteSpace: 'nowrap' }}>{record.bookingNumber}</Box>;
  return (
    <Link
      component={RouterLink}
      to={`${basename}/bookings/${record.bookingId}/show`}
      onClick={(e) => e.stopPropagation()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {record.bookingNumber}
    </Link>
  );
};

/**
 * The number, and where it stands in the booking's chain: an invoice reversed by a storno is
 * "Storniert" (and names the invoice that replaced it); a replacement names the one it replaced; a
 * storno names the invoice it reverses and, after a change of the stay, the new one.
 */
export const ChainNote = ({
  record,
  withOriginal = true,
}: {
  record: Row;
  /** False where the storno's original has a column of its own. */
  withOriginal?: boolean;
}) => {
  const translate = useTranslate();
  const notes: string[] = [];
  if ('revision' in record) {
    if (record.replacesNumber)
      notes.push(translate('resources.invoices.replaces', { number: record.replacesNumber }));
    if (record.replacedByNumber)
      notes.push(translate('resources.invoices.replaced_by', { number: record.replacedByNumber }));
  } else {
    if (withOriginal)
      notes.push(translate('resources.invoices.reverses', { number: record.originalNumber }));
    if (record.replacementNumber)
      notes.push(translate('resources.invoices.new_invoice', { number: record.replacementNumber }));
  }
  const reversed = 'revision' in record && record.reversed;
  if (!reversed && !notes.length) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {reversed && (
        <Chip size="small" variant="outlined" label={translate('resources.invoices.reversed')} />
      )}
      {notes.length > 0 && (
        <Typography variant="caption" color="text.secondary">
          {notes.join(' · ')}
        </Typography>
      )}
    </Stack>
  );
};

/** The number on one line; the chain's note below it wraps within the column. */
const NumberCell = ({ record }: { record: Row }) => (
  <Stack spacing={0.25} sx={{ maxWidth: 200 }}>
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {record.number}
    </Box>
    <ChainNote record={record} withOriginal={false} />
  </Stack>
);

const Empty = ({ resource }: { resource: InvoiceResource }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography color="text.secondary">{translate(`resources.${resource}.empty`)}</Typography>
    </Box>
  );
};

/**
 * Invoices or storno invoices (the same list over two number series): number, date, guest,
 * amounts and the booking's payment state now; search, date range, state, CSV and the PDF.
 */
export const InvoiceList = ({ resource }: { resource: InvoiceResource }) => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const storno = resource === 'storno-invoices';
  const exporter: Exporter<Row> = (records) =>
    downloadCSV(
      invoicesCsv(resource, records, translate, locale),
      translate(`resources.${resource}.export_file`),
    );
  return (
    <List
      resource={resource}
      filters={filters}
      actions={<Actions />}
      exporter={exporter}
      sort={{ field: 'number', order: 'DESC' }}
      empty={false}
    >
      {isSmall ? (
        <SimpleList<Row>
          linkType={false}
          empty={<Empty resource={resource} />}
          primaryText={(r) => `${r.number} · ${r.buyerName}`}
          tertiaryText={(r) => <ChainNote record={r} />}
          secondaryText={(r) =>
            `${formatStayDate(r.invoiceDate, locale)} · ${formatCents(r.grossCents, locale)} · ${translate(`resources.bookings.payment_status.${r.paymentStatus}`)}`
          }
          rightIcon={(r) => <PdfButton resource={resource} record={r} />}
        />
      ) : (
        <DataTable
          bulkActionButtons={false}
          rowClick={false}
          empty={<Empty resource={resource} />}
          sx={{
            '& .MuiTableCell-root': { px: 1 },
            '& .MuiTableCell-root:first-of-type': { pl: 2 },
          }}
        >
          <DataTable.Col source="number" render={(r: Row) => <NumberCell record={r} />} />
          <DataTable.Col source="invoiceDate" field={StayDateField} />
          {storno && <DataTable.Col source="originalNumber" disableSort />}
          <DataTable.Col source="buyerName" disableSort />
          <DataTable.Col
            source="bookingNumber"
            disableSort
            render={(r: Row) => <BookingLink record={r} />}
          />
          <DataTable.Col source="grossCents" align="right" disableSort field={MoneyField} />
          <DataTable.Col source="totalCents" align="right" field={MoneyField} />
          <DataTable.Col source="paymentStatus" disableSort>
            <PaymentStatusField />
          </DataTable.Col>
          <DataTable.Col
            label={`resources.invoices.pdf`}
            disableSort
            render={(r: Row) => <PdfButton resource={resource} record={r} />}
          />
        </DataTable>
      )}
    </List>
  );
};

export const Invoices = () => <InvoiceList resource="invoices" />;
export const StornoInvoices = () => <InvoiceList resource="storno-invoices" />;
