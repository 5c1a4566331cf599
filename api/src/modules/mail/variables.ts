/**
 * Every `{{variable}}` a mail template may use. Saving a template that uses any other name is
 * refused; the admin console shows this list beside the editor, and docs/mail.md repeats it.
 */
export interface MailVariable {
  name: string;
  group: 'booking' | 'company' | 'extra';
  description: { de: string; en: string };
  /** Ready-made markup (the price table): inserted as HTML in the HTML part, as plain lines in the text part. */
  block?: true;
}

export const MAIL_VARIABLES = [
  v(
    'booking',
    'bookingNumber',
    'Buchungsnummer, z. B. 2027-00042',
    'Booking number, e.g. 2027-00042',
  ),
  v('booking', 'firstName', 'Vorname des Gastes', "Guest's first name"),
  v('booking', 'lastName', 'Nachname des Gastes', "Guest's last name"),
  v('booking', 'guestName', 'Vor- und Nachname des Gastes', "Guest's full name"),
  v('booking', 'guestEmail', 'E-Mail-Adresse des Gastes', "Guest's email address"),
  v('booking', 'checkIn', 'Anreisedatum, lang (Samstag, 1. Mai 2027)', 'Arrival date, long form'),
  v('booking', 'checkOut', 'Abreisedatum, lang', 'Departure date, long form'),
  v('booking', 'checkInTime', 'Check-in ab (14:00)', 'Check-in from (14:00)'),
  v('booking', 'checkOutTime', 'Check-out bis (11:00)', 'Check-out by (11:00)'),
  v('booking', 'nights', 'Anzahl Nächte', 'Number of nights'),
  v('booking', 'adults', 'Personen ab 15 Jahren', 'Persons aged 15 or more'),
  v('booking', 'children', 'Kinder unter 15 Jahren', 'Children under 15'),
  v('booking', 'guests', 'Personen gesamt', 'Persons in total'),
  v('booking', 'pitch', 'Stellplatznummer, z. B. A9', 'Pitch number, e.g. A9'),
  v(
    'booking',
    'category',
    'Stellplatzkategorie in der Sprache der Buchung',
    'Pitch category in the booking language',
  ),
  v(
    'booking',
    'total',
    'Gesamtbetrag inkl. USt. und Nächtigungsabgabe',
    'Total incl. VAT and tourist tax',
  ),
  v('booking', 'vatTotal', 'enthaltene USt.', 'VAT included'),
  v('booking', 'touristTax', 'Nächtigungsabgabe', 'Tourist tax'),
  v('booking', 'cancellationFee', 'Stornogebühr', 'Cancellation fee'),
  v(
    'booking',
    'detailsUrl',
    'Link zur Buchungsseite des Gastes (Status, Zugangscode, Rechnung, Stornierung)',
    "Link to the guest's booking page (status, access code, invoice, cancellation)",
  ),
  {
    ...v(
      'booking',
      'quoteTable',
      'Preisaufstellung als Tabelle (HTML) bzw. Zeilen (Text)',
      'Price breakdown: a table in HTML, lines in text',
    ),
    block: true,
  },
  v(
    'booking',
    'paymentMethod',
    'Zahlungsart als Satzteil („Zahlung bei Anreise“, „Zahlung per Banküberweisung“)',
    'Payment method as part of a sentence ("paying on arrival", "paying by bank transfer")',
  ),
  {
    ...v(
      'booking',
      'paymentDetails',
      'Bankverbindung, Betrag, Fälligkeit, Verwendungszweck und GiroCode einer offenen Banküberweisung (sonst leer)',
      'Account, amount, due date, reference and GiroCode of a bank transfer still to pay (empty otherwise)',
    ),
    block: true,
  },
  v('company', 'companyName', 'Name des Campingplatzes', 'Name of the campsite'),
  v('company', 'companyAddress', 'Adresse (Straße, PLZ Ort)', 'Address (street, postcode town)'),
  v('company', 'companyPhone', 'Telefon der Rezeption', 'Reception phone'),
  v(
    'company',
    'companyEmail',
    'E-Mail-Adresse des Campingplatzes',
    'Email address of the campsite',
  ),
  v('company', 'emergencyPhone', 'Notfallnummer (rund um die Uhr)', 'Emergency number (24 hours)'),
  v('company', 'website', 'Website', 'Website'),
  v(
    'company',
    'receptionHours',
    'Öffnungszeiten der Rezeption (08:00–20:00)',
    'Reception hours (08:00–20:00)',
  ),
  v('company', 'quietHours', 'Nachtruhe (22:00–07:00)', 'Quiet hours (22:00–07:00)'),
  v(
    'company',
    'directionsUrl',
    'Routenplaner-Link zum Campingplatz (aus den Koordinaten der Einstellungen)',
    "Route planner link to the campsite (from the settings' coordinates)",
  ),
  v('extra', 'accessCode', 'Zugangscode für die Schranke', 'Gate access code'),
  v('extra', 'validFrom', 'Code gültig ab (Datum und Uhrzeit)', 'Code valid from (date and time)'),
  v(
    'extra',
    'validUntil',
    'Code gültig bis (Datum und Uhrzeit)',
    'Code valid until (date and time)',
  ),
  v('extra', 'invoiceNumber', 'Rechnungsnummer', 'Invoice number'),
  v(
    'extra',
    'invoiceTitle',
    'Art des Belegs: „Rechnung“ oder „Stornorechnung“',
    'Kind of document: "invoice" or "cancellation invoice"',
  ),
  {
    ...v(
      'extra',
      'weatherForecast',
      'Wettervorhersage für die ersten Tage des Aufenthalts (nur vor der Anreise; leer, wenn keine verfügbar ist)',
      'Weather forecast for the first days of the stay (pre-arrival mail only; empty when none is available)',
    ),
    block: true,
  },
  v('extra', 'amount', 'Gezahlter Betrag (sonst Gesamtbetrag)', 'Amount paid (else the total)'),
  v(
    'extra',
    'dueDate',
    'Fälligkeitsdatum des Restbetrags (nur in der Erinnerung an den Restbetrag)',
    'Due date of the balance (balance reminder only)',
  ),
  v(
    'extra',
    'verifyUrl',
    'Link, mit dem der Gast die Buchung bestätigt (nur in der Bestätigungsanfrage)',
    'Link with which the guest confirms the booking (verification mail only)',
  ),
  v(
    'extra',
    'verifyUntil',
    'Bis wann der Link gilt und der Stellplatz reserviert bleibt (Datum und Uhrzeit; nur in der Bestätigungsanfrage)',
    'Until when the link works and the pitch stays reserved (date and time; verification mail only)',
  ),
] as const satisfies readonly MailVariable[];

export type MailVariableName = (typeof MAIL_VARIABLES)[number]['name'];
export type MailValues = Partial<Record<MailVariableName, string>>;

export const MAIL_VARIABLE_NAMES: ReadonlySet<string> = new Set(MAIL_VARIABLES.map((x) => x.name));
export const BLOCK_VARIABLES: ReadonlySet<string> = new Set(
  (MAIL_VARIABLES as readonly MailVariable[]).filter((x) => x.block).map((x) => x.name),
);

function v<N extends string>(group: MailVariable['group'], name: N, de: string, en: string) {
  return { group, name, description: { de, en } };
}
