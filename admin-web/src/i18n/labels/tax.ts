// Labels of the tourist-tax report page (under app.tourist_tax).
const de = {
  tourist_tax: {
    menu: 'Nächtigungsabgabe',
    title: 'Nächtigungsabgabe',
    intro:
      'Meldung an die Gemeinde: Nächtigungen der bestätigten Buchungen im gewählten Monat, pflichtig und befreit (unter %{age} Jahren), mit dem Betrag laut Buchung. Aufenthalte über den Monatswechsel zählen mit ihren Nächten im Monat.',
    month: 'Monat',
    csv: 'CSV',
    pdf: 'PDF',
    download_csv: 'Meldung %{month} als CSV herunterladen',
    download_pdf: 'Meldung %{month} als PDF herunterladen',
    none: 'Keine Nächtigungen in diesem Monat.',
    booking: 'Buchung',
    guest: 'Gast',
    country: 'Land',
    stay: 'Aufenthalt',
    nights: 'Nächte',
    liable_persons: 'Pers. pflichtig',
    exempt_persons: 'Pers. befreit',
    liable_nights: 'Nächtigungen pflichtig',
    exempt_nights: 'Nächtigungen befreit',
    rate: 'Satz',
    amount: 'Betrag',
    total: 'Summe',
    bookings: '%{smart_count} Buchung |||| %{smart_count} Buchungen',
    amount_due: 'Abgabe fällig',
  },
  plates: {
    label: 'Kennzeichen',
    plate: 'Kennzeichen',
    help: 'Höchstens 3 Fahrzeuge. Die Schrankenkamera lässt sie im Zeitraum des Zugangscodes ein; Leerzeichen, Bindestriche und Groß-/Kleinschreibung zählen nicht.',
  },
};

const en: typeof de = {
  tourist_tax: {
    menu: 'Tourist tax',
    title: 'Tourist tax',
    intro:
      'Return to the municipality: overnight stays of confirmed bookings in the chosen month, liable and exempt (under %{age}), with the amount as booked. Stays across the month boundary count with their nights in the month.',
    month: 'Month',
    csv: 'CSV',
    pdf: 'PDF',
    download_csv: 'Download the %{month} return as CSV',
    download_pdf: 'Download the %{month} return as PDF',
    none: 'No overnight stays in this month.',
    booking: 'Booking',
    guest: 'Guest',
    country: 'Country',
    stay: 'Stay',
    nights: 'Nights',
    liable_persons: 'Persons liable',
    exempt_persons: 'Persons exempt',
    liable_nights: 'Overnight stays liable',
    exempt_nights: 'Overnight stays exempt',
    rate: 'Rate',
    amount: 'Amount',
    total: 'Total',
    bookings: '%{smart_count} booking |||| %{smart_count} bookings',
    amount_due: 'Tax due',
  },
  plates: {
    label: 'Number plates',
    plate: 'Number plate',
    help: 'At most 3 vehicles. The gate camera lets them in while the access code is valid; spaces, dashes and case do not matter.',
  },
};

export const labels = { de, en };
