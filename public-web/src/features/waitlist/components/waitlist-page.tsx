import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@/config/paths';
import { apiProblem } from '@/lib/booking-api';
import { useIsClient } from '@/lib/hydration';
import { currentLanguage } from '@/lib/i18n';
import { formatStayDate } from '@/lib/money';
import { confirmWaitlist, leaveWaitlist } from '@/lib/waitlist-api';
import type { WaitlistEntry } from '@/lib/api-types';
import './waitlist-page.css';

type Action = 'confirm' | 'leave';

/**
 * The page the waitlist mails link to (`?entry=&token=&action=confirm|leave`): it confirms the
 * entry (the double opt-in) or takes it off the list, once, and says what happened.
 */
export function WaitlistPage() {
  const { t } = useTranslation('waitlist');
  const lang = currentLanguage();
  const [params] = useSearchParams();
  const entry = params.get('entry') ?? '';
  const token = params.get('token') ?? '';
  const action: Action = params.get('action') === 'leave' ? 'leave' : 'confirm';
  const run = useMutation({
    mutationFn: () =>
      action === 'leave' ? leaveWaitlist(entry, token) : confirmWaitlist(entry, token),
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !entry || !token) return;
    started.current = true;
    run.mutate();
  }, [entry, token, run]);

  // The prerendered page knows no address query: it and the first render in the browser show the
  // same neutral line, so hydration matches; what the link says is decided right after.
  const isClient = useIsClient();
  const problem = run.isError ? apiProblem(run.error) : null;
  return (
    <section className="content waitlist-page" aria-labelledby="waitlist-title">
      <h1 id="waitlist-title">{t('title')}</h1>
      {!isClient ? (
        <p role="status" className="waitlist-page__status">
          <span className="spinner__circle" aria-hidden="true" />
          {t('loading')}
        </p>
      ) : !entry || !token ? (
        <p className="waitlist-page__problem" role="alert">
          {t('missingLink')}
        </p>
      ) : run.isSuccess ? (
        <Result entry={run.data} action={action} lang={lang} />
      ) : run.isError ? (
        <div className="waitlist-page__problem" role="alert">
          <p>
            {!problem
              ? t('networkError')
              : problem.status >= 500
                ? t('serverError')
                : problem.message}
          </p>
          {(!problem || problem.status >= 500) && (
            <button type="button" className="button" onClick={() => run.mutate()}>
              {t('retry')}
            </button>
          )}
        </div>
      ) : (
        <p role="status" className="waitlist-page__status">
          <span className="spinner__circle" aria-hidden="true" />
          {t(action === 'leave' ? 'leaving' : 'confirming')}
        </p>
      )}
      <p>
        <Link to={pathTo('landing', lang)}>{t('home')}</Link>
      </p>
    </section>
  );
}

function Result({
  entry,
  action,
  lang,
}: {
  entry: WaitlistEntry;
  action: Action;
  lang: ReturnType<typeof currentLanguage>;
}) {
  const { t } = useTranslation('waitlist');
  const stay = `${formatStayDate(entry.checkIn, lang)} – ${formatStayDate(entry.checkOut, lang)}`;
  const message =
    action === 'leave' || entry.status === 'removed'
      ? t('left')
      : entry.status === 'confirmed' || entry.status === 'notified'
        ? t('confirmed')
        : t('closed');
  return (
    <div className="waitlist-page__result card" role="status">
      <p>
        <strong>{message}</strong>
      </p>
      <p>
        {stay} · {t('adults', { count: entry.adults })}
        {entry.children > 0 && `, ${t('children', { count: entry.children })}`}
      </p>
    </div>
  );
}
