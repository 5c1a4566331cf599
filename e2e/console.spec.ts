// What staff tripped over in the console, on the built stack in German (de-AT): the gate code on
// today's arrivals, one way of writing amounts and dates, a month's calendar at 1280 px, the
// waitlist and message log at 1280 px, and at 768 px a folded sidebar and a "+" that covers
// nothing. Screenshots of each page at 1280 and 768 px.
import type { Page } from '@playwright/test';
import { expect, nextFrames, settled, signedInAdminTest } from './fixtures.ts';
import { csrf, unique } from './helpers/console.ts';
import { viennaDate } from './helpers/dates.ts';

const test = signedInAdminTest();

/** A phone booking on the first pitch free for the stay. */
async function book(page: Page, checkIn: string, checkOut: string, lastName: string) {
  const res = await page.request.get(
    `/api/availability?checkIn=${checkIn}&checkOut=${checkOut}&adults=2`,
  );
  const { pitches } = (await res.json()) as { pitches: { id: string; state: string }[] };
  for (const p of pitches.filter((x) => x.state === 'available')) {
    const made = await page.request.post('/api/admin/bookings', {
      headers: { 'X-CSRF-Token': await csrf(page) },
      data: {
        pitchId: p.id,
        checkIn,
        checkOut,
        adults: 2,
        firstName: 'Maximiliane',
        lastName,
        email: `maximiliane.${lastName.toLowerCase()}.mit.einer.sehr.langen.adresse@beispiel-familie-huber.at`,
        phone: '+43 664 1234567',
        street: 'Hauptplatz 1',
        postalCode: '8970',
        city: 'Schladming',
        country: 'AT',
        language: 'de',
      },
    });
    if (made.status() === 201) return (await made.json()) as { id: string; number: string };
  }
  throw new Error('no free pitch');
}

// Amounts and dates written another way than the console's: "€ 12,00", "21 900", "28.11.26".
const WRONG_FORMATS = [
  /€[\u00a0\u202f]?\d/,
  /(?<![\d+])\d{1,3}[\u00a0\u202f ]\d{3}(?![\d,])/,
  /\b\d{2}\.\d{2}\.\d{2}\b(?!\d)/,
];

async function expectConsoleFormats(page: Page) {
  const text = await page.locator('main, #main-content').first().innerText();
  for (const wrong of WRONG_FORMATS) expect(text, String(wrong)).not.toMatch(wrong);
}

test('today’s arrivals show the gate code itself; amounts and dates are written one way', async ({
  page,
  errors,
}) => {
  test.setTimeout(90_000);
  const booking = await book(page, viennaDate(0), viennaDate(2), `Torcode${unique()}`);
  const issued = await page.request.post('/api/admin/access-codes', {
    headers: { 'X-CSRF-Token': await csrf(page) },
    data: { bookingId: booking.id },
  });
  expect(issued.status(), await issued.text()).toBe(201);
  const { code } = (await issued.json()) as { code: string };

  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/dashboard');
    const row = page
      .getByTestId('arrivals-today')
      .getByRole('button', { name: `Buchung ${booking.number} öffnen` });
    await expect(row.getByTestId('gate-code')).toHaveText(`Code ${code}`);
    await expectConsoleFormats(page);
    await page.screenshot({
      path: `e2e/screenshots/console-dashboard-${width}.png`,
      fullPage: true,
    });
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of [
    `/admin/bookings/${booking.id}/show`,
    '/admin/booking-dashboard',
    `/admin/analytics?from=${viennaDate(-30)}&to=${viennaDate(1)}`,
    '/admin/bookings',
    '/admin/tourist-tax',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#react-admin-title')).not.toBeEmpty();
    await expectConsoleFormats(page);
  }
  // The booking's total in the German way, with the euro sign after the amount.
  await page.goto(`/admin/bookings/${booking.id}/show`);
  await expect(page.getByRole('table', { name: 'Preis' })).toContainText(/\d,\d{2}\s€/);
  expect(errors).toEqual([]);
});

test('the bookings list opens on the arrivals from today, soonest first', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/bookings');
  await page
    .getByText(/^20\d\d-\d{5}/)
    .first()
    .waitFor();
  // The first date of each row is its arrival.
  const rows = await page.locator('tbody tr').allInnerTexts();
  const iso = rows
    .map((r) => /(\d{2})\.(\d{2})\.(\d{4})/.exec(r))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => `${m[3]}-${m[2]}-${m[1]}`);
  expect(iso.length).toBeGreaterThan(0);
  expect(iso.every((d) => d >= viennaDate(0))).toBe(true);
  expect([...iso].sort()).toEqual(iso);
  await page.screenshot({ path: 'e2e/screenshots/console-bookings-1280.png' });
});

