import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/config/paths';
import { deferredSection } from '@/lib/deferred-section';
import { jumpTo } from '@/lib/scroll';
import { Header } from '@/components/layouts/header';

// Below the fold on most pages: its code loads when it comes near the screen (see deferredSection).
const Footer = deferredSection(
  '.page > footer#contact',
  () => import('@/components/layouts/footer').then((m) => m.Footer),
  ['footer'],
);

/**
 * After each navigation: to the anchor named in the address (which may belong to a section that
 * is still loading; see lib/anchor.ts), else to the top of the new page. A page that only changes
 * its own query string (an activity tab, a pitch chosen on the map) stays where the visitor is:
 * jumping to the top there made arrow keys on the tabs and taps on the map lose the place. The
 * page the browser opened stays where it is, unless its address names an anchor: the visitor may
 * have scrolled it before it started (main.tsx starts it once it has been shown).
 */
let openedPage = true;

function useScrollOnNavigate() {
  const { pathname, search, hash, key } = useLocation();
  const previous = useRef({ pathname, search });
  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname, search };
    const opened = openedPage;
    openedPage = false;
    if (opened && !hash) return;
    if (!hash) {
      if (before.pathname === pathname && before.search !== search) return;
      window.scrollTo(0, 0);
      return;
    }
    // Focus follows, so the next Tab continues in the section the visitor jumped to.
    return jumpTo(decodeURIComponent(hash.slice(1)));
  }, [pathname, search, hash, key]);
}

export function PublicLayout({ lang, children }: { lang: Language; children: ReactNode }) {
  const { t } = useTranslation();
  useScrollOnNavigate();
  // Marks the header as live (hydrated), for styles and browser tests that need it; the footer
  // gets its own mark once it is.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header lang={lang} />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer lang={lang} />
    </div>
  );
}
