import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { LazyImage } from '@/components/ui/lazy-image';
import type { PitchCategory } from '@/lib/categories';

/** Today in the campsite's time zone, as the YYYY-MM-DD a date input uses. */
export const todayInVienna = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(now);

export interface BookingSearch {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  category: string;
}

type Field = keyof BookingSearch;
type ErrorKey = 'required' | 'past' | 'order' | 'tooMany' | 'adults';
export type SearchErrors = Partial<Record<Field, { key: ErrorKey; count?: number }>>;

/** SPEC §5: required fields, no date in the past, departure after arrival; the category's limit. */
export function validateSearch(
  search: BookingSearch,
  categories: PitchCategory[],
  today = todayInVienna(),
): SearchErrors {
  const errors: SearchErrors = {};
  if (!search.checkIn) errors.checkIn = { key: 'required' };
  else if (search.checkIn < today) errors.checkIn = { key: 'past' };
  if (!search.checkOut) errors.checkOut = { key: 'required' };
  else if (search.checkOut < today) errors.checkOut = { key: 'past' };
  else if (search.checkIn && search.checkOut <= search.checkIn) errors.checkOut = { key: 'order' };
  if (!(search.adults >= 1)) errors.adults = { key: 'adults' };
  const category = categories.find((c) => c.slug === search.category);
  if (!category) errors.category = { key: 'required' };
  else if (search.adults + search.children > category.maxPersons)
    errors.adults = { key: 'tooMany', count: category.maxPersons };
  return errors;
}

/**
 * The first step of a booking: dates, party and pitch type, handed to the pitch selection as
 * query parameters (the journey's pages themselves are not built yet).
 */
export function BookingForm({ categories }: { categories: PitchCategory[] }) {
  const { t, i18n } = useTranslation('booking');
  const navigate = useNavigate();
  const id = useId();
  const lang = currentLanguage();
  const [search, setSearch] = useState<BookingSearch>({
    checkIn: '',
    checkOut: '',
    adults: 2,
    children: 0,
    category: categories[0]?.slug ?? '',
  });
  const [errors, setErrors] = useState<SearchErrors>({});
  const today = todayInVienna();
  const price = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });

  const set = <K extends Field>(field: K, value: BookingSearch[K]) =>
    setSearch((prev) => ({ ...prev, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSearch(search, categories, today);
    setErrors(found);
    if (Object.keys(found).length) return;
    const query = new URLSearchParams({
      checkIn: search.checkIn,
      checkOut: search.checkOut,
      adults: String(search.adults),
      children: String(search.children),
      category: search.category,
    });
    navigate(`${pathTo('pitchSelection', lang)}?${query}`);
  };

  const error = (field: Field) => {
    const e = errors[field];
    if (!e) return null;
    return (
      <p className="field__error" id={`${id}-${field}-error`}>
        {t(`errors.${e.key}`, { count: e.count })}
      </p>
    );
  };
  const described = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form className="booking-form" onSubmit={submit} noValidate>
      <div className="booking-form__row">
        <div className="field">
          <label htmlFor={`${id}-checkIn`}>{t('checkIn')}</label>
          <input
            id={`${id}-checkIn`}
            type="date"
            min={today}
            value={search.checkIn}
            onChange={(e) => set('checkIn', e.target.value)}
            aria-invalid={Boolean(errors.checkIn)}
            aria-describedby={described('checkIn')}
            required
          />
          {error('checkIn')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-checkOut`}>{t('checkOut')}</label>
          <input
            id={`${id}-checkOut`}
            type="date"
            min={search.checkIn || today}
            value={search.checkOut}
            onChange={(e) => set('checkOut', e.target.value)}
            aria-invalid={Boolean(errors.checkOut)}
            aria-describedby={described('checkOut')}
            required
          />
          {error('checkOut')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-adults`}>{t('adults')}</label>
          <input
            id={`${id}-adults`}
            type="number"
            inputMode="numeric"
            min={1}
            max={12}
            value={search.adults}
            onChange={(e) => set('adults', Number(e.target.value))}
            aria-invalid={Boolean(errors.adults)}
            aria-describedby={described('adults')}
          />
          {error('adults')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-children`}>{t('children')}</label>
          <input
            id={`${id}-children`}
            type="number"
            inputMode="numeric"
            min={0}
            max={12}
            value={search.children}
            onChange={(e) => set('children', Number(e.target.value))}
          />
        </div>
      </div>
      <fieldset className="category-picker" aria-describedby={described('category')}>
        <legend>{t('category')}</legend>
        <ul className="category-list">
          {categories.map((category) => (
            <li key={category.id}>
              <label className="category-option">
                <input
                  type="radio"
                  name={`${id}-category`}
                  value={category.slug}
                  checked={search.category === category.slug}
                  onChange={() => set('category', category.slug)}
                />
                <LazyImage src={category.imageUrl} alt="" width={160} height={100} />
                <span className="category-option__body">
                  <strong>{category.name[lang]}</strong>
                  <span className="category-option__text">{category.description[lang]}</span>
                  <span className="category-option__facts">
                    {t('personsIncluded', { count: category.personsIncluded })} ·{' '}
                    {t('maxPersons', { count: category.maxPersons })}
                    {category.maxVehicleLengthM !== null &&
                      ` · ${t('maxLength', { length: category.maxVehicleLengthM })}`}
                  </span>
                </span>
                <span className="category-option__price">
                  {t('priceFrom', { price: price.format(category.priceFromCents / 100) })}
                </span>
              </label>
            </li>
          ))}
        </ul>
        {error('category')}
      </fieldset>
      <div className="booking-form__actions">
        <button type="submit" className="button button--large">
          {t('submit')}
        </button>
        <p className="muted">{t('arrivalHint')}</p>
      </div>
    </form>
  );
}
