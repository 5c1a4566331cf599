import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Loading, Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { GdprSettings, GuestMatch } from '@/api-types';
import {
  eraseGuest,
  exportGuest,
  formatTime,
  gdprActionsQuery,
  gdprSettingsQuery,
  guestsQuery,
  saveGdprSettings,
} from '@/pages/ops/api';

function download(name: string, data: unknown) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const GuestCard = ({ guest }: { guest: GuestMatch }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const ids = {
    bookingIds: guest.bookings.map((b) => b.id),
    contractIds: guest.contracts.map((c) => c.id),
  };
  const name = `${guest.firstName} ${guest.lastName}`;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['admin', 'gdpr'] });
  const exporting = useMutation({
    mutationFn: () => exportGuest(ids),
    onSuccess: (data) => {
      download(`gdpr-export-${(guest.bookings[0] ?? guest.contracts[0]).number}.json`, data);
      notify('app.gdpr_page.exported', { type: 'success' });
      refresh();
    },
    onError: (e) => notify(e.message, { type: 'error' }),
  });
  const erasing = useMutation({
    mutationFn: () => eraseGuest(ids),
    onSuccess: (r) => {
      setConfirming(false);
      notify('app.gdpr_page.erased', {
        type: 'success',
        messageArgs: {
          bookings: r.bookings,
          contracts: r.contracts,
          messages: r.messages,
          invoices: r.invoicesKept,
          registrations: r.registrationsKept,
        },
      });
      refresh();
    },
    onError: (e) => notify(e.message, { type: 'error' }),
  });
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="guest-match">
      <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {guest.email ?? '—'} ·{' '}
        {translate('app.gdpr_page.bookings', { smart_count: guest.bookings.length })} ·{' '}
        {guest.contracts.length > 0 &&
          `${translate('app.gdpr_page.contracts', { smart_count: guest.contracts.length })} · `}
        {translate('app.gdpr_page.last_stay', { date: guest.lastCheckOut })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {guest.bookings.map((b) => `${b.number} (${b.checkIn} – ${b.checkOut})`).join(', ')}
      </Typography>
      {guest.contracts.map((c) => (
        <Typography key={c.id} variant="body2" color="text.secondary">
          {translate('app.gdpr_page.contract', {
            pitch: c.pitchCode,
            number: c.number,
            from: c.startDate,
            to: c.terminatedOn ?? c.endDate,
          })}
        </Typography>
      ))}
      <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          disabled={exporting.isPending}
          onClick={() => exporting.mutate()}
        >
          {translate('app.gdpr_page.export')}
        </Button>
        <Button variant="contained" color="error" onClick={() => setConfirming(true)}>
          {translate('app.gdpr_page.erase')}
        </Button>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{translate('app.gdpr_page.erase_title', { name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate('app.gdpr_page.erase_text', { count: ids.bookingIds.length })}
          </DialogContentText>
          {ids.contractIds.length > 0 && (
            <DialogContentText sx={{ mt: 1 }}>
              {translate('app.gdpr_page.erase_contracts_text', { count: ids.contractIds.length })}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{translate('app.gdpr_page.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={erasing.isPending}
            onClick={() => erasing.mutate()}
          >
            {translate('app.gdpr_page.erase_confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
};

const Search = () => {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  const { data, isFetching, isError } = useQuery(guestsQuery(q));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQ(input.trim());
  };
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.gdpr_page.search')}
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }} data-testid="bao-notice">
          {translate('app.gdpr_page.retention_notice')}
        </Alert>
        <Stack
          component="form"
          onSubmit={submit}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
        >
          <TextField
            size="small"
            label={translate('app.gdpr_page.search')}
            helperText={translate('app.gdpr_page.search_help')}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            sx={{ minWidth: 300 }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={input.trim().length < 3}>
              {translate('app.gdpr_page.search_button')}
            </Button>
          </Box>
        </Stack>
        <Stack spacing={1} sx={{ mt: 2 }}>
          {q.length < 3 ? null : isFetching && !data ? (
            <Loading />
          ) : isError ? (
            <Alert severity="error">{translate('app.gdpr_page.load_error')}</Alert>
          ) : data?.length === 0 ? (
            <Typography color="text.secondary">{translate('app.gdpr_page.no_results')}</Typography>
          ) : (
            data?.map((g) => <GuestCard key={g.key} guest={g} />)
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};

const Retention = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { data } = useQuery(gdprSettingsQuery);
  const [edit, setEdit] = useState<GdprSettings | undefined>();
  const value = edit ?? data;
  const save = useMutation({
    mutationFn: () => saveGdprSettings(value!),
    onSuccess: () => notify('app.gdpr_page.saved', { type: 'success' }),
    onError: (e) => notify(e.message, { type: 'error' }),
  });
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.gdpr_page.retention')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.gdpr_page.retention_intro')}
        </Typography>
        {!value ? (
          <Loading />
        ) : (
          <Stack
            sx={{ alignItems: { sm: 'center' } }}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
          >
            <TextField
              size="small"
              type="number"
              label={translate('app.gdpr_page.retention_months')}
              value={value.retentionMonths}
              onChange={(e) => setEdit({ ...value, retentionMonths: Number(e.target.value) })}
              slotProps={{ htmlInput: { min: 1, max: 600 } }}
              sx={{ width: 180 }}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={value.retentionEnabled}
                  onChange={(e) => setEdit({ ...value, retentionEnabled: e.target.checked })}
                />
              }
              label={translate('app.gdpr_page.retention_enabled')}
            />
            <Box>
              <Button
                variant="outlined"
                disabled={!edit || save.isPending}
                onClick={() => save.mutate()}
              >
                {translate('app.gdpr_page.save')}
              </Button>
            </Box>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};

const Log = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data } = useQuery(gdprActionsQuery);
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.gdpr_page.log')}
        </Typography>
        {!data ? (
          <Loading />
        ) : data.length === 0 ? (
          <Typography color="text.secondary">{translate('app.gdpr_page.log_empty')}</Typography>
        ) : (
          <Stack component="ul" spacing={0.5} sx={{ pl: 2, m: 0 }} data-testid="gdpr-log">
            {data.map((a) => (
              <Typography component="li" variant="body2" key={a.id}>
                {formatTime(a.at, locale)} · {translate(`app.gdpr_page.actions.${a.action}`)} ·{' '}
                {a.bookingNumbers.join(', ')} ·{' '}
                {a.performedBy === 'retention'
                  ? translate('app.gdpr_page.retention_job')
                  : translate('app.gdpr_page.by', { who: a.performedBy })}
              </Typography>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};

/** GDPR Compliance (admins only): find, export and erase a guest; the retention period; the log. */
export const GdprPage = () => (
  <Box sx={{ mb: 2 }}>
    <Title title="app.gdpr_page.title" />
    <Search />
    <Retention />
    <Log />
  </Box>
);
