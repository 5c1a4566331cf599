/** Texts of the access codes resource (`resources.access-codes.*`), German first. */
const de = {
  name: 'Zugangscode |||| Zugangscodes',
  fields: {
    code: 'Code',
    bookingId: 'Buchung',
    bookingNumber: 'Buchung',
    guestName: 'Gast',
    pitchCode: 'Stellplatz',
    validFrom: 'Gültig ab',
    validUntil: 'Gültig bis',
    status: 'Status',
    createdAt: 'Ausgestellt am',
    revokedAt: 'Gesperrt am',
    revokedReason: 'Grund der Sperre',
    q: 'Suche (Code, Buchung, Name)',
  },
  status: {
    active: 'Aktiv',
    revoked: 'Gesperrt',
    expired: 'Abgelaufen',
  },
  reasons: {
    staff: 'Von %{email} gesperrt',
    regenerated: 'Durch einen neuen Code ersetzt',
    stay_changed: 'Aufenthalt geändert',
    booking_cancelled: 'Buchung storniert',
  },
  actions: {
    issue: 'Code ausstellen',
    revoke: 'Sperren',
    regenerate: 'Neu erzeugen',
    export: 'CSV exportieren',
  },
  confirm: {
    revoke_title: 'Zugangscode %{code} sperren?',
    revoke_content:
      'Der Code öffnet die Schranke sofort nicht mehr. Der Gast bekommt dafür keinen Ersatz, außer Sie erzeugen einen neuen Code.',
    regenerate_title: 'Neuen Code für Buchung %{booking} erzeugen?',
    regenerate_content:
      'Der bisherige Code %{code} wird sofort gesperrt. Der Gast erhält den neuen Code per E-Mail.',
  },
  notify: {
    revoked: 'Zugangscode %{code} gesperrt',
    regenerated: 'Neuer Zugangscode %{code} erzeugt und an den Gast gesendet',
    issued: 'Zugangscode %{code} ausgestellt und an den Gast gesendet',
    exported: '%{smart_count} Zugangscode exportiert |||| %{smart_count} Zugangscodes exportiert',
  },
  create: {
    title: 'Zugangscode ausstellen',
    intro:
      'Normalerweise wird der Code 24 Stunden vor der Anreise automatisch ausgestellt. Hier stellen Sie ihn sofort aus, etwa wenn ein Gast früher danach fragt. Er gilt trotzdem erst ab dem Check-in.',
    booking_help:
      'Bestätigte Buchungen, die noch nicht abgereist sind. Suche nach Nummer oder Name.',
  },
  empty: 'Noch keine Zugangscodes. Sie werden 24 Stunden vor der Anreise ausgestellt.',
  csv: {
    filename: 'zugangscodes',
  },
};

const en: typeof de = {
  name: 'Access code |||| Access codes',
  fields: {
    code: 'Code',
    bookingId: 'Booking',
    bookingNumber: 'Booking',
    guestName: 'Guest',
    pitchCode: 'Pitch',
    validFrom: 'Valid from',
    validUntil: 'Valid until',
    status: 'Status',
    createdAt: 'Issued',
    revokedAt: 'Revoked',
    revokedReason: 'Reason for revoking',
    q: 'Search (code, booking, name)',
  },
  status: {
    active: 'Live',
    revoked: 'Revoked',
    expired: 'Expired',
  },
  reasons: {
    staff: 'Revoked by %{email}',
    regenerated: 'Replaced by a new code',
    stay_changed: 'Stay changed',
    booking_cancelled: 'Booking cancelled',
  },
  actions: {
    issue: 'Issue code',
    revoke: 'Revoke',
    regenerate: 'Regenerate',
    export: 'Export CSV',
  },
  confirm: {
    revoke_title: 'Revoke access code %{code}?',
    revoke_content:
      'The code stops opening the gate at once. The guest gets no replacement unless you regenerate one.',
    regenerate_title: 'Generate a new code for booking %{booking}?',
    regenerate_content:
      'The current code %{code} stops working at once. The guest receives the new code by email.',
  },
  notify: {
    revoked: 'Access code %{code} revoked',
    regenerated: 'New access code %{code} generated and sent to the guest',
    issued: 'Access code %{code} issued and sent to the guest',
    exported: '%{smart_count} access code exported |||| %{smart_count} access codes exported',
  },
  create: {
    title: 'Issue access code',
    intro:
      'Codes are normally issued automatically 24 hours before arrival. Here you issue one at once, for example when a guest asks early. It still only works from check-in time.',
    booking_help: 'Confirmed bookings that have not departed yet. Search by number or name.',
  },
  empty: 'No access codes yet. They are issued 24 hours before arrival.',
  csv: {
    filename: 'access-codes',
  },
};

export const labels = { de, en };
