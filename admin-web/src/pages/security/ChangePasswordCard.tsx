import { useState } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  Form,
  PasswordInput,
  SaveButton,
  required,
  useNotify,
  useTranslate,
  type Validator,
} from 'react-admin';
import { changePassword, fieldErrors, ownSessionsQuery } from '@/pages/security/securityApi';

const MIN_LENGTH = 12;

const minLength: Validator = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length < MIN_LENGTH
    ? { message: 'resources.security.password.too_short', args: { min: MIN_LENGTH } }
    : undefined;

const matchesNew: Validator = (value: unknown, values: Record<string, unknown>) =>
  value !== values.newPassword ? 'resources.security.password.mismatch' : undefined;

/**
 * Change of the own password. The server checks the current password and the policy (length,
 * common-password list); its field messages come back inline under the inputs.
 */
export const ChangePasswordCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  // A new key mounts a fresh, empty form after a successful change.
  const [formKey, setFormKey] = useState(0);

  const submit = async (values: Record<string, unknown>) => {
    try {
      const result = await changePassword({
        currentPassword: String(values.currentPassword ?? ''),
        newPassword: String(values.newPassword ?? ''),
      });
      notify(result.message, { type: 'success' });
      setFormKey((k) => k + 1);
      await queryClient.invalidateQueries({ queryKey: ownSessionsQuery.queryKey });
      return undefined;
    } catch (error) {
      const fields = fieldErrors(error);
      // Returned errors are shown under their inputs by react-admin's form.
      if (fields) return fields;
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
      return undefined;
    }
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.security.password.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.security.password.intro')}
        </Typography>
        <Form
          key={formKey}
          onSubmit={submit}
          record={{ id: 'password' }}
          sanitizeEmptyValues={false}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', maxWidth: 420 }}>
            <PasswordInput
              source="currentPassword"
              label="resources.security.password.current"
              validate={required()}
              autoComplete="current-password"
              fullWidth
            />
            <PasswordInput
              source="newPassword"
              label="resources.security.password.new"
              validate={[required(), minLength]}
              autoComplete="new-password"
              fullWidth
            />
            <PasswordInput
              source="repeatPassword"
              label="resources.security.password.repeat"
              validate={[required(), matchesNew]}
              autoComplete="new-password"
              fullWidth
            />
          </Box>
          <SaveButton label="resources.security.password.submit" alwaysEnable />
        </Form>
      </CardContent>
    </Card>
  );
};
