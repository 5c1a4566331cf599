import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import type { PaymentInstruction } from '@/features/checkout/api/checkout-api';
import { formatDate, formatMoney } from '@/features/checkout/lib/format';
import { BankTransferFacts } from '@/components/payment/bank-transfer-facts';

type BankTransfer = Extract<PaymentInstruction, { provider: 'bank_transfer' }>;

/** Holder, IBAN (in fours), BIC, bank, reference, amount and due date, and the EPC QR code. */
export function BankTransferDetails({ payment }: { payment: BankTransfer }) {
  const { t } = useTranslation('checkout');
  const lang = currentLanguage();
  return (
    <div className="bank-transfer">
      <BankTransferFacts
        transfer={payment}
        label={(name) => t(`payment.${name}`)}
        money={(cents) => formatMoney(cents, lang)}
        date={(iso) => formatDate(iso, lang)}
        factsClass="facts bank-transfer__facts"
        qrClass="bank-transfer__qr"
      />
    </div>
  );
}
