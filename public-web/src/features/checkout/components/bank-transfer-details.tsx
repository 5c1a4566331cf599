import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import type { PaymentInstruction } from '@/features/checkout/api/checkout-api';
import { formatDate, formatMoney } from '@/features/checkout/lib/format';
import { groupIban, isGirocodeAddress } from '@/lib/bank-transfer';

type BankTransfer = Extract<PaymentInstruction, { provider: 'bank_transfer' }>;

/** Holder, IBAN (in fours), BIC, bank, reference, amount and due date, and the EPC QR code. */
export function BankTransferDetails({ payment }: { payment: BankTransfer }) {
  const { t } = useTranslation('checkout');
  const lang = currentLanguage();
  const rows = (
    [
      [t('payment.accountHolder'), payment.accountHolder],
      [t('payment.iban'), groupIban(payment.iban)],
      [t('payment.bic'), payment.bic],
      [t('payment.bank'), payment.bankName],
      [t('payment.reference'), payment.reference],
      [t('payment.amount'), formatMoney(payment.amountCents, lang)],
      [t('payment.dueDate'), formatDate(payment.dueDate, lang)],
    ] as [string, string | null | undefined][]
  ).filter((r): r is [string, string] => !!r[1]);
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
      {isGirocodeAddress(payment.qr) && (
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
