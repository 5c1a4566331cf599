import type { CompanySettings } from './company-settings.entity';

/** A plausible, fictional operator in Schladming-Rohrmoos; the demo seed and fresh installs start from it. */
export const DEMO_COMPANY: Omit<CompanySettings, 'id' | 'updatedAt'> = {
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
  uid: 'ATU12345678',
  companyRegister: 'FN 456789x',
  registerCourt: 'Landesgericht Leoben',
  // A fictional account whose IBAN passes the checksum (mod 97), at a Styrian Raiffeisen bank code.
  iban: 'AT433837700000456789',
  bic: 'RZSTAT2G377',
  bankName: 'Raiffeisenbank Schladming-Gröbming',
  accountHolder: 'Alpencamp Dachsteinblick GmbH',
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