test('the calendar shows the whole month at 1280 px without scrolling sideways', async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/calendar?view=month&date=${viennaDate(0).slice(0, 8)}15`);
  await page.getByTestId('row-A1').waitFor();
  // The timeline scrolls sideways in its own box when the days do not fit: here they do.
  const grid = page.getByTestId('calendar-grid');
  expect(await grid.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await page.screenshot({ path: 'e2e/screenshots/console-calendar-1280.png' });
  await page.setViewportSize({ width: 768, height: 900 });
  await nextFrames(page);
  await settled(page);
  await page.screenshot({ path: 'e2e/screenshots/console-calendar-768.png' });
  expect(errors).toEqual([]);
});

test('waitlist and message log fit 1280 px with long addresses and subjects', async ({
  page,
  errors,
}) => {
  test.setTimeout(60_000);
  const booking = await book(page, viennaDate(40), viennaDate(43), `Langbetreff${unique()}`);
  const subject =
    'Ihre Anreise am Freitag: Zufahrt über die Rohrmoosstraße wegen Bauarbeiten bis Ende der Woche gesperrt – bitte Umleitung beachten';
  const sent = await page.request.post('/api/admin/messages', {
    headers: { 'X-CSRF-Token': await csrf(page) },
    data: { bookingId: booking.id, subject, text: 'Liebe Gäste, …' },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/messages');
    // A table from 900 px on, the subject cut with its whole text as tooltip; below, a list.
    const cell =
      width >= 900
        ? page.locator('[title*="Zufahrt über die Rohrmoosstraße"]').first()
        : page.getByText(subject).first();
    await expect(cell).toBeVisible();
    // The list lays out its columns once loaded; measured before, it can be wider for a moment.
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `e2e/screenshots/console-messages-${width}.png` });
    await page.goto('/admin/waitlist');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `e2e/screenshots/console-waitlist-${width}.png` });
  }
  expect(errors).toEqual([]);
});

test('at 768 px the sidebar is folded and the "+" button covers no row or page button', async ({
  page,
  errors,
}) => {
  await page.setViewportSize({ width: 768, height: 800 });
  for (const [name, path] of [
    ['bookings', '/admin/bookings?filter=%7B%7D'],
    ['access-codes', '/admin/access-codes'],
    ['users', '/admin/users'],
  ] as const) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // The sidebar folds with a width transition: read it once that has ended (CI read 141 px).
    const sidebar = page.locator('.RaSidebar-fixed');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeLessThan(80);
    const fab = page.locator('.RaCreateButton-floating');
    await expect(fab).toBeVisible();
    // Scrolled to the end once the rows have settled (they render after the first answer):
    // nothing the button floats over may be a row or a page button.
    const covered = async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const f = await fab.boundingBox();
      // Between two renders of the list the button may be away for a moment: ask again.
      if (!f) return true;
      return page.evaluate(
        ({ x, y, width, height }) =>
          [
            ...document.querySelectorAll<HTMLElement>(
              'main tr, main li, main .MuiTablePagination-root button, main .MuiPagination-root button',
            ),
          ]
            .filter((el) => !el.closest('.RaCreateButton-floating'))
            .map((el) => el.getBoundingClientRect())
            .filter((r) => r.width > 0 && r.height > 0)
            .some((r) => r.left < x + width && r.right > x && r.top < y + height && r.bottom > y),
        f,
      );
    };
    await expect.poll(covered, { message: name }).toBe(false);
    await page.screenshot({ path: `e2e/screenshots/console-${name}-768.png` });
  }
  expect(errors).toEqual([]);
});

test('season form and mail template preview: screenshots at 1280 and 768 px', async ({
  page,
  errors,
}) => {
  const seasons = (await (await page.request.get('/api/admin/seasons')).json()) as { id: string }[];
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/seasons/${seasons[0].id}`);
    const preview = page.getByTestId('season-preview');
    await expect(preview).toBeVisible();
    await expect(preview).toContainText(/\d,\d{2}\s€/);
    await page.screenshot({ path: `e2e/screenshots/console-season-${width}.png`, fullPage: true });
    await page.goto('/admin/email-templates');
    await page.getByText('Buchungsbestätigung').first().click();
    await page.getByRole('button', { name: 'Telefon (390 px)' }).click();
    const frame = page.getByTitle('Vorschau der E-Mail');
    await expect(frame).toHaveAttribute('data-width', 'phone');
    const box = (await frame.boundingBox())!;
    expect(Math.round(box.width)).toBeLessThanOrEqual(392);
    // The whole mail: the frame is as tall as the mail, nothing hidden below a scrollbar.
    const inner = await frame.evaluate(
      (f) => (f as HTMLIFrameElement).contentDocument!.documentElement.scrollHeight,
    );
    expect(box.height).toBeGreaterThanOrEqual(inner - 2);
    await page.screenshot({
      path: `e2e/screenshots/console-mail-phone-${width}.png`,
      fullPage: true,
    });
  }
  expect(errors).toEqual([]);
});
