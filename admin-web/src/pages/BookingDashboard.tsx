import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Chip,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { Title, useBasename, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { BookingDashboard as Data, Cancellation } from '@/api-types';
import { cancellationReasonLabel, formatStayDate } from '@/bookings/format';
import { formatCents } from '@/fields/money';
import { bookingDashboardQuery } from '@/pages/front-desk/api';
import { Columns, LoadError, LoadingPanels, Panel, StayList } from '@/pages/front-desk/parts';

const STATUS_COLOR = {
  pending: 'warning',
  confirmed: 'success',
  cancelled: 'error',
  expired: 'inherit',
  no_show: 'warning',
} as const;

/** docs/product.md §2.8 /admin/booking-dashboard: how bookings come in, what waits, who arrives, who left. */
export const BookingDashboard = () => {
  const { data, isPending, isError, refetch } = useQuery(bookingDashboardQuery);
  return (
    <Box sx={{ pb: 2 }}>
      <Title title="app.booking_dashboard.title" />
      {isPending ? (
        <LoadingPanels />
      ) : isError ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <Body data={data} />
      )}
    </Box>
  );
};

const Counts = ({
  rows,
}: {
  rows: {
    key: string;
    label: string;
    count: number;
    color: 'warning' | 'success' | 'error' | 'inherit' | 'primary';
  }[];
}) => {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {rows.map((r) => (
        <Box key={r.key} sx={{ mb: 1.25 }} data-testid={`count-${r.key}`}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Typography component="dt" variant="body2">
              {r.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              {r.count}
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={(r.count * 100) / max}
            color={r.color}
            aria-hidden
            sx={{ height: 6, borderRadius: 3 }}
          />
        </Box>
      ))}
    </Box>
  );
};

const Body = ({ data }: { data: Data }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Columns columns={2}>
        <Panel
          title={translate('app.booking_dashboard.by_status', { days: data.periodDays })}
          testId="by-status"
        >
          <Counts
            rows={data.byStatus.map((s) => ({
              key: s.status,
              label: translate(`resources.bookings.status.${s.status}`),
              count: s.count,
              color: STATUS_COLOR[s.status],
            }))}
          />
        </Panel>
        <Panel
          title={translate('app.booking_dashboard.by_channel', { days: data.periodDays })}
          testId="by-channel"
        >
          <Counts
            rows={data.byChannel.map((c) => ({
              key: c.channel,
              label: translate(`resources.bookings.channel.${c.channel}`),
              count: c.count,
              color: 'primary',
            }))}
          />
        </Panel>
      </Columns>
      <Columns columns={2}>
        <Panel title={translate('app.booking_dashboard.holds')} testId="holds">
          <StayList stays={data.holdsExpiring} empty="app.booking_dashboard.no_holds" showDates />
        </Panel>
        <Panel title={translate('app.booking_dashboard.cancellations')} testId="cancellations">
          <Cancellations items={data.recentCancellations} />
        </Panel>
      </Columns>
      <Panel
        title={translate('app.booking_dashboard.refunds_to_pay_out')}
        testId="refunds-to-pay-out"
      >
        <Cancellations
          items={data.refundsToPayOut}
          empty="app.booking_dashboard.no_refunds_to_pay_out"
        />
      </Panel>
      <Panel title={translate('app.booking_dashboard.arrivals')} testId="arrivals-14">
        <StayList
          stays={data.arrivalsNext14Days}
          empty="app.booking_dashboard.no_arrivals"
          showDates
        />
      </Panel>
    </Box>
  );
};

const Cancellations = ({
  items,
  empty = 'app.booking_dashboard.no_cancellations',
}: {
  items: Cancellation[];
  empty?: string;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const basename = useBasename();
  if (!items.length)
    return (
      <Typography color="text.secondary" variant="body2">
        {translate(empty)}
      </Typography>
    );
  return (
    <List dense disablePadding>
      {items.map((c) => (
        <ListItemButton
          key={c.id}
          onClick={() => navigate(`${basename}/bookings/${c.id}/show`)}
          aria-label={translate('app.front_desk.open_booking', { number: c.number })}
          sx={{ px: 1, borderRadius: 1, flexWrap: 'wrap', gap: 0.5 }}
        >
          <ListItemText
            sx={{ minWidth: 0, flex: '1 1 180px', my: 0.25 }}
            primary={
              <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
                <Box component="span" sx={{ fontFamily: 'monospace', mr: 1 }}>
                  {c.pitchCode}
                </Box>
                {c.guestName}
              </Typography>
            }
            secondary={[
              c.number,
              `${formatStayDate(c.checkIn, locale)} – ${formatStayDate(c.checkOut, locale)}`,
              translate('app.booking_dashboard.cancelled_at', {
                date: formatStayDate(c.cancelledAt.slice(0, 10), locale),
              }),
            ].join(' · ')}
          />
          <Box
            sx={{
              display: 'flex',
              gap: 0.5,
              flexWrap: 'wrap',
              minWidth: 0,
              maxWidth: '100%',
              // A long reason or address shortens with an ellipsis instead of leaving the panel.
              '& .MuiChip-root': { maxWidth: '100%' },
            }}
          >
            {c.status === 'no_show' && !c.reason?.startsWith('no_show:') && (
              <Chip
                size="small"
                color="secondary"
                label={translate('resources.bookings.status.no_show')}
              />
            )}
            <Chip size="small" label={cancellationReasonLabel(c.reason, translate)} />
            {c.cancellationFeeCents > 0 && (
              <Chip
                size="small"
                variant="outlined"
                label={translate('app.booking_dashboard.fee', {
                  amount: formatCents(c.cancellationFeeCents, locale),
                })}
              />
            )}
            {c.refundDueCents > 0 && (
              <Chip
                size="small"
                color="warning"
                label={translate('app.booking_dashboard.refund_due', {
                  amount: formatCents(c.refundDueCents, locale),
                })}
              />
            )}
            {c.creditCents > 0 && (
              <Chip
                size="small"
                variant="outlined"
                label={translate('app.booking_dashboard.credit', {
                  amount: formatCents(c.creditCents, locale),
                })}
              />
            )}
          </Box>
        </ListItemButton>
      ))}
    </List>
  );
};
