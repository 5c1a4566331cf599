import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, CardContent, Typography } from '@mui/material';
import {
  BooleanInput,
  DateTimeInput,
  Form,
  Loading,
  SaveButton,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import {
  maintenanceQuery,
  saveMaintenance,
  type MaintenanceState,
} from '@/pages/settings/maintenanceApi';

// Empty inputs mean "use the default text" / "no planned end" for the public maintenance screen.
const toState = ({
  active,
  message,
  estimatedEndTime,
}: Record<string, unknown>): MaintenanceState => ({
  active: active === true,
  message: typeof message === 'string' && message.trim() ? message.trim() : null,
  estimatedEndTime:
    estimatedEndTime instanceof Date || (typeof estimatedEndTime === 'string' && estimatedEndTime)
      ? new Date(estimatedEndTime).toISOString()
      : null,
});

export const MaintenanceSettings = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery(maintenanceQuery);
  const { mutateAsync } = useMutation({
    mutationFn: saveMaintenance,
    onSuccess: (saved) => {
      queryClient.setQueryData(maintenanceQuery.queryKey, saved);
      notify('app.settings.maintenance.saved', { type: 'success' });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.settings.maintenance.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.settings.maintenance.intro')}
        </Typography>
        {isPending ? (
          <Loading />
        ) : isError ? (
          <Alert severity="error">{translate('app.settings.maintenance.load_error')}</Alert>
        ) : (
          <Form
            record={{ id: 'maintenance', ...data }}
            // Returning the promise lets the save button show progress; onError already told the user.
            onSubmit={(values: Record<string, unknown>) =>
              mutateAsync(toState(values)).catch(() => undefined)
            }
          >
            <BooleanInput source="active" label="app.settings.maintenance.active" />
            <TextInput
              source="message"
              label="app.settings.maintenance.message"
              helperText="app.settings.maintenance.message_help"
              multiline
              minRows={2}
            />
            <DateTimeInput
              source="estimatedEndTime"
              label="app.settings.maintenance.estimated_end"
            />
            <SaveButton />
          </Form>
        )}
      </CardContent>
    </Card>
  );
};
