import type { CompanySettings, LocalisedList } from './company-settings.entity';

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
  // A fictional UID whose check digit is right (the old demo ATU12345678 was refused by it).
  uid: 'ATU12345675',
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
  mapsUrl: null,
  attractions: null,
  accessInfo: null,
  logoLight: null,
  logoDark: null,
};

/**
 * The location section's lists until an administrator edits them; the same texts the public site
 * ships as its offline fallback.
 */
export const DEFAULT_LOCATION: { attractions: LocalisedList; accessInfo: LocalisedList } = {
  attractions: {
    de: [
      'Planai-Seilbahn und Zentrum Schladming – 3 km',
      'Hochwurzen-Gipfelbahn – 5 km',
      'Wasserfallweg Riesachfälle im Untertal – 8 km',
      'Dachstein Gletscher mit Skywalk und Eispalast – 25 km',
      'Erlebnistherme Amadé in Altenmarkt – 30 km',
    ],
    en: [
      'Planai cable car and Schladming town centre – 3 km',
      'Hochwurzen summit gondola – 5 km',
      'Riesach waterfalls trail in the Untertal – 8 km',
      'Dachstein glacier with Skywalk and ice palace – 25 km',
      'Amadé thermal spa in Altenmarkt – 30 km',
    ],
  },
  accessInfo: {
    de: [
      'Mit dem Auto: A10 Tauernautobahn bis Ausfahrt Altenmarkt, dann B320 Ennstal-Straße bis Schladming, weiter Richtung Rohrmoos.',
      'Mit der Bahn: Bahnhof Schladming, von dort 10 Minuten mit Taxi oder Rufbus.',
      'Mit dem Flugzeug: Salzburg (90 km) oder Graz (180 km).',
      'Ankunft mit Wohnmobil: Die Zufahrt ist für Fahrzeuge bis 12 m Länge geeignet.',
    ],
    en: [
      'By car: A10 Tauern motorway to the Altenmarkt exit, then the B320 Enns valley road to Schladming, continue towards Rohrmoos.',
      'By train: Schladming station, then 10 minutes by taxi or on-call bus.',
      'By plane: Salzburg (90 km) or Graz (180 km).',
      'Arriving by motorhome: the access road suits vehicles up to 12 m long.',
    ],
  },
};
