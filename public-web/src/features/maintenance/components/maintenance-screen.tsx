import { useTranslation } from 'react-i18next';
import { fallbackCompany } from '@/config/company';
import { useCompanySettings } from '@/lib/company-settings';

// docs/product.md §9: the planned end is always written the German way, whatever the page language.
const formatEnd = (iso: string) =>
  new Date(iso).toLocaleString('de-DE', { dateStyle: 'full', timeStyle: 'short' });

export function MaintenanceScreen({
  message,
  estimatedEndTime,
}: {
  message: string | null;
  estimatedEndTime: string | null;
}) {
  const { t } = useTranslation('maintenance');
  const { data: company } = useCompanySettings();
  const phone = company?.emergencyPhone || company?.phone || fallbackCompany.emergencyPhone;

  return (
    <main className="maintenance">
      <section className="maintenance__card" aria-labelledby="maintenance-title">
        <h1 id="maintenance-title">{t('title')}</h1>
        <p className="badge">{t('badge')}</p>
        <p>{message || t('defaultMessage')}</p>
        {estimatedEndTime && (
          <div className="maintenance__end">
            <h2>{t('plannedEnd')}</h2>
            <p>{formatEnd(estimatedEndTime)}</p>
          </div>
        )}
        <p>{t('retryLater')}</p>
        <div className="maintenance__emergency">
          <h2>{t('emergencyTitle')}</h2>
          <p>
            {t('emergencyText')} <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
          </p>
        </div>
      </section>
    </main>
  );
}
