import { useDeferredValue, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Loading, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { authEventDtoTypeValues } from '@contract/enums';
import type { AuthEvent } from '@/api-types';
import { formatDateTime, shortAgent } from '@/pages/security/format';

/** Every kind of sign-in event, as the contract lists them. */
const EVENT_TYPES = authEventDtoTypeValues;

const PER_PAGE = 20;

interface Filters {
  user: string;
  type: string;
  ip: string;
  from: string;
  to: string;
}
const EMPTY: Filters = { user: '', type: '', ip: '', from: '', to: '' };

/** The sign-in audit log (administrators) with filters for user, event, address and days. */
export const AuthEventsCard = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  // Typing in a text filter does not ask the server on every keystroke's render.
  const deferred = useDeferredValue(filters);
  const filter = Object.fromEntries(Object.entries(deferred).filter(([, v]) => v !== ''));
  const { data, total, isPending, isError, error, refetch } = useGetList<AuthEvent>(
    'auth-events',
    { pagination: { page, perPage: PER_PAGE }, sort: { field: 'at', order: 'DESC' }, filter },
    { placeholderData: (previous) => previous },
  );
  const set = (key: keyof Filters) => (e: { target: { value: string } }) => {
    setFilters((f) => ({ ...f, [key]: e.target.value }));
    setPage(1);
  };
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / PER_PAGE));

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.security.events.title')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 2fr 1.5fr 1.2fr 1.2fr' },
            // On narrow screens the text filters take a whole row, the two days share one.
            '& > :nth-of-type(-n+3)': { gridColumn: { xs: 'span 2', md: 'auto' } },
            mb: 2,
          }}
        >
          <TextField
            size="small"
            label={translate('resources.security.events.user')}
            value={filters.user}
            onChange={set('user')}
          />
          <TextField
            select
            size="small"
            label={translate('resources.security.events.event')}
            value={filters.type}
            onChange={set('type')}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">{translate('resources.security.events.all_events')}</MenuItem>
            {EVENT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {translate(`resources.security.events.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={translate('resources.security.events.address')}
            value={filters.ip}
            onChange={set('ip')}
          />
          <TextField
            size="small"
            type="date"
            label={translate('resources.security.events.from')}
            value={filters.from}
            onChange={set('from')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label={translate('resources.security.events.to')}
            value={filters.to}
            onChange={set('to')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        {isPending ? (
          <Loading />
        ) : isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {translate('resources.security.retry')}
              </Button>
            }
          >
            {error?.message || translate('resources.security.load_error')}
          </Alert>
        ) : data.length === 0 ? (
          <Typography color="text.secondary">
            {translate('resources.security.events.none')}
          </Typography>
        ) : (
          <>
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="auth-events">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('resources.security.events.at')}</TableCell>
                    <TableCell>{translate('resources.security.events.event')}</TableCell>
                    <TableCell>{translate('resources.security.events.user')}</TableCell>
                    <TableCell>{translate('resources.security.events.address')}</TableCell>
                    <TableCell>{translate('resources.security.sessions.browser')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.map((e) => (
                    <TableRow key={e.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(e.at, locale)}
                      </TableCell>
                      <TableCell>
                        {translate(`resources.security.events.types.${e.type}`)}
                      </TableCell>
                      <TableCell>{e.email ?? '–'}</TableCell>
                      <TableCell>{e.ip ?? '–'}</TableCell>
                      <TableCell>{shortAgent(e.userAgent)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Stack
              direction="row"
              spacing={1}
              sx={{ mt: 1, alignItems: 'center', justifyContent: 'flex-end' }}
            >
              <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
                {translate('resources.security.events.count', { smart_count: total ?? 0 })}
              </Typography>
              <Button size="small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {translate('resources.security.events.previous')}
              </Button>
              <Button
                size="small"
                disabled={page >= lastPage}
                onClick={() => setPage((p) => p + 1)}
              >
                {translate('resources.security.events.next')}
              </Button>
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
};
