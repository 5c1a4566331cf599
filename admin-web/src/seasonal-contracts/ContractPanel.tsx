import {
  Box,
  Button as MuiButton,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableContainer,
  TableCell,
  TableHead,
  Stack,
  TableRow,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  Button,
  Link,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { SeasonalContract, SeasonalInstalment } from '@/api-types';
import { formatCents, formatDate, siteToday } from '@/format';
import {
  issueInstalment,
  markInstalmentPaid,
  sendRenewalOffer,
  terminateContract,
} from '@/seasonal-contracts/seasonalApi';
import {
  ClosingInvoiceButton,
  RefundCell,
  ResendButton,
  ReverseButton,
} from '@/seasonal-contracts/InstalmentActions';
import { useAction } from '@/seasonal-contracts/useAction';

const T = 'resources.seasonal-contracts';
const STATE_COLOR = {
  open: 'default',
  issued: 'info',
  paid: 'success',
  cancelled: 'warning',
  reversed: 'error',
} as const;

const InstalmentRow = ({ c, i }: { c: SeasonalContract; i: SeasonalInstalment }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { busy, run } = useAction();
  return (
    <TableRow>
      <TableCell>
        {i.kind === 'closing' ? translate(`${T}.instalments.closing`) : i.sequence}
      </TableCell>
      <TableCell>{formatDate(i.dueDate, locale)}</TableCell>
      <TableCell align="right">
        {formatCents(i.kind === 'closing' ? i.invoiceTotalCents : i.amountCents, locale)}
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          color={STATE_COLOR[i.state]}
          label={translate(`${T}.instalments.states.${i.state}`)}
        />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {i.invoiceId ? <Link to={`/invoices/${i.invoiceId}/show`}>{i.invoiceNumber}</Link> : '–'}
        {i.stornoId && (
          <Box>
            <Link to={`/storno-invoices/${i.stornoId}/show`}>{i.stornoNumber}</Link>
          </Box>
        )}
      </TableCell>
      <TableCell>
        <RefundCell c={c} i={i} />
      </TableCell>
      <TableCell>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 1, minWidth: 250 }}>
          {i.state === 'open' && (
            <Button
              label={`${T}.instalments.issue`}
              disabled={busy}
              onClick={() =>
                void run(
                  () => issueInstalment(c.id, i.id),
                  `${T}.instalments.issued`,
                  (r) => ({
                    number: (r as SeasonalInstalment).invoiceNumber ?? '',
                  }),
                )
              }
            />
          )}
          {i.state === 'issued' && (
            <Button
              label={`${T}.instalments.paid`}
              disabled={busy}
              onClick={() =>
                void run(
                  () => markInstalmentPaid(c.id, i.id, siteToday()),
                  `${T}.instalments.marked`,
                )
              }
            />
          )}
          {i.invoiceId && <ResendButton c={c} i={i} />}
          {(i.state === 'issued' || i.state === 'paid') && <ReverseButton c={c} i={i} />}
        </Stack>
      </TableCell>
    </TableRow>
  );
};

/** The instalments with their invoice and state (open, invoiced, paid, dropped). */
export const InstalmentsPanel = () => {
  const c = useRecordContext<SeasonalContract>();
  const translate = useTranslate();
  if (!c) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(`${T}.instalments.title`)}
        </Typography>
        {/* Scrolls inside its card at tablet width; the page never gets wider than the screen. */}
        <TableContainer sx={{ overflowX: 'auto', contain: 'inline-size' }}>
          <Table size="small" aria-label={translate(`${T}.instalments.title`)}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.instalments.sequence`)}</TableCell>
                <TableCell>{translate(`${T}.instalments.dueDate`)}</TableCell>
                <TableCell align="right">{translate(`${T}.instalments.amount`)}</TableCell>
                <TableCell>{translate(`${T}.instalments.state`)}</TableCell>
                <TableCell>{translate(`${T}.instalments.invoice`)}</TableCell>
                <TableCell>{translate(`${T}.instalments.refund`)}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {c.instalments.map((i) => (
                <InstalmentRow key={i.id} c={c} i={i} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {c.renewedToId && (
          <Typography variant="body2" sx={{ mt: 2 }}>
            {translate(`${T}.renewedTo`)}:{' '}
            <Link to={`/seasonal-contracts/${c.renewedToId}`}>→</Link>
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};

const TerminateButton = ({ c }: { c: SeasonalContract }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(siteToday());
  const { busy, run } = useAction();
  return (
    <>
      <Button label={`${T}.terminate.button`} color="error" onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="terminate-title">
        <DialogTitle id="terminate-title">{translate(`${T}.terminate.title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate(`${T}.terminate.content`)}
          </DialogContentText>
          <MuiTextField
            type="date"
            label={translate(`${T}.terminate.date`)}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton
            color="error"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await terminateContract(c.id, date);
                setOpen(false);
              }, `${T}.terminate.done`)
            }
          >
            {translate(`${T}.terminate.button`)}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};

/** The contract's actions: send the renewal offer now, terminate. */
export const ContractActions = () => {
  const c = useRecordContext<SeasonalContract>();
  const { busy, run } = useAction();
  if (!c) return <TopToolbar />;
  return (
    <TopToolbar>
      {c.status !== 'terminated' && (c.renewal === 'none' || c.renewal === 'offered') && (
        <Button
          label={`${T}.offer.button`}
          disabled={busy}
          onClick={() =>
            void run(() => sendRenewalOffer(c.id), `${T}.offer.done`, { email: c.email })
          }
        />
      )}
      {c.closingDue && <ClosingInvoiceButton c={c} />}
      {c.status === 'active' && <TerminateButton c={c} />}
    </TopToolbar>
  );
};
