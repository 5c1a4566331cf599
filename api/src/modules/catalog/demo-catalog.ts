/** The demo campsite: four categories (docs/product.md §9 prices) and 60 pitches in four rows of the site plan. */
export const DEMO_CATEGORIES = [
  {
    slug: 'tent',
    nameDe: 'Zelt',
    nameEn: 'Tent',
    descriptionDe: 'Ruhige Wiesenplätze am Waldrand für Zelte, ideal für Wanderer und Radfahrer.',
    descriptionEn:
      'Quiet meadow pitches at the edge of the forest for tents, ideal for hikers and cyclists.',
    basePriceCents: 2500,
    extraPersonCents: 600,
    personsIncluded: 2,
    maxPersons: 4,
    maxVehicleLengthM: null,
    sortOrder: 1,
  },
  {
    slug: 'caravan',
    nameDe: 'Wohnwagen',
    nameEn: 'Caravan',
    descriptionDe: 'Ebene Schotterplätze für Wohnwagen mit Zugfahrzeug, Stromanschluss am Platz.',
    descriptionEn: 'Level gravel pitches for a caravan and towing car, with electric hook-up.',
    basePriceCents: 3500,
    extraPersonCents: 800,
    personsIncluded: 2,
    maxPersons: 6,
    maxVehicleLengthM: 8,
    sortOrder: 2,
  },
  {
    slug: 'motorhome',
    nameDe: 'Wohnmobil',
    nameEn: 'Motorhome',
    descriptionDe: 'Befestigte Plätze für Wohnmobile bis 9 m mit Blick auf den Dachstein.',
    descriptionEn: 'Hard-standing pitches for motorhomes up to 9 m with a view of the Dachstein.',
    basePriceCents: 4000,
    extraPersonCents: 800,
    personsIncluded: 2,
    maxPersons: 6,
    maxVehicleLengthM: 9,
    sortOrder: 3,
  },
  {
    slug: 'comfort',
    nameDe: 'Komfort-Stellplatz',
    nameEn: 'Comfort pitch',
    descriptionDe:
      'Großzügige Plätze mit eigenem Wasser-, Abwasser- und Stromanschluss, auch für große Reisemobile.',
    descriptionEn:
      'Spacious pitches with their own water, waste-water and electric hook-up, also for large motorhomes.',
    basePriceCents: 5500,
    extraPersonCents: 1000,
    personsIncluded: 2,
    maxPersons: 6,
    maxVehicleLengthM: 12,
    sortOrder: 4,
  },
] as const;

const ROWS = [
  { row: 'A', slug: 'tent', y: 18, sizeM2: 60, electricUpTo: 8 },
  { row: 'B', slug: 'caravan', y: 40, sizeM2: 90, electricUpTo: 15 },
  { row: 'C', slug: 'motorhome', y: 62, sizeM2: 100, electricUpTo: 15 },
  { row: 'D', slug: 'comfort', y: 84, sizeM2: 120, electricUpTo: 15 },
] as const;

export const DEMO_PITCHES = ROWS.flatMap(({ row, slug, y, sizeM2, electricUpTo }) =>
  Array.from({ length: 15 }, (_, i) => ({
    code: `${row}${i + 1}`,
    categorySlug: slug,
    // Spread across the plan with a gentle curve, like terraces along the slope.
    x: Math.round((6 + i * 6.2) * 10) / 10,
    y: Math.round((y + Math.sin(i / 2.5) * 3) * 10) / 10,
    hasElectricity: i + 1 <= electricUpTo,
    sizeM2,
  })),
);
