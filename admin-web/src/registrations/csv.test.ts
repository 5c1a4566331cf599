import { describe, expect, it } from 'vitest';
import { i18nProvider } from '@/i18nProvider';
import { registerCsv, type Register } from '@/registrations/csv';

const person = {
  firstName: 'Jan',
  lastName: 'de Vries',
  birthDate: '1984-03-17',
  nationality: 'NL',
  street: 'Keizersgracht 12',
  postalCode: '1015 CS',
  city: 'Amsterdam',
  country: 'NL',
};

const register: Register = {
  from: '2027-08-01',
  to: '2027-08-10',
  sheets: [
    {
      sheetNumber: 41,
      bookingId: '5d1c6a8e-0000-4000-8000-000000000001',
      bookingNumber: '2027-00042',
      pitch: 'A3',
      checkIn: '2027-08-02',
      checkOut: '2027-08-06',
      partySize: 2,
      source: 'desk',
      enteredBy: 'rezeption@alpencamp.at',
      submittedAt: '2027-08-02T12:05:00.000Z',
      persons: [
        {
          ...person,
          position: 1,
          sex: 'male',
          documentType: 'passport',
          documentNumber: 'NX4K81P02',
          documentIssuedOn: '2019-05-14',
          documentAuthority: 'Gemeente Amsterdam',
        },
        {
          ...person,
          position: 2,
          firstName: '=Lotte',
          lastName: 'Gruber; jun.',
          sex: null,
          nationality: 'AT',
          documentType: null,
          documentNumber: null,
          documentIssuedOn: null,
          documentAuthority: null,
        },
      ],
    },
  ],
  missing: [],
};

describe('registerCsv', () => {
  it('writes one German line per person with sex, the document and its issue, the desk and the staff member', () => {
    const csv = registerCsv(register, i18nProvider.translate, 'de');
    const [header, first, second, end] = csv.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe(
      'Nr.;Ankunft;Abreise;Buchung;Stellplatz;Person;Nachname;Vorname;Geburtsdatum;Geschlecht;Staatsangehörigkeit;Straße und Hausnummer;PLZ;Ort;Land (Wohnadresse);Reisedokument;Dokumentnummer;Ausgestellt am;Ausstellende Behörde;Erfasst;Erfasst von;Erfasst am',
    );
    expect(first).toBe(
      '41;2027-08-02;2027-08-06;2027-00042;A3;1;de Vries;Jan;1984-03-17;männlich;NL;Keizersgracht 12;1015 CS;Amsterdam;NL;Reisepass;NX4K81P02;2019-05-14;Gemeente Amsterdam;Rezeption;rezeption@alpencamp.at;2027-08-02 14:05',
    );
    // Guest-entered text never runs as a formula; a separator in a name is quoted.
    expect(second).toBe(
      `41;2027-08-02;2027-08-06;2027-00042;A3;2;"Gruber; jun.";'=Lotte;1984-03-17;;AT;Keizersgracht 12;1015 CS;Amsterdam;NL;;;;;Rezeption;rezeption@alpencamp.at;2027-08-02 14:05`,
    );
    expect(end).toBe('');
  });
});
