import { useQueries } from '@tanstack/react-query';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Category, PricingPreview } from '@/api-types';
import { categoryName } from '@/categories/name';
import { useDebounced } from '@/email-templates/useDebounced';
import { formatCents, formatDate, siteToday } from '@/format';
import { pricePreviewQuery } from '@/pages/pricing/previewApi';
import { addDays } from '@/pages/calendar/timeline';
import { toSeasonPayload, type SeasonFormValues } from '@/seasons/payload';

const isDate = (d: unknown): d is string => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d);

/**
 * The season's prices while they are typed: per category a sample stay of two adults in the
 * season (its minimum stay, at least three nights, from its first night or tomorrow), priced by
 * the API's booking calculation with the form's values in place of the saved season.
 */
export const SeasonPricePreview = ({
  categories,
}: {
  categories: (Category & { id: string })[];
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const values = useWatch() as SeasonFormValues;
  const draft = useDebounced(values, 300);
  const tomorrow = addDays(siteToday(), 1);
  const ok = isDate(draft.startDate) && isDate(draft.endDate) && draft.endDate >= draft.startDate;
  const checkIn = ok && draft.startDate > tomorrow ? draft.startDate : tomorrow;
  const nights = Math.max(3, draft.minStayNights ?? 1);
  const checkOut = addDays(checkIn, nights);
  const inSeason = ok && checkIn <= draft.endDate;
  const payload = ok ? toSeasonPayload(draft) : null;
  const active = categories.filter((c) => c.active);
  const quotes = useQueries({
    queries: active.map((c) => {
      const stay: PricingPreview = {
        categoryId: c.id,
        checkIn,
        checkOut,
        adults: 2,
        children: 0,
        extras: [],
        season: payload
          ? {
              id: draft.id,
              name: payload.name,
              startDate: payload.startDate,
              endDate: payload.endDate,
              minStayNights: payload.minStayNights,
              rates: payload.rates,
            }
          : undefined,
      };
      return { ...pricePreviewQuery(stay), enabled: inSeason };
    }),
  });
  return (
    <Box
      component="section"
      aria-label={translate('app.pricing.seasons.preview_title')}
      sx={{ mt: 1 }}
    >
      <Typography variant="subtitle2" component="h3">
        {translate('app.pricing.seasons.preview_title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {inSeason
          ? translate('app.pricing.seasons.preview_stay', {
              smart_count: nights,
              from: formatDate(checkIn, locale),
              to: formatDate(checkOut, locale),
            })
          : translate('app.pricing.seasons.preview_none')}
      </Typography>
      {inSeason && (
        <Table size="small" data-testid="season-preview" sx={{ maxWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.pricing.seasons.preview_category')}</TableCell>
              <TableCell align="right">{translate('app.pricing.seasons.preview_night')}</TableCell>
              <TableCell align="right">{translate('app.pricing.seasons.preview_total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {active.map((c, i) => {
              const q = quotes[i];
              const pitch = q.data?.lines.find((l) => l.kind === 'pitch');
              return (
                <TableRow key={c.id}>
                  <TableCell>{categoryName(c, locale)}</TableCell>
                  <TableCell align="right">
                    {q.isError ? '–' : formatCents(pitch?.unitPriceCents, locale)}
                  </TableCell>
                  <TableCell align="right">
                    {q.isError ? '–' : formatCents(q.data?.totalCents, locale)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
