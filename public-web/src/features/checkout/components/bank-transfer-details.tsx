import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import type { PaymentInstruction } from '@/features/checkout/api/checkout-api';
import { formatDate, formatMoney } from '@/features/checkout/lib/format';

type BankTransfer = Extract<PaymentInstruction, { provider: 'bank_transfer' }>;

/** The QR is the API's own image of this booking (or, from older answers, an inline image). */
const GIROCODE = /^(\/api\/bookings\/[0-9a-f-]{36}\/girocode\.svg\?token=[\w%-]+$|data:image\/)/;

/** IBAN, BIC, holder, reference, amount and due date, and the EPC QR code for banking apps. */
export function BankTransferDetails({ payment }: { payment: BankTransfer }) {
  const { t } = useTranslation('checkout');
  const lang = currentLanguage();
  const rows: [string, string][] = [
    [t('payment.accountHolder'), payment.accountHolder],
    [t('payment.iban'), payment.iban],
    [t('payment.bic'), payment.bic],
    [t('payment.reference'), payment.reference],
    [t('payment.amount'), formatMoney(payment.amountCents, lang)],
    [t('payment.dueDate'), formatDate(payment.dueDate, lang)],
  ];
  return (
    <div className="bank-transfer">
      <dl className="facts bank-transfer__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {GIROCODE.test(payment.qr) && (
        <figure className="bank-transfer__qr">
          <img src={payment.qr} alt={t('payment.qr')} width={180} height={180} />
          <figcaption className="muted" aria-hidden="true">
            {t('payment.qr')}
          </figcaption>
        </figure>
      )}
    </div>
  );
}
