import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Checkbox,
  Divider,
  FormControlLabel,
  FormGroup,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect } from 'react';
import { useGetList, useLocaleState, useStore, useTranslate } from 'react-admin';
import type { Category, Extra, PricingPreview } from '@/api-types';
import { categoryName } from '@/categories/name';
import { formatCents, formatRate } from '@/fields/money';
import { useDebounced } from '@/email-templates/useDebounced';
import { pricePreviewQuery } from '@/pages/pricing/previewApi';
import { siteToday } from '@/format';

type WithId<T> = T & { id: string };

/** The campsite's date `days` from today (Europe/Vienna). */
const viennaDate = (days: number) => {
  const today = siteToday();
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

interface SampleStay {
  categoryId: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  /** code → quantity of the optional services picked; mandatory ones are always added. */
  picked: Record<string, number>;
  /** The category's occupancy the demand rules are judged by in the preview (percent). */
  occupancy?: number;
}

const offered = (extra: Extra, categoryId: string) =>
  extra.active && (extra.categoryIds.length === 0 || extra.categoryIds.includes(categoryId));

const isDate = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d);

/**
 * A sample stay priced by the API's booking calculation as it is typed. The stay is kept in the
 * console's store, so after editing a season the same stay shows its new price.
 */
export const PricePreview = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const categories = useGetList<WithId<Category>>('categories', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'sortOrder', order: 'ASC' },
  });
  const extras = useGetList<WithId<Extra>>('extras', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'sortOrder', order: 'ASC' },
  });
  const [stay, setStay] = useStore<SampleStay>('pricing.preview', {
    categoryId: '',
    checkIn: viennaDate(14),
    checkOut: viennaDate(17),
    adults: 2,
    children: 0,
    picked: {},
  });
  const firstCategory = categories.data?.find((c) => c.active)?.id;
  useEffect(() => {
    if (!stay.categoryId && firstCategory) setStay({ ...stay, categoryId: firstCategory });
  }, [stay, firstCategory, setStay]);
  const change = (patch: Partial<SampleStay>) => setStay({ ...stay, ...patch });

  const available = (extras.data ?? []).filter((e) => offered(e, stay.categoryId));
  const datesWrong = isDate(stay.checkIn) && isDate(stay.checkOut) && stay.checkOut <= stay.checkIn;
  const isComplete = (s: PricingPreview) =>
    !!s.categoryId &&
    isDate(s.checkIn) &&
    isDate(s.checkOut) &&
    s.checkOut > s.checkIn &&
    s.adults >= 1;
  const request: PricingPreview = {
    categoryId: stay.categoryId,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: stay.adults,
    children: stay.children,
    extras: available
      .filter((e) => e.mandatory || stay.picked[e.code])
      .map((e) => ({ code: e.code, quantity: e.mandatory ? 1 : stay.picked[e.code] })),
  };
  const occupancy = stay.occupancy ?? 85;
  const settled = useDebounced(request, 300);
  const settledOccupancy = useDebounced(occupancy, 300);
  // Judged on what is sent (the typed stay settles a moment later), so no half-typed stay is asked.
  const complete = isComplete(request);
  // The stay twice: as the demand rules would price it at the assumed occupancy, and without them.
  const quote = useQuery({
    ...pricePreviewQuery({ ...settled, occupancyPercent: settledOccupancy }),
    enabled: isComplete(settled),
  });
  const withoutRules = useQuery({ ...pricePreviewQuery(settled), enabled: isComplete(settled) });

  const count = (value: string, min: number) =>
    Math.max(min, Math.min(20, Number.parseInt(value, 10) || min));

  return (
    <Card component="section" aria-label={translate('app.pricing.preview.title')}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
          {translate('app.pricing.preview.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.pricing.preview.intro')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
          <TextField
            select
            label={translate('app.pricing.preview.category')}
            value={categories.data ? stay.categoryId : ''}
            onChange={(e) => change({ categoryId: e.target.value })}
            size="small"
            sx={{ gridColumn: '1 / -1' }}
          >
            {(categories.data ?? [])
              .filter((c) => c.active)
              .map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {categoryName(c, locale)}
                </MenuItem>
              ))}
          </TextField>
          <TextField
            type="date"
            label={translate('app.pricing.preview.check_in')}
            value={stay.checkIn}
            onChange={(e) => change({ checkIn: e.target.value })}
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label={translate('app.pricing.preview.check_out')}
            value={stay.checkOut}
            onChange={(e) => change({ checkOut: e.target.value })}
            size="small"
            error={datesWrong}
            helperText={datesWrong ? translate('app.pricing.seasons.end_before_start') : ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="number"
            label={translate('app.pricing.preview.adults')}
            value={stay.adults}
            onChange={(e) => change({ adults: count(e.target.value, 1) })}
            size="small"
            slotProps={{ htmlInput: { min: 1, max: 20 } }}
          />
          <TextField
            type="number"
            label={translate('app.pricing.preview.children')}
            value={stay.children}
            onChange={(e) => change({ children: count(e.target.value, 0) })}
            size="small"
            slotProps={{ htmlInput: { min: 0, max: 20 } }}
          />
          <TextField
            type="number"
            label={translate('app.demand.preview_occupancy')}
            value={occupancy}
            onChange={(e) =>
              change({
                occupancy: Math.max(0, Math.min(100, Number.parseInt(e.target.value, 10) || 0)),
              })
            }
            size="small"
            sx={{ gridColumn: '1 / -1' }}
            slotProps={{ htmlInput: { min: 0, max: 100 } }}
          />
        </Box>
        {available.length > 0 && (
          <FormGroup sx={{ mt: 1 }} aria-label={translate('app.pricing.preview.extras')}>
            {available.map((e) => {
              const name = locale === 'en' ? e.nameEn : e.nameDe;
              const quantity = stay.picked[e.code] ?? 0;
              return (
                <Box key={e.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <FormControlLabel
                    sx={{ flex: 1 }}
                    control={
                      <Checkbox
                        checked={e.mandatory || quantity > 0}
                        disabled={e.mandatory}
                        onChange={(ev) =>
                          change({
                            picked: { ...stay.picked, [e.code]: ev.target.checked ? 1 : 0 },
                          })
                        }
                      />
                    }
                    label={name}
                  />
                  {e.maxQuantity > 1 && quantity > 0 && (
                    <TextField
                      type="number"
                      size="small"
                      sx={{ width: 88 }}
                      label={translate('app.pricing.preview.quantity', { name })}
                      value={quantity}
                      onChange={(ev) =>
                        change({
                          picked: {
                            ...stay.picked,
                            [e.code]: Math.max(
                              1,
                              Math.min(e.maxQuantity, Number.parseInt(ev.target.value, 10) || 1),
                            ),
                          },
                        })
                      }
                      slotProps={{ htmlInput: { min: 1, max: e.maxQuantity } }}
                    />
                  )}
                </Box>
              );
            })}
          </FormGroup>
        )}
        <Divider sx={{ my: 2 }} />
        {!complete ? (
          <Typography color="text.secondary">
            {translate('app.pricing.preview.incomplete')}
          </Typography>
        ) : quote.isError ? (
          <Alert severity="warning" role="alert">
            {quote.error.message}
          </Alert>
        ) : !quote.data ? (
          <Typography color="text.secondary">
            {translate('app.pricing.preview.calculating')}
          </Typography>
        ) : (
          <Box data-testid="pricing-preview-result" aria-busy={quote.isFetching}>
            {quote.data.lines.map((line, i) => (
              <Box key={i} sx={{ display: 'flex', gap: 1, mb: 0.75 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2">
                    {locale === 'en' ? line.label.en : line.label.de}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {translate('app.pricing.preview.line', {
                      quantity: line.quantity,
                      price: formatCents(line.unitPriceCents, locale),
                    })}
                  </Typography>
                </Box>
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatCents(line.totalCents, locale)}
                </Typography>
              </Box>
            ))}
            <Divider sx={{ my: 1 }} />
            {quote.data.vat.map((v) => (
              <Typography key={v.rateBp} variant="caption" color="text.secondary" component="p">
                {translate('app.pricing.preview.vat_line', {
                  rate: formatRate(v.rateBp, locale),
                  net: formatCents(v.netCents, locale),
                })}
                {': '}
                {formatCents(v.vatCents, locale)}
              </Typography>
            ))}
            <Box sx={{ display: 'flex', mt: 1 }}>
              <Typography sx={{ flex: 1, fontWeight: 700 }}>
                {translate('app.pricing.preview.total')}
              </Typography>
              <Typography
                data-testid="pricing-preview-total"
                sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
              >
                {formatCents(quote.data.totalCents, locale)}
              </Typography>
            </Box>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: '1fr auto',
                columnGap: 2,
                m: 0,
                mt: 1,
                '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
              }}
            >
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate('app.demand.preview_without')}
              </Typography>
              <Typography component="dd" variant="body2" data-testid="pricing-preview-without">
                {withoutRules.data ? formatCents(withoutRules.data.totalCents, locale) : '…'}
              </Typography>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate('app.demand.preview_with', { occupancy: settledOccupancy })}
              </Typography>
              <Typography component="dd" variant="body2" data-testid="pricing-preview-with">
                {formatCents(quote.data.totalCents, locale)}
              </Typography>
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
