import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import type { Extra } from '@/features/checkout/api/checkout-api';
import type { ExtraChoice, FormErrors } from '@/features/checkout/lib/guest-form';
import { formatMoney } from '@/features/checkout/lib/format';
import { errorId, FieldError } from '@/features/checkout/components/field-problem';
import { textIn } from '@/lib/content';

/** The additional services of docs/product.md §3 (GET /api/extras): a tick each, a number for bikes. */
export const ExtrasFieldset = memo(function ExtrasFieldset({
  formId,
  offered,
  chosen,
  errors,
  onChange,
}: {
  formId: string;
  offered: Extra[];
  chosen: ExtraChoice;
  errors: FormErrors;
  onChange: (code: string, quantity: number) => void;
}) {
  const { t } = useTranslation('checkout');
  const lang = currentLanguage();

  return (
    <fieldset className="checkout__section extras">
      <legend>
        <h2>{t('extras.title')}</h2>
      </legend>
      {offered.length === 0 && <p className="muted">{t('extras.none')}</p>}
      <ul className="extras__list">
        {offered.map((extra) => {
          const field = `extras.${extra.code}`;
          const id = `${formId}-extra-${extra.code}`;
          const problem = errors[field];
          const quantity = chosen[extra.code] ?? 0;
          const price = t(`extras.unit.${extra.unit}`, {
            price: formatMoney(extra.priceCents, lang),
          });
          const a11y = {
            'aria-invalid': Boolean(problem),
            'aria-describedby': [`${id}-text`, problem && errorId(formId, field)]
              .filter(Boolean)
              .join(' '),
          };
          return (
            <li key={extra.id} className="extra">
              {extra.maxQuantity > 1 ? (
                <div className="extra__row">
                  <label htmlFor={id} className="extra__name">
                    {t('extras.quantity', { name: textIn(extra.name, lang) })}
                  </label>
                  <input
                    id={id}
                    type="number"
                    inputMode="numeric"
                    min={extra.mandatory ? 1 : 0}
                    max={extra.maxQuantity}
                    value={quantity}
                    onChange={(e) => {
                      const n = Math.trunc(Number(e.target.value));
                      onChange(extra.code, Math.min(extra.maxQuantity, Math.max(0, n || 0)));
                    }}
                    {...a11y}
                  />
                </div>
              ) : (
                <div className="extra__row">
                  <input
                    id={id}
                    type="checkbox"
                    checked={quantity > 0}
                    onChange={(e) => onChange(extra.code, e.target.checked ? 1 : 0)}
                    {...a11y}
                  />
                  <label htmlFor={id} className="extra__name">
                    {textIn(extra.name, lang)}
                    {extra.mandatory && <span className="badge">{t('extras.mandatory')}</span>}
                  </label>
                </div>
              )}
              <p className="extra__text muted" id={`${id}-text`}>
                <span className="extra__price">{price}</span> · {textIn(extra.description, lang)}
              </p>
              <FieldError formId={formId} field={field} problem={problem} />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
});
