import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Button as MuiButton,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import PaymentsIcon from '@mui/icons-material/Payments';
import {
  Button,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { REFUND_CHOICES, type RefundChoice } from '@contract/constants';
import { formatCents } from '@/fields/money';
import { api, ok } from '@/providers/api';
import { canRecordNoShow, isCancellable } from '@/bookings/choices';
import { useNotifyError } from '@/bookings/duplicate';
import { formatStayDate } from '@/bookings/format';
import type { BookingRecord } from '@/bookings/types';
import type { components } from '@contract/openapi';

type EndPreview = components['schemas']['BookingEndPreviewDto'];
type Ending = components['schemas']['AdminCancelBookingDto'];
type Payout = components['schemas']['AdminRefundPayoutDto'];

const byId = (id: string) => ({ path: { id } });

const cancelBooking = (id: string, body: Ending) =>
  ok(api.POST('/api/admin/bookings/{id}/cancel', { params: byId(id), body }));
const recordNoShow = (id: string, body: Ending) =>
  ok(api.POST('/api/admin/bookings/{id}/no-show', { params: byId(id), body }));
const payOutRefund = (id: string, body: Payout) =>
  ok(api.POST('/api/admin/bookings/{id}/refund-payout', { params: byId(id), body }));

/** The server's figures for cancelling or recording a no-show today, loaded when a dialog opens. */
function useEndPreview(id: string | undefined, open: boolean) {
  const { data, isError } = useQuery({
    queryKey: ['booking-end-preview', id],
    queryFn: () => ok(api.GET('/api/admin/bookings/{id}/end-preview', { params: byId(id!) })),
    enabled: open && !!id,
    // Always today's figures: asked again each time a dialog opens, forgotten once it closes.
    staleTime: 0,
    gcTime: 0,
  });
  return { preview: data ?? null, error: isError };
}

/** One line of figures: label left, amount right. */
const Figure = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
    <Typography variant="body2">{label}</Typography>
    <Typography
      variant="body2"
      sx={{ fontWeight: strong ? 600 : 400, whiteSpace: 'nowrap' }}
      data-testid={strong ? 'refund-amount' : undefined}
    >
      {value}
    </Typography>
  </Stack>
);

