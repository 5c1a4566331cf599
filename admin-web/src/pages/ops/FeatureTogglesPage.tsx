import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, Paper, Stack, Switch, Typography } from '@mui/material';
import { Loading, Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { FeatureToggle } from '@/api-types';
import { formatTime, saveToggle, toggleEventsQuery, togglesQuery } from '@/pages/ops/api';

const ToggleRow = ({ toggle }: { toggle: FeatureToggle }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const name = translate(`app.feature_toggles_page.names.${toggle.key}`);
  const save = useMutation({
    mutationFn: (enabled: boolean) => saveToggle(toggle.key, enabled),
    onSuccess: (saved) => {
      queryClient.setQueryData(togglesQuery.queryKey, (all) =>
        all?.map((t) => (t.key === saved.key ? saved : t)),
      );
      void queryClient.invalidateQueries({ queryKey: toggleEventsQuery.queryKey });
      notify(
        saved.enabled
          ? 'app.feature_toggles_page.switched_on'
          : 'app.feature_toggles_page.switched_off',
        { type: 'success', messageArgs: { name } },
      );
    },
    onError: (e) => notify(e.message, { type: 'error' }),
  });
  const id = `toggle-${toggle.key}`;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={id}>
      <Stack sx={{ alignItems: 'flex-start' }} direction="row" spacing={1}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 600 }} component="label" htmlFor={id + '-switch'}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`app.feature_toggles_page.descriptions.${toggle.key}`)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate('app.feature_toggles_page.last_change')}:{' '}
            {toggle.updatedAt && toggle.updatedBy
              ? translate('app.feature_toggles_page.changed_by', {
                  time: formatTime(toggle.updatedAt, locale),
                  who: toggle.updatedBy,
                })
              : translate('app.feature_toggles_page.never')}
          </Typography>
        </Box>
        <Switch
          id={id + '-switch'}
          checked={toggle.enabled}
          disabled={save.isPending}
          onChange={(e) => save.mutate(e.target.checked)}
          slotProps={{ input: { 'aria-label': name } }}
        />
      </Stack>
    </Paper>
  );
};

const AuditLog = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data } = useQuery(toggleEventsQuery);
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.feature_toggles_page.audit')}
        </Typography>
        {!data ? (
          <Loading />
        ) : data.length === 0 ? (
          <Typography color="text.secondary">
            {translate('app.feature_toggles_page.audit_empty')}
          </Typography>
        ) : (
          <Stack component="ul" spacing={0.5} sx={{ pl: 2, m: 0 }} data-testid="toggle-audit">
            {data.map((e) => (
              <Typography component="li" variant="body2" key={e.id}>
                {formatTime(e.at, locale)} · {e.changedBy}:{' '}
                {translate('app.feature_toggles_page.audit_entry', {
                  name: translate(`app.feature_toggles_page.names.${e.key}`),
                  state: translate(
                    e.enabled
                      ? 'app.feature_toggles_page.state_on'
                      : 'app.feature_toggles_page.state_off',
                  ),
                })}
              </Typography>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};

/** Feature-Management: switch the public site's optional features, with who changed what and when. */
export const FeatureTogglesPage = () => {
  const translate = useTranslate();
  const { data, isPending, isError } = useQuery(togglesQuery);
  return (
    <Box sx={{ mb: 2 }}>
      <Title title="app.feature_toggles_page.title" />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.feature_toggles_page.intro')}
          </Typography>
          {isPending ? (
            <Loading />
          ) : isError ? (
            <Alert severity="error">{translate('app.feature_toggles_page.load_error')}</Alert>
          ) : (
            <Stack spacing={1}>
              {data.map((t) => (
                <ToggleRow key={t.key} toggle={t} />
              ))}
            </Stack>
          )}
        </CardContent>
      </Card>
      <AuditLog />
    </Box>
  );
};
