import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { pathTo } from '@/config/paths';
import { getConsent } from '@/lib/cookie-consent';
import { usePageHead } from '@/lib/head';
import { currentLanguage, getStoredLanguage } from '@/lib/i18n';
import { getTheme } from '@/lib/theme';

/** /debug-env (docs/product.md §2.1): what support asks for first. Holds no secrets: the SPA has none. */
export function DebugEnv() {
  const { t } = useTranslation('debug');
  usePageHead('debugEnv');
  const [sw, setSw] = useState(false);
  useEffect(() => {
    void navigator.serviceWorker
      ?.getRegistration()
      .then((registration) => setSw(Boolean(registration?.active)));
  }, []);
  const consent = getConsent();
  const rows: [string, string][] = [
    [t('mode'), import.meta.env.MODE],
    [t('build'), __BUILD_ID__],
    [t('apiUrl'), env.API_URL || t('sameOrigin')],
    [t('language'), currentLanguage()],
    [t('storedLanguage'), getStoredLanguage()],
    [t('theme'), getTheme()],
    [t('consent'), consent ? JSON.stringify(consent.settings) : t('none')],
    [t('serviceWorker'), sw ? t('swActive') : t('swInactive')],
    [t('online'), navigator.onLine ? t('yes') : t('no')],
    [t('userAgent'), navigator.userAgent],
  ];
  return (
    <main id="main" className="content narrow">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <dl className="facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <code>{value}</code>
            </dd>
          </div>
        ))}
      </dl>
      <Link className="button" to={pathTo('landing', currentLanguage())}>
        {t('home')}
      </Link>
    </main>
  );
}
