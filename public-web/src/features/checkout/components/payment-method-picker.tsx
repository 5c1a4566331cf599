import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@/features/checkout/api/checkout-api';

/** The ways to pay the site has switched on (GET /api/payment-methods), one radio each. */
export const PaymentMethodPicker = memo(function PaymentMethodPicker({
  formId,
  methods,
  value,
  onChange,
}: {
  formId: string;
  methods: PaymentMethod[];
  value: PaymentMethod | undefined;
  onChange: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <fieldset className="checkout__section payment-methods">
      <legend>
        <h2>{t('payment.title')}</h2>
      </legend>
      <ul className="payment-methods__list">
        {methods.map((method) => {
          const id = `${formId}-method-${method}`;
          return (
            <li key={method}>
              <label className="payment-method" htmlFor={id}>
                <input
                  id={id}
                  type="radio"
                  name={`${formId}-method`}
                  value={method}
                  checked={value === method}
                  onChange={() => onChange(method)}
                  aria-describedby={`${id}-text`}
                />
                <span className="payment-method__body">
                  <strong>{t(`payment.method.${method}`)}</strong>
                  <span className="muted" id={`${id}-text`}>
                    {t(`payment.methodText.${method}`)}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
});
