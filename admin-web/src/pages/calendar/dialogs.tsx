import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useCreate, useLocaleState, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { CalendarBooking, CalendarPitch } from '@/api-types';
import { formatStayDate } from '@/bookings/format';
import { StayChangePrice } from '@/bookings/StayChangePrice';
import { isCalendarDate } from '@/pages/calendar/timeline';

export interface BlockDraft {
  pitchId: string;
  startDate: string;
  endDate: string;
}

export interface MoveDraft {
  booking: CalendarBooking;
  pitchId: string;
  checkIn: string;
  checkOut: string;
}

type Errors = Partial<Record<string, string>>;

/** The API's message and its per-field messages (400), in the panel language. */
function apiProblems(error: unknown): { message: string; fields: Errors } {
  const e = error as { message?: string; body?: { message?: string; fields?: Errors } };
  return {
    message: e?.body?.message ?? e?.message ?? 'ra.notification.http_error',
    fields: e?.body?.fields ?? {},
  };
}

/** Checks the two dates before anything is sent, with the console's own messages. */
function dateErrors(start: string, end: string, [a, b]: [string, string]): Errors {
  const errors: Errors = {};
  if (!isCalendarDate(start)) errors[a] = 'ra.validation.required';
  if (!isCalendarDate(end)) errors[b] = 'ra.validation.required';
  else if (isCalendarDate(start) && end <= start) errors[b] = 'app.calendar.end_after_start';
  return errors;
}

const PitchSelect = ({
  pitches,
  value,
  onChange,
  error,
}: {
  pitches: CalendarPitch[];
  value: string;
  onChange: (id: string) => void;
  error?: string;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      label={translate('app.calendar.pitch')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ? translate(error, { _: error }) : ' '}
      fullWidth
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
    >
      {pitches.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {p.code}
        </MenuItem>
      ))}
    </TextField>
  );
};

const DateField = ({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      type="date"
      label={translate(label)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ? translate(error, { _: error }) : ' '}
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
};

/** Closes a pitch from an empty cell: first night and end prefilled, a reason required. */
export const BlockDialog = ({
  draft,
  pitches,
  onClose,
  onSaved,
}: {
  draft: BlockDraft | null;
  pitches: CalendarPitch[];
  onClose: () => void;
  onSaved: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [create, { isPending }] = useCreate();
  // Mounted afresh for each draft (the caller keys it), so the fields start from the draft.
  const [values, setValues] = useState({
    pitchId: draft?.pitchId ?? '',
    startDate: draft?.startDate ?? '',
    endDate: draft?.endDate ?? '',
    reason: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof typeof values) => (v: string) => setValues((x) => ({ ...x, [key]: v }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Errors = dateErrors(values.startDate, values.endDate, ['startDate', 'endDate']);
    if (!values.reason.trim()) found.reason = 'ra.validation.required';
    setErrors(found);
    if (Object.keys(found).length) return;
    void create(
      'blocks',
      { data: { ...values, reason: values.reason.trim() } },
      {
        onSuccess: () => {
          notify('app.calendar.block_created', { type: 'success' });
          onSaved();
        },
        onError: (error) => {
          const { message, fields } = apiProblems(error);
          setErrors(fields);
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
      },
    );
  };

  return (
    <Dialog open={draft !== null} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('app.calendar.block_title')}</DialogTitle>
        <DialogContent>
          <Stack sx={{ pt: 1 }}>
            <PitchSelect
              pitches={pitches}
              value={values.pitchId}
              onChange={set('pitchId')}
              error={errors.pitchId}
            />
            <DateField
              label="app.calendar.block_start"
              value={values.startDate}
              onChange={set('startDate')}
              error={errors.startDate}
            />
            <DateField
              label="app.calendar.block_end"
              value={values.endDate}
              onChange={set('endDate')}
              error={errors.endDate}
            />
            <TextField
              label={translate('app.calendar.block_reason')}
              value={values.reason}
              onChange={(e) => set('reason')(e.target.value)}
              error={!!errors.reason}
              helperText={errors.reason ? translate(errors.reason, { _: errors.reason }) : ' '}
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/**
 * Moves a booking to other dates and/or another pitch (from a drop, or from the keyboard), showing
 * the old and new price and the difference first. The API decides: a taken pitch answers 409,
 * shown as it says, and nothing changes. An invoiced booking gets a storno and a new invoice.
 */
export const MoveDialog = ({
  draft,
  pitches,
  onClose,
  onSaved,
}: {
  draft: MoveDraft | null;
  pitches: CalendarPitch[];
  onClose: () => void;
  onSaved: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [update, { isPending }] = useUpdate();
  // Mounted afresh for each draft (the caller keys it), so the fields start from the draft.
  const [values, setValues] = useState({
    pitchId: draft?.pitchId ?? '',
    checkIn: draft?.checkIn ?? '',
    checkOut: draft?.checkOut ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof typeof values) => (v: string) => setValues((x) => ({ ...x, [key]: v }));
  const b = draft?.booking;
  const code = (id: string) => pitches.find((p) => p.id === id)?.code ?? '';
  // Priced as soon as the dates make a stay: old, new, difference, before anything is saved.
  const priceable =
    !!values.pitchId &&
    Object.keys(dateErrors(values.checkIn, values.checkOut, ['checkIn', 'checkOut'])).length === 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!b) return;
    const found = dateErrors(values.checkIn, values.checkOut, ['checkIn', 'checkOut']);
    setErrors(found);
    if (Object.keys(found).length) return;
    void update(
      'bookings',
      { id: b.id, data: values, previousData: { id: b.id } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.calendar.moved', { type: 'success' });
          onSaved();
        },
        onError: (error) => {
          const { message, fields } = apiProblems(error);
          notify(message, { type: 'error', messageArgs: { _: message } });
          if (Object.keys(fields).length) setErrors(fields);
          else onClose();
        },
      },
    );
  };

  return (
    <Dialog open={draft !== null} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{b && translate('app.calendar.move_title', { number: b.number })}</DialogTitle>
        <DialogContent>
          {b && (
            <Typography variant="body2" sx={{ mb: 1 }}>
              {translate('app.calendar.move_content', {
                guest: b.guestName,
                pitch: code(b.pitchId),
                checkIn: formatStayDate(b.checkIn, locale),
                checkOut: formatStayDate(b.checkOut, locale),
              })}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.calendar.move_hint')}
          </Typography>
          <PitchSelect
            pitches={pitches}
            value={values.pitchId}
            onChange={set('pitchId')}
            error={errors.pitchId}
          />
          <DateField
            label="resources.bookings.fields.checkIn"
            value={values.checkIn}
            onChange={set('checkIn')}
            error={errors.checkIn}
          />
          <DateField
            label="resources.bookings.fields.checkOut"
            value={values.checkOut}
            onChange={set('checkOut')}
            error={errors.checkOut}
          />
          {b && priceable && <StayChangePrice bookingId={b.id} stay={values} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {translate('app.calendar.move')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
