// Labels of the pitch screens; they land under resources.pitches (German first).
const de = {
  name: 'Stellplatz |||| Stellplätze',
  fields: {
    code: 'Stellplatznummer',
    categoryId: 'Kategorie',
    x: 'Position waagrecht (%)',
    y: 'Position senkrecht (%)',
    position: 'Position im Lageplan',
    hasElectricity: 'Stromanschluss',
    meterNumber: 'Stromzähler (Nummer)',
    sizeM2: 'Größe (m²)',
    maxVehicleLengthM: 'Max. Fahrzeuglänge (m)',
    active: 'Aktiv',
    notes: 'Interne Notizen',
    q: 'Stellplatznummer',
  },
  sections: {
    place: 'Stellplatz',
    position: 'Position im Lageplan',
    blocks: 'Sperrzeiten',
  },
  help: {
    code: 'Großbuchstaben, Ziffern und Bindestriche, z. B. B12',
    position: 'In Prozent der Breite und Höhe des Lageplans, 0 bis 100',
    maxVehicleLength: 'Leer lassen, um die Grenze der Kategorie zu verwenden',
    active: 'Inaktive Stellplätze können nicht gebucht werden',
    meterNumber:
      'Mit Zähler wird Strom nach Verbrauch abgerechnet (Zählerstände an der Rezeption); die Strompauschale wird dann nicht angeboten. Leer: kein Zähler',
  },
  validation: {
    code: 'Nur Großbuchstaben, Ziffern und Bindestriche (höchstens 12 Zeichen)',
  },
  category_default: 'wie Kategorie',
  inactive: 'Inaktiv',
  blocks: {
    empty: 'Keine Sperrzeiten',
    add: 'Sperrzeit hinzufügen',
    startDate: 'Gesperrt ab',
    endDate: 'Wieder frei ab',
    reason: 'Grund',
    created: 'Sperrzeit gespeichert',
    deleted: 'Sperrzeit aufgehoben',
    delete: 'Aufheben',
    delete_title: 'Sperrzeit aufheben?',
    delete_content: 'Der Stellplatz wird in diesem Zeitraum wieder buchbar.',
  },
  notifications: {
    created: 'Stellplatz angelegt',
    updated: 'Stellplatz gespeichert',
    deleted: 'Stellplatz gelöscht',
  },
};

const en: typeof de = {
  name: 'Pitch |||| Pitches',
  fields: {
    code: 'Pitch number',
    categoryId: 'Category',
    x: 'Horizontal position (%)',
    y: 'Vertical position (%)',
    position: 'Position on the site plan',
    hasElectricity: 'Electric hook-up',
    meterNumber: 'Electricity meter (number)',
    sizeM2: 'Size (m²)',
    maxVehicleLengthM: 'Max. vehicle length (m)',
    active: 'Active',
    notes: 'Internal notes',
    q: 'Pitch number',
  },
  sections: {
    place: 'Pitch',
    position: 'Position on the site plan',
    blocks: 'Closures',
  },
  help: {
    code: 'Capital letters, digits and hyphens, e.g. B12',
    position: 'In percent of the site plan’s width and height, 0 to 100',
    maxVehicleLength: 'Leave empty to use the category’s limit',
    active: 'Inactive pitches cannot be booked',
    meterNumber:
      'With a meter, electricity is billed by consumption (readings at the front desk) and the flat electricity extra is not offered. Empty: no meter',
  },
  validation: {
    code: 'Only capital letters, digits and hyphens (at most 12 characters)',
  },
  category_default: 'as category',
  inactive: 'Inactive',
  blocks: {
    empty: 'No closures',
    add: 'Add closure',
    startDate: 'Closed from',
    endDate: 'Open again from',
    reason: 'Reason',
    created: 'Closure saved',
    deleted: 'Closure lifted',
    delete: 'Lift',
    delete_title: 'Lift this closure?',
    delete_content: 'The pitch can be booked again in this period.',
  },
  notifications: {
    created: 'Pitch created',
    updated: 'Pitch saved',
    deleted: 'Pitch deleted',
  },
};

export const labels = { de, en };
