import { useState, type FormEvent } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  TextField,
  Typography,
} from '@mui/material';
import { HttpError, Title, useCreatePath, useLocaleState, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import type { components } from '@contract/openapi';
import { parseKwh } from '@/fields/kwh';
import { formatCents } from '@/fields/money';
import { formatDate, formatDateTime, formatNumber, siteToday } from '@/format';
import { LoadError, LoadingPanels } from '@/pages/front-desk/parts';
import { api, ok } from '@/providers/api';

type Row = components['schemas']['MeterDeskRowDto'];
type Reading = components['schemas']['MeterReadingDto'];
type Recorded = components['schemas']['RecordedMeterReadingDto'];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const dayQuery = (date: string) =>
  queryOptions({
    queryKey: ['admin', 'meter-readings', date],
    queryFn: () => ok(api.GET('/api/admin/meter-readings/day', { params: { query: { date } } })),
  });

/** The API's text for the reading field (a refusal names `valueWh`), else its whole message. */
const problemOf = (e: HttpError): string => {
  const fields = (e.body as { fields?: Record<string, string> } | undefined)?.fields;
  return fields?.valueWh ?? e.message;
};

const kwh = (wh: number, locale: string) => `${formatNumber(wh / 1000, locale, 3)} kWh`;

/**
 * The front desk's meter readings: today's arrivals and departures on pitches with an electricity
 * meter, each with the meter's last reading and a large input for the new one. One card per stay,
 * stacked, so a tablet at 768 px never scrolls sideways. A refused reading shows the API's message
 * under its input; a departure shows the electricity line it billed.
 */
export const MeterReadingsPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [params] = useSearchParams();
  const wanted = params.get('date');
  const date = wanted && DATE.test(wanted) ? wanted : siteToday();
  const query = useQuery(dayQuery(date));
  return (
    <Box sx={{ pb: 2, maxWidth: 900 }}>
      <Title title="app.meter.title" />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('app.meter.intro', { date: formatDate(date, locale) })}
      </Typography>
      <Box sx={{ height: 4, mt: 1 }}>{query.isFetching && <LinearProgress />}</Box>
      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <LoadingPanels />
      ) : query.data.rows.length === 0 ? (
        <Card sx={{ mt: 1 }}>
          <CardContent>
            <Typography color="text.secondary">{translate('app.meter.none')}</Typography>
          </CardContent>
        </Card>
      ) : (
        query.data.rows.map((row) => (
          <StayCard key={`${row.bookingId}-${row.due}`} row={row} date={date} />
        ))
      )}
    </Box>
  );
};

const ReadingText = ({ reading }: { reading: Reading }) => {
  const [locale] = useLocaleState();
  return (
    <>
      <strong>{kwh(reading.valueWh, locale)}</strong> ·{' '}
      {formatDateTime(String(reading.recordedAt), locale)}
      {reading.recordedBy ? ` · ${reading.recordedBy}` : ''}
    </>
  );
};

const StayCard = ({ row, date }: { row: Row; date: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const createPath = useCreatePath();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<Recorded | null>(null);
  const done = row.due === 'arrival' ? row.arrival : row.departure;
  const mutation = useMutation({
    mutationFn: (valueWh: number) =>
      ok(
        api.POST('/api/admin/meter-readings', {
          body: { bookingId: row.bookingId, kind: row.due, valueWh },
        }),
      ),
    onSuccess: (answer) => {
      setRecorded(answer);
      setText('');
      void queryClient.invalidateQueries({ queryKey: dayQuery(date).queryKey });
    },
    onError: (e) =>
      setProblem(e instanceof HttpError ? problemOf(e) : translate('app.meter.failed')),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const valueWh = parseKwh(text, locale);
    if (valueWh === null) {
      setProblem(translate('app.meter.format'));
      return;
    }
    setProblem(null);
    mutation.mutate(valueWh);
  };
  const charge = recorded?.charge ?? row.charge;
  const inputId = `reading-${row.bookingId}-${row.due}`;
  return (
    <Card
      sx={{ mt: 1.5 }}
      component="section"
      aria-label={`${row.pitchCode} ${row.guestName}`}
      data-testid={`meter-${row.pitchCode}`}
    >
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
            {row.pitchCode} · {row.guestName}
          </Typography>
          <Chip
            size="small"
            color={row.due === 'arrival' ? 'success' : 'warning'}
            label={translate(`app.meter.${row.due}`)}
          />
          <Box sx={{ flex: 1 }} />
          <Button
            component={Link}
            to={createPath({ resource: 'bookings', id: row.bookingId, type: 'show' })}
            size="small"
          >
            {translate('app.meter.booking', { number: row.bookingNumber })}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {translate('app.meter.meter', { number: row.meterNumber })} ·{' '}
          {formatDate(row.checkIn, locale)} – {formatDate(row.checkOut, locale)}
        </Typography>
        <Typography sx={{ mt: 1 }} data-testid="last-reading">
          {translate('app.meter.last')}:{' '}
          {row.last ? <ReadingText reading={row.last} /> : translate('app.meter.no_reading')}
        </Typography>
        {row.due === 'departure' && row.arrival && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.meter.arrival_reading')}: <ReadingText reading={row.arrival} />
          </Typography>
        )}
        {done ? (
          <Alert severity="success" sx={{ mt: 1.5 }}>
            {translate(`app.meter.recorded_${row.due}`)}: <ReadingText reading={done} />
          </Alert>
        ) : (
          <Box
            component="form"
            noValidate
            onSubmit={submit}
            sx={{
              mt: 1.5,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1.5,
              alignItems: 'flex-start',
            }}
          >
            <TextField
              id={inputId}
              label={translate(`app.meter.new_${row.due}`)}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setProblem(null);
              }}
              error={!!problem}
              helperText={problem ?? translate('app.meter.hint')}
              slotProps={{
                htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                input: { endAdornment: <Typography color="text.secondary">kWh</Typography> },
              }}
              sx={{
                flex: '1 1 260px',
                '& input': { fontSize: '1.4rem', py: 1.75 },
              }}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={mutation.isPending}
              sx={{ minHeight: 56, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
            >
              {translate('app.meter.save')}
            </Button>
          </Box>
        )}
        {charge && (
          <Alert severity="info" sx={{ mt: 1.5 }} data-testid="electricity-line">
            <strong>{locale === 'en' ? charge.label.en : charge.label.de}</strong>:{' '}
            {formatCents(charge.grossCents, locale)}
            {recorded?.charge && ` · ${translate(`app.meter.billed_${recorded.charge.billedOn}`)}`}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
};
