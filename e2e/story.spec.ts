// The story generator (docs/product.md §2.1): a 1080×1920 PNG drawn in the browser from the campsite's photo,
// its name, the stay (opened from a booking) and the weather, with three templates.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { detailsPath, holdStay, siteDate, staffApi } from './guest-bookings.ts';

/** Width and height from a PNG's IHDR chunk, after checking its signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function downloadPng(page: Page, button: string) {
  await expect(page.locator('canvas[data-drawn="true"]')).toBeAttached();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

/** How many distinct colours a grid of sample points of the drawn canvas has (a blank one has 1). */
const sampledColours = (page: Page) =>
  page.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const ctx = canvas.getContext('2d')!;
    const seen = new Set<string>();
    for (let x = 60; x < 1080; x += 120)
      for (let y = 60; y < 1920; y += 120) seen.add(ctx.getImageData(x, y, 1, 1).data.join());
    return seen.size;
  });

test('opened from a booking, each template downloads as a 1080×1920 PNG of that stay', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const booking = await holdStay(request, {
    checkIn: siteDate(30),
    checkOut: siteDate(34),
    language: 'de',
    payOnArrival: true,
  });
  const staff = await staffApi(baseURL);
  expect((await staff.post(`/api/admin/bookings/${booking.id}/confirm`)).ok()).toBe(true);
  await staff.dispose();

  await page.goto(detailsPath(booking, 'de'));
  await page.getByRole('link', { name: /Story erstellen/ }).click();
  await expect(page).toHaveURL(/\/de\/story-generator\?booking=.+&token=.+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Story-Generator' })).toBeVisible();
  await expect(page.getByText(`Mit Ihren Reisedaten aus Buchung ${booking.number}`)).toBeVisible();

  const files: Buffer[] = [];
  for (const template of ['Panorama', 'Postkarte', 'Schlicht']) {
    await page.getByText(template, { exact: true }).click();
    await expect(page.getByRole('radio', { name: template })).toBeChecked();
    const { name, bytes } = await downloadPng(page, 'PNG herunterladen');
    expect(name).toBe(`story-${booking.number}.png`);
    expect(pngSize(bytes)).toEqual({ width: 1080, height: 1920 });
    expect(await sampledColours(page)).toBeGreaterThan(10);
    files.push(bytes);
    await page.screenshot({
      path: `e2e/screenshots/story-${template.toLowerCase()}-390.png`,
      fullPage: true,
    });
  }
  // Three templates, three different pictures.
  expect(new Set(files.map((f) => f.toString('base64'))).size).toBe(3);
});

test('without a booking, in English, the guest’s own line goes onto the story', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/story-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Story generator' })).toBeVisible();
  await expect(page.locator('canvas[data-drawn="true"]')).toBeAttached();
  const plain = await downloadPng(page, 'Download PNG');
  await page.getByLabel('Your text (optional)').fill('Mountain air at last!');
  const own = await downloadPng(page, 'Download PNG');
  expect(pngSize(own.bytes)).toEqual({ width: 1080, height: 1920 });
  expect(own.bytes.equals(plain.bytes)).toBe(false);
  await page.screenshot({ path: 'e2e/screenshots/story-1280.png', fullPage: true });
});
