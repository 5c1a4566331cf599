import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localizePath, type Language } from '@/config/paths';
import { storeLanguage } from '@/lib/i18n';
import { PublicLayout } from '@/components/layouts/public-layout';
import { Spinner } from '@/components/ui/spinner';
import { CookieConsentHost } from '@/features/cookie-consent/components/cookie-consent-host';

/** Everything under /de or /en: the prefix decides, and is remembered, as the page language. */
export function LanguageRoot({ lang }: { lang: Language }) {
  const { i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    storeLanguage(lang);
    document.documentElement.lang = lang;
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [lang, i18n]);

  // A slug of the other language (e.g. /de/checkout) goes to this language's page (/de/kasse).
  const canonical = localizePath(pathname.replace(/(.)\/+$/, '$1'), lang);
  if (canonical !== pathname.replace(/(.)\/+$/, '$1'))
    return <Navigate to={`${canonical}${search}${hash}`} replace />;

  return (
    <PublicLayout lang={lang} banner={<CookieConsentHost lang={lang} />}>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </PublicLayout>
  );
}
