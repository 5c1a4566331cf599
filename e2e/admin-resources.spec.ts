// The admin console's bookings, pitches and categories across the real stack:
// pitch create/edit/delete, phone bookings with the near-duplicate confirmation, cancellation,
// categories with euro prices, and screenshots at phone and desktop width (e2e/screenshots).
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { atWidths, chooseOption, expect, signedInAdminTest } from './fixtures.ts';
import { csrf, RAW_KEY, unique } from './helpers/console.ts';

const test = signedInAdminTest();

/**
 * A stay 400 to 550 days ahead (the API books at most 730 days ahead): after the demo seasons,
 * far from the near-term dates other specs book, on a random week so parallel tests rarely meet.
 */
function stay(nights = 3) {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = today + (400 + Math.floor(Math.random() * 150)) * 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { checkIn: iso(start), checkOut: iso(start + nights * 86_400_000) };
}

/**
 * A seeded comfort pitch, one per test that books (D8 to D15), so no two of these tests share a
 * pitch; the far dates keep them away from what other specs book.
 */
async function seededPitch(page: Page, code: string) {
  const [pitch] = (await (
    await page.request.get(`/api/admin/pitches?filter={"q":"${code}"}`)
  ).json()) as { id: string; code: string }[];
  expect(pitch.code).toBe(code);
  return pitch;
}

