import { Link, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@/config/paths';
import { apiProblem } from '@/lib/booking-api';
import { useIsClient } from '@/lib/hydration';
import { currentLanguage } from '@/lib/i18n';
import { formatCents, formatStayDate } from '@/lib/money';
import { acceptRenewal, declineRenewal, getRenewal } from '@/lib/seasonal-renewal-api';
import type { SeasonalRenewal } from '@/lib/api-types';
import './seasonal-renewal-page.css';

/**
 * The page a seasonal camper's renewal offer links to (`?contract=&token=`): the next season's
 * period and fee, and two buttons, accept or decline. Nothing happens on opening the link (mail
 * scanners follow links); only a button press answers the offer.
 */
export function SeasonalRenewalPage() {
  const { t } = useTranslation('seasonal-renewal');
  const lang = currentLanguage();
  const [params] = useSearchParams();
  const id = params.get('contract') ?? '';
  const token = params.get('token') ?? '';
  const client = useQueryClient();
  const key = ['seasonal-renewal', id, token];
  const offer = useQuery({
    queryKey: key,
    queryFn: () => getRenewal(id, token),
    enabled: Boolean(id && token),
    retry: false,
  });
  const answer = useMutation({
    mutationFn: (yes: boolean) => (yes ? acceptRenewal(id, token) : declineRenewal(id, token)),
    onSuccess: (data) => client.setQueryData(key, data),
  });
  const isClient = useIsClient();
  const error = offer.error ?? answer.error;
  const problem = error ? apiProblem(error) : null;
  return (
    <section className="content renewal-page" aria-labelledby="renewal-title">
      <h1 id="renewal-title">{t('title')}</h1>
      {!isClient ? (
        <p role="status" className="renewal-page__status">
          {t('loading')}
        </p>
      ) : !id || !token ? (
        <p className="renewal-page__problem" role="alert">
          {t('missingLink')}
        </p>
      ) : offer.data ? (
        <Offer
          offer={offer.data}
          lang={lang}
          busy={answer.isPending}
          onAnswer={(yes) => answer.mutate(yes)}
        />
      ) : offer.isPending ? (
        <p role="status" className="renewal-page__status">
          {t('loading')}
        </p>
      ) : null}
      {error && (
        <div className="renewal-page__problem" role="alert">
          <p>
            {!problem
              ? t('networkError')
              : problem.status >= 500
                ? t('serverError')
                : problem.message}
          </p>
          {(!problem || problem.status >= 500) && (
            <button type="button" className="button" onClick={() => void offer.refetch()}>
              {t('retry')}
            </button>
          )}
        </div>
      )}
      <p>
        <Link to={pathTo('landing', lang)}>{t('home')}</Link>
      </p>
    </section>
  );
}

function Offer({
  offer: o,
  lang,
  busy,
  onAnswer,
}: {
  offer: SeasonalRenewal;
  lang: ReturnType<typeof currentLanguage>;
  busy: boolean;
  onAnswer: (yes: boolean) => void;
}) {
  const { t } = useTranslation('seasonal-renewal');
  const period = (from: string, to: string) =>
    `${formatStayDate(from, lang)} – ${formatStayDate(to, lang)}`;
  return (
    <div className="renewal-page__offer card">
      <p>{t('intro', { name: o.holderName, pitch: o.pitchCode })}</p>
      <dl className="renewal-page__facts">
        <dt>{t('period')}</dt>
        <dd>{period(o.nextStartDate, o.nextEndDate)}</dd>
        <dt>{t('fee')}</dt>
        <dd>
          {formatCents(o.nextFeeCents, lang)} {t('instalments', { count: o.instalmentCount })}
        </dd>
      </dl>
      <p className="renewal-page__current">
        {t('current', { number: o.number, period: period(o.startDate, o.endDate) })}
      </p>
      {o.renewal === 'offered' ? (
        <div className="renewal-page__actions">
          <button type="button" className="button" disabled={busy} onClick={() => onAnswer(true)}>
            {t('accept')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => onAnswer(false)}
          >
            {t('decline')}
          </button>
        </div>
      ) : (
        <p role="status">
          <strong>
            {o.renewal === 'accepted'
              ? t('accepted')
              : o.renewal === 'declined'
                ? t('declined')
                : t('closed')}
          </strong>
        </p>
      )}
    </div>
  );
}
