import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { pathTo } from '@/config/paths';
import { getConsent } from '@/lib/cookie-consent';
import { usePageHead } from '@/lib/head';
import { currentLanguage, getStoredLanguage } from '@/lib/i18n';
import { getTheme } from '@/lib/theme';

/** /debug-env (SPEC §2.1): what support asks for first. Holds no secrets: the SPA has none. */
export function DebugEnv() {
  const { t } = useTranslation();
  usePageHead('debugEnv');
  const [sw, setSw] = useState(false);
  useEffect(() => {
    void navigator.serviceWorker
      ?.getRegistration()
      .then((registration) => setSw(Boolean(registration?.active)));
  }, []);
  const consent = getConsent();
  const rows: [string, string][] = [
    [t('debug.mode'), import.meta.env.MODE],
    [t('debug.build'), __BUILD_ID__],
    [t('debug.apiUrl'), env.API_URL || t('debug.sameOrigin')],
    [t('debug.language'), currentLanguage()],
    [t('debug.storedLanguage'), getStoredLanguage()],
    [t('debug.theme'), getTheme()],
    [t('debug.consent'), consent ? JSON.stringify(consent.settings) : t('debug.none')],
    [t('debug.serviceWorker'), sw ? t('debug.swActive') : t('debug.swInactive')],
    [t('debug.online'), navigator.onLine ? t('debug.yes') : t('debug.no')],
    [t('debug.userAgent'), navigator.userAgent],
  ];
  return (
    <main id="main" className="content narrow">
      <h1>{t('debug.title')}</h1>
      <p>{t('debug.intro')}</p>
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
        {t('debug.home')}
      </Link>
    </main>
  );
}
