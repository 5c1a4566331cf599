// The admin console across the real stack: sign-in, navigation of docs/product.md §2.8, sign-out,
// head tags, and the access codes, email templates, messages and users screens.
import { readFileSync } from 'node:fs';
// Plain Playwright: the shared fixtures' cookie-consent script would also run inside the sandboxed
// mail previews, where it may not touch localStorage.
import {
  expect,
  test as base,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import {
  chooseOption,
  DEMO_ADMIN as DEMO,
  recordViolations,
  screenshotsOnlyWhereKept,
  signInThroughForm,
  stackUrl,
} from './fixtures.ts';
import { csrf, RAW_KEY } from './helpers/console.ts';
import { viennaDate } from './helpers/dates.ts';

const BRAND = 'Alpencamp Dachsteinblick';

/** docs/product.md §2.8, verbatim: the groups, their entries and addresses in order. */
const MENU: [group: string, entries: [label: string, path: string][]][] = [
  [
    'Übersicht',
    [
      ['Tagesübersicht', '/admin/dashboard'],
      ['Buchungsübersicht', '/admin/booking-dashboard'],
      ['Geschäftszahlen', '/admin/analytics'],
      ['Nächtigungsabgabe', '/admin/tourist-tax'],
    ],
  ],
  [
    'Buchungsverwaltung',
    [
      ['Buchungen', '/admin/bookings'],
      ['Kalender', '/admin/calendar'],
      ['Gästeverzeichnis', '/admin/registrations'],
      ['Zählerstände', '/admin/meter-readings'],
      ['Zugangscodes', '/admin/access-codes'],
      ['Warteliste', '/admin/waitlist'],
      ['Rechnungen', '/admin/invoices'],
      ['Storno-Rechnungen', '/admin/storno-invoices'],
    ],
  ],
  [
    'Campingplatz',
    [
      ['Stellplätze', '/admin/pitches'],
      ['Kategorien', '/admin/categories'],
      ['Stellplatz-Karte', '/admin/pitch-map'],
      ['Saisonplätze', '/admin/seasonal-contracts'],
      ['Kalenderabgleich', '/admin/ical-sync'],
    ],
  ],
  [
    'Kommunikation',
    [
      ['E-Mail-Vorlagen', '/admin/email-templates'],
      ['Nachrichten', '/admin/messages'],
      ['Wetter', '/admin/weather'],
    ],
  ],
  ['Preise & Tarife', [['Preisverwaltung', '/admin/pricing-management']]],
  [
    'System & Einstellungen',
    [
      ['Grundeinstellungen', '/admin/settings'],
      ['Standort', '/admin/location'],
      ['Logo', '/admin/logo'],
      ['Sicherheit', '/admin/security'],
      ['Benutzer', '/admin/users'],
      ['Warnungen', '/admin/alerts'],
      ['Funktionen', '/admin/feature-toggles'],
      ['DSGVO', '/admin/gdpr-compliance'],
      ['Leistungsmonitor', '/admin/performance'],
    ],
  ],
];
const ENTRIES = MENU.flatMap(([, entries]) => entries);

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * One API sign-in per worker, shared by the tests that only need to be signed in: each sign-in
 * hashes a password (slow on purpose), and the tests need a session, not the sign-in itself.
 */
const test = base.extend<{ errors: string[] }, { adminState: StorageState }>({
  page: async ({ page }, use) => {
    screenshotsOnlyWhereKept(page);
    await use(page);
  },
  adminState: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      const res = await request.post('/api/demo-login', { data: DEMO });
      expect(res.ok(), await res.text()).toBe(true);
      const state = await request.storageState();
      await request.dispose();
      await use(state);
    },
    { scope: 'worker' },
  ],
  /** Console errors and uncaught exceptions of the page, for tests to assert none happened. */
  errors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`${msg.text()} (${msg.location().url})`);
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(errors);
  },
});

const signedIn = test.extend({
  storageState: async ({ adminState }, use) => use(adminState),
});

async function apiWrite(
  page: Page,
  method: 'post' | 'put',
  path: string,
  data: Record<string, unknown>,
) {
  const request: APIRequestContext = page.request;
  return request[method](path, { data, headers: { 'X-CSRF-Token': await csrf(page) } });
}

interface Booking {
  id: string;
  number: string;
}

/**
 * A confirmed phone booking arriving tomorrow, on the first free pitch from a random start (other
 * tests book too, in parallel, on the same database).
 */
