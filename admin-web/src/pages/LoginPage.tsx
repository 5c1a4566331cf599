import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useCheckAuth, useLogin, useNotify, useRedirect, useTranslate } from 'react-admin';
import { LoginRejectedError } from '@/providers/authProvider';
import { Notice } from '@/layout/Notice';

/** docs/product.md §2.7, reached at /admin/login and (via main.tsx) at the staff entrance. */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const checkAuth = useCheckAuth();
  const redirect = useRedirect();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Someone already signed in who opens the entrance again goes straight to work.
  useEffect(() => {
    checkAuth({}, false)
      .then(() => redirect('/dashboard'))
      .catch(() => undefined);
  }, [checkAuth, redirect]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await login({ email: String(form.get('email')), password: String(form.get('password')) });
    } catch (err) {
      if (err instanceof LoginRejectedError) {
        setError(err.serverMessage || translate('app.login.failed'));
      } else {
        console.error('Login request failed', err);
        setError(translate('app.login.error'));
        notify(
          <Notice
            severity="error"
            title={translate('app.login.error_title')}
            text={translate('app.login.error')}
          />,
        );
      }
      setBusy(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" onSubmit={onSubmit}>
          <Typography variant="overline" color="text.secondary">
            {translate('app.brand')}
          </Typography>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.login.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.login.subtitle')}
          </Typography>
          <TextField
            name="email"
            type="email"
            label={translate('app.login.email')}
            autoComplete="username"
            required
            fullWidth
            margin="normal"
            autoFocus
          />
          <TextField
            name="password"
            type="password"
            label={translate('app.login.password')}
            autoComplete="current-password"
            required
            fullWidth
            margin="normal"
          />
          {error && (
            <Alert severity="error" sx={{ mt: 1 }} role="alert">
              {error}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            fullWidth
            disabled={busy}
            aria-busy={busy}
            sx={{ mt: 2 }}
          >
            {translate(busy ? 'app.login.submitting' : 'app.login.submit')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};
