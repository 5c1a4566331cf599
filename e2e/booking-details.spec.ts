// The booking details page (docs/product.md §2.5), reached with the link of every mail, on a phone and in
// both languages, against bookings made through the API as a guest and staff make them.
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { detailsPath, euros, holdStay, siteDate, staffApi } from './guest-bookings.ts';

test.describe('booking details', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('de: a confirmed stay with its totals; cancelling shows the fee before confirming', async ({
    page,
    request,
    baseURL,
  }) => {
    // Eight days ahead: half of the stay (without tourist tax) under the default policy.
    const booking = await holdStay(request, {
      checkIn: siteDate(8),
      checkOut: siteDate(12),
      language: 'de',
      payOnArrival: true,
    });
    const staff = await staffApi(baseURL);
    const confirmed = await staff.post(`/api/admin/bookings/${booking.id}/confirm`);
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
    await staff.dispose();

    await page.goto(detailsPath(booking, 'de'));
    await expect(page.getByRole('heading', { level: 1, name: 'Ihre Buchung' })).toBeVisible();
    await expect(page.getByText(`Buchungsnummer ${booking.number}`)).toBeVisible();
    await expect(page.getByTestId('status')).toHaveText('Bestätigt');
    const stay = page.locator('section', {
      has: page.getByRole('heading', { name: 'Aufenthalt' }),
    });
    await expect(stay).toContainText('4 Nächte');
    await expect(stay).toContainText(booking.pitch);
    await expect(stay).toContainText('2 Erwachsene, 1 Kind');
    await expect(stay).toContainText('Strom');
    const arrival = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(`${booking.checkIn}T00:00:00Z`));
    await expect(stay).toContainText(arrival);
    const price = page.locator('section', { has: page.getByRole('heading', { name: 'Preis' }) });
    await expect(price).toContainText('USt. 10 %');
    await expect(price).toContainText('USt. 20 %');
    await expect(price).toContainText('Nächtigungsabgabe (ohne USt.)');
    await expect(page.getByTestId('total')).toHaveText(euros(booking.totalCents, 'de'));
    const code = page.locator('section', {
      has: page.getByRole('heading', { name: 'Zugangscode' }),
    });
    await expect(code).toContainText('14:00 Uhr freigeschaltet');
    await page.screenshot({ path: 'e2e/screenshots/booking-details-390.png', fullPage: true });

    const fee = Math.round(booking.grossCents / 2);
    const cancel = page.locator('section', {
      has: page.getByRole('heading', { name: 'Stornierung' }),
    });
    await expect(cancel.getByTestId('cancel-fee')).toHaveText(
      `Wenn Sie heute stornieren, beträgt die Stornogebühr ${euros(fee, 'de')}.`,
    );
    await cancel.getByRole('button', { name: 'Buchung stornieren' }).click();
    const confirm = cancel.getByRole('button', {
      name: `Kostenpflichtig stornieren (${euros(fee, 'de')})`,
    });
    await expect(confirm).toBeVisible();
    await cancel.screenshot({ path: 'e2e/screenshots/booking-details-cancel-390.png' });
    // Still booked until the guest confirms.
    const before = await request.get(`/api/bookings/${booking.id}?token=${booking.token}`);
    expect(((await before.json()) as { status: string }).status).toBe('confirmed');

    await confirm.click();
    await expect(cancel.getByText('Ihre Buchung wurde storniert.')).toBeVisible();
    await expect(cancel).toContainText(`Stornogebühr: ${euros(fee, 'de')}`);
    await expect(page.getByTestId('status')).toHaveText('Storniert');
    const after = (await (
      await request.get(`/api/bookings/${booking.id}?token=${booking.token}`)
    ).json()) as { status: string; cancellationFeeCents: number };
    expect(after).toMatchObject({ status: 'cancelled', cancellationFeeCents: fee });
  });

  test('en: a booking waiting for the mail link, free to cancel far ahead', async ({
    page,
    request,
  }) => {
    const booking = await holdStay(request, {
      checkIn: siteDate(60),
      checkOut: siteDate(64),
      language: 'en',
      payOnArrival: true,
    });
    await page.goto(detailsPath(booking, 'en'));
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
    await expect(page.getByTestId('status')).toHaveText('Waiting for your confirmation by email');
    await expect(
      page.getByText(/Please confirm your booking with the link in our email by/),
    ).toBeVisible();
    await expect(page.getByTestId('total')).toHaveText(euros(booking.totalCents, 'en'));
    const price = page.locator('section', { has: page.getByRole('heading', { name: 'Price' }) });
    await expect(price).toContainText('VAT 10%');
    await expect(price).toContainText('Tourist tax (no VAT)');
    await page.screenshot({ path: 'e2e/screenshots/booking-details-en-390.png', fullPage: true });

    const cancel = page.locator('section', {
      has: page.getByRole('heading', { name: 'Cancellation' }),
    });
    await expect(cancel.getByTestId('cancel-fee')).toHaveText(
      'If you cancel today, the cancellation is free of charge.',
    );
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await cancel.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(cancel.getByText('Your booking has been cancelled.')).toBeVisible();
    await expect(page.getByTestId('status')).toHaveText('Cancelled');
  });

  test('a wrong or missing token is refused; an unknown booking is not found', async ({
    page,
    request,
  }) => {
    const booking = await holdStay(request, {
      checkIn: siteDate(70),
      checkOut: siteDate(74),
      language: 'de',
    });
    await page.goto(detailsPath({ id: booking.id, token: 'not-the-token' }, 'de'));
    await expect(page.getByRole('heading', { level: 1, name: 'Zugriff verweigert' })).toBeVisible();
    await expect(page.getByText(booking.number)).toHaveCount(0);
    await page.screenshot({ path: 'e2e/screenshots/booking-details-denied-390.png' });

    await page.goto(`/en/booking-details/${booking.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();

    await page.goto(detailsPath({ id: '00000000-0000-4000-8000-000000000000', token: 'x' }, 'de'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Buchung nicht gefunden' }),
    ).toBeVisible();
  });

  test('once staff mark the booking paid, the guest downloads the invoice PDF', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const booking = await holdStay(request, {
      checkIn: siteDate(90),
      checkOut: siteDate(94),
      language: 'de',
      payOnArrival: true,
    });
    const staff = await staffApi(baseURL);
    expect((await staff.post(`/api/admin/bookings/${booking.id}/confirm`)).ok()).toBe(true);
    await page.goto(detailsPath(booking, 'de'));
    const invoice = page.locator('section', {
      has: page.getByRole('heading', { name: 'Rechnung', exact: true }),
    });
    await expect(invoice).toContainText('sobald sie ausgestellt ist');
    await expect(invoice.getByRole('link')).toHaveCount(0);

    const { totalCents } = (await (
      await staff.get(`/api/admin/bookings/${booking.id}`)
    ).json()) as { totalCents: number };
    const paid = await staff.post(`/api/admin/bookings/${booking.id}/payments`, {
      amountCents: totalCents,
      method: 'cash',
    });
    expect(paid.ok(), await paid.text()).toBe(true);
    await staff.dispose();
    // The worker issues the invoice from its queue; the guest finds it on the next visit.
    const link = invoice.getByRole('link', { name: 'Rechnung herunterladen (PDF)' });
    await expect(async () => {
      await page.reload();
      await expect(link).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(invoice).toContainText(/Rechnung RE-\d{4}-\d{5} vom \d{2}\.\d{2}\.\d{4}/);
    await invoice.screenshot({ path: 'e2e/screenshots/booking-details-invoice-390.png' });

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(download.suggestedFilename()).toMatch(/^Rechnung-RE-\d{4}-\d{5}\.pdf$/);
    const res = await request.get((await link.getAttribute('href'))!);
    expect(res.headers()['content-type']).toBe('application/pdf');
  });

  test('at 1280 px the cards sit side by side', async ({ page, request }) => {
    const booking = await holdStay(request, {
      checkIn: siteDate(80),
      checkOut: siteDate(84),
      language: 'de',
      payOnArrival: true,
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(detailsPath(booking, 'de'));
    await expect(page.getByTestId('total')).toHaveText(euros(booking.totalCents, 'de'));
    const stay = page.getByRole('heading', { name: 'Aufenthalt' });
    const price = page.getByRole('heading', { name: 'Preis' });
    const [a, b] = [await stay.boundingBox(), await price.boundingBox()];
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(5);
    expect(b!.x).toBeGreaterThan(a!.x + 300);
    await page.screenshot({ path: 'e2e/screenshots/booking-details-1280.png', fullPage: true });
  });
});
