import type { ReactElement, ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import CloudIcon from '@mui/icons-material/Cloud';
import FoggyIcon from '@mui/icons-material/Foggy';
import GrainIcon from '@mui/icons-material/Grain';
import HelpIcon from '@mui/icons-material/Help';
import RefreshIcon from '@mui/icons-material/Refresh';
import ThunderstormIcon from '@mui/icons-material/Thunderstorm';
import UmbrellaIcon from '@mui/icons-material/Umbrella';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import {
  HttpError,
  Title,
  usePermissions,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { AdminWeatherStatus, ForecastDay, WeatherRefreshFailed } from '@/api-types';
import { formatStayDate } from '@/bookings/format';
import { formatDateTime } from '@/format';
import { Columns, LoadError, LoadingPanels, Panel } from '@/pages/front-desk/parts';
import { api, ok } from '@/providers/api';

const statusQuery = {
  queryKey: ['admin', 'weather'],
  queryFn: () => ok(api.GET('/api/admin/weather')),
};

const ICONS: Record<string, ReactElement> = {
  clear: <WbSunnyIcon sx={{ color: '#f5a623' }} />,
  clouds: <CloudIcon color="action" />,
  rain: <UmbrellaIcon color="primary" />,
  drizzle: <GrainIcon color="primary" />,
  snow: <AcUnitIcon color="info" />,
  thunderstorm: <ThunderstormIcon color="warning" />,
  mist: <FoggyIcon color="action" />,
  fog: <FoggyIcon color="action" />,
};

/** The condition with its icon and German/English label; an unknown one is shown as received (docs/product.md §3). */
const Condition = ({ value, large }: { value: string; large?: boolean }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box sx={{ display: 'flex', '& svg': { fontSize: large ? 40 : 24 } }} aria-hidden>
        {ICONS[value] ?? <HelpIcon color="action" />}
      </Box>
      <Typography variant={large ? 'h6' : 'body2'} component="span">
        {translate(`resources.weather.conditions.${value}`, { _: value })}
      </Typography>
    </Stack>
  );
};

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
      gap: { xs: 0, sm: 2 },
      py: 0.75,
      borderBottom: 1,
      borderColor: 'divider',
    }}
  >
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
  </Box>
);

const useDateTime = () => {
  const [locale] = useLocaleState();
  return (iso: string | null) => (iso ? formatDateTime(iso, locale, true) : null);
};

/** Provider, key, location, last refresh and its result, with "refresh now" for admins. */
const StatusPanel = ({ status }: { status: AdminWeatherStatus }) => {
  const translate = useTranslate();
  const when = useDateTime();
  const notify = useNotify();
  const client = useQueryClient();
  const { permissions } = usePermissions<string>();
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`resources.weather.${key}`, args);
  // The two kinds refresh together; the forecast is what guests' stays depend on.
  const kinds = [status.current, status.forecast];
  const fetchedAt = kinds.map((k) => k.fetchedAt).sort()[0] ?? null;
  const attemptedAt =
    kinds
      .map((k) => k.attemptedAt)
      .sort()
      .reverse()[0] ?? null;
  const error = kinds.find(
    (k) => k.lastError && (!k.fetchedAt || k.lastError.at > k.fetchedAt),
  )?.lastError;
  const rejected = kinds.some((k) => k.lastError?.code === 'unauthorized' && error);

  const refresh = useMutation({
    mutationFn: () => ok(api.POST('/api/admin/weather/refresh')),
    onSuccess: (next) => {
      client.setQueryData(statusQuery.queryKey, next);
      notify('resources.weather.refreshed', { type: 'info' });
    },
    onError: (e) => {
      const body =
        e instanceof HttpError ? (e.body as WeatherRefreshFailed | undefined) : undefined;
      if (body?.status) client.setQueryData(statusQuery.queryKey, body.status);
      notify(e.message || 'ra.notification.http_error', {
        type: 'error',
        messageArgs: { _: e.message },
      });
    },
  });

  return (
    <Panel
      title={t('provider')}
      testId="weather-status"
      action={
        permissions === 'admin' && status.enabled ? (
          <Button
            variant="contained"
            size="small"
            startIcon={<RefreshIcon />}
            disabled={refresh.isPending}
            onClick={() => refresh.mutate()}
          >
            {t('refresh')}
          </Button>
        ) : undefined
      }
    >
      <Row label={t('provider')}>
        <Typography variant="body2">OpenWeatherMap · {status.apiUrl}</Typography>
      </Row>
      <Row label={t('key')}>
        <Chip
          size="small"
          color={!status.enabled ? 'default' : rejected ? 'error' : 'success'}
          label={!status.enabled ? t('key_missing') : rejected ? t('key_rejected') : t('key_ok')}
        />
      </Row>
      <Row label={t('location')}>
        <Typography variant="body2">
          {status.location.city} ({status.location.latitude}, {status.location.longitude})
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('interval', { minutes: status.refreshMinutes, max: status.maxAgeMinutes })}
        </Typography>
      </Row>
      <Row label={t('last_refresh')}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" data-testid="weather-last-refresh">
            {when(fetchedAt) ?? t('never')}
          </Typography>
          {kinds.some((k) => k.stale) && fetchedAt && (
            <Chip size="small" color="warning" label={t('stale')} />
          )}
        </Stack>
      </Row>
      <Row label={t('last_attempt')}>
        <Typography variant="body2">{when(attemptedAt) ?? t('never')}</Typography>
      </Row>
      <Row label={t('result')}>
        {error ? (
          <Typography variant="body2" color="error">
            {t('result_error', { message: error.message })}
            {error.detail ? ` (${error.detail})` : ''}
          </Typography>
        ) : (
          <Typography variant="body2" color={attemptedAt ? 'success.main' : 'text.secondary'}>
            {attemptedAt ? t('result_ok') : '–'}
          </Typography>
        )}
      </Row>
      {permissions !== 'admin' && status.enabled && (
        <Typography variant="caption" color="text.secondary">
          {t('refresh_admin_only')}
        </Typography>
      )}
    </Panel>
  );
};