async function bookSoon(page: Page, lastName: string): Promise<Booking> {
  const pitches = (await (await page.request.get('/api/pitches')).json()) as { id: string }[];
  const start = Math.floor(Math.random() * pitches.length);
  for (let i = 0; i < pitches.length; i++) {
    const pitch = pitches[(start + i) % pitches.length];
    const res = await apiWrite(page, 'post', '/api/admin/bookings', {
      firstName: 'Lena',
      lastName,
      email: `${lastName.toLowerCase()}.${Date.now()}@example.at`,
      street: 'Hauptplatz 1',
      postalCode: '8970',
      city: 'Schladming',
      country: 'AT',
      pitchId: pitch.id,
      checkIn: viennaDate(1),
      checkOut: viennaDate(4),
      adults: 2,
    });
    if (res.status() === 201) return (await res.json()) as Booking;
    expect([400, 409], await res.text()).toContain(res.status());
  }
  throw new Error('no free pitch for the next three nights');
}

/** Picks a booking in a react-admin autocomplete by typing its number. */
async function pickBooking(page: Page, label: string, booking: Booking) {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(booking.number);
  await page.getByRole('option', { name: new RegExp(`^${booking.number} · `) }).click();
}

async function signInWithForm(page: Page) {
  await signInThroughForm(page, DEMO);
  await expect(page.getByRole('region', { name: 'Belegung heute Nacht' })).toBeVisible();
}

/** The row of one template in the list, by its German name and language chip. */
const templateRow = (page: Page, name: string, language: 'DE' | 'EN') =>
  page
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name, exact: true }) })
    .filter({ has: page.getByText(language, { exact: true }) });

const menuItem = (page: Page, label: string) =>
  page.getByRole('menuitem', { name: label, exact: true });

test('signs in at /admin/login with the demo login; the head keeps the panel out of search engines', async ({
  page,
}) => {
  const response = await page.goto('/admin/login');
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow, noarchive, nosnippet');
  await expect(page.getByRole('heading', { name: 'Admin-Anmeldung' })).toBeVisible();
  const head = page.locator('head');
  const checkHead = async () => {
    await expect(page).toHaveTitle(`Admin Panel - ${BRAND}`);
    await expect(head.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      /^noindex, ?nofollow, ?noarchive, ?nosnippet$/,
    );
    await expect(head.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Verwaltungspanel für Campingplatz-Buchungen',
    );
  };
  await checkHead();
  await signInWithForm(page);
  await checkHead();
  await expect(page.getByText(DEMO.email).first()).toBeVisible();
  await expect(page.getByText('Administrator', { exact: true })).toBeVisible();
});

test('the staff entrance opens the login form, which signs in', async ({ page }) => {
  await page.goto('/staff-entrance-1x9zq');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin-Anmeldung' })).toBeVisible();
  await signInWithForm(page);
});

signedIn(
  'every menu entry of docs/product.md §2.8 opens its page (or its placeholder), highlighted, without console errors or CSP violations',
  async ({ page, errors }) => {
    test.setTimeout(90_000);
    // csp.spec.ts checks each page's policy; here each page must run under it.
    const violations = await recordViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/dashboard');
    const sidebar = page.locator('.RaSidebar-fixed');
    for (const [group] of MENU)
      await expect(sidebar.getByText(group, { exact: true })).toBeVisible();
    // Exactly the entries of the spec, in its order.
    await expect(sidebar.getByRole('menuitem')).toHaveText(ENTRIES.map(([label]) => label));

    for (const [label, path] of ENTRIES) {
      await menuItem(page, label).click();
      await expect(page).toHaveURL(new RegExp(`${path}(\\?.*)?$`));
      await expect(menuItem(page, label)).toHaveClass(/RaMenuItemLink-active/);
      await expect(page.locator('.RaMenuItemLink-active')).toHaveCount(1);
      await expect(page.locator('#react-admin-title')).toContainText(label);
      // Every entry leads to a built page: no "coming soon" placeholder is left in the console.
      await expect(page.getByRole('heading', { name: 'Diese Seite folgt in Kürze' })).toHaveCount(
        0,
      );
      await expect(page.getByText('Ein Fehler ist aufgetreten')).toHaveCount(0);
      await expect(page.locator('#main-content')).not.toContainText(RAW_KEY);
      // Let the page's own requests finish before judging the console.
      await page.waitForLoadState('networkidle');
      expect({ path, violations: await violations() }).toEqual({ path, violations: [] });
    }
    expect(errors).toEqual([]);
  },
);

