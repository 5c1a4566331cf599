import { useEffect, useRef, useState } from 'react';
import { Alert, Box, LinearProgress, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useInput, useTranslate } from 'react-admin';
import { PriceTable } from '@/bookings/PriceTable';
import { normalizeExtras } from '@/bookings/payload';
import type { ExtraPick, Quote } from '@/bookings/types';
import { api, ok } from '@/providers/api';

/** How long the form waits after the last keystroke before it asks for a price. */
export const QUOTE_DEBOUNCE_MS = 300;

export interface QuoteRequest {
  pitchId: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  extras: ExtraPick[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The stay the form describes, or null while something the price needs is missing. */
export function quoteRequestOf(values: {
  pitchId?: string | null;
  checkIn?: string | null;
  checkOut?: string | null;
  adults?: number | string | null;
  children?: number | string | null;
  extras?: ExtraPick[] | null;
}): QuoteRequest | null {
  const { pitchId, checkIn, checkOut } = values;
  const adults = Number(values.adults);
  const children = Number(values.children ?? 0);
  if (!pitchId || !checkIn || !checkOut || !DATE.test(checkIn) || !DATE.test(checkOut)) return null;
  if (checkOut <= checkIn || !Number.isInteger(adults) || adults < 1) return null;
  if (!Number.isInteger(children) || children < 0) return null;
  return { pitchId, checkIn, checkOut, adults, children, extras: normalizeExtras(values.extras) };
}

/** The API's answer for one state of the form (its request as JSON). */
type Answer = { key: string; quote: Quote } | { key: string; refused: string };

/**
 * The live price of the phone booking while staff type: the guest's quote for the stay in the form
 * (POST /admin/bookings/quote, the same pricing code), asked again a moment after the stay changes;
 * an answer for an older state of the form is dropped. A refusal (minimum stay, pitch taken) shows
 * the API's reason. The shown total is kept in the form as `quotedTotalCents`, which the booking is
 * stored at (the API refuses another price), and saving waits until there is one.
 */
export const QuotePanel = () => {
  const translate = useTranslate();
  const values = useWatch({
    name: ['pitchId', 'checkIn', 'checkOut', 'adults', 'children', 'extras'],
  }) as [string, string, string, number, number, ExtraPick[]];
  const [pitchId, checkIn, checkOut, adults, children, extras] = values;
  const request = quoteRequestOf({ pitchId, checkIn, checkOut, adults, children, extras });
  const key = request ? JSON.stringify(request) : '';
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [lastQuote, setLastQuote] = useState<Quote | null>(null);
  const latest = useRef('');
  const { fieldState } = useInput<number | null>({
    source: 'quotedTotalCents',
    defaultValue: null,
    validate: (value: number | null) =>
      value == null ? 'resources.bookings.quote.required' : undefined,
  });
  const { setValue } = useFormContext();
  // Asked again after every save attempt: a refused save (409 priceChanged) shows the new price.
  const { submitCount } = useFormState();

  useEffect(() => {
    latest.current = key;
    // Not a change staff made: leaving the form does not ask about it.
    const setTotal = (cents: number | null) =>
      setValue('quotedTotalCents', cents, { shouldDirty: false });
    setTotal(null);
    if (!key) return;
    const timer = setTimeout(() => {
      // The key is the request as JSON: the effect runs once per distinct request.
      const body: QuoteRequest = JSON.parse(key);
      ok(api.POST('/api/admin/bookings/quote', { body }))
        .then((quote) => {
          // An answer for an older state of the form is dropped.
          if (latest.current !== key) return;
          setAnswer({ key, quote });
          setLastQuote(quote);
          setTotal(quote.totalCents);
        })
        .catch((error: unknown) => {
          if (latest.current !== key) return;
          setAnswer({ key, refused: (error as { message?: string })?.message ?? '' });
        });
    }, QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, setValue, submitCount]);

  // Beside the console's menu the form is narrow up to a wide screen: two columns there.
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const current = key && answer?.key === key ? answer : null;
  const loading = !!key && !current;
  return (
    <Box
      data-testid="quote-panel"
      aria-live="polite"
      aria-busy={loading}
      // A grid column that may shrink: the table never widens the form beyond the screen.
      sx={{ width: '100%', mb: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      {!key && (
        <Typography color="text.secondary">{translate('resources.bookings.quote.hint')}</Typography>
      )}
      {loading && (
        <>
          <LinearProgress aria-label={translate('resources.bookings.quote.loading')} />
          {lastQuote && (
            <Box sx={{ opacity: 0.5 }}>
              <PriceTable quote={lastQuote} compact={narrow} />
            </Box>
          )}
        </>
      )}
      {current && 'quote' in current && <PriceTable quote={current.quote} compact={narrow} />}
      {current && 'refused' in current && (
        <Alert severity="warning" role="alert">
          {current.refused || translate('ra.notification.http_error')}
        </Alert>
      )}
      {fieldState.error && !(current && 'refused' in current) && (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {translate(fieldState.error.message ?? 'resources.bookings.quote.required')}
        </Typography>
      )}
    </Box>
  );
};
