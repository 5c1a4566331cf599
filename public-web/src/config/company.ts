import type { CompanySettings } from '@/lib/api-types';

/** GET /api/company-settings, as the API's contract describes it. */
export type { CompanySettings };

/**
 * Shown while company settings load or when the API cannot answer (e.g. during maintenance).
 * Matches the operator the API seeds, so guests never see an empty contact.
 */
export const fallbackCompany: CompanySettings = {
  companyName: 'Alpencamp Dachsteinblick',
  legalName: 'Alpencamp Dachsteinblick GmbH',
  address: 'Rohrmoosstraße 128',
  postalCode: '8970',
  city: 'Schladming',
  country: 'Österreich',
  phone: '+43 3687 61234',
  emergencyPhone: '+43 664 1234567',
  email: 'info@alpencamp-dachstein.at',
  website: 'https://www.alpencamp-dachstein.at',
  uid: 'ATU12345675',
  companyRegister: 'FN 456789x',
  registerCourt: 'Landesgericht Leoben',
  // Never a guessed bank account: transfer details only come from the API.
  iban: null,
  bic: null,
  bankName: null,
  accountHolder: null,
  latitude: 47.3935,
  longitude: 13.6872,
  timezone: 'Europe/Vienna',
  checkInTime: '14:00',
  checkOutTime: '11:00',
  receptionOpens: '08:00',
  receptionCloses: '20:00',
  quietHoursStart: '22:00',
  quietHoursEnd: '07:00',
  logoLight: null,
  logoDark: null,
};

/** The settings with every missing or empty field filled from the fallback. */
export function withFallback(settings: Partial<CompanySettings> | undefined): CompanySettings {
  const merged = { ...fallbackCompany };
  for (const [key, value] of Object.entries(settings ?? {}))
    if (value !== null && value !== undefined && value !== '')
      (merged as Record<string, unknown>)[key] = value;
  return merged;
}

/** `tel:` address of a phone number as written for people. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
