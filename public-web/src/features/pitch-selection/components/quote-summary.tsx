import { useTranslation } from 'react-i18next';
import type { Quote } from '@/lib/api-types';
import { currentLanguage } from '@/lib/i18n';
import { formatCents, formatRate } from '@/lib/money';
import { textIn } from '@/lib/content';

/** The price of the stay: one line per item, the VAT per rate it contains, the total. */
export function QuoteSummary({ quote }: { quote: Quote }) {
  const { t } = useTranslation('pitch-selection');
  const lang = currentLanguage();
  const money = (cents: number) => formatCents(cents, lang);
  return (
    <table className="quote">
      <caption className="visually-hidden">{t('quote.title')}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t('quote.item')}</th>
          <th scope="col">{t('quote.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((line) => (
          <tr key={`${line.kind}-${line.code}-${line.label.de}`}>
            <th scope="row">
              {textIn(line.label, lang)}
              <span className="quote__detail">
                {t(`quote.units.${line.unit}`, {
                  count: line.quantity,
                  price: money(line.unitPriceCents),
                })}
              </span>
            </th>
            <td>{money(line.totalCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {quote.vat.map((vat) => (
          <tr key={vat.rateBp} className="quote__vat">
            <th scope="row">{t('quote.vat', { rate: formatRate(vat.rateBp, lang) })}</th>
            <td>{money(vat.vatCents)}</td>
          </tr>
        ))}
        <tr className="quote__total">
          <th scope="row">{t('quote.total')}</th>
          <td>{money(quote.totalCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
