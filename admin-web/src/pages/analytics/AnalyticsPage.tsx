import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadCSV, Title, useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Analytics, OccupancyFigures } from '@/api-types';
import { siteToday } from '@/bookings/choices';
import { formatCents } from '@/fields/money';
import { countryName, formatMonth, formatNumber, formatPercent } from '@/format';
import { analyticsCsv, analyticsFilename } from '@/pages/analytics/csv';
import { analyticsQuery } from '@/pages/front-desk/api';
import { Columns, Figure, LoadError, LoadingPanels, Panel } from '@/pages/front-desk/parts';
import { daysBetween, isCalendarDate } from '@/pages/calendar/timeline';

const MAX_DAYS = 731;

function presets(today: string) {
  const year = Number(today.slice(0, 4));
  const month = `${today.slice(0, 7)}-01`;
  const [y, m] = month.split('-').map(Number);
  const in12 = new Date(Date.UTC(y + 1, m - 1, 1)).toISOString().slice(0, 10);
  return {
    this_year: { from: `${year}-01-01`, to: `${year + 1}-01-01` },
    last_year: { from: `${year - 1}-01-01`, to: `${year}-01-01` },
    next_12: { from: month, to: in12 },
  } as const;
}

/** docs/product.md §2.8 /admin/analytics: the business figures of a period, charts and CSV. */
export const AnalyticsPage = () => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const ranges = presets(siteToday());
  const from = isCalendarDate(params.get('from')) ? params.get('from')! : ranges.this_year.from;
  const to = isCalendarDate(params.get('to')) ? params.get('to')! : ranges.this_year.to;
  const span = daysBetween(from, to);
  const valid = span >= 1 && span <= MAX_DAYS;
  const query = useQuery({
    ...analyticsQuery(from, to),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const [draft, setDraft] = useState({ from, to });
  const show = (range: { from: string; to: string }) => {
    setDraft(range);
    setParams(range, { replace: true });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    show(draft);
  };

  return (
    <Box sx={{ pb: 2 }}>
      <Title title="app.analytics.title" />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Box
            component="form"
            onSubmit={submit}
            noValidate
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
          >
            <TextField
              type="date"
              size="small"
              label={translate('app.analytics.from')}
              value={draft.from}
              onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: { xs: '100%', sm: 190 } }}
            />
            <TextField
              type="date"
              size="small"
              label={translate('app.analytics.to')}
              value={draft.to}
              onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: { xs: '100%', sm: 190 } }}
            />
            <Button type="submit" variant="contained" size="small">
              {translate('app.analytics.apply')}
            </Button>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {(Object.keys(ranges) as (keyof typeof ranges)[]).map((key) => (
                <Chip
                  key={key}
                  label={translate(`app.analytics.${key}`)}
                  onClick={() => show(ranges[key])}
                  color={ranges[key].from === from && ranges[key].to === to ? 'primary' : 'default'}
                  variant="outlined"
                />
              ))}
            </Box>
            <Box sx={{ flex: 1 }} />
            <ExportButton data={query.data} />
          </Box>
        </CardContent>
        <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress />}</Box>
      </Card>
      {!valid ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('app.analytics.invalid_range')}
        </Alert>
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <LoadingPanels />
      ) : (
        <Report data={query.data} />
      )}
    </Box>
  );
};

const ExportButton = ({ data }: { data?: Analytics }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      disabled={!data}
      onClick={() =>
        data &&
        downloadCSV(
          analyticsCsv(data, translate, locale),
          analyticsFilename(data, translate('app.analytics.file')),
        )
      }
    >
      {translate('app.analytics.export')}
    </Button>
  );
};

const pct = (bp: number, locale: string) => formatPercent(bp / 100, locale);

