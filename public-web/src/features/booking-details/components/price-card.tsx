import { useTranslation } from 'react-i18next';
import type { Booking } from '@/features/booking-details/api/booking-details';
import { formatMoney, formatVatRate } from '@/lib/booking-format';
import { currentLanguage } from '@/lib/i18n';
import { textIn } from '@/lib/content';

/** The stored price snapshot: lines, net, VAT per rate, tourist tax and what the guest pays. */
export function PriceCard({ booking }: { booking: Booking }) {
  const { t } = useTranslation('booking-details');
  const lang = currentLanguage();
  const money = (cents: number) => formatMoney(cents, lang);
  const { quote } = booking;
  const lines = quote.lines.filter((line) => line.kind !== 'tourist_tax');

  return (
    <section className="card" aria-labelledby="details-price">
      <h2 id="details-price">{t('price.title')}</h2>
      <table className="details__price">
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t('price.item')}</th>
            <th scope="col">{t('price.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={`${line.code}-${i}`}>
              <th scope="row">
                {textIn(line.label, lang)}
                <span className="muted">
                  {t('price.quantity', {
                    quantity: line.quantity,
                    price: money(line.unitPriceCents),
                  })}
                </span>
              </th>
              <td>{money(line.totalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tbody className="details__price-sums">
          <tr>
            <th scope="row">{t('price.net')}</th>
            <td>{money(quote.netCents)}</td>
          </tr>
          {quote.vat.map((rate) => (
            <tr key={rate.rateBp}>
              <th scope="row">{t('price.vat', { rate: formatVatRate(rate.rateBp, lang) })}</th>
              <td>{money(rate.vatCents)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('price.gross')}</th>
            <td>{money(quote.grossCents)}</td>
          </tr>
          <tr>
            <th scope="row">{t('price.touristTax')}</th>
            <td>{money(quote.touristTaxCents)}</td>
          </tr>
          <tr className="details__price-total">
            <th scope="row">{t('price.total')}</th>
            <td data-testid="total">{money(booking.totalCents)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
