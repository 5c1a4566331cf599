import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  Loading,
  Title,
  useLocaleState,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import type { AlertRecord, AlertRule } from '@/api-types';
import {
  acknowledgeAlert,
  alertRulesQuery,
  alertSettingsQuery,
  alertsQuery,
  evaluateAlerts,
  formatTime,
  saveAlertRule,
  saveAlertSettings,
} from '@/pages/ops/api';

const AlertItem = ({ alert }: { alert: AlertRecord }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const ack = useMutation({
    mutationFn: () => acknowledgeAlert(alert.id),
    onSuccess: () => {
      notify('app.alerts_page.acknowledged_done', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'alerts'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
    onError: (e) => notify(e.message, { type: 'error' }),
  });
  const open = alert.resolvedAt === null;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="alert-item">
      <Stack
        sx={{ justifyContent: 'space-between' }}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
      >
        <Box>
          <Typography sx={{ fontWeight: 600 }}>
            {translate(`app.alerts_page.messages.${alert.rule}`, {
              ...alert.params,
              value: alert.value,
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.alerts_page.fired_at')}: {formatTime(alert.firedAt, locale)}
            {' · '}
            {open
              ? translate('app.alerts_page.state_open')
              : translate('app.alerts_page.state_resolved', {
                  time: formatTime(alert.resolvedAt!, locale),
                })}
          </Typography>
          {alert.acknowledgedAt ? (
            <Typography variant="body2" color="text.secondary" data-testid="acknowledged">
              {translate('app.alerts_page.acknowledged', {
                who: alert.acknowledgedBy,
                time: formatTime(alert.acknowledgedAt, locale),
              })}
            </Typography>
          ) : null}
        </Box>
        <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1}>
          <Chip
            size="small"
            color={open ? (alert.acknowledgedAt ? 'warning' : 'error') : 'default'}
            label={translate(
              open ? 'app.alerts_page.state_open' : 'app.alerts_page.state_resolved',
              {
                time: '',
              },
            ).trim()}
          />
          {alert.acknowledgedAt ? null : (
            <Button
              variant="contained"
              size="small"
              disabled={ack.isPending}
              onClick={() => ack.mutate()}
            >
              {translate('app.alerts_page.acknowledge')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
};

const History = ({ admin }: { admin: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [all, setAll] = useState(false);
  const { data, isPending, isError } = useQuery(alertsQuery(all));
  const check = useMutation({
    mutationFn: evaluateAlerts,
    onSuccess: (r) => {
      notify('app.alerts_page.checked', { type: 'info', messageArgs: { ...r } });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'alerts'] });
    },
    onError: (e) => notify(e.message, { type: 'error' }),
  });
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack direction="row" sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {translate('app.alerts_page.history')}
          </Typography>
          <FormControlLabel
            control={<Switch checked={all} onChange={(e) => setAll(e.target.checked)} />}
            label={translate('app.alerts_page.show_all')}
          />
          {admin ? (
            <Button variant="outlined" disabled={check.isPending} onClick={() => check.mutate()}>
              {translate('app.alerts_page.check_now')}
            </Button>
          ) : null}
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.alerts_page.history_intro')}
        </Typography>
        {isPending ? (
          <Loading />
        ) : isError ? (
          <Alert severity="error">{translate('app.alerts_page.load_error')}</Alert>
        ) : data.length === 0 ? (
          <Alert severity="success" variant="outlined">
            {translate('app.alerts_page.empty')}
          </Alert>
        ) : (
          <Stack spacing={1}>
            {data.map((a) => (
              <AlertItem key={a.id} alert={a} />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};

const RuleRow = ({ rule }: { rule: AlertRule }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [threshold, setThreshold] = useState(String(rule.threshold));
  const save = useMutation({
    mutationFn: (change: { enabled?: boolean; threshold?: number }) =>
      saveAlertRule(rule.key, change),
    onSuccess: (saved) => {
      queryClient.setQueryData(alertRulesQuery.queryKey, (rules) =>
        rules?.map((r) => (r.key === saved.key ? saved : r)),
      );
      notify('app.alerts_page.saved', { type: 'success' });
    },
    onError: (e) => notify(e.message, { type: 'error' }),
  });
  const event = rule.key === 'bank_transfer_overdue' || rule.key === 'effect_abandoned';
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}

      sx={{ py: 1, borderBottom: 1, borderColor: 'divider', alignItems: { sm: 'center' } }}
      data-testid={`rule-${rule.key}`}
    >
      <FormControlLabel
        sx={{ flexGrow: 1 }}
        control={
          <Switch
            checked={rule.enabled}
            disabled={save.isPending}
            onChange={(e) => save.mutate({ enabled: e.target.checked })}
          />
        }
        label={translate(`app.alerts_page.rule_names.${rule.key}`)}
      />
      {event ? null : (
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            type="number"
            label={translate('app.alerts_page.threshold')}
            value={threshold}
            onChange={(e) => setThreshold(e.target.value)}
            slotProps={{ htmlInput: { min: 0 } }}
            sx={{ width: 120 }}
          />
          <Button
            size="small"
            disabled={save.isPending || threshold === String(rule.threshold)}
            onClick={() => save.mutate({ threshold: Number(threshold) })}
          >
            {translate('app.alerts_page.save')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
};

const Rules = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const rules = useQuery(alertRulesQuery);
  const settings = useQuery(alertSettingsQuery);
  const [email, setEmail] = useState<string | undefined>(undefined);
  const saveMail = useMutation({
    mutationFn: () => saveAlertSettings(email?.trim() ? email.trim() : null),
    onSuccess: () => notify('app.alerts_page.saved', { type: 'success' }),
    onError: (e) => notify(e.message, { type: 'error' }),
  });
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.alerts_page.rules')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.alerts_page.rules_intro')}
        </Typography>
        {rules.isPending ? (
          <Loading />
        ) : rules.isError ? (
          <Alert severity="error">{translate('app.alerts_page.load_error')}</Alert>
        ) : (
          rules.data.map((r) => <RuleRow key={r.key} rule={r} />)
        )}
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {translate('app.alerts_page.mail')}
        </Typography>
        {settings.data ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
            <TextField
              size="small"
              type="email"
              label={translate('app.alerts_page.mail_label')}
              helperText={translate('app.alerts_page.mail_help')}
              value={email ?? settings.data.email ?? ''}
              onChange={(e) => setEmail(e.target.value)}
              sx={{ minWidth: 280 }}
            />
            <Box>
              <Button
                variant="outlined"
                disabled={saveMail.isPending}
                onClick={() => saveMail.mutate()}
              >
                {translate('app.alerts_page.save')}
              </Button>
            </Box>
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
};

/** Alert-System: the history with acknowledgement for everyone, rules and the mail address for admins. */
export const AlertsPage = () => {
  const { permissions } = usePermissions<string>();
  const admin = permissions === 'admin';
  return (
    <Box sx={{ mb: 2 }}>
      <Title title="app.alerts_page.title" />
      <History admin={admin} />
      {admin ? <Rules /> : null}
    </Box>
  );
};
