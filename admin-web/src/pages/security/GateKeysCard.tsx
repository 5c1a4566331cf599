import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  Confirm,
  Loading,
  useCreate,
  useDelete,
  useGetList,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { CreatedGateApiKey, GateApiKey } from '@/api-types';
import { formatDateTime } from '@/pages/security/format';

/** Gate API keys (administrators): create (the key shown once), revoke, when last used. */
export const GateKeysCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedGateApiKey | null>(null);
  const [revoking, setRevoking] = useState<GateApiKey | null>(null);
  const { data, isPending, isError, refetch } = useGetList<GateApiKey>('api-keys', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  const [create, { isPending: saving }] = useCreate<CreatedGateApiKey>();
  const [remove, { isPending: removing }] = useDelete<GateApiKey>();

  const submit = () => {
    setNameError(null);
    void create(
      'api-keys',
      { data: { name } },
      {
        onSuccess: (record) => {
          setCreating(false);
          setName('');
          setCreated(record);
          void refetch();
        },
        onError: (error) => {
          const body = (error as { body?: { fields?: Record<string, string> } }).body;
          if (body?.fields?.name) setNameError(body.fields.name);
          else notify((error as Error).message, { type: 'error' });
        },
      },
    );
  };

  const revoke = () => {
    if (!revoking) return;
    void remove(
      'api-keys',
      { id: revoking.id, previousData: revoking },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('resources.security.keys.revoked', { type: 'success' });
          void refetch();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
        onSettled: () => setRevoking(null),
      },
    );
  };

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
      notify('resources.security.keys.copied', { type: 'info' });
    } catch {
      // Without clipboard access the key stays selectable in the dialog.
    }
  };

  return (
    <Card>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
        >
          <Typography variant="h6" component="h2">
            {translate('resources.security.keys.title')}
          </Typography>
          <Button variant="contained" onClick={() => setCreating(true)}>
            {translate('resources.security.keys.create')}
          </Button>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.security.keys.intro')}
        </Typography>
        {isPending ? (
          <Loading />
        ) : isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {translate('resources.security.retry')}
              </Button>
            }
          >
            {translate('resources.security.load_error')}
          </Alert>
        ) : data.length === 0 ? (
          <Typography color="text.secondary">
            {translate('resources.security.keys.none')}
          </Typography>
        ) : (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="gate-keys">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.security.keys.name')}</TableCell>
                  <TableCell>{translate('resources.security.keys.prefix')}</TableCell>
                  <TableCell>{translate('resources.security.keys.created')}</TableCell>
                  <TableCell>{translate('resources.security.keys.last_used')}</TableCell>
                  <TableCell>{translate('resources.security.keys.status')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((k) => (
                  <TableRow key={k.id}>
                    <TableCell>{k.name}</TableCell>
                    <TableCell>
                      <Box component="code">{k.prefix}…</Box>
                    </TableCell>
                    <TableCell>{formatDateTime(k.createdAt, locale)}</TableCell>
                    <TableCell>
                      {k.lastUsedAt
                        ? formatDateTime(k.lastUsedAt, locale)
                        : translate('resources.security.never')}
                    </TableCell>
                    <TableCell>
                      {k.revokedAt ? (
                        <Chip
                          size="small"
                          label={translate('resources.security.keys.revoked_at', {
                            date: formatDateTime(k.revokedAt, locale),
                          })}
                        />
                      ) : (
                        <Chip
                          size="small"
                          color="success"
                          label={translate('resources.security.keys.active')}
                        />
                      )}
                    </TableCell>
                    <TableCell align="right">
                      {!k.revokedAt && (
                        <Button size="small" color="error" onClick={() => setRevoking(k)}>
                          {translate('resources.security.keys.revoke')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>

      <Dialog open={creating} onClose={() => setCreating(false)} fullWidth maxWidth="xs">
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <DialogTitle>{translate('resources.security.keys.create_title')}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label={translate('resources.security.keys.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={nameError !== null}
              helperText={nameError ?? ' '}
              slotProps={{ htmlInput: { maxLength: 80 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setCreating(false)}>
              {translate('resources.security.keys.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {translate('resources.security.keys.create')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>

      <Dialog open={created !== null} fullWidth maxWidth="sm">
        <DialogTitle>{translate('resources.security.keys.created_title')}</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('resources.security.keys.shown_once')}
          </Alert>
          <TextField
            fullWidth
            value={created?.key ?? ''}
            label={created?.name}
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'new-gate-key' } }}
            onFocus={(e) => e.target.select()}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void copy()}>{translate('resources.security.keys.copy')}</Button>
          <Button variant="contained" onClick={() => setCreated(null)}>
            {translate('resources.security.keys.done')}
          </Button>
        </DialogActions>
      </Dialog>

      <Confirm
        isOpen={revoking !== null}
        title="resources.security.keys.revoke_title"
        titleTranslateOptions={{ name: revoking?.name ?? '' }}
        content="resources.security.keys.revoke_text"
        loading={removing}
        onConfirm={revoke}
        onClose={() => setRevoking(null)}
      />
    </Card>
  );
};
