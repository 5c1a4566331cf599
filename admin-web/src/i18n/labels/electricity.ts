// Labels of the front desk's meter readings page (under app.meter).
const de = {
  meter: {
    menu: 'Zählerstände',
    title: 'Zählerstände',
    intro:
      'An- und Abreisen am %{date} auf Stellplätzen mit Stromzähler. Bei der Abreise wird der Verbrauch seit der Anreise abgerechnet.',
    none: 'Heute keine An- oder Abreisen auf Stellplätzen mit Zähler.',
    arrival: 'Anreise',
    departure: 'Abreise',
    booking: 'Buchung %{number}',
    meter: 'Zähler %{number}',
    last: 'Letzter Stand',
    no_reading: 'noch kein Stand erfasst',
    arrival_reading: 'Stand bei Anreise',
    new_arrival: 'Zählerstand bei Anreise',
    new_departure: 'Zählerstand bei Abreise',
    hint: 'In kWh, z. B. 1042 oder 1042,5',
    format: 'Zählerstand in kWh wie 1042 oder 1042,5 eingeben',
    save: 'Stand speichern',
    failed: 'Der Zählerstand konnte nicht gespeichert werden.',
    recorded_arrival: 'Stand bei Anreise erfasst',
    recorded_departure: 'Stand bei Abreise erfasst',
    billed_final_invoice: 'kommt auf die Schlussrechnung',
    billed_supplementary_invoice: 'Nachtragsrechnung wird ausgestellt',
  },
};

const en: typeof de = {
  meter: {
    menu: 'Meter readings',
    title: 'Meter readings',
    intro:
      'Arrivals and departures on %{date} on pitches with an electricity meter. At departure the consumption since arrival is billed.',
    none: 'No arrivals or departures on metered pitches today.',
    arrival: 'Arrival',
    departure: 'Departure',
    booking: 'Booking %{number}',
    meter: 'Meter %{number}',
    last: 'Last reading',
    no_reading: 'no reading yet',
    arrival_reading: 'Reading at arrival',
    new_arrival: 'Reading at arrival',
    new_departure: 'Reading at departure',
    hint: 'In kWh, e.g. 1042 or 1042.5',
    format: 'Enter the reading in kWh like 1042 or 1042.5',
    save: 'Save reading',
    failed: 'The reading could not be saved.',
    recorded_arrival: 'Arrival reading recorded',
    recorded_departure: 'Departure reading recorded',
    billed_final_invoice: 'goes on the final invoice',
    billed_supplementary_invoice: 'a supplementary invoice is issued',
  },
};

export const labels = { de, en };
