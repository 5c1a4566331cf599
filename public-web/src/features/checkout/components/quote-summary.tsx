import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quote } from '@/lib/api-types';
import { currentLanguage } from '@/lib/i18n';
import { formatMoney, formatRate } from '@/features/checkout/lib/format';
import { textIn } from '@/lib/content';

/**
 * The price as the API computed it (the booking stores exactly this): one line per item, the
 * total, the VAT per rate it contains and the tourist tax, which carries no VAT.
 */
export const QuoteSummary = memo(function QuoteSummary({
  quote,
  updating = false,
  problem,
}: {
  quote?: Quote;
  updating?: boolean;
  /** Why there is no price for the current choice (the API's words, or ours). */
  problem?: string;
}) {
  const { t } = useTranslation('checkout');
  const lang = currentLanguage();
  const money = (cents: number) => formatMoney(cents, lang);

  return (
    <section
      className="checkout__section quote"
      aria-labelledby="quote-title"
      aria-busy={updating || undefined}
    >
      <h2 id="quote-title">{t('quote.title')}</h2>
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : !quote ? (
        <p className="muted" role="status">
          {t('quote.loading')}
        </p>
      ) : (
        <dl className="quote__lines">
          {quote.lines.map((line, i) => (
            <div className="quote__line" key={`${line.kind}-${line.code}-${i}`}>
              <dt>
                {/* The API writes the tax's rate into its label in one number format for both
                    languages; the rate is in the detail below, in the page's format. */}
                {line.kind === 'tourist_tax' ? t('quote.touristTaxLine') : textIn(line.label, lang)}
                <span className="quote__detail">
                  {t('quote.unitPrice', {
                    quantity: line.quantity,
                    price: money(line.unitPriceCents),
                  })}
                </span>
              </dt>
              <dd>{money(line.totalCents)}</dd>
            </div>
          ))}
          <div className="quote__line quote__total">
            <dt>{t('quote.total')}</dt>
            <dd data-testid="quote-total">{money(quote.totalCents)}</dd>
          </div>
          {quote.vat.map((rate) => (
            <div className="quote__line quote__minor" key={rate.rateBp}>
              <dt>{t('quote.vat', { rate: formatRate(rate.rateBp, lang) })}</dt>
              <dd>{money(rate.vatCents)}</dd>
            </div>
          ))}
          {quote.touristTaxCents > 0 && (
            <div className="quote__line quote__minor">
              <dt>{t('quote.touristTax')}</dt>
              <dd>{money(quote.touristTaxCents)}</dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
});
