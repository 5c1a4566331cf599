import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';

/** docs/product.md §2.9. "Zur Startseite" leads guests to the public home page of their language. */
export function ErrorFallback({
  error,
  errorId,
  onReset,
}: {
  error: Error;
  errorId: string;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  return (
    <main className="error-screen" role="alert">
      <section className="card error-screen__card">
        <h1>{t('error.title')}</h1>
        <p>{t('error.text')}</p>
        <div className="button-row">
          <button type="button" className="button" onClick={onReset}>
            {t('error.retry')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => window.location.reload()}
          >
            {t('error.reload')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => window.location.assign(`/${currentLanguage()}`)}
          >
            {t('error.home')}
          </button>
        </div>
        <details className="error-screen__details">
          <summary>{t('error.details')}</summary>
          <dl>
            <dt>{t('error.errorId')}</dt>
            <dd>
              <code>{errorId}</code>
            </dd>
            <dt>{t('error.message')}</dt>
            <dd>
              <code>{error.message}</code>
            </dd>
            <dt>{t('error.stack')}</dt>
            <dd>
              <pre>{error.stack}</pre>
            </dd>
          </dl>
        </details>
      </section>
    </main>
  );
}
