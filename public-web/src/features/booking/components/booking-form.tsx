import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { LazyImage } from '@/components/ui/lazy-image';
import type { PitchCategory } from '@/lib/categories';
import { apiProblem, availabilityQuery, getQuote } from '@/lib/booking-api';
import { getConsent } from '@/lib/cookie-consent';
import { formatCents } from '@/lib/money';
import {
  MAX_ADULTS,
  MAX_CHILDREN,
  readStayChoice,
  rememberedStayChoice,
  rememberStayChoice,
  stayChoiceQuery,
} from '@/lib/stay-search';
import {
  choiceOf,
  initialSearch,
  todayInVienna,
  validateSearch,
  type BookingSearch,
  type SearchErrors,
  type SearchField,
} from '@/features/booking/components/search-rules';
import { textIn } from '@/lib/content';

export { todayInVienna, validateSearch };

/** Why the pitch selection sent the guest back here (router state). */
export interface BookingFormNotice {
  bookingNotice?: 'incomplete';
}

const QUOTE_DELAY_MS = 300;

const preferencesConsent = () => Boolean(getConsent()?.settings.preferences);

/** The search, once it is complete and valid, settled for a moment (the live price asks then). */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delay]);
  return settled;
}

/**
 * The first step of a booking: dates, party and pitch type. The price of the stay shows as soon
 * as the search is complete (the quote also tells the season's minimum stay); Continue hands the
 * choice to the pitch selection in the address, and keeps it in this page's address too, so Back
 * finds the form as it was left.
 */
