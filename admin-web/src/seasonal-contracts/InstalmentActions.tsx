import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Button, useLocaleState, useTranslate } from 'react-admin';
import type { SeasonalContract, SeasonalInstalment } from '@/api-types';
import { formatCents, formatDate } from '@/format';
import { useIsAdmin } from '@/layout/AdminOnly';
import {
  issueClosingInvoice,
  payOutInstalmentRefund,
  REFUND_METHODS,
  resendInstalment,
  reverseInstalment,
} from '@/seasonal-contracts/seasonalApi';
import { useAction } from '@/seasonal-contracts/useAction';

const T = 'resources.seasonal-contracts';

/** "Send again": the holder gets the same invoice PDF once more. */
export const ResendButton = ({ c, i }: { c: SeasonalContract; i: SeasonalInstalment }) => {
  const { busy, run } = useAction();
  return (
    <Button
      label={`${T}.instalments.resend`}
      disabled={busy || !c.email}
      onClick={() =>
        void run(() => resendInstalment(c.id, i.id), `${T}.instalments.resent`, {
          number: i.invoiceNumber ?? '',
          email: c.email,
        })
      }
    />
  );
};

/** Reverse the invoice by a storno invoice (administrators), after a confirmation. */
export const ReverseButton = ({ c, i }: { c: SeasonalContract; i: SeasonalInstalment }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { isAdmin } = useIsAdmin();
  const [open, setOpen] = useState(false);
  const { busy, run } = useAction();
  if (!isAdmin) return null;
  return (
    <>
      <Button label={`${T}.reverse.button`} color="error" onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`reverse-${i.id}`}>
        <DialogTitle id={`reverse-${i.id}`}>
          {translate(`${T}.reverse.title`, { number: i.invoiceNumber ?? '' })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate(i.state === 'paid' ? `${T}.reverse.contentPaid` : `${T}.reverse.content`, {
              amount: formatCents(i.invoiceTotalCents, locale),
            })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton
            color="error"
            disabled={busy}
            onClick={() =>
              void run(
                async () => {
                  const r = await reverseInstalment(c.id, i.id);
                  setOpen(false);
                  return r;
                },
                `${T}.reverse.done`,
                (r) => ({ number: (r as SeasonalInstalment).stornoNumber ?? '' }),
              )
            }
          >
            {translate(`${T}.reverse.button`)}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};

/** The refund a reversed paid instalment owes: shown, and paid out by an administrator. */
export const RefundCell = ({ c, i }: { c: SeasonalContract; i: SeasonalInstalment }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { isAdmin } = useIsAdmin();
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<(typeof REFUND_METHODS)[number]>('bank_transfer');
  const [reference, setReference] = useState('');
  const { busy, run } = useAction();
  if (i.refundedCents > 0)
    return (
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {translate(`${T}.refund.paidOut`, {
          amount: formatCents(i.refundedCents, locale),
          date: formatDate(i.refundedOn ?? '', locale),
        })}
      </Typography>
    );
  if (i.refundDueCents <= 0) return <>–</>;
  return (
    <Stack sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="error" sx={{ whiteSpace: 'nowrap' }}>
        {translate(`${T}.refund.due`, { amount: formatCents(i.refundDueCents, locale) })}
      </Typography>
      {isAdmin && <Button label={`${T}.refund.button`} onClick={() => setOpen(true)} />}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`refund-${i.id}`}>
        <DialogTitle id={`refund-${i.id}`}>
          {translate(`${T}.refund.title`, { amount: formatCents(i.refundDueCents, locale) })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <MuiTextField
              select
              label={translate(`${T}.refund.method`)}
              value={method}
              onChange={(e) => setMethod(e.target.value as (typeof REFUND_METHODS)[number])}
            >
              {REFUND_METHODS.map((m) => (
                <MenuItem key={m} value={m}>
                  {translate(`${T}.refund.methods.${m}`)}
                </MenuItem>
              ))}
            </MuiTextField>
            <MuiTextField
              label={translate(`${T}.refund.reference`)}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await payOutInstalmentRefund(c.id, i.id, method, reference);
                setOpen(false);
              }, `${T}.refund.done`)
            }
          >
            {translate(`${T}.refund.button`)}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};

/** The closing electricity invoice of an ended contract (shown when the API says it is due). */
export const ClosingInvoiceButton = ({ c }: { c: SeasonalContract }) => {
  const { busy, run } = useAction();
  return (
    <Button
      label={`${T}.closing.button`}
      disabled={busy}
      onClick={() =>
        void run(
          () => issueClosingInvoice(c.id),
          `${T}.closing.done`,
          (r) => ({
            number:
              (r as SeasonalContract).instalments.find(
                (i) => i.kind === 'closing' && i.state !== 'reversed',
              )?.invoiceNumber ?? '',
          }),
        )
      }
    />
  );
};
