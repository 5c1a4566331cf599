import type { TranslateFunction } from 'react-admin';
import type { components } from '@contract/openapi';
import { viennaDateTime } from '@/access-codes/csv';
import { toCsv } from '@/export/csv';

export type Register = components['schemas']['RegisterDto'];

/**
 * The guest register of a period, one line per registered person (the register's unit), with the
 * sheet's number, stay, who entered it and the person's data as the sheet holds it. Headers and
 * document types in the console's language; country codes ISO 3166-1 as stored.
 */
export function registerCsv(register: Register, translate: TranslateFunction, locale: string) {
  const t = (key: string) => translate(`app.registration.${key}`);
  const header = [
    t('register.sheet'),
    t('register.arrival'),
    t('register.departure'),
    t('register.booking'),
    t('register.pitch'),
    t('register.position'),
    t('fields.lastName'),
    t('fields.firstName'),
    t('fields.birthDate'),
    t('fields.sex'),
    t('fields.nationality'),
    t('fields.street'),
    t('fields.postalCode'),
    t('fields.city'),
    t('fields.country'),
    t('fields.documentType'),
    t('fields.documentNumber'),
    t('fields.documentIssuedOn'),
    t('fields.documentAuthority'),
    t('register.entered'),
    t('register.entered_by'),
    t('register.entered_at'),
  ];
  const rows = register.sheets.flatMap((s) =>
    s.persons.map((p) => [
      s.sheetNumber,
      s.checkIn,
      s.checkOut,
      s.bookingNumber,
      s.pitch,
      p.position,
      p.lastName,
      p.firstName,
      p.birthDate,
      p.sex ? t(`sexes.${p.sex}`) : null,
      p.nationality,
      p.street,
      p.postalCode,
      p.city,
      p.country,
      p.documentType ? t(`document_types.${p.documentType}`) : null,
      p.documentNumber,
      p.documentIssuedOn,
      p.documentAuthority,
      t(`register.${s.source}`),
      s.enteredBy,
      viennaDateTime(s.submittedAt),
    ]),
  );
  return toCsv(header, rows, locale);
}
