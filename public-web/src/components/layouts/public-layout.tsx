import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/config/paths';
import { deferredSection } from '@/lib/deferred-section';
import { jumpTo } from '@/lib/scroll';
import { takeStepMark } from '@/lib/step-focus';
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

/** Frames to wait for a new page's heading while its code and data load (about 5 s). */
const HEADING_FRAMES = 300;

/**
 * Moves focus to the new page's heading once it is there, so a screen reader announces the page
 * and the next Tab continues in it (after Continue in the booking flow focus was left on <body>, at
 * the top of the page). Never takes focus from where the visitor or the page (an error message, a
 * field) already put it.
 */
function focusHeading(): () => void {
  let frame = 0;
  let id = 0;
  const look = () => {
    const active = document.activeElement;
    const free = !active || active === document.body || !active.isConnected;
    if (!free) return;
    const heading = document.querySelector<HTMLElement>('#main h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return;
    }
    if (++frame < HEADING_FRAMES) id = requestAnimationFrame(look);
  };
  id = requestAnimationFrame(look);
  return () => cancelAnimationFrame(id);
}

function useScrollOnNavigate() {
  const { pathname, search, hash, key } = useLocation();
  const previous = useRef({ pathname, search });
  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname, search };
    const opened = openedPage;
    openedPage = false;
    // A step of the site's own flow that arrives as a new document (the checkout, see docs/public-site.md)
    // is a step like any other: its heading takes focus too.
    if (opened && !hash) return takeStepMark(pathname) ? focusHeading() : undefined;
    if (!hash) {
      if (before.pathname === pathname && before.search !== search) return;
      window.scrollTo(0, 0);
      return before.pathname === pathname ? undefined : focusHeading();
    }
    // Focus follows, so the next Tab continues in the section the visitor jumped to.
    return jumpTo(decodeURIComponent(hash.slice(1)));
  }, [pathname, search, hash, key]);
}

/**
 * `banner` (the cookie banner) comes first on the page: the first thing the keyboard reaches, and
 * on a phone a part of the page above the header rather than a layer over the booking form.
 */
export function PublicLayout({
  lang,
  children,
  banner,
}: {
  lang: Language;
  children: ReactNode;
  banner?: ReactNode;
}) {
  const { t } = useTranslation();
  useScrollOnNavigate();
  // Marks the header as live (hydrated), for styles and browser tests that need it; the footer
  // gets its own mark once it is.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <div className="page">
      {banner}
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
