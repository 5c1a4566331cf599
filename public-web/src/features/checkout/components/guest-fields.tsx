import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import type { FormErrors, GuestField, GuestValues } from '@/features/checkout/lib/guest-form';
import { errorId, FieldError } from '@/features/checkout/components/field-problem';

/** Where the campsite's guests come from; the first ones lead the list. */
const FIRST = ['AT', 'DE', 'CH', 'IT', 'NL'];
const OTHERS = [
  'BE', 'BG', 'CY', 'CZ', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'IS',
  'LI', 'LT', 'LU', 'LV', 'MT', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'US',
]; // prettier-ignore

export function countryOptions(lang: Language) {
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  const named = (code: string) => ({ code, name: names.of(code) ?? code });
  const collator = new Intl.Collator(lang);
  return [
    ...FIRST.map(named),
    ...OTHERS.map(named).sort((a, b) => collator.compare(a.name, b.name)),
  ];
}

type TextField = Exclude<GuestField, 'consent' | 'country'>;

const TEXT_FIELDS: { field: TextField; autoComplete: string; type?: string; wide?: boolean }[] = [
  { field: 'firstName', autoComplete: 'given-name' },
  { field: 'lastName', autoComplete: 'family-name' },
  { field: 'email', autoComplete: 'email', type: 'email', wide: true },
  { field: 'phone', autoComplete: 'tel', type: 'tel', wide: true },
  { field: 'street', autoComplete: 'street-address', wide: true },
  { field: 'postalCode', autoComplete: 'postal-code' },
  { field: 'city', autoComplete: 'address-level2' },
];

const OPTIONAL = new Set<GuestField>(['phone', 'uid', 'plates']);

/** docs/product.md §3 booking fields: name, email, optional phone, address, country, optional UID. */
export function GuestFields({
  formId,
  values,
  errors,
  onChange,
}: {
  formId: string;
  values: GuestValues;
  errors: FormErrors;
  onChange: <K extends GuestField>(field: K, value: GuestValues[K]) => void;
}) {
  const { t } = useTranslation('checkout');
  const lang = currentLanguage();
  // The ~250 options as one list of elements, kept: typing redraws the fields, not the list.
  const countries = useMemo(
    () =>
      countryOptions(lang).map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      )),
    [lang],
  );
  const id = (field: string) => `${formId}-${field}`;
  const a11y = (field: GuestField) => ({
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby':
      [errors[field] && errorId(formId, field), field === 'email' && id('email-hint')]
        .filter(Boolean)
        .join(' ') || undefined,
    required: !OPTIONAL.has(field),
  });

  return (
    <fieldset className="checkout__section guest-fields">
      <legend>
        <h2>{t('guest.title')}</h2>
      </legend>
      <div className="guest-fields__grid">
        {TEXT_FIELDS.map(({ field, autoComplete, type, wide }) => (
          <div key={field} className={wide ? 'field field--wide' : 'field'}>
            <label htmlFor={id(field)}>{t(`guest.${field}`)}</label>
            <input
              id={id(field)}
              name={field}
              type={type ?? 'text'}
              autoComplete={autoComplete}
              value={values[field]}
              onChange={(e) => onChange(field, e.target.value)}
              {...a11y(field)}
            />
            {field === 'email' && (
              <p className="field__hint" id={id('email-hint')}>
                {t('guest.emailHint')}
              </p>
            )}
            <FieldError formId={formId} field={field} problem={errors[field]} />
          </div>
        ))}
        <div className="field">
          <label htmlFor={id('country')}>{t('guest.country')}</label>
          <select
            id={id('country')}
            name="country"
            autoComplete="country"
            value={values.country}
            onChange={(e) => onChange('country', e.target.value)}
            {...a11y('country')}
          >
            <option value="">{t('guest.countryChoose')}</option>
            {countries}
          </select>
          <FieldError formId={formId} field="country" problem={errors.country} />
        </div>
        <div className="field">
          <label htmlFor={id('uid')}>{t('guest.uid')}</label>
          <input
            id={id('uid')}
            name="uid"
            autoComplete="off"
            autoCapitalize="characters"
            value={values.uid}
            onChange={(e) => onChange('uid', e.target.value)}
            {...a11y('uid')}
          />
          <FieldError formId={formId} field="uid" problem={errors.uid} />
        </div>
        <div className="field">
          <label htmlFor={id('plates')}>{t('guest.plates')}</label>
          <input
            id={id('plates')}
            name="plates"
            autoComplete="off"
            autoCapitalize="characters"
            value={values.plates}
            onChange={(e) => onChange('plates', e.target.value)}
            {...a11y('plates')}
          />
          <FieldError formId={formId} field="plates" problem={errors.plates} />
        </div>
      </div>
    </fieldset>
  );
}
