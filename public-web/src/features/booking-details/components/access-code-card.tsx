import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@/features/booking-details/api/booking-details';
import { formatSiteDateTime } from '@/lib/booking-format';
import { currentLanguage } from '@/lib/i18n';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * docs/product.md §4: the gate code, issued 24 hours before arrival and valid from check-in to check-out.
 * Hidden until the guest asks (others may look at the screen), then shown and copyable.
 */
export function AccessCodeCard({ booking }: { booking: Booking }) {
  const { t } = useTranslation('booking-details');
  const lang = currentLanguage();
  const [visible, setVisible] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const { accessCode, accessCodeSchedule: schedule } = booking;
  const at = (instant: string) => formatSiteDateTime(instant, lang);
  const live = booking.status === 'confirmed' || booking.status === 'pending';

  const copyCode = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <section className="card details__code" aria-labelledby="details-code">
      <h2 id="details-code">{t('code.title')}</h2>
      {accessCode ? (
        <>
          <p className="details__code-value" aria-live="polite">
            {visible ? (
              <span data-testid="access-code">{accessCode.code}</span>
            ) : (
              <span aria-label={t('code.masked')}>{'•'.repeat(accessCode.code.length)}</span>
            )}
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button button--secondary"
              aria-pressed={visible}
              onClick={() => setVisible((v) => !v)}
            >
              {visible ? t('code.hide') : t('code.show')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void copyCode(accessCode.code)}
            >
              {t('code.copy')}
            </button>
          </div>
          <p role="status" className="details__code-copy">
            {copy === 'copied' ? t('code.copied') : copy === 'failed' ? t('code.copyFailed') : ''}
          </p>
          <p>
            {t('code.validity', {
              from: at(accessCode.validFrom),
              until: at(accessCode.validUntil),
            })}
          </p>
          <p className="muted">{t('code.hint')}</p>
        </>
      ) : live ? (
        <>
          <p>{t('code.comes', { at: at(schedule.issueAt) })}</p>
          <p className="muted">
            {t('code.window', { from: at(schedule.validFrom), until: at(schedule.validUntil) })}
          </p>
        </>
      ) : (
        <p className="muted">{t('code.none')}</p>
      )}
    </section>
  );
}
