import { useTranslation } from 'react-i18next';
import type { Booking } from '@/features/booking-details/api/booking-details';
import { BankTransferFacts } from '@/components/payment/bank-transfer-facts';
import { formatMoney, formatStayDate } from '@/lib/booking-format';
import { currentLanguage } from '@/lib/i18n';

/**
 * How to pay a bank transfer, on the page every mail links to, for as long as something is still
 * to pay (the API sends `bankTransfer` only then): account, amount, due date, reference, GiroCode.
 */
export function BankTransferCard({ booking }: { booking: Booking }) {
  const { t } = useTranslation('booking-details');
  const lang = currentLanguage();
  const p = booking.bankTransfer;
  if (!p) return null;
  return (
    <section className="card" aria-labelledby="details-bank-transfer" data-testid="bank-transfer">
      <h2 id="details-bank-transfer">{t('bankTransfer.title')}</h2>
      <p>
        {t('bankTransfer.lead', {
          amount: formatMoney(p.amountCents, lang),
          date: formatStayDate(p.dueDate, lang),
        })}
      </p>
      <BankTransferFacts
        transfer={p}
        label={(name) => t(`bankTransfer.${name}`)}
        money={(cents) => formatMoney(cents, lang)}
        date={(iso) => formatStayDate(iso, lang)}
        factsClass="facts details__facts details__bank"
        qrClass="details__qr"
      />
    </section>
  );
}
