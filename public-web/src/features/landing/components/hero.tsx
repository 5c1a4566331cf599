import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathTo, type Language } from '@/config/paths';
import { useCompanyOnceHydrated } from '@/lib/company-settings';
import { prefersReducedMotion } from '@/lib/scroll';
import { ShellIcon } from '@/components/ui/shell-icons';

const HERO_POSTER = '/media/hero-poster.webp';

/** VP9 WebM where the browser plays it (smaller), H.264 MP4 elsewhere (Safari). */
const videoSource = (video: HTMLVideoElement) =>
  video.canPlayType('video/webm; codecs="vp9"') ? '/media/hero.webm' : '/media/hero.mp4';

/** Events that show a visitor is there and looking: the video starts with the first of them. */
const ACTIVITY = ['pointermove', 'pointerdown', 'touchstart', 'scroll', 'keydown'] as const;
const IDLE_START_MS = 8000;

/**
 * The poster paints first; the video joins once the visitor moves, touches or scrolls (or after
 * a few quiet seconds), so it never competes with the page's own loading. Never for visitors who
 * asked for reduced motion or to save data.
 */
function useDeferredVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const video = ref.current;
    const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData;
    if (!video || prefersReducedMotion() || saveData) return;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      stop();
      video.src = videoSource(video);
      video.play().then(
        () => setPlaying(true),
        () => undefined,
      );
    };
    const timer = setTimeout(start, IDLE_START_MS);
    const stop = () => {
      clearTimeout(timer);
      ACTIVITY.forEach((type) => window.removeEventListener(type, start));
    };
    ACTIVITY.forEach((type) => window.addEventListener(type, start, { passive: true, once: true }));
    return () => {
      started = true;
      stop();
    };
  }, []);
  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (playing) {
      video.pause();
      setPlaying(false);
    } else {
      if (!video.src) video.src = videoSource(video);
      void video.play().then(() => setPlaying(true));
    }
  };
  return { ref, playing, toggle };
}

export function Hero({ lang }: { lang: Language }) {
  const { t } = useTranslation('landing');
  const company = useCompanyOnceHydrated();
  const { search } = useLocation();
  const { ref: videoRef, playing, toggle } = useDeferredVideo();

  return (
    <section className="hero" aria-labelledby="hero-title">
      <video
        ref={videoRef}
        className="hero__video"
        // The page's largest content: the site's code is fetched once it is shown (main.tsx).
        data-main-content=""
        poster={HERO_POSTER}
        muted
        loop
        playsInline
        preload="none"
        aria-label={t('videoLabel')}
      />
      <div className="hero__shade" aria-hidden="true" />
      <div className="hero__content">
        <p className="hero__eyebrow">{t('eyebrow')}</p>
        <h1 id="hero-title">{company.companyName}</h1>
        <p className="hero__text">{t('welcome')}</p>
        <div className="button-row">
          {/* A link to the form's anchor: before the page is hydrated the browser itself jumps
              there; afterwards the router does, and focus follows (see PublicLayout). */}
          <Link className="button button--large" to={{ search, hash: '#booking-form' }}>
            {t('bookNow')}
          </Link>
          <Link className="button button--large button--light" to={pathTo('activities', lang)}>
            {t('discoverActivities')}
            <ShellIcon name="arrowRight" />
          </Link>
        </div>
      </div>
      <button
        type="button"
        className="hero__video-toggle icon-button"
        onClick={toggle}
        aria-label={playing ? t('videoPause') : t('videoPlay')}
        aria-pressed={playing}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
          {playing ? <path d="M7 5h4v14H7zM13 5h4v14h-4z" /> : <path d="M8 5l11 7-11 7z" />}
        </svg>
      </button>
    </section>
  );
}
