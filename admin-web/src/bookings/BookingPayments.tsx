import { useState } from 'react';
import AddCardIcon from '@mui/icons-material/AddCard';
import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import {
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button as MuiButton,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  Confirm,
  Form,
  SelectInput,
  TextInput,
  minValue,
  required,
  useGetList,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { PAYMENT_LEDGER_METHODS } from '@contract/constants';
import { EuroInput, maxCents } from '@/fields/EuroInput';
import { formatCents } from '@/fields/money';
import { useNotifyError } from '@/bookings/duplicate';
import { issuesInvoice } from '@/bookings/ledger';
import { RefundPayoutButton } from '@/bookings/CancelBookingButton';
import type { BookingRecord } from '@/bookings/types';
import { ChainNote } from '@/invoices/InvoiceList';
import { pdfUrl, type InvoiceResource } from '@/invoices/links';
import { api, ok, okAnswer } from '@/providers/api';
import type { Invoice, LedgerRow, RecordPayment, StornoInvoice } from '@/api-types';
import { formatDateTime } from '@/format';

const STAFF_METHODS = PAYMENT_LEDGER_METHODS.filter((m) => m !== 'stripe');
const methodChoices = STAFF_METHODS.map((id) => ({ id, name: `resources.payments.method.${id}` }));

const dateTime = (value: string, locale: string) => formatDateTime(value, locale);

const recordPayment = (bookingId: string, body: RecordPayment) =>
  okAnswer(
    api.POST('/api/admin/bookings/{id}/payments', { params: { path: { id: bookingId } }, body }),
  );

const resendDocument = (resource: InvoiceResource, id: string) =>
  ok(api.POST(`/api/admin/${resource}/{id}/resend`, { params: { path: { id } } }));

const Ledger = ({ rows }: { rows: LedgerRow[] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const head = (f: string) => translate(`resources.payments.fields.${f}`);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label={translate('resources.payments.name', { smart_count: 2 })}
        sx={{ '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{head('occurredAt')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{head('kind')}</TableCell>
            <TableCell>{head('method')}</TableCell>
            <TableCell align="right">{head('amountCents')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {head('reference')}
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
              {head('staffEmail')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} data-testid="ledger-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(r.occurredAt, locale)}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {translate(`resources.payments.kind.${r.kind}`)}
              </TableCell>
              <TableCell>{translate(`resources.payments.method.${r.method}`)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatCents(r.kind === 'refund' ? -r.amountCents : r.amountCents, locale)}
              </TableCell>
              <TableCell
                sx={{ display: { xs: 'none', sm: 'table-cell' }, overflowWrap: 'anywhere' }}
              >
                {r.reference ?? '–'}
              </TableCell>
              <TableCell
                sx={{ display: { xs: 'none', md: 'table-cell' }, overflowWrap: 'anywhere' }}
              >
                {r.staffEmail ?? '–'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

interface PaymentForm {
  amountCents: number;
  method: RecordPayment['method'];
  reference?: string | null;
}

/** "Record payment": euros in, cents out; asks first when the payment will issue the invoice. */
const RecordPaymentButton = ({
  booking,
  dueCents,
  willInvoice,
}: {
  booking: BookingRecord;
  dueCents: number;
  willInvoice: (amountCents: number) => boolean;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  // The form starts from what was open when staff pressed the button, and only from that: the
  // booking behind it is refreshed now and then (after the previous payment, on window focus),
  // and a react-admin form resets whenever its record or defaults change, which would overwrite
  // an amount being typed with the new open amount and record a full payment instead.
  const [start, setStart] = useState<Partial<PaymentForm>>({});
  const [confirming, setConfirming] = useState<PaymentForm | null>(null);
  const [crediting, setCrediting] = useState<PaymentForm | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (values: PaymentForm, acceptCredit = false) => {
    setBusy(true);
    try {
      const reference = values.reference?.trim();
      const res = await recordPayment(booking.id, {
        kind: 'payment',
        amountCents: values.amountCents,
        method: values.method,
        ...(reference ? { reference } : {}),
        acceptCredit,
      });
      setOpen(false);
      setConfirming(null);
      setCrediting(null);
      notify(
        res.status === 200 ? 'resources.payments.recorded_again' : 'resources.payments.recorded',
        { type: 'info', messageArgs: { amount: formatCents(values.amountCents, locale) } },
      );
      refresh();
    } catch (error) {
      setConfirming(null);
      setCrediting(null);
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  // More than is open is never taken silently: staff confirm the excess as the guest's credit.
  const submit = (values: Record<string, unknown>) => {
    const form = values as unknown as PaymentForm;
    if (form.amountCents > dueCents) setCrediting(form);
    else if (willInvoice(form.amountCents)) setConfirming(form);
    else void send(form);
  };

  return (
    <>
      <MuiButton
        variant="contained"
        startIcon={<AddCardIcon />}
        onClick={() => {
          setStart({ amountCents: dueCents || undefined, method: 'cash', reference: '' });
          setOpen(true);
        }}
      >
        {translate('resources.payments.record')}
      </MuiButton>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <Form record={start} defaultValues={start} onSubmit={submit} noValidate>
          <DialogTitle>
            {translate('resources.payments.record_title', { number: booking.number })}
          </DialogTitle>
          <DialogContent>
            <EuroInput
              source="amountCents"
              label="resources.payments.amount"
              validate={[required(), minValue(1), maxCents(100_000_000)]}
              fullWidth
              autoFocus
            />
            <SelectInput
              source="method"
              label="resources.payments.fields.method"
              choices={methodChoices}
              validate={required()}
              fullWidth
            />
            <TextInput
              source="reference"
              label="resources.payments.fields.reference"
              helperText="resources.payments.reference_help"
              fullWidth
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>
              {translate('resources.payments.cancel')}
            </MuiButton>
            <MuiButton type="submit" variant="contained" disabled={busy}>
              {translate('resources.payments.save')}
            </MuiButton>
          </DialogActions>
        </Form>
      </Dialog>
      <Confirm
        isOpen={confirming !== null}
        loading={busy}
        title="resources.payments.invoice_confirm_title"
        content="resources.payments.invoice_confirm_text"
        contentTranslateOptions={{ number: booking.number }}
        confirm="resources.payments.invoice_confirm"
        onConfirm={() => confirming && void send(confirming)}
        onClose={() => setConfirming(null)}
      />
      <Confirm
        isOpen={crediting !== null}
        loading={busy}
        title="resources.payments.credit_confirm_title"
        content={
          crediting && willInvoice(crediting.amountCents)
            ? 'resources.payments.credit_confirm_text_invoice'
            : 'resources.payments.credit_confirm_text'
        }
        contentTranslateOptions={{
          number: booking.number,
          due: formatCents(dueCents, locale),
          amount: formatCents(crediting?.amountCents ?? 0, locale),
          credit: formatCents((crediting?.amountCents ?? 0) - dueCents, locale),
        }}
        confirm="resources.payments.credit_confirm"
        onConfirm={() => crediting && void send(crediting, true)}
        onClose={() => setCrediting(null)}
      />
    </>
  );
};

/** One issued document: its number, the PDF and "send again" (after a question). */
const DocumentLine = ({
  resource,
  doc,
  label,
}: {
  resource: InvoiceResource;
  doc: Invoice | StornoInvoice;
  label: string;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      const done = await resendDocument(resource, doc.id);
      notify('resources.payments.resent', { type: 'info', messageArgs: { ...done } });
      setAsking(false);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      data-testid={`${resource}-line`}
    >
      <Typography variant="body2" sx={{ mr: 1 }}>
        {translate(label)} <strong>{doc.number}</strong>
      </Typography>
      <ChainNote record={doc} />
      <MuiButton
        size="small"
        startIcon={<DownloadIcon />}
        // A plain link: the session cookie goes along, the API answers with a download.
        href={pdfUrl(resource, doc.id)}
        download
      >
        {translate('resources.invoices.pdf')}
      </MuiButton>
      <MuiButton size="small" startIcon={<SendIcon />} onClick={() => setAsking(true)}>
        {translate('resources.payments.resend')}
      </MuiButton>
      <Confirm
        isOpen={asking}
        loading={busy}
        title="resources.payments.resend_title"
        titleTranslateOptions={{ number: doc.number }}
        content="resources.payments.resend_text"
        contentTranslateOptions={{ number: doc.number }}
        onConfirm={() => void resend()}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
};

/**
 * The booking's money: the ledger (payments and refunds), what is still due, "record payment",
 * and the invoices and stornos with their PDFs, as a chain (a changed stay: storno + new invoice).
 * While the worker is issuing one (after the payment, a change or a cancellation) the lists poll.
 */
export const BookingPayments = () => {
  const booking = useRecordContext<BookingRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const filter = { bookingId: booking?.id };
  const enabled = !!booking;
  const ledger = useGetList<LedgerRow>(
    'payments',
    { filter, pagination: { page: 1, perPage: 100 }, sort: { field: 'occurredAt', order: 'ASC' } },
    { enabled },
  );
  const awaitingInvoice =
    booking?.status === 'confirmed' &&
    (booking.paymentStatus === 'paid' || booking.paymentMethod === 'bank_transfer');
  // Every invoice and storno of the booking: a changed stay reverses the current invoice and the
  // worker issues a new one, so the history is a chain (oldest first).
  const [settling, setSettling] = useState(false);
  const poll = (done: boolean) => (settling || !done ? 1500 : false);
  const invoices = useGetList<Invoice>(
    'invoices',
    { filter, pagination: { page: 1, perPage: 50 }, sort: { field: 'number', order: 'ASC' } },
    {
      enabled,
      refetchInterval: (q) => poll(!awaitingInvoice || !!q.state.data?.data.length),
    },
  );
  const all = invoices.data ?? [];
  const invoiced = all.length > 0;
  const stornos = useGetList<StornoInvoice>(
    'storno-invoices',
    { filter, pagination: { page: 1, perPage: 50 }, sort: { field: 'number', order: 'ASC' } },
    { enabled: enabled && invoiced, refetchInterval: () => poll(true) },
  );
  const current = all.find((i) => !i.reversed);
  // Still to come from the worker: the storno of a cancelled booking, or the storno and new invoice
  // of a changed stay (the current invoice no longer shows the booking's stay or price).
  const pending =
    !!booking &&
    !!current &&
    (booking.status === 'cancelled' ||
      booking.status === 'no_show' ||
      (booking.status === 'confirmed' &&
        (current.servicePeriodFrom !== booking.checkIn ||
          current.servicePeriodTo !== booking.checkOut ||
          current.pitchCode !== booking.pitchCode ||
          current.totalCents !== booking.totalCents)));
  if (pending !== settling) setSettling(pending);
  if (!booking) return null;
  if (ledger.isPending) return <Skeleton variant="rectangular" height={96} />;

  const rows = ledger.data ?? [];
  // The API's ledger summary: the same figures as the booking list, the dashboard and the reports.
  const money = booking.money;
  const summary = {
    owedCents: money.totalCents,
    paidCents: money.paidCents - money.refundedCents,
    dueCents: money.dueCents,
    creditCents: money.creditCents,
  };
  const ended = booking.status === 'cancelled' || booking.status === 'no_show';
  const payOut = ended ? money.refundDueCents + money.creditCents : 0;
  const invoice = current ?? all.at(-1);
  const canRecord = booking.status !== 'expired' && summary.dueCents > 0;

  return (
    <Stack spacing={2} data-testid="booking-payments">
      {ledger.error ? (
        <Typography color="error">{translate('app.front_desk.load_error')}</Typography>
      ) : rows.length ? (
        <Ledger rows={rows} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.payments.none')}
        </Typography>
      )}
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
      >
        <Typography variant="body2" data-testid="ledger-summary">
          {translate('resources.payments.summary', {
            paid: formatCents(summary.paidCents, locale),
            total: formatCents(summary.owedCents, locale),
            due: formatCents(summary.dueCents, locale),
          })}
          {summary.creditCents > 0 &&
            translate('resources.payments.summary_credit', {
              credit: formatCents(summary.creditCents, locale),
            })}
          {money.refundDueCents > 0 &&
            translate('resources.payments.summary_refund_due', {
              amount: formatCents(money.refundDueCents, locale),
            })}
        </Typography>
        {payOut > 0 && <RefundPayoutButton amountCents={payOut} />}
        {canRecord && (
          <RecordPaymentButton
            booking={booking}
            dueCents={summary.dueCents}
            willInvoice={(amount) => issuesInvoice(booking, summary, amount, !!invoice)}
          />
        )}
      </Stack>
      {invoiced ? (
        <Stack spacing={1} data-testid="invoice-history">
          {all.map((doc) => {
            const storno = (stornos.data ?? []).find((st) => st.originalId === doc.id);
            return (
              <Stack key={doc.id} spacing={1}>
                <DocumentLine resource="invoices" doc={doc} label="resources.payments.invoice" />
                {storno && (
                  <DocumentLine
                    resource="storno-invoices"
                    doc={storno}
                    label="resources.payments.storno"
                  />
                )}
              </Stack>
            );
          })}
          {settling && (
            <Typography variant="body2" color="text.secondary">
              {translate(
                booking.status === 'cancelled'
                  ? 'resources.payments.storno_pending'
                  : 'resources.payments.reissue_pending',
              )}
            </Typography>
          )}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(
            awaitingInvoice
              ? 'resources.payments.invoice_pending'
              : 'resources.payments.no_invoice',
          )}
        </Typography>
      )}
    </Stack>
  );
};