signedIn('on a phone the slide-in menu closes once an entry is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/dashboard');
  await expect(menuItem(page, 'Zugangscodes')).toBeHidden();
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await expect(menuItem(page, 'Zugangscodes')).toBeVisible();
  await expect(page.getByText('Kommunikation', { exact: true })).toBeVisible();
  await menuItem(page, 'Zugangscodes').click();
  await expect(page).toHaveURL(/\/admin\/access-codes(\?.*)?$/);
  await expect(menuItem(page, 'Zugangscodes')).toBeHidden();
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await expect(menuItem(page, 'Zugangscodes')).toHaveClass(/RaMenuItemLink-active/);
  await menuItem(page, 'Nachrichten').click();
  await expect(page).toHaveURL(/\/admin\/messages(\?.*)?$/);
  await expect(menuItem(page, 'Nachrichten')).toBeHidden();
});

test('signing out shows "Abgemeldet"; afterwards every admin route shows the login form', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/admin/login');
  await signInWithForm(page);
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByText('Abgemeldet', { exact: true })).toBeVisible();
  await expect(page.getByText('Sie wurden erfolgreich abgemeldet.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.context().cookies()).filter((c) => c.name === 'sid')).toEqual([]);

  for (const path of ['/admin', ...ENTRIES.map(([, p]) => p), '/admin/access-codes/create']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Admin-Anmeldung' })).toBeVisible();
    await expect(page.locator('input[type="password"]')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  }
});

signedIn(
  'access codes: issue one now, regenerate it, revoke it from the list, export the list',
  async ({ page, errors }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const booking = await bookSoon(page, 'Grimming');

    await page.goto('/admin/access-codes');
    await page.getByRole('link', { name: 'Code ausstellen' }).click();
    await expect(page).toHaveURL(/\/admin\/access-codes\/create$/);
    await pickBooking(page, 'Buchung', booking);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(
      page.getByText(/^Zugangscode \d{6} ausgestellt und an den Gast gesendet$/),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/access-codes\/[0-9a-f-]{36}\/show$/);
    const main = page.locator('#main-content');
    await expect(main.getByText('Aktiv', { exact: true })).toBeVisible();
    await expect(main.getByText(booking.number)).toBeVisible();
    await expect(main.getByText('Lena Grimming')).toBeVisible();
    const firstCode = (await main
      .getByText(/^\d{6}$/)
      .first()
      .textContent())!;
    const firstUrl = page.url();
    await expect(main).not.toContainText(RAW_KEY);
    await page.screenshot({ path: 'e2e/screenshots/admin-access-code-show-1280.png' });

    // Regenerate on the code's page: confirm, then the new code's page opens.
    await page.getByRole('button', { name: 'Neu erzeugen' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Neuen Code für Buchung ${booking.number} erzeugen?`);
    await expect(dialog).toContainText(`Der bisherige Code ${firstCode} wird sofort gesperrt.`);
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText(/^Neuer Zugangscode \d{6} erzeugt/)).toBeVisible();
    await expect(page).not.toHaveURL(firstUrl);
    await expect(page).toHaveURL(/\/show$/);
    const secondCode = (await main
      .getByText(/^\d{6}$/)
      .first()
      .textContent())!;
    expect(secondCode).not.toBe(firstCode);

    // The list, searched by booking number: the old code revoked, the new one live.
    await page.goto('/admin/access-codes');
    await page.getByPlaceholder('Suchen').fill(booking.number);
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    const oldRow = rows.filter({ hasText: firstCode });
    const newRow = rows.filter({ hasText: secondCode });
    await expect(oldRow).toContainText('Gesperrt');
    await expect(oldRow.getByRole('button', { name: 'Sperren' })).toHaveCount(0);
    await expect(newRow).toContainText('Aktiv');
    await expect(newRow).toContainText('Lena Grimming');
    // Times in Vienna local time: check-in from 14:00 tomorrow, check-out until 11:00.
    await expect(newRow).toContainText('14:00');
    await expect(newRow).toContainText('11:00');

    // Revoke from the list: a confirmation, a notice, and the row changes without a reload.
    await newRow.getByRole('button', { name: 'Sperren' }).click();
    await expect(dialog).toContainText(`Zugangscode ${secondCode} sperren?`);
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText(`Zugangscode ${secondCode} gesperrt`)).toBeVisible();
    await expect(newRow).toContainText('Gesperrt');
    await expect(page).toHaveURL(/\/admin\/access-codes(\?.*)?$/);

    // The status filter narrows the list; the export holds what the list holds.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV exportieren' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('zugangscodes.csv');
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      '\ufeffCode;Buchung;Gast;Stellplatz;Gültig ab;Gültig bis;Status;Ausgestellt am',
    );
    expect(csv).toContain(`${firstCode};${booking.number};Lena Grimming;`);
    expect(csv).toContain(`${secondCode};${booking.number};Lena Grimming;`);
    expect(csv).toMatch(
      new RegExp(`${secondCode};[^\\r]*;${viennaDate(1)} 14:00;${viennaDate(4)} 11:00;Gesperrt;`),
    );
    expect(errors).toEqual([]);
  },
);

signedIn(
  'email templates: the live preview follows the editor, refuses unknown variables, and a test mail is logged',
  async ({ page, errors }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/email-templates');
    const row = templateRow(page, 'Buchungsbestätigung', 'DE');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Ihre Buchung {{bookingNumber}} ist bestätigt');
    await row.click();
    await expect(page).toHaveURL(/\/admin\/email-templates\/[0-9a-f-]{36}$/);
    await expect(page.locator('#react-admin-title')).toContainText(
      'E-Mail-Vorlage „Buchungsbestätigung“ (DE)',
    );

    const subject = page.getByTestId('preview-subject');
    await expect(subject).toHaveText(/^Ihre Buchung \d{4}-00042 ist bestätigt – Alpencamp/);
    const frame = page.frameLocator('iframe[title="Vorschau der E-Mail"]');
    await expect(frame.locator('body')).toContainText('Grüß Gott Anna Huber');
    // Same origin only so the console can read the mail's height: no scripts, forms or navigation.
    await expect(page.locator('iframe[title="Vorschau der E-Mail"]')).toHaveAttribute(
      'sandbox',
      'allow-same-origin',
    );

    // The documented variables beside the editor.
    const variables = page.getByRole('region', { name: 'Verfügbare Variablen' });
    await expect(variables).toContainText('{{bookingNumber}}');
    await expect(variables).toContainText('Buchungsnummer, z. B. 2027-00042');
    await expect(variables).toContainText('{{accessCode}}');

    // Typing changes the preview a moment later, unsaved.
    const subjectInput = page.getByRole('textbox', { name: /^Betreff/ });
    await subjectInput.fill('Willkommen {{firstName}} – Buchung {{bookingNumber}}');
    await expect(subject).toHaveText(/^Willkommen Anna – Buchung \d{4}-00042$/);
    const html = page.getByRole('textbox', { name: /^HTML-Text/ });
    await html.fill('<h1>Hallo {{guestName}}</h1><script>document.title = "hacked"</script>');
    // The mail's frame names the site in its own h1; the edited body follows it.
    await expect(frame.getByRole('heading', { level: 1, name: 'Hallo Anna Huber' })).toBeVisible();
    await expect(page).toHaveTitle(`Admin Panel - ${BRAND}`);

    // An unknown variable: the API's message, in German, instead of a preview.
    await subjectInput.fill('Hallo {{vorname}}');
    await expect(page.getByRole('alert').filter({ hasText: '{{vorname}}' })).toContainText(
      'Unbekannte Variable in subject: {{vorname}}. Erlaubt sind nur die Variablen der Liste.',
    );

    // A test mail of the current draft goes to the signed-in admin and lands in the message log.
    await subjectInput.fill('Testlauf {{bookingNumber}}');
    await expect(subject).toHaveText(/^Testlauf \d{4}-00042$/);
    await page.getByRole('button', { name: 'Testmail senden' }).click();
    await expect(page.getByText(new RegExp(`^Testmail an ${DEMO.email}`))).toBeVisible();

    // Only test mails: with the other browsers' mails arriving meanwhile, the full log's rows
    // move while their booking numbers load, and a click may land on a neighbour.
    const onlyTests = encodeURIComponent(JSON.stringify({ kind: 'test', q: 'Testlauf' }));
    await page.goto(`/admin/messages?filter=${onlyTests}`);
    const logged = page.locator('tbody tr').filter({ hasText: /\[Test\] Testlauf \d{4}-00042/ });
    await expect(logged.first()).toContainText(DEMO.email);
    await expect(logged.first()).toContainText('Buchungsbestätigung');
    await logged.first().click();
    await expect(page).toHaveURL(/\/admin\/messages\/[0-9a-f-]{36}\/show$/);
    await expect(page.locator('#react-admin-title')).toContainText(/\[Test\] Testlauf/);
    await expect(
      page
        .frameLocator('iframe[title="Inhalt der Nachricht"]')
        .getByRole('heading', { level: 1, name: 'Hallo Anna Huber' }),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Textfassung' }).click();
    await expect(page.locator('pre')).toContainText('Grüß Gott Anna Huber');
    // Expected: the sandbox blocking the template's script, and the refused unknown variable.
    expect(
      errors.filter(
        (e) =>
          !e.startsWith("Blocked script execution in 'about:srcdoc'") &&
          !/status of 400 .*\/preview\)$/.test(e),
      ),
    ).toEqual([]);
    expect(errors.some((e) => e.startsWith('Blocked script execution'))).toBe(true);
  },
);

signedIn(
  'messages: staff write to a booking’s guest; the log filters by booking and status',
  async ({ page, errors }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const booking = await bookSoon(page, 'Hochwurzen');

    await page.goto('/admin/messages');
    await page.getByRole('link', { name: 'Nachricht schreiben' }).click();
    await expect(page).toHaveURL(/\/admin\/messages\/create$/);
    await expect(
      page.getByText('Die Nachricht geht an die E-Mail-Adresse der Buchung'),
    ).toBeVisible();
    await pickBooking(page, 'Buchung', booking);
    await page.getByLabel('Betreff').fill('Ihre Anreise morgen');
    await page.getByLabel('Nachricht').fill('Liebe Frau Hochwurzen,\nwir freuen uns auf Sie!');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(
      page.getByText(/^Nachricht an hochwurzen\.\d+@example\.at wird gesendet$/),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/messages\/[0-9a-f-]{36}\/show$/);
    const main = page.locator('#main-content');
    await expect(main).toContainText('Ihre Anreise morgen');
    // The worker takes it from the queue; without a mail server (SMTP_URL) it is caught, and the
    // log says so.
    await expect(async () => {
      await page.reload();
      await expect(main).toContainText('Abgefangen', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(main).toContainText('Kein Mailserver eingerichtet');
    await expect(main).toContainText('Vom Team');
    await expect(main).toContainText(booking.number);
    await expect(main).not.toContainText(RAW_KEY);
    await page.screenshot({ path: 'e2e/screenshots/admin-message-show-1280.png' });
    await page.getByRole('tab', { name: 'Textfassung' }).click();
    await expect(page.locator('pre')).toContainText('wir freuen uns auf Sie!');

    // The log, filtered by this booking and by staff messages: the staff message, not the
    // booking's automatic confirmation.
    await page.goto(
      `/admin/messages?filter=${encodeURIComponent(JSON.stringify({ bookingId: booking.id, kind: 'staff' }))}`,
    );
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Ihre Anreise morgen');
    await expect(rows.first()).toContainText('Eigene Nachricht');
    await expect(rows.first()).toContainText(booking.number);
    await chooseOption(page, page.getByRole('combobox', { name: 'Status' }), 'Fehlgeschlagen');
    await expect(
      page.getByText('Keine Nachrichten mit den aktuellen Filtern gefunden.'),
    ).toBeVisible();
    expect(errors).toEqual([]);
  },
);

signedIn(
  'users: an admin sets a new password for an account; no password shows in the list',
  async ({ page, playwright }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const email = `kassa.${Date.now()}@alpencamp-dachstein.at`;
    const created = await apiWrite(page, 'post', '/api/admin/users', {
      email,
      name: 'Kassa Test',
      role: 'staff',
      password: 'Erstes-Passwort-2026',
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto(`/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`);
    const row = page.locator('tbody tr').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    const table = await page.locator('table').innerText();
    expect(table).not.toMatch(/argon2|Erstes-Passwort|passwordHash/i);

    await row.getByRole('button', { name: 'Passwort zurücksetzen' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Neues Passwort für ${email}`);
    await dialog.getByLabel('Neues Passwort').fill('zu-kurz');
    await dialog.getByLabel('Passwort wiederholen').fill('zu-kurz');
    await dialog.getByRole('button', { name: 'Passwort setzen' }).click();
    await expect(dialog).toContainText('Mindestens 12 Zeichen');
    await dialog.getByLabel('Neues Passwort').fill('Zweites-Passwort-2026');
    await dialog.getByLabel('Passwort wiederholen').fill('Zweites-Passwort-2027');
    await dialog.getByRole('button', { name: 'Passwort setzen' }).click();
    await expect(dialog).toContainText('Die Passwörter stimmen nicht überein');
    await page.screenshot({ path: 'e2e/screenshots/admin-users-reset-password-1280.png' });
    // A generated one is shown in both fields, once, for passing on.
    await dialog.getByRole('button', { name: 'Passwort erzeugen' }).click();
    const generated = await dialog.getByTestId('new-password').inputValue();
    expect(generated).toMatch(/^[A-Za-z2-9]{16}$/);
    await dialog.getByRole('button', { name: 'Passwort setzen' }).click();
    await expect(page.getByText(`Neues Passwort für ${email} gesetzt`)).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await page.locator('table').innerText()).not.toContain(generated);

    // Without cookies of its own: inside a test the context would inherit the admin's session,
    // and signing in would end it (the API rotates the session on sign-in).
    const request = await playwright.request.newContext({
      baseURL: stackUrl(),
      storageState: { cookies: [], origins: [] },
    });
    const login = await request.post('/api/demo-login', {
      data: { email, password: generated },
    });
    expect(login.ok(), await login.text()).toBe(true);
    await request.dispose();
  },
);

signedIn('screenshots of the admin pages at 390 and 1280 px', async ({ page }) => {
  test.setTimeout(90_000);
  const booking = await bookSoon(page, 'Planai');
  const issued = await apiWrite(page, 'post', '/api/admin/access-codes', { bookingId: booking.id });
  expect(issued.status(), await issued.text()).toBe(201);

  await page.goto('/admin/email-templates');
  await templateRow(page, 'Zugangscode', 'DE').click();
  await expect(page.getByTestId('preview-subject')).toBeVisible();
  const templateUrl = page.url();
  // Something to show in the message log: a message to the guest (queued) and a test mail (logged).
  const templateId = new URL(templateUrl).pathname.split('/').pop()!;
  const sentTest = await apiWrite(
    page,
    'post',
    `/api/admin/email-templates/${templateId}/test`,
    {},
  );
  expect(sentTest.status(), await sentTest.text()).toBe(200);
  const composed = await apiWrite(page, 'post', '/api/admin/messages', {
    bookingId: booking.id,
    subject: 'Parkplatz für Ihren Anhänger',
    text: 'Ihr Anhänger kann neben der Rezeption stehen.',
  });
  expect(composed.status(), await composed.text()).toBe(201);

  const shots: [name: string, path: string, ready: (p: Page) => Promise<void>][] = [
    [
      'dashboard',
      '/admin/dashboard',
      (p) => expect(p.getByRole('region', { name: 'Belegung heute Nacht' })).toBeVisible(),
    ],
    [
      'access-codes',
      '/admin/access-codes',
      (p) => expect(p.getByText(booking.number).first()).toBeVisible(),
    ],
    [
      'email-template-edit',
      new URL(templateUrl).pathname,
      (p) =>
        expect(p.frameLocator('iframe[title="Vorschau der E-Mail"]').locator('body')).toContainText(
          'Anna Huber',
        ),
    ],
    [
      'messages',
      // The booking's own messages: with four browsers at a time, other specs' mails can push it
      // off the first page of the whole log.
      `/admin/messages?filter=${encodeURIComponent(JSON.stringify({ bookingId: booking.id }))}`,
      (p) => expect(p.getByText('Parkplatz für Ihren Anhänger')).toBeVisible(),
    ],
  ];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const [name, path, ready] of shots) {
      await page.goto(path);
      await ready(page);
      // react-admin's loading indicator in the app bar shows while any query runs.
      await expect(page.locator('.app-loader')).toHaveCount(0);
      if (name === 'email-template-edit' && width === 390) {
        // A full-page capture leaves the sandboxed frame blank below the fold: the preview on its
        // own first, scrolled into view.
        await page.locator('iframe[title="Vorschau der E-Mail"]').scrollIntoViewIfNeeded();
        await page.screenshot({ path: 'e2e/screenshots/admin-email-template-preview-390.png' });
      }
      await page.screenshot({ path: `e2e/screenshots/admin-${name}-${width}.png`, fullPage: true });
    }
  }
});
