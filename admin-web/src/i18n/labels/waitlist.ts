/** Texts of the waitlist (`resources.waitlist.*`), German first. */
const de = {
  name: 'Wartelisten-Eintrag |||| Warteliste',
  fields: {
    createdAt: 'Eingetragen am',
    email: 'E-Mail',
    categoryId: 'Stellplatzart',
    checkIn: 'Anreise',
    checkOut: 'Abreise',
    party: 'Personen',
    status: 'Status',
    position: 'Platz in der Reihe',
    notifiedAt: 'Benachrichtigt am',
    actions: 'Aktionen',
    q: 'Suche (E-Mail)',
    checkInFrom: 'Anreise ab',
    checkInTo: 'Anreise bis',
  },
  status: {
    pending: 'Unbestätigt',
    confirmed: 'Wartet',
    notified: 'Benachrichtigt',
    booked: 'Gebucht',
    expired: 'Abgelaufen',
    removed: 'Entfernt',
  },
  adults: '1 Erw. |||| %{smart_count} Erw.',
  children: '1 Kind |||| %{smart_count} Ki.',
  actions: {
    notify: 'Jetzt benachrichtigen',
    remove: 'Entfernen',
  },
  notified: 'E-Mail an %{email} wird gesendet',
  removed: '%{email} steht nicht mehr auf der Warteliste',
};

const en: typeof de = {
  name: 'Waitlist entry |||| Waitlist',
  fields: {
    createdAt: 'Joined',
    email: 'Email',
    categoryId: 'Pitch type',
    checkIn: 'Arrival',
    checkOut: 'Departure',
    party: 'Party',
    status: 'Status',
    position: 'Place in line',
    notifiedAt: 'Notified',
    actions: 'Actions',
    q: 'Search (email)',
    checkInFrom: 'Arrival from',
    checkInTo: 'Arrival until',
  },
  status: {
    pending: 'Unconfirmed',
    confirmed: 'Waiting',
    notified: 'Notified',
    booked: 'Booked',
    expired: 'Expired',
    removed: 'Removed',
  },
  adults: '1 adult |||| %{smart_count} adults',
  children: '1 child |||| %{smart_count} children',
  actions: {
    notify: 'Notify now',
    remove: 'Remove',
  },
  notified: 'Email to %{email} is being sent',
  removed: '%{email} is no longer on the waitlist',
};

export const labels = { de, en };
