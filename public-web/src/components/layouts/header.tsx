import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathTo, type Language } from '@/config/paths';
import { useScrolledPast } from '@/lib/scroll';
import { ShellIcon } from '@/components/ui/shell-icons';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { Logo } from '@/components/ui/logo';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { NavLinks } from '@/components/layouts/nav-links';

export function Header({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // Over the hero video the header is transparent until the page scrolls.
  const overHero = pathname === pathTo('landing', lang) && !scrolled && !menuOpen;

  useEffect(() => {
    if (!menuOpen) return;
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('no-scroll');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('no-scroll');
    };
  }, [menuOpen]);

  const close = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  return (
    <header
      className={`site-header${scrolled ? ' site-header--scrolled' : ''}${overHero ? ' site-header--hero' : ''}`}
    >
      <Link className="site-header__brand" to={pathTo('landing', lang)}>
        <Logo />
      </Link>
      <nav className="site-header__nav" aria-label={t('nav.label')}>
        <NavLinks lang={lang} />
      </nav>
      <div className="site-header__tools">
        <LanguageSwitch current={lang} />
        <ThemeToggle />
        <button
          ref={menuButton}
          type="button"
          className="icon-button site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          aria-label={t('nav.openMenu')}
          onClick={() => setMenuOpen(true)}
        >
          <ShellIcon name="menu" />
        </button>
      </div>
      <div
        className={`side-menu__backdrop${menuOpen ? ' is-open' : ''}`}
        onClick={close}
        aria-hidden="true"
      />
      <aside
        id="side-menu"
        className={`side-menu${menuOpen ? ' is-open' : ''}`}
        aria-label={t('nav.menu')}
        aria-hidden={!menuOpen}
        inert={!menuOpen}
      >
        <div className="side-menu__top">
          <span className="side-menu__title">{t('nav.menu')}</span>
          <button
            ref={closeButton}
            type="button"
            className="icon-button"
            aria-label={t('nav.closeMenu')}
            onClick={close}
          >
            <ShellIcon name="close" />
          </button>
        </div>
        <nav aria-label={t('nav.label')}>
          <NavLinks lang={lang} onNavigate={() => setMenuOpen(false)} />
        </nav>
        <div className="side-menu__tools">
          <LanguageSwitch current={lang} />
          <ThemeToggle />
        </div>
      </aside>
    </header>
  );
}
