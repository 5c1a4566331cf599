import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import {
  EditButton,
  FunctionField,
  Labeled,
  ListButton,
  ReferenceField,
  SelectField,
  Show,
  TextField,
  TopToolbar,
  useGetList,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { categoryName } from '@/categories/name';
import { LocalDateField } from '@/fields/LocalDateField';
import { MoneyField } from '@/fields/MoneyField';
import { formatCents } from '@/fields/money';
import { CancelBookingButton, NoShowButton } from '@/bookings/CancelBookingButton';
import { ConfirmBookingButton } from '@/bookings/ConfirmBookingButton';
import {
  channelChoices,
  countryChoices,
  languageChoices,
  paymentMethodChoices,
} from '@/bookings/choices';
import { PaymentStatusField, StatusField, StayDateField } from '@/bookings/fields';
import { cancellationReasonLabel, guestName } from '@/bookings/format';
import { PriceTable } from '@/bookings/PriceTable';
import { BookingPayments } from '@/bookings/BookingPayments';
import { BookingRegistration } from '@/bookings/BookingRegistration';
import type { BookingRecord, ExtraRecord } from '@/bookings/types';
import type { AccessCode } from '@/api-types';
import { formatDateTime } from '@/format';

const Actions = () => (
  <TopToolbar>
    <ListButton />
    <EditButton />
    <ConfirmBookingButton />
    <NoShowButton />
    <CancelBookingButton />
  </TopToolbar>
);

const Panel = ({
  title,
  children,
  fill = true,
}: {
  title: string;
  children: ReactNode;
  /** Stretch to the height of its grid row (false inside a stack of panels). */
  fill?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" sx={fill ? { height: '100%' } : undefined}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

const Fields = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
      gap: 2,
      // A long email address wraps inside its cell instead of running over the next field.
      '& > *': { minWidth: 0 },
      '& .MuiTypography-root': { overflowWrap: 'anywhere' },
    }}
  >
    {children}
  </Box>
);

const Header = () => {
  const record = useRecordContext<BookingRecord>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Typography variant="h5" component="p" sx={{ mr: 1 }}>
        {record.number} · {guestName(record)}
      </Typography>
      <StatusField />
      <PaymentStatusField />
    </Stack>
  );
};

const Party = () => {
  const record = useRecordContext<BookingRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const parts = [translate('resources.bookings.party.adults', { smart_count: record.adults })];
  if (record.children)
    parts.push(translate('resources.bookings.party.children', { smart_count: record.children }));
  return (
    <Typography component="span" variant="body2">
      {parts.join(', ')}
    </Typography>
  );
};

const Extras = () => {
  const record = useRecordContext<BookingRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data: extras } = useGetList<ExtraRecord>('extras', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'sortOrder', order: 'ASC' },
  });
  if (!record) return null;
  if (!record.extras.length)
    return (
      <Typography component="span" variant="body2">
        {translate('resources.bookings.extras.none')}
      </Typography>
    );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {record.extras.map((pick) => {
        const extra = extras?.find((x) => x.code === pick.code);
        const name = extra ? (locale === 'en' ? extra.nameEn : extra.nameDe) : pick.code;
        return (
          <Chip
            key={pick.code}
            size="small"
            label={pick.quantity > 1 ? `${pick.quantity} × ${name}` : name}
          />
        );
      })}
    </Stack>
  );
};

type AccessCodeRecord = AccessCode;

const dateTime = (value: string, locale: string) => formatDateTime(value, locale);

/** The gate code of the stay, once issued (24 h before arrival). */
const AccessCode = () => {
  const record = useRecordContext<BookingRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data } = useGetList<AccessCodeRecord>(
    'access-codes',
    {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { bookingId: record?.id },
    },
    { enabled: !!record },
  );
  const code = data?.find((c) => c.status === 'active') ?? data?.[0];
  if (!code)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.bookings.access_code.none')}
      </Typography>
    );
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography
          variant="h5"
          component="p"
          sx={{ fontFamily: 'monospace', letterSpacing: '0.15em' }}
        >
          {code.code}
        </Typography>
        <Chip
          size="small"
          color={code.status === 'active' ? 'success' : 'default'}
          label={translate(`resources.bookings.access_code.status.${code.status}`)}
        />
      </Stack>
      <Typography variant="body2">
        {translate('resources.bookings.access_code.valid', {
          from: dateTime(code.validFrom, locale),
          until: dateTime(code.validUntil, locale),
        })}
      </Typography>
    </Stack>
  );
};

const Country = () => {
  const record = useRecordContext<BookingRecord>();
  const [locale] = useLocaleState();
  if (!record?.country) return null;
  return (
    <Typography component="span" variant="body2">
      {countryChoices(locale).find((c) => c.id === record.country)?.name ?? record.country}
    </Typography>
  );
};

const Price = () => {
  const record = useRecordContext<BookingRecord>();
  return record?.quote ? <PriceTable quote={record.quote} /> : null;
};

