// Labels of the guest registration (Meldeschein): the booking's panel and the arrivals badge (app.registration.*).
const de = {
  registration: {
    title: 'Gästeanmeldung (Meldeschein)',
    sheet: 'Gästeblatt Nr. %{number}',
    submitted: 'Online erfasst am %{date}',
    none: 'Noch keine Gästeanmeldung.',
    count: '%{registered} von %{partySize} Personen angemeldet',
    complete: 'Vollständig',
    missing_person: 'Person %{position}: fehlt noch',
    name: 'Name',
    birth_date: 'Geburtsdatum',
    nationality: 'Staatsangeh.',
    address: 'Wohnadresse',
    document: 'Reisedokument',
    document_types: { passport: 'Reisepass', id_card: 'Personalausweis' },
    signature: 'Unterschrift',
    print: 'Meldeschein drucken (PDF)',
    load_error: 'Die Gästeanmeldung konnte nicht geladen werden.',
    badge_complete: 'Meldeschein vollständig',
    badge_missing:
      'Meldeschein: %{smart_count} Person fehlt |||| Meldeschein: %{smart_count} Personen fehlen',
  },
};

const en: typeof de = {
  registration: {
    title: 'Guest registration (Meldeschein)',
    sheet: 'Registration sheet no. %{number}',
    submitted: 'Submitted online on %{date}',
    none: 'No guest registration yet.',
    count: '%{registered} of %{partySize} persons registered',
    complete: 'Complete',
    missing_person: 'Person %{position}: still missing',
    name: 'Name',
    birth_date: 'Date of birth',
    nationality: 'Nationality',
    address: 'Home address',
    document: 'Travel document',
    document_types: { passport: 'Passport', id_card: 'ID card' },
    signature: 'Signature',
    print: 'Print registration sheet (PDF)',
    load_error: 'The guest registration could not be loaded.',
    badge_complete: 'Registration complete',
    badge_missing:
      'Registration: %{smart_count} person missing |||| Registration: %{smart_count} persons missing',
  },
};

export const labels = { de, en };
