import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import type { StayChange } from '@/api-types';
import { formatCents } from '@/fields/money';
import { api, ok } from '@/providers/api';

/** The API's price of a changed stay (the save's own pricing), never cached. */
export const stayChangeQuery = (bookingId: string, stay: StayChange) =>
  queryOptions({
    queryKey: ['admin', 'bookings', bookingId, 'quote', stay],
    queryFn: () =>
      ok(
        api.POST('/api/admin/bookings/{id}/quote', {
          params: { path: { id: bookingId } },
          body: stay,
        }),
      ),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });

const signed = (cents: number, locale: string) =>
  `${cents > 0 ? '+' : cents < 0 ? '−' : '±'}${formatCents(Math.abs(cents), locale)}`;

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
    <Typography variant="body2">{label}</Typography>
    <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}>
      {value}
    </Typography>
  </Stack>
);

/**
 * Old price, new price and the difference of a changed stay before it is saved, what is due or
 * owed back afterwards, and — for an invoiced booking — that its invoice is reversed and replaced.
 * Used by the calendar's move dialog and the booking edit form.
 */
export const StayChangePrice = ({ bookingId, stay }: { bookingId: string; stay: StayChange }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, error, isPending } = useQuery(stayChangeQuery(bookingId, stay));
  if (isPending) return <Skeleton variant="rectangular" height={88} />;
  if (error && !data) {
    const e = error as { body?: { message?: string }; message?: string };
    const message = e.body?.message ?? e.message ?? 'ra.notification.http_error';
    return (
      <Alert severity="warning" data-testid="stay-change-price">
        {translate(message, { _: message })}
      </Alert>
    );
  }
  if (!data) return null;
  return (
    <Box
      data-testid="stay-change-price"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, width: '100%' }}
    >
      <Row
        label={translate('app.stay_change.old')}
        value={formatCents(data.currentTotalCents, locale)}
      />
      <Row
        label={translate('app.stay_change.new')}
        value={formatCents(data.quote.totalCents, locale)}
      />
      <Row
        label={translate('app.stay_change.difference')}
        value={signed(data.differenceCents, locale)}
        strong
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {data.creditCents > 0
          ? translate('app.stay_change.credit', {
              paid: formatCents(data.paidCents, locale),
              credit: formatCents(data.creditCents, locale),
            })
          : translate('app.stay_change.due', {
              paid: formatCents(data.paidCents, locale),
              due: formatCents(data.dueCents, locale),
            })}
      </Typography>
      {data.currentInvoiceNumber && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('app.stay_change.reissue', { number: data.currentInvoiceNumber })}
        </Typography>
      )}
    </Box>
  );
};
