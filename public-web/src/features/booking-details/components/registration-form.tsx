import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiMessage, type Booking } from '@/features/booking-details/api/booking-details';
import {
  useSubmitRegistration,
  type GuestRegistration,
} from '@/features/booking-details/api/registration';
import { SignaturePad } from '@/features/booking-details/components/signature-pad';
import { currentLanguage } from '@/lib/i18n';
import type { GuestRegistrationPerson } from '@/lib/api-types';
import {
  registrationPersonInputDtoDocumentTypeValues,
  registrationPersonInputDtoSexValues,
} from '@contract/enums';

/** Nationalities offered first (the campsite's usual guests), then the rest of Europe and a few more. */
const FIRST = ['AT', 'DE', 'CH', 'IT', 'NL', 'CZ', 'HU', 'SI'];
const OTHERS = [
  'BE', 'BG', 'CY', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'IE', 'IS', 'LI', 'LT',
  'LU', 'LV', 'MT', 'NO', 'PL', 'PT', 'RO', 'RS', 'SE', 'SK', 'TR', 'UA', 'US',
]; // prettier-ignore

type Sex = GuestRegistrationPerson['sex'];
type DocumentType = NonNullable<GuestRegistrationPerson['documentType']>;

type Person = {
  firstName: string;
  lastName: string;
  birthDate: string;
  sex: '' | Sex;
  nationality: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  documentType: '' | DocumentType;
  documentNumber: string;
  documentIssuedOn: string;
  documentAuthority: string;
};

// The contract's values, generated from it, in the order the selects offer them.
const SEXES: readonly Sex[] = registrationPersonInputDtoSexValues;
const DOCUMENT_TYPES = registrationPersonInputDtoDocumentTypeValues.filter(
  (type): type is DocumentType => type !== null,
);

const empty = (): Person => ({
  firstName: '',
  lastName: '',
  birthDate: '',
  sex: '',
  nationality: '',
  street: '',
  postalCode: '',
  city: '',
  country: '',
  documentType: '',
  documentNumber: '',
  documentIssuedOn: '',
  documentAuthority: '',
});

const fromStored = (p: GuestRegistration['persons'][number]): Person => ({
  ...p,
  sex: p.sex ?? '',
  documentType: p.documentType ?? '',
  documentNumber: p.documentNumber ?? '',
  documentIssuedOn: p.documentIssuedOn ?? '',
  documentAuthority: p.documentAuthority ?? '',
});

/**
 * Person 1 of a first registration starts from the booking's guest: the name and home address
 * they booked with (country as its code). Everything else they fill in.
 */
const fromGuest = (g: Booking['guest']): Person => ({
  ...empty(),
  firstName: g.firstName,
  lastName: g.lastName,
  street: g.street ?? '',
  postalCode: g.postalCode ?? '',
  city: g.city ?? '',
  country: g.country && /^[A-Z]{2}$/.test(g.country) ? g.country : '',
});

const TEXT: Array<{ field: keyof Person; autoComplete: string; type?: string }> = [
  { field: 'firstName', autoComplete: 'given-name' },
  { field: 'lastName', autoComplete: 'family-name' },
  { field: 'birthDate', autoComplete: 'bday', type: 'date' },
  { field: 'street', autoComplete: 'street-address' },
  { field: 'postalCode', autoComplete: 'postal-code' },
  { field: 'city', autoComplete: 'address-level2' },
];

/**
 * The registration form (Meldeschein): one block per person of the party, the travel document for
 * foreign guests, and the signature. Loaded only when the guest opens it from the details page.
 */
