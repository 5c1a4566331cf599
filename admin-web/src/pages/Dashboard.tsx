import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useBasename, useLocaleState, useTranslate } from 'react-admin';
import type { Dashboard as DashboardData } from '@/api-types';
import { formatStayDate } from '@/bookings/format';
import { formatCents } from '@/fields/money';
import { formatPercent } from '@/format';
import { dashboardQuery } from '@/pages/front-desk/api';
import {
  Columns,
  Figure,
  LoadError,
  LoadingPanels,
  Panel,
  StayList,
  useTime,
} from '@/pages/front-desk/parts';

/** docs/product.md §2.8 /admin/dashboard: the reception's day at a glance, refreshed every minute. */
export const Dashboard = () => {
  const { data, isPending, isError, refetch } = useQuery(dashboardQuery);
  return (
    <Box sx={{ pb: 2 }}>
      <Title title="app.dashboard.title" />
      {isPending ? (
        <LoadingPanels />
      ) : isError ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <DashboardBody data={data} />
      )}
    </Box>
  );
};

const DashboardBody = ({ data }: { data: DashboardData }) => {
  const translate = useTranslate();
  const basename = useBasename();
  const [locale] = useLocaleState();
  const time = useTime();
  const failed = data.failedJobs?.reduce((sum, q) => sum + q.failed, 0);
  const day = (key: 'today' | 'tomorrow') => (
    <Panel
      testId={`day-${key}`}
      title={translate(`app.dashboard.${key}`, { date: formatStayDate(data[key].date, locale) })}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate('app.dashboard.arrivals', { count: data[key].arrivals.length })}
      </Typography>
      <StayList
        stays={data[key].arrivals}
        empty="app.dashboard.no_arrivals"
        testId={`arrivals-${key}`}
      />
      <RegistrationMissing date={data[key].date} stays={data[key].arrivals} />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {translate('app.dashboard.departures', { count: data[key].departures.length })}
      </Typography>
      <StayList
        stays={data[key].departures}
        empty="app.dashboard.no_departures"
        testId={`departures-${key}`}
      />
    </Panel>
  );
  return (
    <Box sx={{ mt: 2 }}>
      <Stack spacing={1} sx={{ mb: 2 }} data-testid="alerts">
        {data.alerts.length === 0 ? (
          <Alert severity="success" variant="outlined">
            {translate('app.dashboard.all_good')}
          </Alert>
        ) : (
          data.alerts.map((a) => (
            <Alert key={a.kind} severity={a.kind === 'arrivals_without_code' ? 'warning' : 'error'}>
              {a.kind === 'open_alerts' ? (
                <Link component={RouterLink} to={`${basename}/alerts`}>
                  {translate(`app.dashboard.alerts.${a.kind}`, { count: a.count })}
                </Link>
              ) : (
                translate(`app.dashboard.alerts.${a.kind}`, { count: a.count })
              )}
            </Alert>
          ))
        )}
      </Stack>
      <Columns columns={4} phone={2}>
        <Figure
          label={translate('app.dashboard.occupancy')}
          value={formatPercent(data.occupancyTonight.percent, locale)}
          hint={[
            translate('app.dashboard.occupancy_value', {
              occupied: data.occupancyTonight.occupied,
              pitches: data.occupancyTonight.pitches,
            }),
            data.occupancyTonight.blocked
              ? translate('app.dashboard.blocked', { count: data.occupancyTonight.blocked })
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        />
        <Figure
          label={translate('app.dashboard.open_holds')}
          value={data.openHolds}
          hint={translate('app.dashboard.open_holds_hint')}
        />
        <Figure
          label={translate('app.dashboard.unpaid')}
          value={data.unpaidConfirmed.count}
          tone={data.unpaidConfirmed.count ? 'warning' : undefined}
          hint={translate('app.dashboard.unpaid_hint', {
            amount: formatCents(data.unpaidConfirmed.totalCents, locale),
          })}
        />
        <Figure
          label={translate('app.dashboard.failed_jobs')}
          value={failed ?? translate('app.dashboard.failed_unknown')}
          tone={failed === undefined || failed > 0 ? 'error' : undefined}
          hint={
            // Bull Board is its own page outside the console's router.
            <a href="/admin/queues">{translate('app.dashboard.failed_hint')}</a>
          }
        />
      </Columns>
      <Columns columns={2}>
        {day('today')}
        {day('tomorrow')}
      </Columns>
      <Panel title={translate('app.dashboard.unpaid_list')} testId="unpaid">
        <StayList stays={data.unpaidConfirmed.bookings} empty="app.dashboard.no_unpaid" showDates />
      </Panel>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {translate('app.front_desk.updated', { time: time(data.generatedAt) })}
      </Typography>
    </Box>
  );
};

/** The arrivals' missing registrations in one line, leading to that day's register to act on them. */
const RegistrationMissing = ({
  date,
  stays,
}: {
  date: string;
  stays: DashboardData['today']['arrivals'];
}) => {
  const translate = useTranslate();
  const basename = useBasename();
  const missing = stays.reduce((n, s) => n + (s.registrationMissing ?? 0), 0);
  if (missing === 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1, py: 0 }} data-testid="registration-missing">
      <Link component={RouterLink} to={`${basename}/registrations?from=${date}&to=${date}`}>
        {translate('app.registration.register.dashboard_link', { smart_count: missing })}
      </Link>
    </Alert>
  );
};
