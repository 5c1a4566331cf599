// The reception's pages across the real stack: the dashboard with today's arrivals, the booking
// dashboard, and the calendar (close a pitch from an empty cell, drag a booking onto a taken pitch
// and see the refusal, drag it onto a free one), with screenshots at phone and desktop width.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN, expect, signedInAdminTest } from './fixtures.ts';
import { csrf, dayPoint, dragBar, lookAtWidths, pitchId, unique } from './helpers/console.ts';
import { dayOf, viennaDate } from './helpers/dates.ts';

// Refusals the pages handle (a taken pitch 409, a refused closure 400) are still logged by
// Chromium as failed requests; only other errors count.
const test = signedInAdminTest(/status of (400|409)/);

interface Booked {
  id: string;
  number: string;
  pitchCode: string;
}

/** The pitches the public availability shows free for the stay, in code order. */
async function freePitches(page: Page, checkIn: string, checkOut: string) {
  const res = await page.request.get(
    `/api/availability?checkIn=${checkIn}&checkOut=${checkOut}&adults=2`,
  );
  expect(res.ok(), await res.text()).toBe(true);
  const { pitches } = (await res.json()) as {
    pitches: { id: string; code: string; state: string }[];
  };
  return pitches
    .filter((p) => p.state === 'available')
    .sort((a, b) => a.code.localeCompare(b.code, 'de', { numeric: true }));
}

/**
 * A phone booking on the first of `codes` that is free for the stay. With `anyFree` (where the
 * pitch does not matter), on the first pitch still free when other specs, which book random free
 * pitches side by side, took all of them.
 */
async function book(
  page: Page,
  codes: string[],
  checkIn: string,
  checkOut: string,
  lastName: string,
  anyFree = false,
): Promise<Booked> {
  /** The booking on that pitch, or undefined when it is taken for the stay (409). */
  const attempt = async (pitchId: string): Promise<Booked | undefined> => {
    const res = await page.request.post('/api/admin/bookings', {
      headers: { 'X-CSRF-Token': await csrf(page) },
      data: {
        pitchId,
        checkIn,
        checkOut,
        adults: 2,
        firstName: 'Eva',
        lastName,
        phone: '+43 664 5550101',
        confirmDuplicate: true,
      },
    });
    if (res.status() === 409) return undefined;
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as Booked;
  };
  for (const code of codes) {
    const booked = await attempt(await pitchId(page, code));
    if (booked) return booked;
  }
  // Asked only once every preferred pitch was taken.
  if (anyFree)
    for (const pitch of await freePitches(page, checkIn, checkOut)) {
      const booked = await attempt(pitch.id);
      if (booked) return booked;
    }
  throw new Error(`no free pitch for ${checkIn}–${checkOut}`);
}

