import { useTranslation } from 'react-i18next';
import {
  invoiceUrl,
  useInvoice,
  type Booking,
} from '@/features/booking-details/api/booking-details';
import { formatSiteDateTime } from '@/lib/booking-format';
import { currentLanguage } from '@/lib/i18n';

/** The invoice PDF once the invoices module has issued it; until then, that it will come. */
export function InvoiceCard({ booking, token }: { booking: Booking; token: string }) {
  const { t } = useTranslation('booking-details');
  const lang = currentLanguage();
  const { available, invoice } = useInvoice(booking, token);
  return (
    <section className="card" aria-labelledby="details-invoice">
      <h2 id="details-invoice">{t('invoice.title')}</h2>
      {available ? (
        <>
          {invoice && (
            <p>
              {t('invoice.issued', {
                number: invoice.number,
                date: formatSiteDateTime(invoice.issuedAt, lang).split(',')[0],
              })}
            </p>
          )}
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
