import { useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { components } from '@contract/openapi';
import { siteToday } from '@/bookings/choices';
import { formatCents } from '@/fields/money';
import { formatDayMonth, formatMonth } from '@/format';
import { LoadError, LoadingPanels } from '@/pages/front-desk/parts';
import { api, ok } from '@/providers/api';
import { API_URL } from '@/providers/http';

type Report = components['schemas']['TouristTaxReportDto'];

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month before today's (the return is filed for the month just ended). */
export function lastMonth(today: string): string {
  const [y, m] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
}

const reportQuery = (month: string) =>
  queryOptions({
    queryKey: ['admin', 'reports', 'tourist-tax', month],
    queryFn: () => ok(api.GET('/api/admin/reports/tourist-tax', { params: { query: { month } } })),
  });

const fileUrl = (month: string, ext: 'csv' | 'pdf', lang: string) =>
  `${API_URL}/admin/reports/tourist-tax.${ext}?month=${month}&lang=${lang === 'en' ? 'en' : 'de'}`;

/** The monthly tourist-tax return (Nächtigungsabgabe) with CSV and PDF for the municipality. */
export const TouristTaxPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('month');
  const month = wanted && MONTH.test(wanted) ? wanted : lastMonth(siteToday());
  const [draft, setDraft] = useState(month);
  const query = useQuery({ ...reportQuery(month), placeholderData: keepPreviousData });
  const monthName = formatMonth(month, locale);
  const choose = (value: string) => {
    setDraft(value);
    if (MONTH.test(value)) setParams({ month: value }, { replace: true });
  };

  return (
    <Box sx={{ pb: 2 }}>
      <Title title="app.tourist_tax.title" />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            <TextField
              type="month"
              size="small"
              label={translate('app.tourist_tax.month')}
              value={draft}
              onChange={(e) => choose(e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'month' } }}
              sx={{ width: { xs: '100%', sm: 200 } }}
            />
            <Box sx={{ flex: 1 }} />
            {(['csv', 'pdf'] as const).map((ext) => (
              <Button
                key={ext}
                component="a"
                href={fileUrl(month, ext, locale)}
                download
                variant="outlined"
                size="small"
                startIcon={<DownloadIcon />}
                aria-label={translate(`app.tourist_tax.download_${ext}`, { month: monthName })}
              >
                {translate(`app.tourist_tax.${ext}`)}
              </Button>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {translate('app.tourist_tax.intro', { age: query.data?.minAge ?? 15 })}
          </Typography>
        </CardContent>
        <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress />}</Box>
      </Card>
      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <LoadingPanels />
      ) : (
        <ReportTable report={query.data} monthName={monthName} />
      )}
    </Box>
  );
};

const ReportTable = ({ report, monthName }: { report: Report; monthName: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (cents: number) => formatCents(cents, locale);
  const date = (d: string) => formatDayMonth(d, locale);
  const t = report.totals;
  const num = { align: 'right' as const };
  return (
    <Card sx={{ mt: 2 }} component="section" aria-label={monthName}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {monthName}
          </Typography>
          <Typography data-testid="tax-total">
            {translate('app.tourist_tax.amount_due')}: <strong>{money(t.totalCents)}</strong>
          </Typography>
        </Box>
        {report.rows.length === 0 ? (
          <Typography color="text.secondary">{translate('app.tourist_tax.none')}</Typography>
        ) : (
          <TableContainer sx={{ overflowX: 'auto', contain: 'inline-size' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.tourist_tax.booking')}</TableCell>
                  <TableCell>{translate('app.tourist_tax.guest')}</TableCell>
                  <TableCell>{translate('app.tourist_tax.stay')}</TableCell>
                  <TableCell {...num}>{translate('app.tourist_tax.nights')}</TableCell>
                  <TableCell {...num}>{translate('app.tourist_tax.liable_persons')}</TableCell>
                  <TableCell {...num}>{translate('app.tourist_tax.exempt_persons')}</TableCell>
                  <TableCell {...num}>{translate('app.tourist_tax.liable_nights')}</TableCell>
                  <TableCell {...num}>{translate('app.tourist_tax.exempt_nights')}</TableCell>
                  <TableCell {...num}>{translate('app.tourist_tax.rate')}</TableCell>
                  <TableCell {...num}>{translate('app.tourist_tax.amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report.rows.map((r) => (
                  <TableRow key={r.bookingId} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.bookingNumber}</TableCell>
                    <TableCell>
                      {r.guestName}
                      {r.country ? ` (${r.country})` : ''}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {date(r.checkIn)} – {date(r.checkOut)}
                    </TableCell>
                    <TableCell {...num}>{r.nights}</TableCell>
                    <TableCell {...num}>{r.liablePersons}</TableCell>
                    <TableCell {...num}>{r.exemptPersons}</TableCell>
                    <TableCell {...num}>{r.liablePersonNights}</TableCell>
                    <TableCell {...num}>{r.exemptPersonNights}</TableCell>
                    <TableCell {...num}>{money(r.rateCents)}</TableCell>
                    <TableCell {...num}>{money(r.amountCents)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary' } }}>
                  <TableCell>{translate('app.tourist_tax.total')}</TableCell>
                  <TableCell colSpan={2}>
                    {translate('app.tourist_tax.bookings', { smart_count: t.bookings })}
                  </TableCell>
                  <TableCell {...num}>{t.nights}</TableCell>
                  <TableCell {...num}>{t.liablePersons}</TableCell>
                  <TableCell {...num}>{t.exemptPersons}</TableCell>
                  <TableCell {...num}>{t.liablePersonNights}</TableCell>
                  <TableCell {...num}>{t.exemptPersonNights}</TableCell>
                  <TableCell />
                  <TableCell {...num}>{money(t.amountCents)}</TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
        )}
        {report.seasonal.length > 0 && <SeasonalTable report={report} />}
      </CardContent>
    </Card>
  );
};

/** The flat seasonal amounts of the month, apart from the nights, one row per instalment invoice. */
const SeasonalTable = ({ report }: { report: Report }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (cents: number) => formatCents(cents, locale);
  const date = (d: string) => formatDayMonth(d, locale);
  const num = { align: 'right' as const };
  return (
    <Box component="section" data-testid="tax-seasonal" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate('app.tourist_tax.seasonal')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.tourist_tax.seasonal_intro')}
      </Typography>
      <TableContainer sx={{ overflowX: 'auto', contain: 'inline-size' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.tourist_tax.contract')}</TableCell>
              <TableCell>{translate('app.tourist_tax.holder')}</TableCell>
              <TableCell>{translate('app.tourist_tax.season')}</TableCell>
              <TableCell>{translate('app.tourist_tax.invoice')}</TableCell>
              <TableCell {...num}>{translate('app.tourist_tax.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.seasonal.map((r) => (
              <TableRow key={r.invoiceNumber} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {r.contractNumber} · {r.pitchCode}
                </TableCell>
                <TableCell>
                  {r.holderName}
                  {r.country ? ` (${r.country})` : ''}
                </TableCell>
                <TableCell>
                  {date(r.startDate)} – {date(r.endDate)}
                </TableCell>
                <TableCell>
                  {r.invoiceNumber} ({date(r.invoiceDate)})
                </TableCell>
                <TableCell {...num}>{money(r.amountCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary' } }}>
              <TableCell colSpan={4}>{translate('app.tourist_tax.seasonal_total')}</TableCell>
              <TableCell {...num}>{money(report.totals.seasonalAmountCents)}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Box>
  );
};
