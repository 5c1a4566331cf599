import { useTranslation } from 'react-i18next';
import type { Booking } from '@/features/booking-details/api/booking-details';
import { groupIban, isGirocodeAddress } from '@/lib/bank-transfer';
import { formatMoney, formatStayDate } from '@/lib/booking-format';
import { currentLanguage } from '@/lib/i18n';
import { env } from '@/config/env';

/**
 * How to pay a bank transfer, on the page every mail links to, for as long as something is still
 * to pay (the API sends `bankTransfer` only then): account, amount, due date, reference, GiroCode.
 */
export function BankTransferCard({ booking }: { booking: Booking }) {
  const { t } = useTranslation('booking-details');
  const lang = currentLanguage();
  const p = booking.bankTransfer;
  if (!p) return null;
  const rows = (
    [
      [t('bankTransfer.accountHolder'), p.accountHolder],
      [t('bankTransfer.iban'), groupIban(p.iban)],
      [t('bankTransfer.bic'), p.bic],
      [t('bankTransfer.bank'), p.bankName],
      [t('bankTransfer.amount'), formatMoney(p.amountCents, lang)],
      [t('bankTransfer.dueDate'), formatStayDate(p.dueDate, lang)],
      [t('bankTransfer.reference'), p.reference],
    ] as [string, string | null | undefined][]
  ).filter((r): r is [string, string] => !!r[1]);
  return (
    <section className="card" aria-labelledby="details-bank-transfer" data-testid="bank-transfer">
      <h2 id="details-bank-transfer">{t('bankTransfer.title')}</h2>
      <p>
        {t('bankTransfer.lead', {
          amount: formatMoney(p.amountCents, lang),
          date: formatStayDate(p.dueDate, lang),
        })}
      </p>
      <dl className="facts details__facts details__bank">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {isGirocodeAddress(p.qr) && (
        <figure className="details__qr">
          <img src={`${env.API_URL}${p.qr}`} alt={t('bankTransfer.qr')} width={180} height={180} />
          <figcaption className="muted" aria-hidden="true">
            {t('bankTransfer.qr')}
          </figcaption>
        </figure>
      )}
    </section>
  );
}