const Report = ({ data }: { data: Analytics }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.analytics.${key}`, options);
  const money = (cents: number) => formatCents(cents, locale);
  const number = { format: (v: number) => formatNumber(v, locale) };
  const a = data.arrivals;
  const monthName = (month: string) => formatMonth(month, locale, 'short');
  const chartMonths = data.byMonth.map((m) => ({
    month: monthName(m.month),
    occupancy: m.occupancyBp / 100,
    net: m.revenue.netCents / 100,
    vat: m.revenue.vatCents / 100,
    tax: m.revenue.touristTaxCents / 100,
  }));
  const euro = (value: unknown) => formatCents(Math.round(Number(value) * 100), locale);

  return (
    <Box sx={{ mt: 2 }} data-testid="analytics-report">
      <Columns columns={4} phone={2}>
        <Figure
          label={t('occupancy')}
          value={pct(data.totals.occupancyBp, locale)}
          hint={`${number.format(data.totals.pitchNightsSold)} ${t('nights_of', {
            available: number.format(data.totals.pitchNightsAvailable),
          })}`}
        />
        <Figure
          label={t('net')}
          value={money(data.totals.revenue.netCents)}
          hint={`${t('vat')} ${money(data.totals.revenue.vatCents)} · ${t('tourist_tax')} ${money(
            data.totals.revenue.touristTaxCents,
          )}`}
        />
        <Figure label={t('adr')} value={money(data.totals.adrCents)} />
        <Figure label={t('revpar')} value={money(data.totals.revparCents)} />
        <Figure
          label={t('alos')}
          value={t('alos_value', { nights: number.format(a.averageStayNights) })}
          hint={`${number.format(a.bookings)} ${t('bookings')}`}
        />
        <Figure
          label={t('lead_time')}
          value={t('lead_value', { days: number.format(a.averageLeadTimeDays) })}
        />
        <Figure
          label={t('cancellation_rate')}
          value={pct(a.cancellationRateBp, locale)}
          hint={t('cancellation_value', { cancelled: a.cancelled, total: a.confirmedEver })}
        />
        <Figure label={t('gross')} value={money(data.totals.revenue.grossCents)} />
        <Figure
          label={t('kept_fees')}
          value={money(a.keptFeesCents)}
          hint={t('no_shows_value', { count: a.noShows })}
        />
        <Figure
          label={t('demand_surcharges')}
          value={money(data.demand.surchargeCents)}
          hint={t('demand_value', {
            discount: money(data.demand.discountCents),
            count: data.demand.bookings,
          })}
        />
        <Figure
          label={t('seasonal')}
          value={money(data.seasonal.totals.netCents)}
          hint={t('seasonal_value', {
            vat: money(data.seasonal.totals.vatCents),
            tax: money(data.seasonal.totals.touristTaxCents),
            smart_count: data.seasonal.totals.invoices,
          })}
        />
      </Columns>
      <Columns columns={2}>
        <Panel title={t('chart_occupancy')}>
          <Box sx={{ height: 240 }}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={chartMonths} margin={{ left: 0, right: 8 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="month" fontSize={12} />
                <YAxis
                  fontSize={12}
                  width={56}
                  tickFormatter={(v: number) => formatPercent(v, locale)}
                />
                <Tooltip formatter={(v) => formatPercent(Number(v), locale)} />
                <Bar dataKey="occupancy" name={t('occupancy')} fill="#2e7d32" />
              </BarChart>
            </ResponsiveContainer>
          </Box>
        </Panel>
        <Panel title={t('chart_revenue')}>
          <Box sx={{ height: 240 }}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={chartMonths} margin={{ left: 0, right: 8 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="month" fontSize={12} />
                <YAxis fontSize={12} width={64} tickFormatter={(v: number) => number.format(v)} />
                <Tooltip formatter={euro} />
                <Legend wrapperStyle={{ fontSize: 12 }} />
                <Bar dataKey="net" stackId="r" name={t('net')} fill="#1565c0" />
                <Bar dataKey="vat" stackId="r" name={t('vat')} fill="#90caf9" />
                <Bar dataKey="tax" stackId="r" name={t('tourist_tax')} fill="#ffb74d" />
              </BarChart>
            </ResponsiveContainer>
          </Box>
        </Panel>
      </Columns>
      <Panel title={t('by_category')} testId="by-category">
        <FiguresTable
          rows={data.byCategory.map((c) => ({
            key: c.categoryId,
            name: locale === 'en' ? c.nameEn : c.nameDe,
            f: c,
          }))}
          total={data.totals}
          head={t('category')}
        />
      </Panel>
      <Box sx={{ height: 16 }} />
      <Panel title={t('by_month')} testId="by-month">
        <FiguresTable
          rows={data.byMonth.map((m) => ({ key: m.month, name: monthName(m.month), f: m }))}
          total={data.totals}
          head={t('month')}
        />
      </Panel>
      <Box sx={{ height: 16 }} />
      <Panel title={t('countries')} testId="countries">
        <Countries data={data} />
      </Panel>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('note')}
      </Typography>
    </Box>
  );
};

const FiguresTable = ({
  rows,
  total,
  head,
}: {
  rows: { key: string; name: string; f: OccupancyFigures }[];
  total: OccupancyFigures;
  head: string;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string) => translate(`app.analytics.${key}`);
  const money = (cents: number) => formatCents(cents, locale);
  const line = (name: string, f: OccupancyFigures, strong = false) => (
    <>
      <TableCell component="th" scope="row" sx={{ fontWeight: strong ? 600 : undefined }}>
        {name}
      </TableCell>
      <TableCell align="right">{f.pitchNightsAvailable}</TableCell>
      <TableCell align="right">{f.pitchNightsSold}</TableCell>
      <TableCell align="right">{pct(f.occupancyBp, locale)}</TableCell>
      <TableCell align="right">{money(f.revenue.netCents)}</TableCell>
      <TableCell align="right">{money(f.revenue.vatCents)}</TableCell>
      <TableCell align="right">{money(f.revenue.touristTaxCents)}</TableCell>
      <TableCell align="right">{money(f.adrCents)}</TableCell>
      <TableCell align="right">{money(f.revparCents)}</TableCell>
    </>
  );
  return (
    <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
      <Table size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap', px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{head}</TableCell>
            <TableCell align="right">{t('available')}</TableCell>
            <TableCell align="right">{t('sold')}</TableCell>
            <TableCell align="right">{t('occupancy')}</TableCell>
            <TableCell align="right">{t('net')}</TableCell>
            <TableCell align="right">{t('vat')}</TableCell>
            <TableCell align="right">{t('tourist_tax')}</TableCell>
            <TableCell align="right">ADR</TableCell>
            <TableCell align="right">RevPAR</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>{line(r.name, r.f)}</TableRow>
          ))}
          <TableRow sx={{ '& td, & th': { borderTop: 2, borderColor: 'divider' } }}>
            {line(t('total'), total, true)}
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
};

const Countries = ({ data }: { data: Analytics }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const list = data.arrivals.countries;
  if (!list.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.analytics.no_countries')}
      </Typography>
    );
  const max = Math.max(...list.map((c) => c.bookings));
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {list.map((c) => {
        const name = c.country
          ? countryName(c.country, locale)
          : translate('app.analytics.unknown_country');
        return (
          <Box key={c.country ?? '-'} sx={{ mb: 1 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography component="dt" variant="body2">
                {name}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {c.bookings} {translate('app.analytics.bookings')} · {c.nights}{' '}
                {translate('app.analytics.nights')}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={(c.bookings * 100) / max}
              aria-hidden
              sx={{ height: 6, borderRadius: 3 }}
            />
          </Box>
        );
      })}
    </Box>
  );
};