/** How the refund is made; card only when card money can go back. */
const RefundChoiceField = ({
  value,
  onChange,
  cardCents,
  choices = REFUND_CHOICES,
}: {
  value: RefundChoice;
  onChange: (choice: RefundChoice) => void;
  cardCents: number;
  choices?: readonly RefundChoice[];
}) => {
  const translate = useTranslate();
  return (
    <FormControl>
      <FormLabel id="refund-choice-label">
        {translate('resources.bookings.cancel.method')}
      </FormLabel>
      <RadioGroup
        aria-labelledby="refund-choice-label"
        value={value}
        onChange={(e) => onChange(e.target.value as RefundChoice)}
      >
        {choices.map((c) => (
          <FormControlLabel
            key={c}
            value={c}
            disabled={c === 'stripe' && cardCents <= 0}
            control={<Radio size="small" />}
            label={
              c === 'stripe' && cardCents <= 0
                ? `${translate('resources.bookings.refund.stripe')} – ${translate('resources.bookings.refund.stripe_none')}`
                : translate(`resources.bookings.refund.${c}`)
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
};

/** The default: back the way the guest paid (card → Stripe), otherwise cash at the desk. */
const defaultChoice = (preview: EndPreview | null): RefundChoice =>
  preview && preview.cardRefundableCents > 0 ? 'stripe' : 'cash';

/**
 * The dialog shared by "cancel" and "no-show": what the policy keeps, what was paid, what goes
 * back (all the server's figures), how it goes back, a reason and an optional reference.
 */
const EndDialog = ({
  open,
  onClose,
  title,
  intro,
  keptLabel,
  kept,
  refundCents,
  allowed,
  preview,
  error,
  confirm,
  onConfirm,
  busy,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  intro: ReactNode;
  keptLabel: string;
  kept: number | undefined;
  refundCents: number | undefined;
  allowed: boolean | undefined;
  preview: EndPreview | null;
  error: boolean;
  confirm: string;
  onConfirm: (body: { reason?: string; refund?: RefundChoice; reference?: string }) => void;
  busy: boolean;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const record = useRecordContext<BookingRecord>();
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  const [choice, setChoice] = useState<RefundChoice | null>(null);
  const refund = choice ?? defaultChoice(preview);
  const money = (cents: number) => formatCents(cents, locale);
  const paid = preview ? preview.money.paidCents - preview.money.refundedCents : 0;
  const needsRefund = (refundCents ?? 0) > 0;
  const submit = () =>
    onConfirm({
      ...(reason.trim() ? { reason: reason.trim() } : {}),
      ...(needsRefund ? { refund } : {}),
      ...(needsRefund && reference.trim() && (refund === 'cash' || refund === 'bank_transfer')
        ? { reference: reference.trim() }
        : {}),
    });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="end-dialog">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{intro}</Typography>
          {error ? (
            <Alert severity="error">{translate('app.front_desk.load_error')}</Alert>
          ) : !preview ? (
            <Skeleton
              variant="rectangular"
              height={72}
              aria-label={translate('resources.bookings.cancel.loading')}
            />
          ) : !allowed ? (
            <Alert severity="warning">{translate('resources.bookings.cancel.not_allowed')}</Alert>
          ) : (
            <Stack spacing={0.5} data-testid="end-figures">
              <Figure label={translate('resources.bookings.cancel.paid')} value={money(paid)} />
              <Figure label={keptLabel} value={money(kept ?? 0)} />
              <Figure
                label={translate('resources.bookings.cancel.refund')}
                value={money(refundCents ?? 0)}
                strong
              />
            </Stack>
          )}
          {preview && allowed && needsRefund && (
            <RefundChoiceField
              value={refund}
              onChange={setChoice}
              cardCents={preview.cardRefundableCents}
            />
          )}
          {preview &&
            allowed &&
            needsRefund &&
            (refund === 'cash' || refund === 'bank_transfer') && (
              <TextField
                label={translate('resources.bookings.cancel.reference')}
                helperText={translate('resources.bookings.cancel.reference_help', {
                  number: record?.number ?? '',
                })}
                value={reference}
                onChange={(e) => setReference(e.target.value)}
                fullWidth
                size="small"
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
            )}
          <TextField
            label={translate('resources.bookings.cancel.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            fullWidth
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton
          variant="contained"
          color="warning"
          disabled={!preview || !allowed || busy}
          onClick={submit}
        >
          {confirm}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
};

/** Sends a dialog's request, then reports, closes and reloads the page. */
function useEndAction<Body>(
  send: (id: string, body: Body) => Promise<unknown>,
  done: string,
  close: () => void,
) {
  const record = useRecordContext<BookingRecord>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (body: Body) => {
    if (!record) return;
    setBusy(true);
    try {
      await send(record.id, body);
      close();
      notify(done, { type: 'info' });
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** Live bookings up to their arrival day: shows the fee and refund first, then cancels. */
export const CancelBookingButton = () => {
  const record = useRecordContext<BookingRecord>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { preview, error } = useEndPreview(record?.id, open);
  const { busy, run } = useEndAction(cancelBooking, 'resources.bookings.cancel.done', () =>
    setOpen(false),
  );
  if (!record || !isCancellable(record)) return null;
  return (
    <>
      <Button label="resources.bookings.cancel.action" color="error" onClick={() => setOpen(true)}>
        <EventBusyIcon />
      </Button>
      {open && (
        <EndDialog
          open={open}
          onClose={() => setOpen(false)}
          title={translate('resources.bookings.cancel.title', { number: record.number })}
          intro={translate('resources.bookings.cancel.text')}
          keptLabel={translate('resources.bookings.cancel.fee')}
          kept={preview?.cancel.feeCents}
          refundCents={preview?.cancel.refundCents}
          allowed={preview?.cancel.allowed}
          preview={preview}
          error={error}
          confirm={translate('resources.bookings.cancel.confirm')}
          onConfirm={(body) => void run(body)}
          busy={busy}
        />
      )}
    </>
  );
};

/** A confirmed booking from its arrival day: the guest did not come. */
export const NoShowButton = () => {
  const record = useRecordContext<BookingRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const { preview, error } = useEndPreview(record?.id, open);
  const { busy, run } = useEndAction(recordNoShow, 'resources.bookings.no_show.done', () =>
    setOpen(false),
  );
  if (!record || !canRecordNoShow(record)) return null;
  return (
    <>
      <Button
        label="resources.bookings.no_show.action"
        color="warning"
        onClick={() => setOpen(true)}
      >
        <PersonOffIcon />
      </Button>
      {open && (
        <EndDialog
          open={open}
          onClose={() => setOpen(false)}
          title={translate('resources.bookings.no_show.title', { number: record.number })}
          intro={translate('resources.bookings.no_show.text', {
            date: formatStayDate(preview?.noShow.checkOut, locale),
          })}
          keptLabel={translate('resources.bookings.no_show.charge')}
          kept={preview?.noShow.chargeCents}
          refundCents={preview?.noShow.refundCents}
          allowed={preview?.noShow.allowed}
          preview={preview}
          error={error}
          confirm={translate('resources.bookings.no_show.confirm')}
          onConfirm={(body) => void run(body)}
          busy={busy}
        />
      )}
    </>
  );
};

/** A cancelled or no-show booking's refund, paid out after the fact (or its credit turned into money). */
export const RefundPayoutButton = ({ amountCents }: { amountCents: number }) => {
  const record = useRecordContext<BookingRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<RefundChoice | null>(null);
  const [reference, setReference] = useState('');
  const { preview } = useEndPreview(record?.id, open);
  const { busy, run } = useEndAction(payOutRefund, 'resources.bookings.refund.done', () =>
    setOpen(false),
  );
  if (!record) return null;
  const refund = choice ?? defaultChoice(preview);
  return (
    <>
      <MuiButton variant="contained" startIcon={<PaymentsIcon />} onClick={() => setOpen(true)}>
        {translate('resources.bookings.refund.payout')}
      </MuiButton>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>
          {translate('resources.bookings.refund.payout_title', { number: record.number })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {translate('resources.bookings.refund.payout_amount', {
                amount: formatCents(amountCents, locale),
              })}
            </Typography>
            <RefundChoiceField
              value={refund}
              onChange={setChoice}
              cardCents={preview?.cardRefundableCents ?? 0}
              choices={REFUND_CHOICES.filter((c) => c !== 'later')}
            />
            {(refund === 'cash' || refund === 'bank_transfer') && (
              <TextField
                label={translate('resources.bookings.cancel.reference')}
                value={reference}
                onChange={(e) => setReference(e.target.value)}
                size="small"
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton
            variant="contained"
            disabled={busy || !preview}
            // 'later' is no payout; the choices above never offer it.
            onClick={() =>
              refund !== 'later' &&
              void run({
                refund,
                ...(reference.trim() && (refund === 'cash' || refund === 'bank_transfer')
                  ? { reference: reference.trim() }
                  : {}),
              })
            }
          >
            {translate('resources.bookings.refund.payout_confirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
