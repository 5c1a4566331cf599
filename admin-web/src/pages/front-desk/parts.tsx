import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItemButton,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { useBasename, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { DeskStay } from '@/api-types';
import { formatStayDate } from '@/bookings/format';
import { formatDayTime } from '@/format';

/** A titled card of a dashboard. */
export const Panel = ({
  title,
  children,
  action,
  testId,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  testId?: string;
}) => (
  <Card sx={{ height: '100%' }} data-testid={testId} component="section" aria-label={title}>
    <CardContent>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: '1.05rem' }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </CardContent>
  </Card>
);

/** A big figure with its label, for the row of key numbers. */
export const Figure = ({
  label,
  value,
  hint,
  tone,
  onClick,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: 'warning' | 'error';
  onClick?: () => void;
}) => (
  <Card
    component="section"
    aria-label={label}
    sx={{ height: '100%', cursor: onClick ? 'pointer' : undefined }}
    onClick={onClick}
  >
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="h4"
        component="p"
        sx={{
          my: 0.5,
          fontSize: { xs: '1.6rem', sm: '2.125rem' },
          color: tone ? `${tone}.main` : undefined,
        }}
      >
        {value}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
    </CardContent>
  </Card>
);

/** Responsive grid: one column on a phone, `columns` from `md` up. */
export const Columns = ({
  columns,
  children,
  phone = 1,
}: {
  columns: number;
  children: ReactNode;
  /** Columns on a phone (figures fit two abreast). */
  phone?: number;
}) => (
  <Box
    sx={{
      display: 'grid',
      gap: { xs: 1, sm: 2 },
      gridTemplateColumns: {
        xs: `repeat(${phone}, minmax(0, 1fr))`,
        sm: `repeat(${Math.min(columns, 2)}, minmax(0, 1fr))`,
        md: `repeat(${columns}, minmax(0, 1fr))`,
      },
      mb: 2,
    }}
  >
    {children}
  </Box>
);

export const LoadingPanels = () => (
  <Box sx={{ mt: 2 }} aria-busy="true">
    <Columns columns={4}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={110} />
      ))}
    </Columns>
    <Columns columns={2}>
      <Skeleton variant="rounded" height={240} />
      <Skeleton variant="rounded" height={240} />
    </Columns>
  </Box>
);

/** A page's data did not load: the message (default: the front desk's) and a retry. */
export const LoadError = ({
  onRetry,
  message = 'app.front_desk.load_error',
}: {
  onRetry: () => void;
  message?: string;
}) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.front_desk.retry')}
        </Button>
      }
    >
      {translate(message)}
    </Alert>
  );
};

export const useTime = () => {
  const [locale] = useLocaleState();
  return (iso: string) => formatDayTime(iso, locale);
};

/** Stays as compact rows (fits 390 px): pitch and guest, number and party, code and payment chips. */
export const StayList = ({
  stays,
  empty,
  showDates,
  testId,
}: {
  stays: DeskStay[];
  empty: string;
  showDates?: boolean;
  testId?: string;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const basename = useBasename();
  const time = useTime();
  if (!stays.length)
    return (
      <Typography color="text.secondary" variant="body2" data-testid={testId}>
        {translate(empty)}
      </Typography>
    );
  return (
    <List dense disablePadding data-testid={testId}>
      {stays.map((s) => (
        <ListItemButton
          key={s.id}
          onClick={() => navigate(`${basename}/bookings/${s.id}/show`)}
          aria-label={translate('app.front_desk.open_booking', { number: s.number })}
          sx={{ px: 1, borderRadius: 1, alignItems: 'flex-start', flexWrap: 'wrap', gap: 0.5 }}
        >
          <ListItemText
            sx={{ minWidth: 0, flex: '1 1 180px', my: 0.25 }}
            primary={
              <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
                <Box component="span" sx={{ fontFamily: 'monospace', mr: 1 }}>
                  {s.pitchCode}
                </Box>
                {s.guestName}
              </Typography>
            }
            secondary={[
              s.number,
              showDates
                ? `${formatStayDate(s.checkIn, locale)} – ${formatStayDate(s.checkOut, locale)}`
                : null,
              translate('app.front_desk.nights', { smart_count: s.nights }),
              translate('app.front_desk.adults', { smart_count: s.adults }),
              translate('app.front_desk.children', { smart_count: s.children }),
            ]
              .filter(Boolean)
              .join(' · ')}
          />
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', my: 0.25 }}>
            {s.status === 'pending' ? (
              <Chip
                size="small"
                color="warning"
                label={
                  s.holdExpiresAt
                    ? translate('app.front_desk.hold_until', { time: time(s.holdExpiresAt) })
                    : translate('resources.bookings.status.pending')
                }
              />
            ) : (
              <Chip
                size="small"
                variant="outlined"
                color={s.codeIssued ? 'success' : 'default'}
                data-testid="gate-code"
                // The code itself, so the desk can tell the guest; its state when none is live.
                label={
                  s.gateCode
                    ? translate('app.front_desk.gate_code', { code: s.gateCode })
                    : translate(
                        s.codeIssued ? 'app.front_desk.code_issued' : 'app.front_desk.code_missing',
                      )
                }
                sx={s.gateCode ? { fontFamily: 'monospace', fontWeight: 600 } : undefined}
              />
            )}
            <Chip
              size="small"
              variant="outlined"
              color={s.paymentStatus === 'paid' ? 'success' : 'warning'}
              label={translate(`resources.bookings.payment_status.${s.paymentStatus}`)}
            />
            {s.registrationMissing !== undefined && (
              <Chip
                size="small"
                variant="outlined"
                data-testid="registration-badge"
                color={s.registrationMissing === 0 ? 'success' : 'warning'}
                label={
                  s.registrationMissing === 0
                    ? translate('app.registration.badge_complete')
                    : translate('app.registration.badge_missing', {
                        smart_count: s.registrationMissing,
                      })
                }
              />
            )}
          </Box>
        </ListItemButton>
      ))}
    </List>
  );
};
