/** Demo seasons (winter ski season and summer high season) and the SPEC §9 extras. */
export const DEMO_SEASONS = [
  {
    name: 'Wintersaison 2026/27',
    startDate: '2026-12-19',
    endDate: '2027-03-31',
    minStayNights: 3,
    rates: { tent: 2800, caravan: 4000, motorhome: 4500, comfort: 6200 },
  },
  {
    name: 'Sommer-Hauptsaison 2027',
    startDate: '2027-07-01',
    endDate: '2027-08-31',
    minStayNights: 3,
    rates: { tent: 3000, caravan: 4200, motorhome: 4800, comfort: 6500 },
  },
] as const;

export const DEMO_EXTRAS = [
  {
    code: 'electricity',
    nameDe: 'Strom',
    nameEn: 'Electricity',
    descriptionDe: 'Stromanschluss am Stellplatz (16 A), pro Nacht.',
    descriptionEn: 'Electric hook-up at the pitch (16 A), per night.',
    priceCents: 500,
    unit: 'per_night',
    vatRateBp: 2000,
    requiresElectricity: true,
    maxQuantity: 1,
    sortOrder: 1,
  },
  {
    code: 'breakfast',
    nameDe: 'Frühstück',
    nameEn: 'Breakfast',
    descriptionDe: 'Frühstücksbuffet mit regionalen Produkten, pro Person und Nacht.',
    descriptionEn: 'Breakfast buffet with regional produce, per person and night.',
    priceCents: 1500,
    unit: 'per_person_night',
    vatRateBp: 1000,
    requiresElectricity: false,
    maxQuantity: 1,
    sortOrder: 2,
  },
  {
    code: 'bike',
    nameDe: 'Fahrradverleih',
    nameEn: 'Bike rental',
    descriptionDe: 'Trekking- oder E-Bike, pro Rad und Tag des Aufenthalts.',
    descriptionEn: 'Trekking bike or e-bike, per bike and day of the stay.',
    priceCents: 1000,
    unit: 'per_day',
    vatRateBp: 2000,
    requiresElectricity: false,
    maxQuantity: 6,
    sortOrder: 3,
  },
] as const;