export default function RegistrationForm({
  id,
  token,
  registration,
  guest,
  onDone,
}: {
  id: string;
  token: string;
  registration: GuestRegistration;
  /** The booking's guest: person 1 of a registration not yet made starts from them. */
  guest?: Booking['guest'];
  onDone: () => void;
}) {
  const { t } = useTranslation('booking-details');
  const lang = currentLanguage();
  const [persons, setPersons] = useState<Person[]>(() =>
    Array.from({ length: registration.partySize }, (_, i) =>
      registration.persons[i]
        ? fromStored(registration.persons[i])
        : i === 0 && guest && registration.persons.length === 0
          ? fromGuest(guest)
          : empty(),
    ),
  );
  const [signature, setSignature] = useState<string | null>(null);
  const [signatureMissing, setSignatureMissing] = useState(false);
  const submit = useSubmitRegistration(id, token);
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([lang], { type: 'region' });
    const named = (code: string) => ({ code, name: names.of(code) ?? code });
    const collator = new Intl.Collator(lang);
    return [
      ...FIRST.map(named),
      ...OTHERS.map(named).sort((a, b) => collator.compare(a.name, b.name)),
    ];
  }, [lang]);

  const set = (index: number, field: keyof Person, value: string) =>
    setPersons((all) => all.map((p, i) => (i === index ? { ...p, [field]: value } : p)));

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!signature) {
      setSignatureMissing(true);
      return;
    }
    const body: GuestRegistrationPerson[] = persons.map((p) => ({
      firstName: p.firstName,
      lastName: p.lastName,
      birthDate: p.birthDate,
      sex: p.sex as GuestRegistrationPerson['sex'],
      nationality: p.nationality,
      street: p.street,
      postalCode: p.postalCode,
      city: p.city,
      country: p.country,
      ...(p.nationality !== 'AT'
        ? {
            documentType: p.documentType || null,
            documentNumber: p.documentNumber || null,
            documentIssuedOn: p.documentIssuedOn || null,
            documentAuthority: p.documentAuthority || null,
          }
        : {}),
    }));
    submit.mutate({ persons: body, signature }, { onSuccess: onDone });
  };

  const countrySelect = (index: number, field: 'nationality' | 'country', label: string) => {
    const fid = `reg-${index}-${field}`;
    return (
      <div className="field">
        <label htmlFor={fid}>{label}</label>
        <select
          id={fid}
          required
          value={persons[index][field]}
          onChange={(e) => set(index, field, e.target.value)}
          autoComplete={field === 'country' ? 'country' : 'off'}
        >
          <option value="">{t('registration.choose')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
    );
  };

  return (
    <form className="registration-form" onSubmit={onSubmit}>
      <p className="muted">{t('registration.intro')}</p>
      {persons.map((p, index) => (
        <fieldset key={index} className="registration-form__person">
          <legend>
            <h3>{t('registration.person', { number: index + 1 })}</h3>
          </legend>
          <div className="registration-form__grid">
            {TEXT.map(({ field, autoComplete, type }) => {
              const fid = `reg-${index}-${field}`;
              return (
                <div key={field} className="field">
                  <label htmlFor={fid}>{t(`registration.fields.${field}`)}</label>
                  <input
                    id={fid}
                    type={type ?? 'text'}
                    required
                    autoComplete={index === 0 ? autoComplete : 'off'}
                    value={p[field]}
                    onChange={(e) => set(index, field, e.target.value)}
                  />
                </div>
              );
            })}
            <div className="field">
              <label htmlFor={`reg-${index}-sex`}>{t('registration.fields.sex')}</label>
              <select
                id={`reg-${index}-sex`}
                required
                value={p.sex}
                onChange={(e) => set(index, 'sex', e.target.value)}
              >
                <option value="">{t('registration.choose')}</option>
                {SEXES.map((sex) => (
                  <option key={sex} value={sex}>
                    {t(`registration.sexes.${sex}`)}
                  </option>
                ))}
              </select>
            </div>
            {countrySelect(index, 'country', t('registration.fields.country'))}
            {countrySelect(index, 'nationality', t('registration.fields.nationality'))}
            {p.nationality && p.nationality !== 'AT' && (
              <>
                <div className="field">
                  <label htmlFor={`reg-${index}-documentType`}>
                    {t('registration.fields.documentType')}
                  </label>
                  <select
                    id={`reg-${index}-documentType`}
                    required
                    value={p.documentType}
                    onChange={(e) => set(index, 'documentType', e.target.value)}
                  >
                    <option value="">{t('registration.choose')}</option>
                    {DOCUMENT_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`registration.documentTypes.${type}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor={`reg-${index}-documentNumber`}>
                    {t('registration.fields.documentNumber')}
                  </label>
                  <input
                    id={`reg-${index}-documentNumber`}
                    required
                    autoComplete="off"
                    autoCapitalize="characters"
                    value={p.documentNumber}
                    onChange={(e) => set(index, 'documentNumber', e.target.value)}
                  />
                </div>
                <div className="field">
                  <label htmlFor={`reg-${index}-documentIssuedOn`}>
                    {t('registration.fields.documentIssuedOn')}
                  </label>
                  <input
                    id={`reg-${index}-documentIssuedOn`}
                    type="date"
                    required
                    autoComplete="off"
                    value={p.documentIssuedOn}
                    onChange={(e) => set(index, 'documentIssuedOn', e.target.value)}
                  />
                </div>
                <div className="field">
                  <label htmlFor={`reg-${index}-documentAuthority`}>
                    {t('registration.fields.documentAuthority')}
                  </label>
                  <input
                    id={`reg-${index}-documentAuthority`}
                    required
                    autoComplete="off"
                    value={p.documentAuthority}
                    onChange={(e) => set(index, 'documentAuthority', e.target.value)}
                  />
                </div>
              </>
            )}
          </div>
        </fieldset>
      ))}
      <div className="field registration-form__signature">
        <p className="registration-form__label">
          <strong>{t('registration.signature')}</strong>
        </p>
        <p className="muted" id="reg-signature-hint">
          {t('registration.signatureHint')}
        </p>
        <SignaturePad
          id="reg-signature"
          invalid={signatureMissing}
          describedBy={
            signatureMissing ? 'reg-signature-hint reg-signature-error' : 'reg-signature-hint'
          }
          onChange={(png) => {
            setSignature(png);
            if (png) setSignatureMissing(false);
          }}
        />
        {signatureMissing && (
          <p className="field__error" id="reg-signature-error" role="alert">
            {t('registration.signatureMissing')}
          </p>
        )}
      </div>
      {submit.isError && (
        <p className="details__error" role="alert">
          {apiMessage(submit.error)}
        </p>
      )}
      <button className="button" type="submit" disabled={submit.isPending}>
        {submit.isPending ? t('registration.sending') : t('registration.submit')}
      </button>
    </form>
  );
}