test('the dashboard lists today’s arrivals (with their gate code state) and opens a booking', async ({
  page,
  errors,
}) => {
  const name = `Heute${unique()}`;
  const arrival = await book(page, ['A15', 'A14', 'A13'], viennaDate(0), viennaDate(3), name, true);
  const tomorrow = await book(
    page,
    ['A12', 'A11', 'A10'],
    viennaDate(1),
    viennaDate(4),
    `${name}M`,
    true,
  );
  await page.goto('/admin/dashboard');
  const today = page.getByTestId('arrivals-today');
  const row = today.getByRole('button', { name: `Buchung ${arrival.number} öffnen` });
  await expect(row).toContainText(`Eva ${name}`);
  await expect(row).toContainText(arrival.pitchCode);
  // The worker issues a same-day booking's code at once; the desk reads it off the row.
  await expect(row).toContainText(/Kein Code|Code \d{6}/);
  await expect(page.getByTestId('arrivals-tomorrow')).toContainText(tomorrow.number);
  await expect(page.getByRole('region', { name: 'Belegung heute Nacht' })).toContainText(
    /von 60 Stellplätzen/,
  );
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${arrival.id}/show$`));
  expect(errors).toEqual([]);
});

test('the booking dashboard shows the next arrivals and a cancellation with a readable reason', async ({
  page,
  errors,
}) => {
  const name = `Storno${unique()}`;
  const gone = await book(page, ['A9', 'A8', 'A7'], viennaDate(5), viennaDate(8), name, true);
  const res = await page.request.delete(`/api/admin/bookings/${gone.id}`, {
    headers: { 'X-CSRF-Token': await csrf(page) },
  });
  expect(res.status()).toBe(200);
  const coming = await book(
    page,
    ['A6', 'A5', 'A4'],
    viennaDate(6),
    viennaDate(9),
    `${name}K`,
    true,
  );
  await page.goto('/admin/booking-dashboard');
  await expect(page.getByTestId('arrivals-14')).toContainText(coming.number);
  const cancelled = page.getByTestId('cancellations').getByRole('button', {
    name: `Buchung ${gone.number} öffnen`,
  });
  await expect(cancelled).toContainText(`Vom Personal storniert (${DEMO_ADMIN.email})`);
  await expect(page.getByTestId('count-cancelled')).toContainText(/[1-9]/);
  expect(errors).toEqual([]);
});

/** A month about 15 months ahead: far from every other spec's stays, inside the booking horizon. */
const farMonth = () => `${viennaDate(460).slice(0, 7)}-01`;

test('calendar: close a pitch from an empty cell', async ({ page, errors }) => {
  const month = farMonth();
  const days = new Date(Date.UTC(+month.slice(0, 4), +month.slice(5, 7), 0)).getUTCDate();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/calendar?view=month&date=${month}`);
  const row = page.getByTestId('row-B14');
  await expect(row).toBeVisible();
  const reason = `Hecke ${unique()}`;
  await row.click({ position: await dayPoint(row, 20, days) });
  await page.getByRole('menuitem', { name: 'Sperre anlegen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Erste gesperrte Nacht')).toHaveValue(dayOf(month, 20));
  await expect(dialog.getByLabel('Ende (wie Abreise)')).toHaveValue(dayOf(month, 21));
  // Without a reason the console says so inline, in German.
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Pflichtfeld')).toBeVisible();
  await dialog.getByLabel('Grund').fill(reason);
  await dialog.getByLabel('Ende (wie Abreise)').fill(dayOf(month, 23));
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Sperre angelegt')).toBeVisible();
  await expect(row.getByRole('button', { name: `Sperre: ${reason}` })).toBeVisible();
  // The API has it too.
  const blocks = (await (
    await page.request.get(
      `/api/admin/blocks?filter=${encodeURIComponent(JSON.stringify({ q: reason }))}`,
    )
  ).json()) as { startDate: string; endDate: string }[];
  expect(blocks).toMatchObject([{ startDate: dayOf(month, 20), endDate: dayOf(month, 23) }]);
  expect(errors).toEqual([]);
});

