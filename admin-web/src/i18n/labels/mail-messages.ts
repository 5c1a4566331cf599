/** Texts of the mail message log (`resources.messages.*`, named as its REST resource), German first. */
const de = {
  name: 'Nachricht |||| Nachrichten',
  fields: {
    recipient: 'Empfänger',
    subject: 'Betreff',
    template: 'Vorlage',
    kind: 'Art',
    status: 'Status',
    error: 'Fehler',
    bookingId: 'Buchung',
    sentAt: 'Gesendet am',
    createdAt: 'Erstellt am',
    createdBy: 'Verfasst von',
    language: 'Sprache',
    attempts: 'Versuche',
    text: 'Nachricht',
    q: 'Suche (Empfänger, Betreff)',
  },
  status: {
    queued: 'In Warteschlange',
    sending: 'Wird gesendet',
    sent: 'Gesendet',
    caught: 'Abgefangen',
    failed: 'Fehlgeschlagen',
  },
  status_help: {
    caught:
      'Kein Mailserver eingerichtet (SMTP_URL): Die Nachricht wurde nur protokolliert, nicht versendet.',
  },
  kinds: {
    automatic: 'Automatisch',
    staff: 'Vom Team',
    test: 'Testmail',
  },
  no_template: 'Eigene Nachricht',
  actions: {
    compose: 'Nachricht schreiben',
  },
  show: {
    html: 'HTML-Ansicht',
    text: 'Textfassung',
    frame: 'Inhalt der Nachricht',
    attachments: 'Anhänge',
    write: 'Nachricht an den Gast',
  },
  create: {
    title: 'Nachricht an einen Gast',
    intro:
      'Die Nachricht geht an die E-Mail-Adresse der Buchung, im Layout des Campingplatzes und mit Anrede in der Sprache der Buchung. Sie wird sofort in die Warteschlange gestellt.',
    booking_help: 'Suche nach Buchungsnummer oder Name des Gastes.',
    queued: 'Nachricht an %{email} wird gesendet',
  },
};

const en: typeof de = {
  name: 'Message |||| Messages',
  fields: {
    recipient: 'Recipient',
    subject: 'Subject',
    template: 'Template',
    kind: 'Kind',
    status: 'Status',
    error: 'Error',
    bookingId: 'Booking',
    sentAt: 'Sent',
    createdAt: 'Created',
    createdBy: 'Written by',
    language: 'Language',
    attempts: 'Attempts',
    text: 'Message',
    q: 'Search (recipient, subject)',
  },
  status: {
    queued: 'Queued',
    sending: 'Sending',
    sent: 'Sent',
    caught: 'Caught',
    failed: 'Failed',
  },
  status_help: {
    caught: 'No mail server configured (SMTP_URL): the message was logged, not sent.',
  },
  kinds: {
    automatic: 'Automatic',
    staff: 'From staff',
    test: 'Test mail',
  },
  no_template: 'Own message',
  actions: {
    compose: 'Write a message',
  },
  show: {
    html: 'HTML view',
    text: 'Plain text',
    frame: 'Message content',
    attachments: 'Attachments',
    write: 'Message to the guest',
  },
  create: {
    title: 'Message to a guest',
    intro:
      "The message goes to the booking's email address, in the campsite's layout and with a greeting in the booking's language. It is queued at once.",
    booking_help: "Search by booking number or the guest's name.",
    queued: 'Message to %{email} is being sent',
  },
};

export const labels = { de, en };
