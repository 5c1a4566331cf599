import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  LinearProgress,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { formatNumber, formatPercent, formatTime } from '@/format';
import { Columns, Figure, LoadingPanels, Panel } from '@/pages/front-desk/parts';
import { performanceQuery, type Performance } from '@/pages/settings/systemApi';

const REFRESH_MS = 10_000;

const useFormat = () => {
  const [locale] = useLocaleState();
  return {
    n: (v: number, digits = 0) => formatNumber(v, locale, digits),
    ms: (v: number | null) => (v === null ? '–' : `${formatNumber(v, locale, v < 10 ? 1 : 0)} ms`),
    pct: (v: number) => formatPercent(v * 100, locale),
    time: (iso: string) => formatTime(iso, locale, true),
  };
};

/** A table that scrolls sideways on a phone instead of squeezing its columns. */
const Scroll = ({ label, children }: { label: string; children: ReactNode }) => (
  <TableContainer sx={{ overflowX: 'auto' }}>
    <Table size="small" aria-label={label}>
      {children}
    </Table>
  </TableContainer>
);

const Head = ({ cols, numeric }: { cols: string[]; numeric: number }) => {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {cols.map((c, i) => (
          <TableCell key={c} align={i >= cols.length - numeric ? 'right' : 'left'}>
            {translate(`app.performance.col.${c}`)}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
};

const Routes = ({ data }: { data: Performance }) => {
  const translate = useTranslate();
  const f = useFormat();
  if (data.routes.length === 0)
    return <Typography color="text.secondary">{translate('app.performance.no_routes')}</Typography>;
  return (
    <Scroll label={translate('app.performance.routes_title')}>
      <Head
        cols={['route', 'requests', 'rate', 'p50', 'p95', 'p99', 'errors', 'client_errors']}
        numeric={7}
      />
      <TableBody>
        {data.routes.map((r) => (
          <TableRow key={`${r.method} ${r.route}`}>
            <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all', minWidth: 200 }}>
              {r.method} {r.route}
            </TableCell>
            <TableCell align="right">{f.n(r.requests)}</TableCell>
            <TableCell align="right">{f.n(r.perSecond, 2)}</TableCell>
            <TableCell align="right">{f.ms(r.p50Ms)}</TableCell>
            <TableCell align="right">{f.ms(r.p95Ms)}</TableCell>
            <TableCell align="right">{f.ms(r.p99Ms)}</TableCell>
            <TableCell
              align="right"
              sx={{ color: r.serverErrorRate > 0 ? 'error.main' : undefined }}
            >
              {f.pct(r.serverErrorRate)}
            </TableCell>
            <TableCell align="right">{f.n(r.clientErrors)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Scroll>
  );
};

const Queues = ({ data }: { data: Performance }) => {
  const translate = useTranslate();
  const f = useFormat();
  if (!data.queues)
    return <Alert severity="warning">{translate('app.performance.queues_unknown')}</Alert>;
  return (
    <Scroll label={translate('app.performance.queues_title')}>
      <Head cols={['queue', 'waiting', 'active', 'delayed', 'failed']} numeric={4} />
      <TableBody>
        {data.queues.map((q) => (
          <TableRow key={q.queue}>
            <TableCell sx={{ fontFamily: 'monospace' }}>{q.queue}</TableCell>
            <TableCell align="right">{f.n(q.waiting)}</TableCell>
            <TableCell align="right">{f.n(q.active)}</TableCell>
            <TableCell align="right">{f.n(q.delayed)}</TableCell>
            <TableCell align="right" sx={{ color: q.failed > 0 ? 'error.main' : undefined }}>
              {f.n(q.failed)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Scroll>
  );
};

const Statements = ({ data }: { data: Performance }) => {
  const translate = useTranslate();
  const f = useFormat();
  if (!data.statements.available)
    return <Alert severity="info">{translate('app.performance.statements_unavailable')}</Alert>;
  if (data.statements.rows.length === 0)
    return (
      <Typography color="text.secondary">{translate('app.performance.no_statements')}</Typography>
    );
  return (
    <Scroll label={translate('app.performance.statements_title')}>
      <Head cols={['query', 'calls', 'mean', 'total']} numeric={3} />
      <TableBody>
        {data.statements.rows.map((s, i) => (
          <TableRow key={i}>
            <TableCell
              sx={{
                fontFamily: 'monospace',
                fontSize: '0.75rem',
                wordBreak: 'break-word',
                minWidth: 240,
              }}
            >
              {/* Three lines at most; the whole statement on hover. */}
              <Box
                component="span"
                title={s.query}
                sx={{
                  display: '-webkit-box',
                  WebkitLineClamp: 3,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {s.query}
              </Box>
            </TableCell>
            <TableCell align="right">{f.n(s.calls)}</TableCell>
            <TableCell align="right">{f.ms(s.meanMs)}</TableCell>
            <TableCell align="right">{f.ms(s.totalMs)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Scroll>
  );
};

/** docs/product.md §2.8 /admin/performance: latency per route, queues, database; refreshes itself. */
export const PerformancePage = () => {
  const translate = useTranslate();
  const f = useFormat();
  const [auto, setAuto] = useState(true);
  const query = useQuery({
    ...performanceQuery,
    refetchInterval: auto ? REFRESH_MS : false,
    placeholderData: keepPreviousData,
  });
  const { data } = query;
  const totals = data?.routes.reduce(
    (sum, r) => ({
      requests: sum.requests + r.requests,
      rate: sum.rate + r.perSecond,
      errors: sum.errors + Math.round(r.serverErrorRate * r.requests),
    }),
    { requests: 0, rate: 0, errors: 0 },
  );

  return (
    <Box sx={{ pb: 2, mt: 1 }}>
      <Title title="app.performance.title" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <FormControlLabel
          control={<Switch checked={auto} onChange={(e) => setAuto(e.target.checked)} />}
          label={translate('app.performance.auto_refresh')}
        />
        <Button
          startIcon={<RefreshIcon />}
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          {translate('app.performance.refresh')}
        </Button>
        {data && (
          <Typography variant="body2" color="text.secondary" role="status">
            {translate('app.performance.updated', { time: f.time(data.generatedAt) })}
          </Typography>
        )}
      </Box>
      {query.isFetching && <LinearProgress sx={{ mb: 1 }} aria-hidden />}
      {query.isError && !data ? (
        <Alert severity="error">{translate('app.performance.load_error')}</Alert>
      ) : !data ? (
        <LoadingPanels />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.performance.intro', {
              minutes: f.n(data.windowSeconds / 60, 1),
              uptime: f.n(data.uptimeSeconds / 60),
            })}
          </Typography>
          <Columns columns={4} phone={2}>
            <Figure
              label={translate('app.performance.col.requests')}
              value={f.n(totals!.requests)}
            />
            <Figure label={translate('app.performance.col.rate')} value={f.n(totals!.rate, 2)} />
            <Figure
              label={translate('app.performance.col.errors')}
              value={f.pct(totals!.requests ? totals!.errors / totals!.requests : 0)}
              tone={totals!.errors > 0 ? 'error' : undefined}
            />
            <Figure
              label={translate('app.performance.pool_title')}
              value={`${f.n(data.pool.used)} / ${f.n(data.pool.max)}`}
              hint={`${translate('app.performance.pool.free')}: ${f.n(data.pool.free)} · ${translate('app.performance.pool.pending')}: ${f.n(data.pool.pending)}`}
              tone={data.pool.pending > 0 ? 'warning' : undefined}
            />
          </Columns>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Panel title={translate('app.performance.routes_title')} testId="perf-routes">
              <Routes data={data} />
            </Panel>
            <Panel title={translate('app.performance.queues_title')} testId="perf-queues">
              <Queues data={data} />
            </Panel>
            <Panel title={translate('app.performance.statements_title')} testId="perf-statements">
              <Statements data={data} />
            </Panel>
          </Box>
        </>
      )}
    </Box>
  );
};
