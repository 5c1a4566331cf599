import { Box, Checkbox, FormControlLabel, FormLabel, TextField, Typography } from '@mui/material';
import { useGetList, useInput, useLocaleState, useTranslate } from 'react-admin';
import { formatCents } from '@/fields/money';
import type { ExtraPick, ExtraRecord } from '@/bookings/types';

/** Sets the quantity of one extra in the picked list; 0 removes it. */
export function setExtraQuantity(
  picked: readonly ExtraPick[] | null | undefined,
  code: string,
  quantity: number,
): ExtraPick[] {
  const rest = (picked ?? [])
    .filter((e) => e.code !== code)
    .map(({ code: c, quantity: q }) => ({ code: c, quantity: q }));
  return quantity > 0 ? [...rest, { code, quantity }] : rest;
}

/**
 * The additional services of the booking (docs/product.md §9: electricity, breakfast, bike rental): a
 * checkbox for yes/no services, a number for those booked by the piece (bikes).
 */
export const ExtrasInput = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { field } = useInput<ExtraPick[]>({ source: 'extras', defaultValue: [] });
  const { data: extras, isPending } = useGetList<ExtraRecord>('extras', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'sortOrder', order: 'ASC' },
    filter: { active: true },
  });
  const picked: ExtraPick[] = Array.isArray(field.value) ? field.value : [];
  const quantityOf = (code: string) => picked.find((e) => e.code === code)?.quantity ?? 0;
  const change = (code: string, quantity: number) =>
    field.onChange(setExtraQuantity(picked, code, quantity));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {translate('resources.bookings.fields.extras')}
      </FormLabel>
      {isPending && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.bookings.extras.loading')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {(extras ?? []).map((extra) => {
          const name = locale === 'en' ? extra.nameEn : extra.nameDe;
          const label = `${name} (${formatCents(extra.priceCents, locale)} ${translate(
            `resources.bookings.extra_units.${extra.unit}`,
          )})`;
          return extra.maxQuantity > 1 ? (
            <TextField
              key={extra.code}
              type="number"
              size="small"
              label={label}
              value={quantityOf(extra.code)}
              onChange={(e) => {
                const n = Math.trunc(Number(e.target.value));
                change(
                  extra.code,
                  Number.isFinite(n) ? Math.min(Math.max(n, 0), extra.maxQuantity) : 0,
                );
              }}
              slotProps={{ htmlInput: { min: 0, max: extra.maxQuantity, step: 1 } }}
              sx={{ maxWidth: 360 }}
            />
          ) : (
            <FormControlLabel
              key={extra.code}
              label={label}
              control={
                <Checkbox
                  checked={quantityOf(extra.code) > 0}
                  onChange={(e) => change(extra.code, e.target.checked ? 1 : 0)}
                />
              }
            />
          );
        })}
      </Box>
    </Box>
  );
};
