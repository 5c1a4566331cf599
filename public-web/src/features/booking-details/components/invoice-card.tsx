import { useTranslation } from 'react-i18next';
import { invoiceUrl, type Booking } from '@/features/booking-details/api/booking-details';
import { formatSiteDate } from '@/lib/booking-format';
import { currentLanguage } from '@/lib/i18n';

/** The invoice PDF once the invoices module has issued it (the guest view names it); until then, that it will come. */
export function InvoiceCard({ booking, token }: { booking: Booking; token: string }) {
  const { t } = useTranslation('booking-details');
  const lang = currentLanguage();
  const { invoice } = booking;
  return (
    <section className="card" aria-labelledby="details-invoice">
      <h2 id="details-invoice">{t('invoice.title')}</h2>
      {invoice ? (
        <>
          <p>
            {t('invoice.issued', {
              number: invoice.number,
              date: formatSiteDate(invoice.issuedAt, lang),
            })}
          </p>
          <a className="button" href={invoiceUrl(booking.id, token)} download>
            {t('invoice.download')}
          </a>
        </>
      ) : (
        <p className="muted">{t('invoice.notYet')}</p>
      )}
    </section>
  );
}