test('calendar: a booking dragged onto a taken pitch is refused and stays; onto a free one it moves', async ({
  page,
  errors,
}) => {
  const month = farMonth();
  const days = new Date(Date.UTC(+month.slice(0, 4), +month.slice(5, 7), 0)).getUTCDate();
  const name = `Zug${unique()}`;
  const mover = await book(page, ['B11'], dayOf(month, 10), dayOf(month, 13), name);
  await book(page, ['B12'], dayOf(month, 9), dayOf(month, 14), `${name}X`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/calendar?view=month&date=${month}`);
  const bar = page.getByTestId(`booking-${mover.number}`);
  await expect(page.getByTestId('row-B11').getByTestId(`booking-${mover.number}`)).toBeVisible();

  // Onto B12, which is taken on those nights: the API's 409 is shown and nothing changes.
  const taken = page.getByTestId('row-B12');
  await dragBar(page, bar, taken, 10, days);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Buchung ${mover.number} verschieben`);
  await expect(dialog.getByRole('combobox', { name: 'Stellplatz' })).toHaveText('B12');
  await dialog.getByRole('button', { name: 'Verschieben' }).click();
  await expect(
    page.getByText('Dieser Stellplatz ist im gewählten Zeitraum leider nicht mehr frei.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('row-B11').getByTestId(`booking-${mover.number}`)).toBeVisible();
  const unchanged = await (await page.request.get(`/api/admin/bookings/${mover.id}`)).json();
  expect(unchanged).toMatchObject({
    pitchCode: 'B11',
    checkIn: dayOf(month, 10),
    checkOut: dayOf(month, 13),
  });

  // Onto B13, two days later: moved, dates and pitch.
  const free = page.getByTestId('row-B13');
  await dragBar(page, bar, free, 12, days);
  await expect(dialog.getByRole('combobox', { name: 'Stellplatz' })).toHaveText('B13');
  await expect(dialog.getByLabel('Anreise')).toHaveValue(dayOf(month, 12));
  await dialog.getByRole('button', { name: 'Verschieben' }).click();
  await expect(page.getByText('Buchung verschoben')).toBeVisible();
  await expect(free.getByTestId(`booking-${mover.number}`)).toBeVisible();
  const moved = await (await page.request.get(`/api/admin/bookings/${mover.id}`)).json();
  expect(moved).toMatchObject({
    pitchCode: 'B13',
    checkIn: dayOf(month, 12),
    checkOut: dayOf(month, 15),
  });
  expect(errors).toEqual([]);
});

test('calendar: the keyboard opens and moves a booking, navigation steps by period', async ({
  page,
  errors,
}) => {
  const month = farMonth();
  const name = `Taste${unique()}`;
  // B15 first; any free pitch when an earlier run on the same database already took it.
  const b = await book(page, ['B15'], dayOf(month, 3), dayOf(month, 6), name, true);
  await page.goto(`/admin/calendar?view=two_weeks&date=${dayOf(month, 3)}`);
  const bar = page.getByTestId(`booking-${b.number}`);
  await bar.focus();
  await page.keyboard.press('v');
  await expect(page.getByRole('dialog')).toContainText(`Buchung ${b.number} verschieben`);
  await page.keyboard.press('Escape');
  await bar.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${b.id}/show$`));
  await page.goBack();
  const period = page.getByTestId('calendar-period');
  const before = await period.innerText();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(period).not.toHaveText(before);
  await expect(page.getByTestId(`booking-${b.number}`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(period).toHaveText(before);
  expect(errors).toEqual([]);
});

test('front desk pages: screenshots at 390 and 1280 px', async ({ page, errors }) => {
  test.setTimeout(60_000);
  await book(page, ['A1', 'A2'], viennaDate(0), viennaDate(3), `Bild${unique()}`, true);
  const month = farMonth();
  // Bars on the first rows, so the screenshot shows them.
  for (const [codes, start, end] of [
    [['A3', 'A4'], 4, 9],
    [['A7', 'A8'], 2, 6],
    [['A7', 'A8'], 6, 12],
  ] as const)
    await book(page, [...codes], dayOf(month, start), dayOf(month, end), `Kal${unique()}`, true);
  const shots: [string, string, (p: Page) => Promise<unknown>][] = [
    ['dashboard', '/admin/dashboard', (p) => p.getByTestId('arrivals-today').waitFor()],
    [
      'booking-dashboard',
      '/admin/booking-dashboard',
      (p) => p.getByTestId('arrivals-14').waitFor(),
    ],
    [
      'calendar',
      `/admin/calendar?view=month&date=${month}`,
      (p) => p.getByTestId('row-A1').waitFor(),
    ],
    [
      'analytics',
      `/admin/analytics?from=${month}&to=${dayOf(month, 28)}`,
      (p) => p.getByTestId('by-category').waitFor(),
    ],
    [
      'calendar-2w',
      `/admin/calendar?view=two_weeks&date=${dayOf(month, 4)}`,
      (p) => p.getByTestId('row-A1').waitFor(),
    ],
  ];
  for (const [name, path, ready] of shots) {
    await page.goto(path);
    await ready(page);
    // Nothing wider than the screen outside the calendar's own scroll area.
    await lookAtWidths(page, name, [390, 1280], { fullPage: !name.startsWith('calendar') });
  }
  expect(errors).toEqual([]);
});

// What staff tripped over on the built pages.

test('the bookings list fits 1280 px with its Export button, and the German sort tooltip reads well', async ({
  page,
  errors,
}) => {
  await book(page, ['A10', 'A11'], viennaDate(20), viennaDate(23), `Breit${unique()}`, true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/bookings');
  await page
    .getByText(/^20\d\d-\d{5}/)
    .first()
    .waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await expect(page.getByRole('button', { name: 'Exportieren' })).toBeInViewport({ ratio: 1 });
  const total = page.getByRole('columnheader', { name: 'Gesamtbetrag' });
  await expect(total).toBeInViewport({ ratio: 1 });
  await page.getByRole('columnheader', { name: 'Gast' }).getByRole('button').hover();
  await expect(page.getByRole('tooltip')).toHaveText(/^Nach Gast (auf|ab)steigend sortieren$/);
  expect(errors).toEqual([]);
});

test('at 390 px the title keeps its room, "Abmelden" is in the app bar and "+" leaves the chips visible', async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/booking-dashboard');
  const title = page.locator('#react-admin-title');
  await expect(title).toContainText('Buchungsübersicht');
  const language = page.getByRole('button', { name: /Sprache|DE/ }).first();
  const [t, l] = [(await title.boundingBox())!, (await language.boundingBox())!];
  expect(t.x + t.width).toBeLessThanOrEqual(l.x);
  expect(t.width).toBeGreaterThan(120);
  await page.getByRole('button', { name: 'Profil' }).click();
  await expect(page.getByRole('menuitem', { name: 'Abmelden' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/admin/bookings');
  await page
    .getByText(/^20\d\d-\d{5}/)
    .first()
    .waitFor();
  // Scrolled to the end, the last status chip sits above the floating button.
  await page.mouse.wheel(0, 20_000);
  const chip = page.locator('.MuiChip-root').last();
  const fab = page.getByRole('link', { name: 'Erstellen' });
  const [c, f] = [(await chip.boundingBox())!, (await fab.boundingBox())!];
  expect(c.y + c.height <= f.y || c.x + c.width <= f.x).toBe(true);
  expect(errors).toEqual([]);
});

test('a booking with a long email keeps it in its own field; a cancelled one shows who cancelled', async ({
  page,
  errors,
}) => {
  const email = `ein.sehr.langer.name.fuer.eine.adresse.${unique().toLowerCase()}@beispiel-campingfreunde.example.at`;
  const res = await page.request.post('/api/admin/bookings', {
    headers: { 'X-CSRF-Token': await csrf(page) },
    data: {
      pitchId: await pitchId(page, 'A14'),
      checkIn: viennaDate(30),
      checkOut: viennaDate(33),
      adults: 2,
      firstName: 'Lang',
      lastName: `Adresse${unique()}`,
      email,
      phone: '+43 664 5550199',
      confirmDuplicate: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const booking = (await res.json()) as Booked;
  await page.request.delete(`/api/admin/bookings/${booking.id}`, {
    headers: { 'X-CSRF-Token': await csrf(page) },
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/bookings/${booking.id}/show`);
  const mail = page.getByText(email, { exact: true });
  const phone = page.getByText('+43 664 5550199', { exact: true });
  const [m, p] = [(await mail.boundingBox())!, (await phone.boundingBox())!];
  const overlaps =
    m.x < p.x + p.width && p.x < m.x + m.width && m.y < p.y + p.height && p.y < m.y + m.height;
  expect(overlaps).toBe(false);
  await expect(page.getByText(`Vom Personal storniert (${DEMO_ADMIN.email})`)).toBeVisible();
  await expect(page.getByText(/^staff:/)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the pitch closure form says what is missing inline, in German, and refuses a closure in 2020', async ({
  page,
  errors,
}) => {
  await page.goto(`/admin/pitches/${await pitchId(page, 'B1')}`);
  const add = page.getByRole('button', { name: 'Sperrzeit hinzufügen' });
  await add.click();
  await expect(page.getByText('Pflichtfeld')).toHaveCount(3);
  await page.getByLabel('Gesperrt ab').fill('2020-05-01');
  await page.getByLabel('Wieder frei ab').fill('2020-05-03');
  await page.getByLabel('Grund', { exact: true }).fill('Alt');
  await add.click();
  await expect(
    page.getByText('Der Beginn der Sperre darf nicht in der Vergangenheit liegen').first(),
  ).toBeVisible();
  await expect(page.getByText('Keine Sperrzeiten')).toBeVisible();
  expect(errors).toEqual([]);
});

test('leaving an edit or a create form with unsaved input asks first, in the console', async ({
  page,
  errors,
}) => {
  // Only closing or reloading the tab may use the browser's own question (it allows no other).
  const nativeDialogs: string[] = [];
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') return void dialog.accept();
    nativeDialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const ask = page.getByRole('dialog', { name: 'Ungespeicherte Eingaben' });

  await page.goto(`/admin/pitches/${await pitchId(page, 'B2')}`);
  const notes = page.getByLabel(/^Interne Notizen/);
  await notes.fill(`Noch nicht gespeichert ${unique()}`);
  await page.getByRole('menuitem', { name: 'Buchungen' }).click();
  await expect(ask).toContainText(
    'Einige Änderungen wurden nicht gespeichert. Möchten Sie sie wirklich verwerfen?',
  );
  await ask.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(page).toHaveURL(/\/admin\/pitches\//);
  await expect(notes).toHaveValue(/Noch nicht gespeichert/);

  // A half-filled phone booking is kept until staff choose to discard it.
  await page.goto('/admin/bookings/create');
  const lastName = page.getByLabel(/^Nachname/);
  await lastName.fill(`Halbfertig${unique()}`);
  await page.getByRole('menuitem', { name: 'Kalender', exact: true }).click();
  await expect(ask).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/admin-unsaved-create-1280.png' });
  await ask.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\/create$/);
  await expect(lastName).toHaveValue(/Halbfertig/);
  await page.getByRole('menuitem', { name: 'Kalender', exact: true }).click();
  await ask.getByRole('button', { name: 'Verwerfen und verlassen' }).click();
  await expect(page).toHaveURL(/\/admin\/calendar$/);

  // An untouched create form lets staff go without a question.
  await page.goto('/admin/pitches/create');
  await page.getByRole('menuitem', { name: 'Buchungen' }).click();
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  expect(nativeDialogs).toEqual([]);
  expect(errors).toEqual([]);
});

test('analytics: the figures of a period, to the cent, and their CSV export', async ({
  page,
  errors,
}) => {
  // A month about 23 months ahead, where no other spec books: one tent stay of 3 nights at the
  // base price (25 € incl. 10 % VAT, 2 € tourist tax per adult and night).
  const month = `${viennaDate(690).slice(0, 7)}-01`;
  const [y, m] = month.split('-').map(Number);
  const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  await book(page, ['A1'], dayOf(month, 10), dayOf(month, 13), `Zahl${unique()}`);
  await page.goto(`/admin/analytics?from=${month}&to=${next}`);
  const tents = page.getByTestId('by-category').getByRole('row').filter({ hasText: 'Zelt' });
  // Net 68.18 €, VAT 6.82 €, tourist tax 12.00 €, ADR 22.73 €.
  await expect(tents).toContainText('68,18 €');
  await expect(tents).toContainText('6,82 €');
  await expect(tents).toContainText('12,00 €');
  await expect(tents).toContainText('22,73 €');
  await expect(page.getByRole('region', { name: 'Umsatz netto' })).toContainText('68,18 €');
  await expect(page.getByTestId('countries')).toContainText('1 Buchungen · 3 Nächte');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV exportieren' }).click();
  const file = await download;
  const csv = readFileSync(await file.path(), 'utf8');
  // The file and its total row name the same period: the first and the last night.
  const lastNight = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  expect(file.suggestedFilename()).toBe(`auswertung-${month}-${lastNight}.csv`);
  expect(csv).toContain(`Gesamt;${month} – ${lastNight};`);
  expect(csv).toContain(';Zelt;');
  expect(csv).toMatch(/Kategorie;Zelt;\d+;3;[0-9,]+;68,18;6,82;75,00;12,00;22,73;/);
  // The fees kept from cancellations and no-shows: the same amount in the file as on the page.
  const kept = page.getByRole('region', { name: 'Einbehaltene Storno- und No-show-Gebühren' });
  const keptOnPage = /(\d[\d.]*,\d{2})\s€/.exec(await kept.innerText())?.[1];
  expect(keptOnPage).toBeDefined();
  expect(csv).toContain(`\r\nEinbehaltene Storno- und No-show-Gebühren;;${keptOnPage}\r\n`);
  expect(csv).toMatch(/\r\nNicht angereist;;\d+\r\n/);
  expect(errors).toEqual([]);
});
