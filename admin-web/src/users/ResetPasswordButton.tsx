import { useState, type FormEvent, type MouseEvent } from 'react';
import {
  Alert,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  Button,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import type { components } from '@contract/openapi';
import type { StaffUser } from '@/api-types';

// The API's rule (min 12 characters); it checks again.
const MIN_LENGTH = 12;
// No look-alikes (0/O, 1/l/I), so a password read out on the phone arrives intact.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 16 characters from a 57-letter alphabet: about 93 bits, from the browser's CSPRNG. */
export function generatePassword(length = 16): string {
  const out: string[] = [];
  const bytes = new Uint8Array(1);
  while (out.length < length) {
    crypto.getRandomValues(bytes);
    // Rejection sampling keeps every letter equally likely.
    if (bytes[0] < 256 - (256 % ALPHABET.length)) out.push(ALPHABET[bytes[0] % ALPHABET.length]);
  }
  return out.join('');
}

type UserRecord = Pick<StaffUser, 'id' | 'email'>;
/** The change this dialog saves (PUT /api/admin/users/:id). */
type PasswordChange = UserRecord & Pick<components['schemas']['UpdateUserDto'], 'password'>;

/**
 * Sets a new password for an account: typed twice, or generated and shown once in this dialog so
 * the admin can pass it on. The API ends every session of the account; the password itself is
 * never stored or shown anywhere else.
 */
export const ResetPasswordButton = ({ compact = false }: { compact?: boolean }) => {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const { identity } = useGetIdentity();
  const [update, { isPending }] = useUpdate<PasswordChange>();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [visible, setVisible] = useState(false);
  const [touched, setTouched] = useState(false);
  if (!record) return null;

  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`resources.users.reset_password.${key}`, args);
  const tooShort = password.length < MIN_LENGTH;
  const mismatch = password !== repeat;
  const own = identity?.id === record.id;

  const close = () => {
    setOpen(false);
    setPassword('');
    setRepeat('');
    setVisible(false);
    setTouched(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (tooShort || mismatch) return;
    update(
      'users',
      { id: record.id, data: { password }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('resources.users.reset_password.done', {
            type: 'success',
            messageArgs: { email: record.email },
          });
          close();
        },
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
            type: 'error',
          }),
      },
    );
  };
  const generate = () => {
    const fresh = generatePassword();
    setPassword(fresh);
    setRepeat(fresh);
    setVisible(true);
  };

  return (
    // The dialog is a React child of the table row: its clicks must not open the row.
    <span onClick={(event: MouseEvent) => event.stopPropagation()}>
      {compact ? (
        <Tooltip title={t('action')}>
          <IconButton aria-label={t('action')} color="primary" onClick={() => setOpen(true)}>
            <KeyIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button label="resources.users.reset_password.action" onClick={() => setOpen(true)}>
          <KeyIcon />
        </Button>
      )}
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
        <form onSubmit={submit} noValidate>
          <DialogTitle>{t('title', { email: record.email })}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Alert severity={own ? 'warning' : 'info'}>{t(own ? 'own_account' : 'intro')}</Alert>
              <TextField
                label={t('new')}
                type={visible ? 'text' : 'password'}
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={touched && tooShort}
                helperText={touched && tooShort ? t('too_short', { min: MIN_LENGTH }) : t('help')}
                autoFocus
                slotProps={{
                  htmlInput: { 'data-testid': 'new-password' },
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton
                          aria-label={translate(
                            visible
                              ? 'ra.input.password.toggle_visible'
                              : 'ra.input.password.toggle_hidden',
                          )}
                          onClick={() => setVisible((v) => !v)}
                          edge="end"
                        >
                          {visible ? <VisibilityOff /> : <Visibility />}
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <TextField
                label={t('repeat')}
                type={visible ? 'text' : 'password'}
                autoComplete="new-password"
                value={repeat}
                onChange={(e) => setRepeat(e.target.value)}
                error={touched && mismatch}
                helperText={touched && mismatch ? t('mismatch') : ' '}
              />
              <MuiButton onClick={generate} sx={{ alignSelf: 'flex-start' }}>
                {t('generate')}
              </MuiButton>
            </Stack>
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={close}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton type="submit" variant="contained" disabled={isPending}>
              {t('submit')}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </span>
  );
};