const Cancellation = () => {
  const record = useRecordContext<BookingRecord>();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  if (!record || (record.status !== 'cancelled' && record.status !== 'no_show')) return null;
  return (
    <Panel
      title={
        record.status === 'no_show'
          ? 'resources.bookings.no_show.section'
          : 'resources.bookings.sections.cancellation'
      }
      fill={false}
    >
      <Fields>
        <Labeled
          source="cancelledAt"
          label={record.status === 'no_show' ? 'resources.bookings.no_show.recorded_at' : undefined}
        >
          <LocalDateField source="cancelledAt" showTime />
        </Labeled>
        <Labeled
          source="cancellationFeeCents"
          label={record.status === 'no_show' ? 'resources.bookings.no_show.charge' : undefined}
        >
          <Typography component="span" variant="body2">
            {formatCents(record.cancellationFeeCents, locale)}
          </Typography>
        </Labeled>
        <Labeled source="cancellationReason">
          <Typography component="span" variant="body2">
            {cancellationReasonLabel(record.cancellationReason, translate)}
          </Typography>
        </Labeled>
      </Fields>
    </Panel>
  );
};

/**
 * What the guest owes, from the API's ledger summary: the stay's total, or once cancelled (or a
 * no-show) the kept fee, with the stay's price beside it — the same figure as the payments panel.
 */
const OwedTotal = () => {
  const record = useRecordContext<BookingRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  if (record.status !== 'cancelled' && record.status !== 'no_show')
    return <MoneyField source="totalCents" />;
  return (
    <Typography component="span" variant="body2" data-testid="owed-total">
      {translate('resources.bookings.money.owed_after_end', {
        amount: formatCents(record.money.totalCents, locale),
        total: formatCents(record.totalCents, locale),
      })}
    </Typography>
  );
};

const Grid = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      gap: 2,
      p: { xs: 1, sm: 2 },
    }}
  >
    {children}
  </Box>
);

/** Everything about one booking: stay, guest, price snapshot, access code, status. */
export const BookingShow = () => {
  const [locale] = useLocaleState();
  return (
    <Show actions={<Actions />}>
      <Box sx={{ p: { xs: 1, sm: 2 }, pb: 0 }}>
        <Header />
      </Box>
      <Grid>
        <Panel title="resources.bookings.sections.stay">
          <Fields>
            <Labeled source="pitchId">
              <TextField source="pitchCode" />
            </Labeled>
            <Labeled source="categoryId">
              <ReferenceField source="categoryId" reference="categories" link={false}>
                <FunctionField
                  render={(c: { nameDe: string; nameEn: string }) => categoryName(c, locale)}
                />
              </ReferenceField>
            </Labeled>
            <Labeled source="checkIn">
              <StayDateField source="checkIn" />
            </Labeled>
            <Labeled source="checkOut">
              <StayDateField source="checkOut" />
            </Labeled>
            <Labeled source="nights">
              <TextField source="nights" />
            </Labeled>
            <Labeled source="party">
              <Party />
            </Labeled>
          </Fields>
          <Box sx={{ mt: 2 }}>
            <Labeled source="extras">
              <Extras />
            </Labeled>
          </Box>
        </Panel>
        <Panel title="resources.bookings.sections.guest">
          <Fields>
            <Labeled source="firstName">
              <TextField source="firstName" />
            </Labeled>
            <Labeled source="lastName">
              <TextField source="lastName" />
            </Labeled>
            <Labeled source="email">
              <TextField source="email" emptyText="–" />
            </Labeled>
            <Labeled source="phone">
              <TextField source="phone" emptyText="–" />
            </Labeled>
            <Labeled source="street">
              <TextField source="street" emptyText="–" />
            </Labeled>
            <Labeled label="resources.bookings.fields.place">
              <FunctionField
                render={(r: BookingRecord) =>
                  [r.postalCode, r.city].filter(Boolean).join(' ') || '–'
                }
              />
            </Labeled>
            <Labeled source="country">
              <Country />
            </Labeled>
            <Labeled source="uid">
              <TextField source="uid" emptyText="–" />
            </Labeled>
            <Labeled source="language">
              <SelectField source="language" choices={languageChoices} />
            </Labeled>
          </Fields>
        </Panel>
        <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
          <Panel title="resources.bookings.sections.price">
            <Price />
          </Panel>
        </Box>
        <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
          <Panel title="app.registration.title">
            <BookingRegistration />
          </Panel>
        </Box>
        <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
          <Panel title="resources.payments.title">
            <BookingPayments />
          </Panel>
        </Box>
        <Panel title="resources.bookings.sections.booking">
          <Fields>
            <Labeled source="status">
              <StatusField />
            </Labeled>
            <Labeled source="paymentStatus">
              <PaymentStatusField />
            </Labeled>
            <Labeled source="paymentMethod">
              <SelectField source="paymentMethod" choices={paymentMethodChoices} emptyText="–" />
            </Labeled>
            <Labeled source="channel">
              <SelectField source="channel" choices={channelChoices} />
            </Labeled>
            <Labeled source="totalCents">
              <OwedTotal />
            </Labeled>
            <Labeled source="createdAt">
              <LocalDateField source="createdAt" showTime />
            </Labeled>
            <Labeled source="createdBy">
              <TextField source="createdBy" emptyText="–" />
            </Labeled>
            <Labeled source="notes">
              <TextField source="notes" emptyText="–" />
            </Labeled>
            <Labeled source="plates" label="app.plates.label">
              <FunctionField<BookingRecord>
                source="plates"
                render={(r) => (r.plates?.length ? r.plates.join(', ') : '–')}
              />
            </Labeled>
          </Fields>
        </Panel>
        <Stack spacing={2}>
          <Panel title="resources.bookings.sections.access_code" fill={false}>
            <AccessCode />
          </Panel>
          <Cancellation />
        </Stack>
      </Grid>
    </Show>
  );
};
