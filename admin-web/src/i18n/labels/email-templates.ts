/** Texts of the email templates resource (`resources.email-templates.*`), German first. */
const de = {
  name: 'E-Mail-Vorlage |||| E-Mail-Vorlagen',
  fields: {
    key: 'Vorlage',
    language: 'Sprache',
    subject: 'Betreff',
    html: 'HTML-Text',
    text: 'Nur-Text-Fassung',
    updatedAt: 'Geändert am',
    updatedBy: 'Geändert von',
    q: 'Suche',
  },
  keys: {
    booking_confirmation: 'Buchungsbestätigung',
    booking_verification: 'Bestätigungslink (Zahlung bei Anreise)',
    payment_received: 'Zahlungseingang',
    access_code: 'Zugangscode',
    invoice: 'Rechnung',
    cancellation: 'Stornierung',
    pre_arrival: 'Vor der Anreise',
    hold_expired: 'Reservierung abgelaufen',
    registration_request: 'Bitte um Gästeanmeldung',
    balance_due: 'Restbetrag fällig',
  },
  languages: {
    de: 'Deutsch',
    en: 'Englisch',
    nl: 'Niederländisch',
  },
  edit: {
    title: 'E-Mail-Vorlage „%{name}“ (%{language})',
    html_help:
      'HTML innerhalb des gemeinsamen Mail-Layouts. Variablen in doppelten geschweiften Klammern, z. B. {{firstName}}.',
    text_help: 'Für Mailprogramme ohne HTML. Dieselben Variablen wie oben.',
    read_only:
      'Nur Administratoren können Vorlagen ändern. Vorschau und Testversand stehen Ihnen offen.',
  },
  preview: {
    title: 'Vorschau',
    sample: 'Mit Beispieldaten (Musterbuchung); ungespeicherte Änderungen sind enthalten.',
    subject: 'Betreff',
    html: 'HTML',
    text: 'Text',
    frame: 'Vorschau der E-Mail',
    width: 'Breite der Vorschau',
    desktop: 'Bildschirm',
    phone: 'Telefon (390 px)',
    loading: 'Vorschau wird erstellt …',
    attachments: 'Anhänge: %{names}',
  },
  variables: {
    title: 'Verfügbare Variablen',
    intro: 'Klicken Sie auf eine Variable, um sie in die Zwischenablage zu kopieren.',
    copied: '%{name} in die Zwischenablage kopiert',
    groups: {
      booking: 'Buchung',
      company: 'Campingplatz',
      extra: 'Je nach Vorlage',
    },
  },
  test: {
    send: 'Testmail senden',
    sent: 'Testmail an %{email} gesendet',
    caught:
      'Testmail an %{email} protokolliert (kein Mailserver eingerichtet); Sie finden sie unter Nachrichten.',
    failed: 'Testmail an %{email} konnte nicht gesendet werden: %{error}',
  },
};

const en: typeof de = {
  name: 'Email template |||| Email templates',
  fields: {
    key: 'Template',
    language: 'Language',
    subject: 'Subject',
    html: 'HTML body',
    text: 'Plain-text body',
    updatedAt: 'Changed',
    updatedBy: 'Changed by',
    q: 'Search',
  },
  keys: {
    booking_confirmation: 'Booking confirmation',
    booking_verification: 'Confirmation link (pay on arrival)',
    payment_received: 'Payment received',
    access_code: 'Access code',
    invoice: 'Invoice',
    cancellation: 'Cancellation',
    pre_arrival: 'Before arrival',
    hold_expired: 'Hold expired',
    registration_request: 'Please register (Meldeschein)',
    balance_due: 'Balance due',
  },
  languages: {
    de: 'German',
    en: 'English',
    nl: 'Dutch',
  },
  edit: {
    title: 'Email template “%{name}” (%{language})',
    html_help:
      'HTML inside the shared mail layout. Variables in double curly braces, e.g. {{firstName}}.',
    text_help: 'For mail programs without HTML. The same variables as above.',
    read_only: 'Only administrators can change templates. Preview and test mails are open to you.',
  },
  preview: {
    title: 'Preview',
    sample: 'With sample data (a sample booking); unsaved changes are included.',
    subject: 'Subject',
    html: 'HTML',
    text: 'Text',
    frame: 'Email preview',
    width: 'Preview width',
    desktop: 'Screen',
    phone: 'Phone (390 px)',
    loading: 'Rendering the preview …',
    attachments: 'Attachments: %{names}',
  },
  variables: {
    title: 'Available variables',
    intro: 'Click a variable to copy it to the clipboard.',
    copied: '%{name} copied to the clipboard',
    groups: {
      booking: 'Booking',
      company: 'Campsite',
      extra: 'Depending on the template',
    },
  },
  test: {
    send: 'Send test mail',
    sent: 'Test mail sent to %{email}',
    caught: 'Test mail to %{email} logged (no mail server configured); you find it under Messages.',
    failed: 'Test mail to %{email} could not be sent: %{error}',
  },
};

export const labels = { de, en };