export function BookingForm({ categories }: { categories: PitchCategory[] }) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const id = useId();
  const lang = currentLanguage();
  const today = todayInVienna();
  const [search, setSearch] = useState<BookingSearch>(() =>
    initialSearch(readStayChoice(params), rememberedStayChoice(preferencesConsent()), categories),
  );
  const [errors, setErrors] = useState<SearchErrors>({});
  const notice = (location.state as BookingFormNotice | null)?.bookingNotice;

  const valid = Object.keys(validateSearch(search, categories, today)).length === 0;
  const category = categories.find((c) => c.slug === search.category);
  const settled = useSettled(valid && category ? choiceOf(search) : null, QUOTE_DELAY_MS);
  const quote = useQuery({
    queryKey: ['/api/bookings/quote', settled, category?.id],
    queryFn: () =>
      getQuote({
        checkIn: settled!.checkIn,
        checkOut: settled!.checkOut,
        adults: settled!.adults,
        children: settled!.children,
        categoryId: category!.id,
      }),
    enabled: Boolean(settled && category),
    retry: false,
    staleTime: 60_000,
  });
  // A type with no free pitch for the dates says so here, not only as "0 of 15 free" on the map.
  const availability = useQuery({
    ...availabilityQuery({ ...settled!, categoryId: category?.id }),
    enabled: Boolean(settled && category),
    retry: false,
  });
  const ofCategory = availability.data?.pitches.filter((p) => p.categoryId === category?.id);
  const fullyBooked =
    valid &&
    Boolean(settled) &&
    availability.isSuccess &&
    !availability.isFetching &&
    Boolean(ofCategory?.length) &&
    !ofCategory!.some((p) => p.state === 'available');
  // The season's minimum stay (and any other refusal of the dates) comes from the quote.
  const quoteProblem = quote.isError ? apiProblem(quote.error) : null;
  const stayRefused = valid && quoteProblem?.status === 400 ? quoteProblem : null;

  const set = <K extends SearchField>(field: K, value: BookingSearch[K]) => {
    setSearch((prev) => ({ ...prev, [field]: value }));
    // A corrected field loses its message at once; the others keep theirs until the next try.
    setErrors((prev) => {
      if (!prev[field]) return prev;
      const { [field]: _gone, ...rest } = prev;
      return rest;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSearch(search, categories, today);
    setErrors(found);
    const firstBad = (Object.keys(found) as SearchField[])[0];
    if (firstBad) {
      document.getElementById(`${id}-${firstBad}`)?.focus();
      return;
    }
    if (stayRefused) {
      document.getElementById(`${id}-checkOut`)?.focus();
      return;
    }
    const choice = choiceOf(search);
    const query = stayChoiceQuery(choice);
    rememberStayChoice(choice, preferencesConsent());
    // This page's address keeps the search, so Back (and a reload) find the form as it was.
    navigate(`${pathTo('landing', lang)}?${query}#booking-form`, { replace: true });
    navigate(`${pathTo('pitchSelection', lang)}?${query}`);
  };

  const fieldError = (field: SearchField) => {
    const e = errors[field];
    if (field === 'checkOut' && !e && stayRefused)
      return (
        <p className="field__error" id={`${id}-${field}-error`}>
          {stayRefused.fields.checkOut ?? stayRefused.fields.checkIn ?? stayRefused.message}
        </p>
      );
    if (!e) return null;
    return (
      <p className="field__error" id={`${id}-${field}-error`}>
        {t(`errors.${e.key}`, { count: e.count, max: e.max })}
      </p>
    );
  };
  const invalid = (field: SearchField) =>
    Boolean(errors[field]) || (field === 'checkOut' && Boolean(stayRefused));
  const described = (field: SearchField) => (invalid(field) ? `${id}-${field}-error` : undefined);

  return (
    <form className="booking-form" onSubmit={submit} noValidate aria-label={t('formLabel')}>
      {notice === 'incomplete' && (
        <p className="form-notice" role="alert">
          {t('notice.incomplete')}
        </p>
      )}
      <div className="booking-form__row">
        <div className="field">
          <label htmlFor={`${id}-checkIn`}>{t('checkIn')}</label>
          <input
            id={`${id}-checkIn`}
            data-autofocus=""
            type="date"
            min={today}
            value={search.checkIn}
            onChange={(e) => set('checkIn', e.target.value)}
            aria-invalid={invalid('checkIn')}
            aria-describedby={described('checkIn')}
            required
          />
          {fieldError('checkIn')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-checkOut`}>{t('checkOut')}</label>
          <input
            id={`${id}-checkOut`}
            type="date"
            min={search.checkIn || today}
            value={search.checkOut}
            onChange={(e) => set('checkOut', e.target.value)}
            aria-invalid={invalid('checkOut')}
            aria-describedby={described('checkOut')}
            required
          />
          {fieldError('checkOut')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-adults`}>{t('adults')}</label>
          <input
            id={`${id}-adults`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_ADULTS}
            step={1}
            value={search.adults}
            onChange={(e) => set('adults', e.target.value)}
            aria-invalid={invalid('adults')}
            aria-describedby={described('adults')}
          />
          {fieldError('adults')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-children`}>{t('children')}</label>
          <input
            id={`${id}-children`}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_CHILDREN}
            step={1}
            value={search.children}
            onChange={(e) => set('children', e.target.value)}
            aria-invalid={invalid('children')}
            aria-describedby={described('children')}
          />
          {fieldError('children')}
        </div>
      </div>
      <fieldset
        className="category-picker"
        aria-describedby={described('category')}
        id={`${id}-category`}
        tabIndex={-1}
      >
        <legend>{t('category')}</legend>
        <ul className="category-list">
          {categories.map((c) => (
            <li key={c.id}>
              <label className="category-option">
                <input
                  type="radio"
                  name={`${id}-category`}
                  value={c.slug}
                  checked={search.category === c.slug}
                  onChange={() => set('category', c.slug)}
                />
                <LazyImage src={c.imageUrl} alt="" width={160} height={100} />
                <span className="category-option__body">
                  <strong>{textIn(c.name, lang)}</strong>
                  <span className="category-option__text">{textIn(c.description, lang)}</span>
                  <span className="category-option__facts">
                    {t('personsIncluded', { count: c.personsIncluded })} ·{' '}
                    {t('maxPersons', { count: c.maxPersons })}
                    {c.maxVehicleLengthM !== null &&
                      ` · ${t('maxLength', { length: c.maxVehicleLengthM })}`}
                  </span>
                </span>
                <span className="category-option__price">
                  {t('priceFrom', {
                    price: formatCents(c.priceFromCents, lang, { whole: true }),
                  })}
                </span>
              </label>
            </li>
          ))}
        </ul>
        {fieldError('category')}
      </fieldset>
      <div className="booking-form__actions">
        <p className="booking-form__price" aria-live="polite" data-testid="stay-price">
          {fullyBooked && category
            ? t('fullyBooked', { category: textIn(category.name, lang) })
            : quote.isSuccess && valid && settled
              ? t('stayPrice', {
                  count: quote.data.nights,
                  price: formatCents(quote.data.totalCents, lang),
                })
              : valid && quote.isFetching
                ? t('stayPriceLoading')
                : ''}
        </p>
        {fullyBooked && settled && (
          <p className="booking-form__waitlist">
            {t('waitlistOffer')}{' '}
            <Link to={`${pathTo('pitchSelection', lang)}?${stayChoiceQuery(settled)}#waitlist`}>
              {t('waitlistLink')}
            </Link>
          </p>
        )}
        <button type="submit" className="button button--large">
          {t('submit')}
        </button>
        <p className="muted">{t('arrivalHint')}</p>
      </div>
    </form>
  );
}
