import {
  Table,
  Typography,
  useMediaQuery,
  type Theme,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type TableCellProps,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatCents, formatRate } from '@/fields/money';
import type { Quote } from '@/bookings/types';

const Amount = (props: TableCellProps) => (
  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} {...props} />
);

/**
 * The booking's price snapshot: its lines, VAT per rate and the totals, as on the invoice. On a
 * phone each line shows quantity, unit price and rate under its name, beside the amount.
 */
export const PriceTable = ({
  quote,
  compact: forceCompact,
}: {
  quote: Quote;
  /** Two columns regardless of the screen (a narrow place on a wide screen). */
  compact?: boolean;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const compact = forceCompact || phone;
  const labelSpan = compact ? 1 : 4;
  const lang = locale === 'en' ? 'en' : 'de';
  const money = (cents: number) => formatCents(cents, locale);
  const t = (key: string, options?: object) =>
    translate(`resources.bookings.price.${key}`, options);
  const summary = (label: string, cents: number, strong = false) => (
    <TableRow key={label}>
      <TableCell colSpan={labelSpan} align="right" sx={strong ? { fontWeight: 700 } : undefined}>
        {label}
      </TableCell>
      <Amount sx={{ whiteSpace: 'nowrap', ...(strong ? { fontWeight: 700 } : {}) }}>
        {money(cents)}
      </Amount>
    </TableRow>
  );
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('resources.bookings.sections.price')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('item')}</TableCell>
            {!compact && <TableCell>{t('quantity')}</TableCell>}
            {!compact && <Amount>{t('unit_price')}</Amount>}
            {!compact && <Amount>{t('vat_rate')}</Amount>}
            <Amount>{t('amount')}</Amount>
          </TableRow>
        </TableHead>
        <TableBody>
          {quote.lines.map((line, i) => {
            const quantity = translate(`resources.bookings.units.${line.unit}`, {
              smart_count: line.quantity,
            });
            const rate = line.vatRateBp ? formatRate(line.vatRateBp, locale) : t('none');
            return (
              <TableRow key={`${line.code}-${i}`}>
                <TableCell>
                  {line.label[lang]}
                  {compact && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {quantity} × {money(line.unitPriceCents)} · {t('vat_rate')} {rate}
                    </Typography>
                  )}
                </TableCell>
                {!compact && <TableCell sx={{ whiteSpace: 'nowrap' }}>{quantity}</TableCell>}
                {!compact && <Amount>{money(line.unitPriceCents)}</Amount>}
                {!compact && <Amount>{rate}</Amount>}
                <Amount>{money(line.totalCents)}</Amount>
              </TableRow>
            );
          })}
          {quote.vat.flatMap((v) => [
            summary(t('net_at', { rate: formatRate(v.rateBp, locale) }), v.netCents),
            summary(t('vat_at', { rate: formatRate(v.rateBp, locale) }), v.vatCents),
          ])}
          {summary(t('net'), quote.netCents)}
          {summary(t('vat'), quote.vatCents)}
          {summary(t('gross'), quote.grossCents)}
          {quote.touristTaxCents > 0 && summary(t('tourist_tax'), quote.touristTaxCents)}
          {summary(t('total'), quote.totalCents, true)}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
