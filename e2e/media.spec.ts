// The two image pages across the real stack: upload a site plan, move a pin (mouse and arrow
// keys), save and see it moved on the public pitch map; upload a logo, see it in the public header,
// remove it and see the company name again. Both restore the shared demo state afterwards.
import type { Browser, Page } from '@playwright/test';
import { solidPng } from './png.ts';
import { expect, giveConsent, signedInAdminTest, stackUrl } from './fixtures.ts';
import { csrf, RAW_KEY } from './helpers/console.ts';

// A refused upload (400) is still logged by Chromium as a failed request; only other errors count.
const test = signedInAdminTest(/status of 400/);
// Each test walks the console and the public site in two browsers; the shared 2-core machine is slow.
test.describe.configure({ timeout: 90_000 });

const PIN = 'D15';
const STAY = { checkIn: '2027-06-07', checkOut: '2027-06-09' };

/** A fresh visitor (own cache, no session), so the public pages read the current data. */
async function visitor(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({
    baseURL: stackUrl(),
    viewport: { width, height: 900 },
  });
  await giveConsent(context);
  const page = await context.newPage();
  return page;
}

const pinPosition = async (label: string | null) => {
  const m = /(\d+(?:\.\d+)?) % von links, (\d+(?:\.\d+)?) % von oben/.exec(label ?? '');
  expect(m, `position in "${label}"`).toBeTruthy();
  return { x: Number(m![1]), y: Number(m![2]) };
};

test('pitch map: upload a plan, drag and nudge a pin, save, and the public map shows it there', async ({
  page,
  browser,
  errors,
}) => {
  const before = (
    (await (await page.request.get('/api/admin/pitch-map')).json()) as {
      pitches: { id: string; code: string; x: number; y: number }[];
    }
  ).pitches.find((p) => p.code === PIN)!;
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/pitch-map');
    await expect(page.locator('#react-admin-title')).toHaveText('Stellplatz-Karte');
    await expect(page.getByTestId('plan-kind')).toHaveText('Standardplan (mitgeliefert)');

    // A text file named like a PNG is refused with the API's own words.
    await page.locator('input[type=file]').setInputFiles({
      name: 'plan.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image'),
    });
    await expect(page.getByText(/Dieses Dateiformat wird nicht unterstützt/)).toBeVisible();

    await page.locator('input[type=file]').setInputFiles({
      name: 'lageplan.png',
      mimeType: 'image/png',
      buffer: solidPng(320, 200, [214, 230, 208]),
    });
    await expect(page.getByTestId('plan-kind')).toHaveText('Eigener Plan, 320 × 200 px');
    const plan = (await (await page.request.get('/api/site-plan')).json()) as { imageUrl: string };
    await expect(page.locator(`[data-plan="${plan.imageUrl}"]`)).toBeVisible();

    // Drag the pin with the mouse, then nudge it with the arrow keys.
    const pin = page.getByRole('button', { name: new RegExp(`^Stellplatz ${PIN},`) });
    const box = (await pin.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 80, box.y + box.height / 2 - 50, { steps: 8 });
    await page.mouse.up();
    await expect(pin).toBeFocused();
    const dragged = await pinPosition(await pin.getAttribute('aria-label'));
    expect(dragged.x).toBeLessThan(before.x - 3);
    expect(dragged.y).toBeLessThan(before.y - 3);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    const moved = await pinPosition(await pin.getAttribute('aria-label'));
    expect(moved.x).toBeCloseTo(dragged.x + 0.5, 0);
    expect(moved.y).toBeCloseTo(dragged.y + 2, 0);
    await expect(page.getByText('1 Stellplatz verschoben')).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/admin-pitch-map-1280.png', fullPage: true });

    await page.getByRole('button', { name: 'Positionen speichern' }).click();
    await expect(page.getByText('1 Position gespeichert')).toBeVisible();
    await expect(page.getByText('Keine ungespeicherten Änderungen')).toBeVisible();

    // The public pitch map: the uploaded plan behind the pins, and the pin where it was put.
    const guest = await visitor(browser);
    await guest.goto(
      `/de/stellplatz-auswahl?checkIn=${STAY.checkIn}&checkOut=${STAY.checkOut}&category=comfort&adults=2&children=0`,
    );
    const publicPin = guest.getByRole('button', { name: new RegExp(`^Stellplatz ${PIN},`) });
    await expect(publicPin).toBeVisible();
    await expect(guest.locator(`.site-plan__canvas[data-plan="${plan.imageUrl}"]`)).toBeVisible();
    const style = (await publicPin.getAttribute('style')) ?? '';
    const left = Number(/left:\s*([\d.]+)%/.exec(style)?.[1]);
    const top = Number(/top:\s*([\d.]+)%/.exec(style)?.[1]);
    expect(left).toBeCloseTo(moved.x, 1);
    expect(top).toBeCloseTo(moved.y, 1);
    await guest.screenshot({ path: 'e2e/screenshots/public-pitch-map-uploaded-plan-1280.png' });
    await guest.context().close();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.locator('#react-admin-title')).toHaveText('Stellplatz-Karte');
    await page.screenshot({ path: 'e2e/screenshots/admin-pitch-map-390.png', fullPage: true });
    expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
    expect(errors).toEqual([]);
  } finally {
    // Other specs read the demo map: put the pin and the bundled plan back.
    const headers = { 'X-CSRF-Token': await csrf(page) };
    await page.request.put('/api/admin/pitch-map/positions', {
      headers,
      data: { positions: [{ id: before.id, x: before.x, y: before.y }] },
    });
    await page.request.delete('/api/admin/pitch-map/plan', { headers });
  }
});