/** A pitch made for one test, inactive: the public site and other specs never see it. */
async function createPitch(page: Page, code: string) {
  const active = false;
  const categories = (await (
    await page.request.get('/api/admin/categories?filter={"slug":"comfort"}')
  ).json()) as { id: string }[];
  const res = await page.request.post('/api/admin/pitches', {
    headers: { 'X-CSRF-Token': await csrf(page) },
    data: { code, categoryId: categories[0].id, x: 90, y: 95, hasElectricity: true, active },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; code: string };
}

async function deletePitch(page: Page, id: string) {
  await page.request.delete(`/api/admin/pitches/${id}`, {
    headers: { 'X-CSRF-Token': await csrf(page) },
  });
}

/** A confirmed phone booking made through the API, for tests about what follows it. */
async function bookThroughApi(page: Page, pitchId: string, lastName: string) {
  const res = await page.request.post('/api/admin/bookings', {
    headers: { 'X-CSRF-Token': await csrf(page) },
    data: {
      pitchId,
      ...stay(),
      adults: 2,
      children: 1,
      extras: [{ code: 'electricity', quantity: 1 }],
      firstName: 'Anna',
      lastName,
      email: `${lastName.toLowerCase()}@example.at`,
      phone: '+43 660 1234567',
      street: 'Coburgstraße 52',
      postalCode: '8970',
      city: 'Schladming',
      country: 'AT',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; number: string };
}

/** Fills the phone booking form: category, pitch, dates, guest. */
async function fillBooking(
  page: Page,
  b: { pitch: string; checkIn: string; checkOut: string; lastName: string; email: string },
) {
  await chooseOption(
    page,
    page.getByRole('combobox', { name: /^Kategorie/ }),
    'Komfort-Stellplatz',
  );
  const pitch = page.getByRole('combobox', { name: /^Stellplatz/ });
  await pitch.click();
  await pitch.fill(b.pitch);
  await page.getByRole('option', { name: `${b.pitch} · Komfort-Stellplatz` }).click();
  await page.getByLabel(/^Anreise/).fill(b.checkIn);
  await page.getByLabel(/^Abreise/).fill(b.checkOut);
  await page.getByRole('checkbox', { name: /^Strom/ }).check();
  await page.getByLabel(/^Vorname/).fill('Sophie');
  await page.getByLabel(/^Nachname/).fill(b.lastName);
  await page.getByLabel(/^E-Mail/).fill(b.email);
  await page.getByLabel(/^Telefon/).fill('+43 3687 22222');
}

test.describe.configure({ timeout: 90_000 });

test('pitches: create, edit and delete a pitch', async ({ page, errors }) => {
  const code = `E2E-${unique().slice(0, 6)}`;
  await page.goto('/admin/pitches/create');
  await page.getByLabel(/^Stellplatznummer/).fill(code.toLowerCase());
  await chooseOption(page, page.getByRole('combobox', { name: /^Kategorie/ }), 'Wohnmobil');
  await page.getByLabel(/^Größe/).fill('95');
  await page.getByLabel(/^Position waagrecht/).fill('12.5');
  await page.getByLabel(/^Position senkrecht/).fill('80');
  // Kept out of the public site while the test runs.
  await page.getByRole('switch', { name: 'Aktiv' }).uncheck();
  await page.getByRole('button', { name: 'Speichern' }).click();

  await expect(page.getByText('Stellplatz angelegt')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pitches$/);
  await page.getByPlaceholder('Suchen').fill(code);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Wohnmobil');
  await expect(row).toContainText('12,5 % / 80 %');
  await expect(row).toContainText('95');

  await row.getByText(code, { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/pitches\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel(/^Stellplatznummer/)).toHaveValue(code);
  await page.getByLabel(/^Größe/).fill('110');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Stellplatz gespeichert')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('110');

  await page.getByRole('row').filter({ hasText: code }).getByText(code, { exact: true }).click();
  await expect(page.getByLabel(/^Größe/)).toHaveValue('110');
  await page.getByRole('button', { name: 'Löschen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Stellplatz gelöscht')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pitches(\?|$)/);
  await expect(page.getByRole('row').filter({ hasText: code })).toHaveCount(0);
  expect(
    (await page.request.get('/api/admin/pitches?filter={"q":"' + code + '"}')).headers()[
      'content-range'
    ],
  ).toMatch(/\/0$/);
  expect(errors).toEqual([]);
});

test('pitches: a closure is added to and lifted from a pitch', async ({ page, errors }) => {
  const pitch = await createPitch(page, `E2E-${unique().slice(0, 6)}`);
  try {
    await page.goto(`/admin/pitches/${pitch.id}`);
    await expect(page.getByText('Keine Sperrzeiten')).toBeVisible();
    const { checkIn, checkOut } = stay(2);
    await page.getByLabel(/^Gesperrt ab/).fill(checkIn);
    await page.getByLabel(/^Wieder frei ab/).fill(checkOut);
    await page.getByLabel(/^Grund/).fill('Neue Stromsäule');
    await page.getByRole('button', { name: 'Sperrzeit hinzufügen' }).click();
    await expect(page.getByText('Sperrzeit gespeichert')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Neue Stromsäule' });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Aufheben' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText('Keine Sperrzeiten')).toBeVisible();
  } finally {
    await deletePitch(page, pitch.id);
  }
  expect(errors).toEqual([]);
});

test('phone booking: created and listed; a near-duplicate asks first and books once confirmed', async ({
  page,
  errors,
}) => {
  const [first, second] = [await seededPitch(page, 'D13'), await seededPitch(page, 'D14')];
  const lastName = `Telefon${unique()}`;
  const email = `${lastName.toLowerCase()}@example.at`;
  const { checkIn, checkOut } = stay(3);

  await page.goto('/admin/bookings/create');
  await expect(page.getByRole('heading', { name: 'Telefonbuchung anlegen' })).toBeVisible();
  await fillBooking(page, { pitch: first.code, checkIn, checkOut, lastName, email });
  await page.getByRole('button', { name: 'Speichern' }).click();

  await expect(page.getByText('Buchung angelegt')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/bookings\/[0-9a-f-]{36}\/show$/);
  await expect(page.getByText(`Sophie ${lastName}`)).toBeVisible();
  const price = page.getByRole('table', { name: 'Preis' });
  // Comfort pitch outside the seasons: 3 × 55 EUR, electricity 3 × 5 EUR, tourist tax 2 × 3 × 2 EUR.
  await expect(price.getByRole('row').filter({ hasText: 'Strom' })).toContainText('15,00 €');
  await expect(
    price.getByRole('row').filter({ hasText: 'Nächtigungsabgabe (ohne USt.)' }),
  ).toContainText('12,00 €');
  await expect(price.getByRole('row').filter({ hasText: 'Gesamtbetrag' })).toContainText(
    '192,00 €',
  );
  await expect(page.getByText('Bestätigt').first()).toBeVisible();

  await page.goto('/admin/bookings');
  await page.getByPlaceholder('Suchen').fill(lastName);
  // The search applies after a short pause, and shows in the address.
  await expect(page).toHaveURL(new RegExp(lastName));
  const rows = page.getByRole('row').filter({ hasText: lastName });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(first.code);
  // The category column shows from 1536 px on (at 1280 the pitch code stands for it).
  await expect(rows).toContainText('192,00 €');

  // The export holds what the filtered list shows, with German headers and the total in euros,
  // as a German spreadsheet reads it: semicolons and a decimal comma.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportieren' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('buchungen.csv');
  const csv = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(csv[0]).toMatch(/^Buchungsnummer;Status;Zahlungsstatus;Gast;/);
  expect(csv).toHaveLength(3); // header, the booking, and the closing line end
  expect(csv[1]).toContain(`Sophie ${lastName}`);
  expect(csv[1]).toContain(';Bestätigt;Offen;');
  expect(csv[1]).toContain(
    `;${first.code};Komfort-Stellplatz;${checkIn};${checkOut};3;2;0;192,00;`,
  );

  // The same guest again, a day later, on another pitch.
  await page.goto('/admin/bookings/create');
  await fillBooking(page, {
    pitch: second.code,
    checkIn: new Date(Date.parse(checkIn) + 86_400_000).toISOString().slice(0, 10),
    checkOut: new Date(Date.parse(checkOut) + 86_400_000).toISOString().slice(0, 10),
    lastName,
    email,
  });
  await page.getByRole('button', { name: 'Speichern' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Ähnliche Buchung gefunden');
  await expect(dialog).toContainText('Eine ähnliche Buchung wurde bereits gefunden');
  await dialog.getByRole('button', { name: 'Trotzdem speichern' }).click();
  await expect(page.getByText('Buchung angelegt')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/bookings\/[0-9a-f-]{36}\/show$/);

  await page.goto('/admin/bookings');
  await page.getByPlaceholder('Suchen').fill(lastName);
  await expect(page.getByRole('row').filter({ hasText: lastName })).toHaveCount(2);
  // The browser reports the API's 409 answer itself; nothing else may go wrong.
  expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
});

test('a booking is cancelled from its page after a confirmation', async ({ page, errors }) => {
  const pitch = await seededPitch(page, 'D12');
  const lastName = `Storno${unique()}`;
  const booking = await bookThroughApi(page, pitch.id, lastName);

  await page.goto(`/admin/bookings/${booking.id}/show`);
  await expect(page.getByText(`${booking.number} · Anna ${lastName}`)).toBeVisible();
  await page.getByRole('button', { name: 'Stornieren' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Buchung ${booking.number} stornieren?`);
  await dialog.getByLabel('Stornogrund (optional)').fill('Gast hat angerufen');
  await dialog.getByRole('button', { name: 'Buchung stornieren' }).click();

  await expect(page.getByText('Buchung storniert')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stornierung' })).toBeVisible();
  await expect(page.getByText('Gast hat angerufen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stornieren' })).toHaveCount(0);
  const stored = (await (await page.request.get(`/api/admin/bookings/${booking.id}`)).json()) as {
    status: string;
  };
  expect(stored.status).toBe('cancelled');
  expect(errors).toEqual([]);
});

test('categories: the nightly price is typed in euros and stored in cents', async ({
  page,
  errors,
}) => {
  const slug = `e2e-${unique().toLowerCase()}`;
  await page.goto('/admin/categories/create');
  await page.getByLabel(/^Name \(Deutsch\)/).fill(`Testplatz ${slug}`);
  await page.getByLabel(/^Name \(Englisch\)/).fill(`Test pitch ${slug}`);
  await page.getByLabel(/^Kürzel/).fill(slug);
  await page.getByLabel(/^Preis pro Nacht/).fill('19,99');
  await page.getByLabel(/^Aufpreis je weitere Person/).fill('4,5');
  await page.getByRole('switch', { name: 'Aktiv' }).uncheck();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Kategorie angelegt')).toBeVisible();

  const [stored] = (await (
    await page.request.get(`/api/admin/categories?filter={"slug":"${slug}"}`)
  ).json()) as { id: string; basePriceCents: number; extraPersonCents: number }[];
  expect([stored.basePriceCents, stored.extraPersonCents]).toEqual([1999, 450]);
  const row = page.getByRole('row').filter({ hasText: slug });
  await expect(row).toContainText('19,99 €');

  await row.getByText(slug, { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/categories\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel(/^Preis pro Nacht/)).toHaveValue('19,99');
  await page.getByRole('button', { name: 'Löschen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByRole('row').filter({ hasText: slug })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('admin resources: screenshots at 390 and 1280 px', async ({ page, errors }) => {
  test.setTimeout(90_000);
  const pitch = await seededPitch(page, 'D15');
  const booking = await bookThroughApi(page, pitch.id, `Bild${unique()}`);
  const shots: [name: string, path: string, ready: (p: Page) => Promise<unknown>][] = [
    [
      'bookings',
      '/admin/bookings',
      (p) =>
        p
          .getByText(/^20\d\d-\d{5}/)
          .first()
          .waitFor(),
    ],
    [
      'booking-show',
      `/admin/bookings/${booking.id}/show`,
      async (p) => {
        await p.getByRole('table', { name: 'Preis' }).waitFor();
        await p.getByText('Komfort-Stellplatz').first().waitFor();
      },
    ],
    ['booking-create', '/admin/bookings/create', (p) => p.getByText(/^Strom/).waitFor()],
    [
      'pitches',
      '/admin/pitches',
      (p) =>
        p
          .getByText(/^Wohnwagen$/)
          .first()
          .waitFor(),
    ],
    ['categories', '/admin/categories', (p) => p.getByText('Wohnmobil').first().waitFor()],
  ];
  for (const [name, path, ready] of shots) {
    await page.goto(path);
    await ready(page);
    await atWidths(page, [390, 1280], async (width) => {
      // No catalogue key may show instead of its text.
      expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
      await page.screenshot({
        path: `e2e/screenshots/admin-${name}-${width}.png`,
        fullPage: true,
      });
    });
  }
  expect(errors).toEqual([]);
});

test('the English panel shows the booking in English', async ({ page, errors }) => {
  const pitch = await seededPitch(page, 'D10');
  const booking = await bookThroughApi(page, pitch.id, `English${unique()}`);
  await page.addInitScript(() => localStorage.setItem('RaStore.locale', '"en"'));
  await page.goto(`/admin/bookings/${booking.id}/show`);
  const price = page.getByRole('table', { name: 'Price' });
  await expect(price.getByRole('row').filter({ hasText: 'Tourist tax (no VAT)' })).toContainText(
    '€12.00',
  );
  await expect(page.getByRole('heading', { name: 'Access code' })).toBeVisible();
  await expect(page.getByText('Confirmed').first()).toBeVisible();
  await expect(page.getByText('Comfort pitch').first()).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(RAW_KEY);
  expect(text).not.toMatch(/Gesamtbetrag|Aufenthalt|Bestätigt|Stornieren/);
  expect(errors).toEqual([]);
});

test('the edit form has no payment status: recording the payment on the booking page makes it paid', async ({
  page,
  errors,
}) => {
  const pitch = await seededPitch(page, 'D9');
  const booking = await bookThroughApi(page, pitch.id, `Zahlung${unique()}`);
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/bookings/${booking.id}`);
    await expect(page.getByLabel(/^Zahlungsart/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^Zahlungsstatus/ })).toHaveCount(0);
    await expect(
      page.getByText(/Der Zahlungsstatus ergibt sich aus den erfassten Zahlungen/),
    ).toBeVisible();
    await page.screenshot({
      path: `e2e/screenshots/admin-booking-edit-${width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto(`/admin/bookings/${booking.id}/show`);
  const panel = page.getByTestId('booking-payments');
  await panel.getByRole('button', { name: 'Zahlung erfassen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Erfassen' }).click();
  await page
    .getByRole('dialog', { name: 'Rechnung ausstellen?' })
    .getByRole('button', { name: 'Zahlung erfassen und Rechnung ausstellen' })
    .click();
  await expect(page.locator('main').getByText('Bezahlt', { exact: true }).first()).toBeVisible();
  const paid = await (await page.request.get(`/api/admin/bookings/${booking.id}`)).json();
  expect([paid.paymentStatus, paid.totalCents]).toEqual(['paid', 22200]);
  expect(errors).toEqual([]);
});

test('editing the stay re-prices the booking; the pitch filter finds it', async ({
  page,
  errors,
}) => {
  const pitch = await seededPitch(page, 'D8');
  const lastName = `Umbuchung${unique()}`;
  const booking = await bookThroughApi(page, pitch.id, lastName);
  const before = (await (await page.request.get(`/api/admin/bookings/${booking.id}`)).json()) as {
    checkOut: string;
    totalCents: number;
  };
  expect(before.totalCents).toBe(22200);
  const later = new Date(Date.parse(before.checkOut) + 86_400_000).toISOString().slice(0, 10);

  await page.goto(`/admin/bookings/${booking.id}`);
  await expect(page.getByText(/berechnen den Preis neu/)).toBeVisible();
  await page.getByLabel(/^Abreise/).fill(later);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Buchung gespeichert')).toBeVisible();
  // One night more: pitch 55, extra person 10, electricity 5 and tourist tax 2 × 2 EUR.
  const price = page.getByRole('table', { name: 'Preis' });
  await expect(price.getByRole('row').filter({ hasText: 'Gesamtbetrag' })).toContainText(
    '296,00 €',
  );

  await page.goto('/admin/bookings');
  await expect(page.getByText(/^20\d\d-\d{5}/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Filter hinzufügen' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Stellplatz' }).click();
  const filter = page.getByRole('combobox', { name: 'Stellplatz' });
  await filter.fill('D8');
  await page.getByRole('option', { name: 'D8', exact: true }).click();
  await expect(page).toHaveURL(/pitchId/);
  const rows = page.getByRole('row').filter({ hasText: lastName });
  await expect(rows).toContainText('296,00 €');
  // Only D8's bookings are left in the list.
  await expect
    .poll(
      async () => new Set(await page.getByRole('cell', { name: /^[A-Z]+\d+$/ }).allInnerTexts()),
    )
    .toEqual(new Set(['D8']));
  expect(errors).toEqual([]);
});
