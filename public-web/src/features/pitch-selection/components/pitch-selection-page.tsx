import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@/config/paths';
import type { AvailabilityPitch } from '@/lib/api-types';
import { apiProblem, availabilityQuery, getQuote } from '@/lib/booking-api';
import { useCategories, type PitchCategory } from '@/lib/categories';
import { usePageHead } from '@/lib/head';
import { currentLanguage } from '@/lib/i18n';
import { formatCents, formatStayDate } from '@/lib/money';
import {
  completeStayChoice,
  readStayChoice,
  stayChoiceQuery,
  todayInVienna,
  type StayChoice,
} from '@/lib/stay-search';
import { usePitches } from '@/features/pitch-selection/api/get-pitches';
import { useSitePlan } from '@/features/pitch-selection/api/get-site-plan';
import { PitchDetails } from '@/features/pitch-selection/components/pitch-details';
import { PitchList } from '@/features/pitch-selection/components/pitch-list';
import { SitePlan } from '@/features/pitch-selection/components/site-plan';
import { markNextPageAsStep } from '@/lib/step-focus';
import { WaitlistForm } from '@/features/pitch-selection/components/waitlist-form';
import './pitch-selection.css';
import { textIn } from '@/lib/content';

type View = 'map' | 'list';

/** The address of the booking form with whatever of the choice is usable. */
function formAddress(params: URLSearchParams, lang: ReturnType<typeof currentLanguage>) {
  const { pitch: _pitch, ...parts } = readStayChoice(params);
  const query = new URLSearchParams(
    Object.entries(parts).map(([key, value]) => [key, String(value)]),
  ).toString();
  return `${pathTo('landing', lang)}${query ? `?${query}` : ''}#booking-form`;
}

/** Whether the choice in the address cannot be searched (and the form has to be shown). */
function choiceProblem(
  choice: StayChoice | null,
  category: PitchCategory | undefined,
  categoriesLoaded: boolean,
): boolean {
  if (!choice) return true;
  if (choice.checkIn < todayInVienna()) return true;
  if (!categoriesLoaded) return false;
  return !category || choice.adults + choice.children > category.maxPersons;
}

/**
 * docs/product.md §2.1 pitch selection: the choice from the booking form (in the address) searched on the
 * site plan; a chosen pitch shows its details and price, and Continue checks once more that it
 * is still free before the checkout.
 */
export function PitchSelectionPage() {
  usePageHead('pitchSelection');
  const lang = currentLanguage();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const choice = completeStayChoice(params);
  const categories = useCategories();
  const category = choice ? categories.data?.find((c) => c.slug === choice.category) : undefined;
  const invalid = choiceProblem(choice, category, categories.isSuccess);

  // A missing or broken choice goes back to the form, which says what to check.
  useEffect(() => {
    if (invalid)
      void navigate(formAddress(params, lang), {
        replace: true,
        state: { bookingNotice: 'incomplete' },
      });
  }, [invalid, navigate, params, lang]);

  if (invalid || !choice) return <PageShell busy />;
  if (categories.isError)
    return (
      <PageShell>
        <ErrorBlock error={categories.error} onRetry={() => void categories.refetch()} />
      </PageShell>
    );
  if (!category) return <PageShell busy />;
  return <PitchChooser choice={choice} category={category} params={params} setParams={setParams} />;
}

function PageShell({ busy, children }: { busy?: boolean; children?: ReactNode }) {
  const { t } = useTranslation('pitch-selection');
  return (
    <section className="content pitch-selection">
      <h1>{t('title')}</h1>
      {busy ? (
        <p role="status" className="pitch-selection__status">
          <span className="spinner__circle" aria-hidden="true" />
          {t('loading')}
        </p>
      ) : (
        children
      )}
    </section>
  );
}

