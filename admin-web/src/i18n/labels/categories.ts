// Labels of the pitch category screens; they land under resources.categories (German first).
const de = {
  name: 'Kategorie |||| Kategorien',
  fields: {
    name: 'Name',
    slug: 'Kürzel',
    nameDe: 'Name (Deutsch)',
    nameEn: 'Name (Englisch)',
    descriptionDe: 'Beschreibung (Deutsch)',
    descriptionEn: 'Beschreibung (Englisch)',
    basePriceCents: 'Preis pro Nacht (€)',
    extraPersonCents: 'Aufpreis je weitere Person und Nacht (€)',
    personsIncluded: 'Personen inklusive',
    maxPersons: 'Höchstens Personen',
    maxVehicleLengthM: 'Max. Fahrzeuglänge (m)',
    imageUrl: 'Bild (Adresse)',
    image: 'Bild',
    sortOrder: 'Reihenfolge',
    active: 'Aktiv',
    q: 'Suche',
  },
  sections: {
    names: 'Namen und Beschreibungen',
    prices: 'Preise und Belegung',
    display: 'Darstellung',
  },
  help: {
    slug: 'Kleinbuchstaben, Ziffern und Bindestriche, z. B. wohnmobil',
    basePrice: 'Gilt für Nächte außerhalb der Saisonen',
    imageUrl: 'Pfad wie /images/categories/tent.svg oder https-Adresse',
    maxVehicleLength: 'Leer lassen, wenn es keine Grenze gibt',
  },
  validation: {
    max_persons: 'Muss mindestens so groß sein wie „Personen inklusive“',
    slug: 'Nur Kleinbuchstaben, Ziffern und Bindestriche (2 bis 40 Zeichen)',
    image_url: 'Ein Pfad, der mit / beginnt, oder eine https-Adresse',
  },
  no_limit: 'ohne Grenze',
  notifications: {
    created: 'Kategorie angelegt',
    updated: 'Kategorie gespeichert',
  },
};

const en: typeof de = {
  name: 'Category |||| Categories',
  fields: {
    name: 'Name',
    slug: 'Key',
    nameDe: 'Name (German)',
    nameEn: 'Name (English)',
    descriptionDe: 'Description (German)',
    descriptionEn: 'Description (English)',
    basePriceCents: 'Price per night (€)',
    extraPersonCents: 'Surcharge per extra person and night (€)',
    personsIncluded: 'Persons included',
    maxPersons: 'Maximum persons',
    maxVehicleLengthM: 'Max. vehicle length (m)',
    imageUrl: 'Image (address)',
    image: 'Image',
    sortOrder: 'Order',
    active: 'Active',
    q: 'Search',
  },
  sections: {
    names: 'Names and descriptions',
    prices: 'Prices and occupancy',
    display: 'Display',
  },
  help: {
    slug: 'Lower-case letters, digits and hyphens, e.g. motorhome',
    basePrice: 'Applies to nights outside the seasons',
    imageUrl: 'A path like /images/categories/tent.svg or an https address',
    maxVehicleLength: 'Leave empty if there is no limit',
  },
  validation: {
    max_persons: 'Must be at least “Persons included”',
    slug: 'Only lower-case letters, digits and hyphens (2 to 40 characters)',
    image_url: 'A path starting with / or an https address',
  },
  no_limit: 'no limit',
  notifications: {
    created: 'Category created',
    updated: 'Category saved',
  },
};

export const labels = { de, en };
