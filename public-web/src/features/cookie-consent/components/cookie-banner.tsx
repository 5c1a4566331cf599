import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@/config/paths';
import {
  CONSENT_CATEGORIES,
  saveConsent,
  type ConsentRecord,
  type ConsentSettings,
} from '@/lib/cookie-consent';
import { currentLanguage } from '@/lib/i18n';
import { toast } from '@/lib/toast';

type Choice = Omit<ConsentSettings, 'necessary'>;

/**
 * docs/product.md §2.3: accept all, reject all, or choose per category; necessary is always on.
 * The server also sends it, rendered at build time, as part of a first visit's page; the buttons'
 * `data-choice` lets the site answer that copy before this component's code is loaded
 * (cookie-consent-host.tsx).
 */
export function CookieBanner({
  current,
  showSettingsFirst = false,
}: {
  current: ConsentRecord | null;
  /** The prerendered copy's "settings" was pressed: open with the categories shown. */
  showSettingsFirst?: boolean;
}) {
  const { t } = useTranslation();
  const [showSettings, setShowSettings] = useState(current !== null || showSettingsFirst);
  const [choice, setChoice] = useState<Choice>({
    analytics: current?.settings.analytics ?? false,
    marketing: current?.settings.marketing ?? false,
    preferences: current?.settings.preferences ?? false,
  });

  const save = (settings: Choice) => {
    saveConsent(settings);
    toast({ title: t('cookies.saved') });
  };

  return (
    <section
      className="cookie-banner"
      lang={currentLanguage()}
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-title"
      aria-describedby="cookie-text"
    >
      <h2 id="cookie-title">{t('cookies.title')}</h2>
      <p id="cookie-text">
        {t('cookies.text')}{' '}
        <Link to={pathTo('privacy', currentLanguage())}>{t('cookies.privacyLink')}</Link>
      </p>
      {showSettings && (
        <fieldset className="cookie-banner__settings">
          <legend className="visually-hidden">{t('cookies.settings')}</legend>
          {CONSENT_CATEGORIES.map((category) => {
            const necessary = category === 'necessary';
            return (
              <label key={category} className="switch-row">
                <input
                  type="checkbox"
                  role="switch"
                  name={category}
                  checked={necessary ? true : choice[category]}
                  disabled={necessary}
                  onChange={(e) =>
                    !necessary && setChoice((prev) => ({ ...prev, [category]: e.target.checked }))
                  }
                />
                <span>
                  <strong>
                    {t(`cookies.categories.${category}.name`)}
                    {necessary && <em className="muted"> · {t('cookies.alwaysOn')}</em>}
                  </strong>
                  <span className="switch-row__text">
                    {t(`cookies.categories.${category}.text`)}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button"
          data-choice="all"
          onClick={() => save({ analytics: true, marketing: true, preferences: true })}
        >
          {t('cookies.acceptAll')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          data-choice="none"
          onClick={() => save({ analytics: false, marketing: false, preferences: false })}
        >
          {t('cookies.rejectAll')}
        </button>
        {showSettings ? (
          <button
            type="button"
            className="button button--ghost"
            data-choice="save"
            onClick={() => save(choice)}
          >
            {t('cookies.save')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--ghost"
            data-choice="settings"
            aria-expanded={false}
            onClick={() => setShowSettings(true)}
          >
            {t('cookies.settings')}
          </button>
        )}
      </div>
    </section>
  );
}
