// Demo bookings for `npm start`: a handful of stays in the next open season, taken through the
// running API as the front desk would (phone and walk-in bookings, payments recorded, one
// cancellation), so the dashboards, the calendar, analytics, invoices and the ledger show real data on
// a fresh machine. Only when the campsite has no booking yet, so it never touches a real season.

interface Season {
  startDate: string;
  endDate: string;
  minStayNights: number;
}
interface Pitch {
  id: string;
  code: string;
  active: boolean;
}
interface Booking {
  id: string;
  number: string;
  totalCents: number;
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Today in Europe/Vienna as epoch ms of its UTC midnight. */
const viennaToday = () =>
  Date.parse(new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Vienna' }));

// Guests from the countries a Styrian campsite sees most; staff take them by phone or at the desk.
const GUESTS = [
  ['Anna', 'Huber', 'AT', 'Salzburg', '5020'],
  ['Jan', 'de Vries', 'NL', 'Utrecht', '3511'],
  ['Lukas', 'Schmidt', 'DE', 'München', '80331'],
  ['Giulia', 'Rossi', 'IT', 'Bolzano', '39100'],
  ['Petra', 'Novák', 'CZ', 'Brno', '60200'],
  ['Thomas', 'Gruber', 'AT', 'Graz', '8010'],
  ['Emma', 'Janssens', 'BE', 'Gent', '9000'],
  ['Sophie', 'Müller', 'DE', 'Stuttgart', '70173'],
  ['Oliver', 'Brown', 'GB', 'Leeds', 'LS1 4DY'],
  ['Marta', 'Kowalska', 'PL', 'Kraków', '31-001'],
] as const;

export async function seedDemoBookings(
  base: string,
  credentials: { email: string; password: string },
  log: (msg: string) => void,
): Promise<void> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: credentials.email, password: credentials.password }),
  });
  if (!login.ok) throw new Error(`demo bookings: sign-in failed (${login.status})`);
  const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]);
  const csrf = cookies.find((c) => c.startsWith('csrf='))?.slice('csrf='.length) ?? '';
  const headers = {
    cookie: cookies.join('; '),
    'x-csrf-token': decodeURIComponent(csrf),
    'content-type': 'application/json',
    'accept-language': 'de',
  };
  const call = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok)
      throw new Error(`demo bookings: ${method} ${url} → ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  const existing = await call<Booking[]>('GET', '/api/admin/bookings?range=[0,0]');
  if (existing.length > 0) return;

  const today = viennaToday();
  const seasons = (await call<Season[]>('GET', '/api/admin/seasons?range=[0,99]'))
    .filter((s) => Date.parse(s.endDate) > today + 7 * DAY)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  const season = seasons[0];
  if (!season) return log('demo bookings: no open season ahead, none taken');
  const pitches = (await call<Pitch[]>('GET', '/api/admin/pitches?range=[0,199]')).filter(
    (p) => p.active,
  );

  // Stays from the season's first night (or tomorrow), staggered over the first weeks.
  const first = Math.max(Date.parse(season.startDate), today + DAY);
  const nights = Math.max(season.minStayNights, 3);
  let made = 0;
  for (const [i, [firstName, lastName, country, city, postalCode]] of GUESTS.entries()) {
    const pitch = pitches[(i * 3) % pitches.length];
    const checkIn = first + (i % 5) * 2 * DAY;
    const booking = await call<Booking>('POST', '/api/admin/bookings', {
      pitchId: pitch.id,
      checkIn: iso(checkIn),
      checkOut: iso(checkIn + (nights + (i % 3)) * DAY),
      adults: 2,
      children: i % 3,
      firstName,
      lastName,
      street: `Hauptstraße ${i + 1}`,
      postalCode,
      city,
      country,
      channel: i % 4 === 3 ? 'walk_in' : 'phone',
      paymentMethod: i % 2 ? 'bank_transfer' : 'on_arrival',
      language: country === 'AT' || country === 'DE' ? 'de' : 'en',
    });
    made++;
    // Most have paid (each payment issues the invoice); two still owe; one cancels after paying.
    if (i % 5 !== 4) {
      await call('POST', `/api/admin/bookings/${booking.id}/payments`, {
        amountCents: booking.totalCents,
        method: i % 2 ? 'bank_transfer' : 'card_terminal',
        reference: `DEMO-${booking.number}`,
      });
    }
    if (i === 7) {
      await call('POST', `/api/admin/bookings/${booking.id}/cancel`, {
        reason: 'Gast krank, telefonisch storniert',
      });
    }
  }
  log(`demo bookings: ${made} stays taken from ${iso(first)} (season ${season.startDate})`);
}