const CurrentPanel = ({ status }: { status: AdminWeatherStatus }) => {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`resources.weather.${key}`, args);
  const now = status.current.data;
  return (
    <Panel title={t('current')} testId="weather-current">
      {now ? (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {status.location.city}
          </Typography>
          <Condition value={now.condition} large />
          <Typography variant="h4" component="p">
            {Math.round(now.temperature.current)} °C
          </Typography>
          <Typography variant="body2">
            {t('temperature', {
              min: Math.round(now.temperature.min),
              max: Math.round(now.temperature.max),
            })}
          </Typography>
          <Typography variant="body2">{t('wind', { value: Math.round(now.windSpeed) })}</Typography>
          <Typography variant="body2">{t('humidity', { value: now.humidity })}</Typography>
          <Typography variant="body2">
            {t('precipitation', { value: now.precipitation })}
          </Typography>
        </Stack>
      ) : (
        <Typography color="text.secondary">{t('no_current')}</Typography>
      )}
    </Panel>
  );
};

const ForecastPanel = ({ days }: { days: ForecastDay[] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`resources.weather.${key}`, args);
  return (
    <Panel title={t('forecast')} testId="weather-forecast">
      {days.length ? (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(150px, 1fr))' },
          }}
        >
          {days.map((d) => (
            <Box
              component="li"
              key={d.date}
              data-testid="forecast-day"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            >
              <Typography variant="subtitle2">{formatStayDate(d.date, locale)}</Typography>
              <Condition value={d.condition} />
              <Typography variant="body2">
                {t('temperature', {
                  min: Math.round(d.temperature.min),
                  max: Math.round(d.temperature.max),
                })}
              </Typography>
              <Typography variant="caption" component="p" color="text.secondary">
                {t('wind', { value: Math.round(d.windSpeed) })} ·{' '}
                {t('precipitation', { value: d.precipitation })}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{t('no_forecast')}</Typography>
      )}
    </Panel>
  );
};

/** docs/product.md §2.8 /admin/weather: the provider's state and the weather as guests see it. */
export const WeatherPage = () => {
  const { data, isPending, isError, refetch } = useQuery(statusQuery);
  const translate = useTranslate();
  return (
    <Box sx={{ pb: 2, pt: 1 }}>
      <Title title="resources.weather.title" />
      {isPending ? (
        <LoadingPanels />
      ) : isError ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <>
          {!data.enabled && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('resources.weather.key_missing')}
            </Alert>
          )}
          <Columns columns={2}>
            <StatusPanel status={data} />
            <CurrentPanel status={data} />
          </Columns>
          <ForecastPanel days={data.forecast.data} />
        </>
      )}
    </Box>
  );
};