test('logo: upload the light logo, see it in the public header, remove it and see the name again', async ({
  page,
  browser,
  errors,
}) => {
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/logo');
    await expect(page.locator('#react-admin-title')).toHaveText('Logo');
    const light = page.getByTestId('logo-light');
    await expect(page.getByTestId('logo-light-state')).toHaveText(
      'Kein Logo: „Alpencamp Dachsteinblick“ wird als Text angezeigt.',
    );
    await light.locator('input[type=file]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: solidPng(240, 60, [47, 93, 80]),
    });
    await expect(page.getByTestId('logo-light-state')).toHaveText(
      /^PNG, \d+ (B|kB) · 240 × 60 px$/,
    );
    await expect(light.locator('img')).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/admin-logo-1280.png', fullPage: true });
    const { logoLight } = (await (await page.request.get('/api/company-settings')).json()) as {
      logoLight: string;
    };

    const guest = await visitor(browser);
    await guest.goto('/de');
    const headerLogo = guest.locator('header img.logo');
    await expect(headerLogo).toHaveAttribute('src', logoLight);
    await expect(headerLogo).toHaveAttribute('alt', 'Alpencamp Dachsteinblick');
    // The image decodes after the attribute is set: wait for it rather than read it at once.
    await expect
      .poll(() => headerLogo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(240);
    await guest.screenshot({ path: 'e2e/screenshots/public-header-logo-1280.png' });
    await guest.context().close();

    await light.getByRole('button', { name: 'Entfernen' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Bestätigen|Confirm/ })
      .click();
    await expect(page.getByTestId('logo-light-state')).toHaveText(
      'Kein Logo: „Alpencamp Dachsteinblick“ wird als Text angezeigt.',
    );

    const after = await visitor(browser, 390);
    await after.goto('/de');
    await expect(after.locator('header .logo--text')).toHaveText('Alpencamp Dachsteinblick');
    await expect(after.locator('header img.logo')).toHaveCount(0);
    await after.context().close();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('logo-dark')).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/admin-logo-390.png', fullPage: true });
    expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
    expect(errors).toEqual([]);
  } finally {
    await page.request.delete('/api/admin/logo/light', {
      headers: { 'X-CSRF-Token': await csrf(page) },
    });
  }
});