function ErrorBlock({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('pitch-selection');
  const problem = apiProblem(error);
  const text = !problem
    ? t('networkError')
    : problem.status >= 500
      ? t('serverError')
      : problem.message || t('loadError');
  return (
    <div className="pitch-selection__error" role="alert">
      <p>{text}</p>
      {(!problem || problem.status >= 500) && (
        <button type="button" className="button" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

interface ChooserProps {
  choice: StayChoice;
  category: PitchCategory;
  params: URLSearchParams;
  setParams: ReturnType<typeof useSearchParams>[1];
}

function PitchChooser({ choice, category, params, setParams }: ChooserProps) {
  const { t } = useTranslation('pitch-selection');
  const lang = currentLanguage();
  const [view, setView] = useState<View>('map');
  const [announcement, setAnnouncement] = useState('');
  const [takenCode, setTakenCode] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const takenRef = useRef<HTMLDivElement>(null);
  const search = {
    checkIn: choice.checkIn,
    checkOut: choice.checkOut,
    adults: choice.adults,
    children: choice.children,
    categoryId: category.id,
  };
  const availability = useQuery(availabilityQuery(search));
  const pitches = usePitches();
  const sitePlan = useSitePlan();
  const details = useMemo(
    () => new Map((pitches.data ?? []).map((p) => [p.id, p])),
    [pitches.data],
  );
  // In the order people count them (B2 before B10), for the tab order and the list.
  const all = useMemo(
    () =>
      [...(availability.data?.pitches ?? [])].sort((a, b) =>
        a.code.localeCompare(b.code, undefined, { numeric: true }),
      ),
    [availability.data],
  );
  const ofCategory = all.filter((p) => p.categoryId === category.id);
  const free = ofCategory.filter((p) => p.state === 'available');

  // The chosen pitch lives in the address too (reload, Back); one no longer free is not chosen.
  const wanted = readStayChoice(params).pitch ?? null;
  const wantedPitch = all.find((p) => p.id === wanted);
  const selected = wantedPitch?.state === 'available' ? wantedPitch : undefined;
  // A pitch in the address that is no longer free (a reload, a shared link) says so.
  const shownTaken =
    takenCode ?? (wantedPitch && wantedPitch.state !== 'available' ? wantedPitch.code : null);

  // The guest learns at once why Continue did not go on, and the next Tab leads to the plan.
  useEffect(() => {
    if (takenCode) takenRef.current?.focus();
  }, [takenCode]);

  const quote = useQuery({
    queryKey: ['/api/bookings/quote', search, selected?.id],
    queryFn: () => getQuote({ ...search, categoryId: undefined, pitchId: selected!.id }),
    enabled: Boolean(selected),
    retry: false,
    staleTime: 60_000,
  });

  // The choice redraws the page (address, pins, details, price) as a transition: the frame after
  // the tap shows the focused pin at once, and the rest follows without holding the next tap.
  const choose = (pitch: AvailabilityPitch) =>
    startTransition(() => {
      setTakenCode(null);
      setAnnouncement(t('selectedAnnouncement', { code: pitch.code }));
      setParams(stayChoiceQuery({ ...choice, pitch: pitch.id }), {
        replace: true,
        preventScrollReset: true,
      });
    });
  const refuse = (pitch: AvailabilityPitch) =>
    setAnnouncement(t('notSelectable', { code: pitch.code, state: t(`states.${pitch.state}`) }));

  const formLink = `${pathTo('landing', lang)}?${stayChoiceQuery({ ...choice, pitch: undefined })}#booking-form`;

  const proceed = async () => {
    if (!selected || checking) return;
    setChecking(true);
    const fresh = await availability.refetch();
    setChecking(false);
    if (fresh.isError) return;
    const now = fresh.data?.pitches.find((p) => p.id === selected.id);
    if (now?.state !== 'available') {
      setTakenCode(selected.code);
      setParams(stayChoiceQuery({ ...choice, pitch: undefined }), {
        replace: true,
        preventScrollReset: true,
      });
      return;
    }
    // A document load, not a route change: the checkout's Content-Security-Policy (the only one
    // that lets Stripe.js in) comes with its document, and a route change would keep this page's.
    markNextPageAsStep(pathTo('checkout', lang));
    window.location.assign(
      `${pathTo('checkout', lang)}?${stayChoiceQuery({ ...choice, pitch: now.id })}`,
    );
  };

  const quoteRefused = quote.isError && apiProblem(quote.error)?.status === 400;

  return (
    <section
      className={`content pitch-selection${selected ? ' pitch-selection--chosen' : ''}`}
      aria-labelledby="pitch-selection-title"
    >
      <div className="page-head">
        <h1 id="pitch-selection-title">{t('title')}</h1>
        <p className="section__intro">{t('intro')}</p>
      </div>
      <div className="pitch-selection__summary card">
        <h2 className="visually-hidden">{t('summaryTitle')}</h2>
        <p>
          <strong>
            {formatStayDate(choice.checkIn, lang)} – {formatStayDate(choice.checkOut, lang)}
          </strong>
          <span>
            {t('nights', { count: availability.data?.nights ?? nightsBetween(choice) })} ·{' '}
            {t('adults', { count: choice.adults })}
            {choice.children > 0 && `, ${t('children', { count: choice.children })}`} ·{' '}
            {textIn(category.name, lang)}
          </span>
        </p>
        <Link className="button button--secondary" to={formLink}>
          {t('changeSearch')}
        </Link>
      </div>

      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {shownTaken && (
        <div className="pitch-selection__taken" role="alert" tabIndex={-1} ref={takenRef}>
          <strong>{t('takenPitch', { code: shownTaken })}</strong> {t('taken')}
        </div>
      )}

      {availability.isPending ? (
        <p role="status" className="pitch-selection__status">
          <span className="spinner__circle" aria-hidden="true" />
          {t('loading')}
        </p>
      ) : availability.isError && !availability.data ? (
        <>
          <ErrorBlock error={availability.error} onRetry={() => void availability.refetch()} />
          <p>
            <Link to={formLink}>{t('changeSearch')}</Link>
          </p>
        </>
      ) : (
        <div className="pitch-selection__layout">
          <div className="pitch-selection__main">
            <div className="pitch-selection__bar">
              <p className="pitch-selection__count">
                {t('freeCount', { count: free.length, total: ofCategory.length })}
              </p>
              <div className="segmented" role="group" aria-label={t('views.label')}>
                {(['map', 'list'] as const).map((v) => (
                  <button
                    key={v}
                    type="button"
                    className="segmented__option"
                    aria-pressed={view === v}
                    onClick={() => setView(v)}
                  >
                    {t(`views.${v}`)}
                  </button>
                ))}
              </div>
            </div>
            {free.length === 0 && (
              <>
                <p className="pitch-selection__none" role="status">
                  {t('noneFree')} <Link to={formLink}>{t('changeSearch')}</Link>
                </p>
                {ofCategory.length > 0 && <WaitlistForm choice={choice} categoryId={category.id} />}
              </>
            )}
            {view === 'map' ? (
              <SitePlan
                pitches={all}
                selectedId={selected?.id ?? null}
                onSelect={choose}
                onUnavailable={refuse}
                plan={sitePlan.data}
              />
            ) : (
              <PitchList
                pitches={ofCategory}
                details={details}
                selectedId={selected?.id ?? null}
                onSelect={choose}
              />
            )}
          </div>
          <aside className="pitch-selection__aside" aria-label={t('quote.title')}>
            <PitchDetails
              pitch={selected}
              info={selected ? details.get(selected.id) : undefined}
              category={category}
              quote={quote}
            />
            {selected && (
              <div className="pitch-selection__action">
                <p className="pitch-selection__action-summary">
                  <strong>{t('details.title', { code: selected.code })}</strong>
                  {quote.isSuccess && (
                    <span>
                      {t('quote.total')}: {formatCents(quote.data.totalCents, lang)}
                    </span>
                  )}
                </p>
                <button
                  type="button"
                  className="button button--large"
                  onClick={() => void proceed()}
                  disabled={checking || quoteRefused}
                  aria-describedby={checking ? 'pitch-selection-checking' : undefined}
                >
                  {t('continue')}
                </button>
                {checking && (
                  <p id="pitch-selection-checking" role="status" className="muted">
                    {t('checking')}
                  </p>
                )}
                {availability.isError && !checking && (
                  <ErrorBlock
                    error={availability.error}
                    onRetry={() => void availability.refetch()}
                  />
                )}
              </div>
            )}
          </aside>
        </div>
      )}
    </section>
  );
}

const nightsBetween = (choice: StayChoice) =>
  Math.round((Date.parse(choice.checkOut) - Date.parse(choice.checkIn)) / 86_400_000);
