import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import DrawIcon from '@mui/icons-material/Draw';
import {
  downloadCSV,
  Title,
  useBasename,
  useLocaleState,
  useTranslate,
  type HttpError,
} from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { siteToday } from '@/bookings/choices';
import { formatStayDate } from '@/bookings/format';
import { LoadError, LoadingPanels } from '@/pages/front-desk/parts';
import { api, ok } from '@/providers/api';
import { API_URL } from '@/providers/http';
import { registerCsv, type Register } from '@/registrations/csv';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar month of `today`: its first and last day. */
export function monthOf(today: string): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${today.slice(0, 7)}-01`, to: `${today.slice(0, 7)}-${String(last)}` };
}

const query = (from: string, to: string) => `from=${from}&to=${to}`;

/**
 * The guest register (Gästeverzeichnis): the sheets of the stays arriving in a period with every
 * person's data as the registration authority may inspect it, the stays still missing persons
 * (to complete at the desk), and the register as CSV and PDF. Desk work: staff and administrators.
 */
export const RegisterPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const basename = useBasename();
  const [params, setParams] = useSearchParams();
  const month = monthOf(siteToday());
  const wanted = (key: 'from' | 'to') => {
    const v = params.get(key);
    return v && DATE.test(v) ? v : month[key];
  };
  const from = wanted('from');
  const to = wanted('to');
  const [draft, setDraft] = useState({ from, to });
  const t = (key: string, options?: object) => translate(`app.registration.${key}`, options);
  const data = useQuery({
    queryKey: ['admin', 'registrations', from, to],
    queryFn: () => ok(api.GET('/api/admin/registrations', { params: { query: { from, to } } })),
    placeholderData: keepPreviousData,
  });
  const choose = (key: 'from' | 'to', value: string) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    if (DATE.test(next.from) && DATE.test(next.to)) setParams(next, { replace: true });
  };
  const exportCsv = () => {
    if (data.data)
      downloadCSV(registerCsv(data.data, translate, locale), `Gaesteverzeichnis-${from}-${to}`);
  };
  const problem = (data.error as HttpError | null)?.status === 400 ? data.error?.message : null;

  return (
    <Box sx={{ pb: 2 }}>
      <Title title="app.registration.register.title" />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            {(['from', 'to'] as const).map((key) => (
              <TextField
                key={key}
                type="date"
                size="small"
                label={t(`register.${key}`)}
                value={draft[key]}
                onChange={(e) => choose(key, e.target.value)}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { 'data-testid': `register-${key}` },
                }}
                sx={{ width: { xs: '100%', sm: 180 } }}
              />
            ))}
            <Box sx={{ flex: 1 }} />
            <Button
              variant="outlined"
              size="small"
              startIcon={<DownloadIcon />}
              onClick={exportCsv}
              disabled={!data.data}
              aria-label={t('register.download_csv')}
            >
              {t('register.csv')}
            </Button>
            <Button
              component="a"
              href={`${API_URL}/admin/registrations.pdf?${query(from, to)}`}
              download
              variant="outlined"
              size="small"
              startIcon={<DownloadIcon />}
              aria-label={t('register.download_pdf')}
            >
              {t('register.pdf')}
            </Button>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('register.intro')}
          </Typography>
        </CardContent>
        <Box sx={{ height: 4 }}>{data.isFetching && <LinearProgress />}</Box>
      </Card>
      {problem ? (
        <Typography color="error" sx={{ mt: 2 }} role="alert">
          {problem}
        </Typography>
      ) : data.isError ? (
        <LoadError onRetry={() => void data.refetch()} />
      ) : !data.data ? (
        <LoadingPanels />
      ) : (
        <>
          <Card sx={{ mt: 2 }} component="section" aria-label={t('register.missing_title')}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {t('register.missing_title')}
              </Typography>
              {data.data.missing.length === 0 ? (
                <Typography color="text.secondary" variant="body2">
                  {t('register.missing_none')}
                </Typography>
              ) : (
                <List dense disablePadding data-testid="register-missing">
                  {data.data.missing.map((m) => (
                    <ListItem key={m.bookingId} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                      <ListItemText
                        sx={{ flex: '1 1 240px' }}
                        primary={`${m.pitch} · ${m.guestName}`}
                        secondary={[
                          m.bookingNumber,
                          `${formatStayDate(m.checkIn, locale)} – ${formatStayDate(m.checkOut, locale)}`,
                          t('count', { registered: m.registered, partySize: m.partySize }),
                        ].join(' · ')}
                      />
                      <Button
                        size="small"
                        variant="outlined"
                        startIcon={<DrawIcon />}
                        component={RouterLink}
                        to={`${basename}/bookings/${m.bookingId}/show?register=1`}
                      >
                        {t('desk.open')}
                      </Button>
                    </ListItem>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
          <RegisterTable register={data.data} />
        </>
      )}
    </Box>
  );
};

const RegisterTable = ({ register }: { register: Register }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const basename = useBasename();
  const t = (key: string, options?: object) => translate(`app.registration.${key}`, options);
  const persons = register.sheets.reduce((n, s) => n + s.persons.length, 0);
  return (
    <Card sx={{ mt: 2 }} component="section" aria-label={t('register.title')}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {formatStayDate(register.from, locale)} – {formatStayDate(register.to, locale)}
          </Typography>
          <Typography variant="body2" data-testid="register-count">
            {t('register.sheets', { smart_count: register.sheets.length, persons })}
          </Typography>
        </Box>
        {register.sheets.length === 0 ? (
          <Typography color="text.secondary">{t('register.none')}</Typography>
        ) : (
          <TableContainer sx={{ overflowX: 'auto', contain: 'inline-size' }}>
            <Table size="small" data-testid="register-table">
              <TableHead>
                <TableRow>
                  <TableCell>{t('register.sheet')}</TableCell>
                  <TableCell>{t('register.stay')}</TableCell>
                  <TableCell>{t('name')}</TableCell>
                  <TableCell>{t('birth_date')}</TableCell>
                  <TableCell>{t('nationality')}</TableCell>
                  <TableCell>{t('address')}</TableCell>
                  <TableCell>{t('document')}</TableCell>
                  <TableCell>{t('register.entered')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {register.sheets.flatMap((s) =>
                  s.persons.map((p) => (
                    <TableRow key={`${s.sheetNumber}-${p.position}`} hover>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {p.position === 1 ? (
                          <Link
                            component={RouterLink}
                            to={`${basename}/bookings/${s.bookingId}/show`}
                          >
                            {s.sheetNumber}
                          </Link>
                        ) : (
                          ''
                        )}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatStayDate(s.checkIn, locale)} – {formatStayDate(s.checkOut, locale)}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {p.lastName}, {p.firstName}
                        {p.sex && (
                          <Typography variant="caption" component="div" color="text.secondary">
                            {t(`sexes.${p.sex}`)}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatStayDate(p.birthDate, locale)}
                      </TableCell>
                      <TableCell>{p.nationality}</TableCell>
                      <TableCell>
                        {p.street}, {p.postalCode} {p.city}, {p.country}
                      </TableCell>
                      <TableCell>
                        {p.documentType
                          ? `${t(`document_types.${p.documentType}`)} ${p.documentNumber ?? ''}`
                          : '–'}
                        {p.documentIssuedOn && p.documentAuthority && (
                          <Typography variant="caption" component="div" color="text.secondary">
                            {t('issued', {
                              date: formatStayDate(p.documentIssuedOn, locale),
                              authority: p.documentAuthority,
                            })}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>
                        {p.position === 1
                          ? [t(`register.${s.source}`), s.enteredBy].filter(Boolean).join(': ')
                          : ''}
                      </TableCell>
                    </TableRow>
                  )),
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
};
