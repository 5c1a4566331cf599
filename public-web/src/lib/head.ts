import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, DEFAULT_LANGUAGE } from '@/config/paths';
import type { HeadPage } from '@/config/seo';

const currentPath = () => window.location.pathname.replace(/(.)\/+$/, '$1');

/**
 * The page the server's head tags describe (it puts every address's tags into the page it sends,
 * see vite/site-plugin.ts): their canonical address and language. Until the SPA shows another
 * page, those tags are the right ones, so the first page loads no head code and no page titles.
 */
function describedByServer(): { path: string; lang: string } | null {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"][data-head]');
  try {
    if (canonical)
      return { path: new URL(canonical.href).pathname, lang: document.documentElement.lang };
  } catch {
    /* no usable address: the SPA sets the tags itself */
  }
  return null;
}

let serverHead = typeof document === 'undefined' ? null : describedByServer();

/** Title, description, canonical, alternates, Open Graph, Twitter and robots of the page shown. */
export function usePageHead(page: HeadPage) {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  useEffect(() => {
    const path = currentPath();
    if (serverHead?.path === path && serverHead.lang === lang) return;
    serverHead = null;
    let current = true;
    void Promise.all([import('@/lib/head-tags'), i18n.loadNamespaces('seo')]).then(([tags]) => {
      if (!current) return;
      tags.applyPageHead(page, lang, path, {
        seo: i18n.getFixedT(lang, 'seo'),
        common: i18n.getFixedT(lang, 'common'),
      });
    });
    return () => {
      current = false;
    };
  }, [page, lang, i18n]);
}
