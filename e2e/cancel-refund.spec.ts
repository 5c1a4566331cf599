// Ending a booking in the German console: the cancel dialog shows what the policy keeps and what
// goes back (the server's figures) and lets staff choose how the refund is made; the ledger then
// holds that refund and the booking's sums agree. A guest who never arrived is recorded as a
// no-show on the arrival day: the charge is kept, the stay ends tomorrow. Screenshots at 1280 and
// 768 px.
import type { Page } from '@playwright/test';
import { expect, signedInAdminTest } from './fixtures.ts';
import { csrf, euro, lookAtWidths, unique } from './helpers/console.ts';
import { viennaDate } from './helpers/dates.ts';

const test = signedInAdminTest();

const stayDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
};

interface Booked {
  id: string;
  number: string;
  totalCents: number;
  quote: { grossCents: number };
}

/** A confirmed phone booking of `nights` from `offset` days ahead, paid in full in cash. */
async function paidBooking(page: Page, lastName: string, offset: number, nights: number) {
  const pitches = (await (await page.request.get('/api/admin/pitches?range=[0,99]')).json()) as {
    id: string;
    code: string;
  }[];
  for (const pitch of pitches.filter((p) => p.code.startsWith('B'))) {
    const res = await page.request.post('/api/admin/bookings', {
      headers: { 'X-CSRF-Token': await csrf(page) },
      data: {
        pitchId: pitch.id,
        checkIn: viennaDate(offset),
        checkOut: viennaDate(offset + nights),
        adults: 2,
        firstName: 'Lena',
        lastName,
        email: `${lastName.toLowerCase()}@example.at`,
        confirmDuplicate: true,
      },
    });
    if (res.status() === 409) continue;
    expect(res.status(), await res.text()).toBe(201);
    const booked = (await res.json()) as Booked;
    const paid = await page.request.post(`/api/admin/bookings/${booked.id}/payments`, {
      headers: { 'X-CSRF-Token': await csrf(page) },
      data: { amountCents: booked.totalCents, method: 'cash' },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    return booked;
  }
  throw new Error('no free pitch');
}

/** Each scenario runs once, at the width it names, and looks at its pages at 1280 and 768 px. */
const shoot = (page: Page, name: string) => lookAtWidths(page, name, [1280, 768]);

test(`cancel: the dialog shows fee and refund, staff pay out by bank transfer, the sums agree (768px)`, async ({
  page,
  errors,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 768, height: 900 });
  // 8 days ahead: the policy's partial fee (50 % of the stay without tourist tax).
  const b = await paidBooking(page, `Storno${unique()}`, 8, 3);
  const fee = Math.round(b.quote.grossCents / 2);
  await page.goto(`/admin/bookings/${b.id}/show`);
  await page.getByRole('button', { name: 'Stornieren' }).click();
  const dialog = page.getByRole('dialog', { name: `Buchung ${b.number} stornieren?` });
  const figures = dialog.getByTestId('end-figures');
  await expect(figures).toContainText(`Bezahlt (abzüglich Erstattungen)${euro(b.totalCents)}`);
  await expect(figures).toContainText(`Stornogebühr laut Bedingungen${euro(fee)}`);
  await expect(dialog.getByTestId('refund-amount')).toHaveText(euro(b.totalCents - fee));
  // Nothing was paid by card: that way back is offered, but not choosable.
  await expect(dialog.getByLabel(/Auf die Karte \(Stripe\)/)).toBeDisabled();
  await dialog.getByLabel('Per Überweisung, jetzt ausgezahlt').check();
  // A transfer reference is unique per method: each run types its own.
  const reference = `UEB-${unique()}`;
  await dialog.getByLabel('Beleg- oder Überweisungsreferenz (optional)').fill(reference);
  await dialog.getByLabel('Stornogrund (optional)').fill('Gast krank');
  await shoot(page, 'cancel-dialog');
  await dialog.getByRole('button', { name: 'Buchung stornieren' }).click();
  await expect(page.getByText('Buchung storniert', { exact: true })).toBeVisible();

  const panel = page.getByTestId('booking-payments');
  const refund = panel.getByTestId('ledger-row').filter({ hasText: reference });
  await expect(refund).toContainText('Überweisung');
  await expect(refund).toContainText(euro(b.totalCents - fee));
  // The booking's total is the kept fee now, and the ledger summary says the same.
  await expect(page.getByTestId('owed-total')).toHaveText(
    `${euro(fee)} (Gebühr; Reisepreis war ${euro(b.totalCents)})`,
  );
  await expect(panel.getByTestId('ledger-summary')).toHaveText(
    `Bezahlt ${euro(fee)} von ${euro(fee)} · offen ${euro(0)}`,
  );
  await shoot(page, 'cancelled-booking');
  expect(errors).toEqual([]);
});

test(`no-show on the arrival day: the charge is kept, the stay ends tomorrow, the rest stays as credit (1280px)`, async ({
  page,
  errors,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const b = await paidBooking(page, `Noshow${unique()}`, 0, 3);
  const charge = Math.round(b.quote.grossCents / 3);
  await page.goto(`/admin/bookings/${b.id}/show`);
  await page.getByRole('button', { name: 'Nicht angereist' }).click();
  const dialog = page.getByRole('dialog', {
    name: `Buchung ${b.number} als nicht angereist erfassen?`,
  });
  await expect(dialog).toContainText(`ab ${stayDate(viennaDate(1))} wieder frei`);
  await expect(dialog.getByTestId('end-figures')).toContainText(`No-show-Gebühr${euro(charge)}`);
  await expect(dialog.getByTestId('refund-amount')).toHaveText(euro(b.totalCents - charge));
  await dialog.getByLabel('Als Guthaben behalten (nichts auszahlen)').check();
  await shoot(page, 'no-show-dialog');
  await dialog.getByRole('button', { name: 'Als nicht angereist erfassen' }).click();
  await expect(page.getByText('Als nicht angereist erfasst', { exact: true })).toBeVisible();

  await expect(page.getByText('Nicht angereist').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nicht angereist' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Stornieren' })).toHaveCount(0);
  const panel = page.getByTestId('booking-payments');
  await expect(panel.getByTestId('ledger-row')).toHaveCount(1);
  await expect(panel.getByTestId('ledger-summary')).toHaveText(
    `Bezahlt ${euro(b.totalCents)} von ${euro(charge)} · offen ${euro(0)} · Guthaben des Gastes ${euro(b.totalCents - charge)}`,
  );
  await shoot(page, 'no-show-booking');
  expect(errors).toEqual([]);
});

test(`a refund left to pay out waits on the booking dashboard until paid out; changed pages (1280px)`, async ({
  page,
  errors,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const b = await paidBooking(page, `Spaeter${unique()}`, 30, 3);
  const cancelled = await page.request.post(`/api/admin/bookings/${b.id}/cancel`, {
    headers: { 'X-CSRF-Token': await csrf(page) },
    data: { refund: 'later' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(201);

  await page.goto('/admin/booking-dashboard');
  const waiting = page.getByTestId('refunds-to-pay-out').getByRole('button', {
    name: `Buchung ${b.number} öffnen`,
  });
  await expect(waiting).toContainText(`Auszuzahlen ${euro(b.totalCents)}`);
  await page.waitForLoadState('networkidle');
  await shoot(page, 'booking-dashboard-refunds');

  // Paid out from the booking page: cash, with the staff member on the row.
  await waiting.click();
  const panel = page.getByTestId('booking-payments');
  await expect(panel.getByTestId('ledger-summary')).toContainText(
    `noch auszuzahlen ${euro(b.totalCents)}`,
  );
  await panel.getByRole('button', { name: 'Erstattung auszahlen' }).click();
  const dialog = page.getByRole('dialog', {
    name: `Erstattung für Buchung ${b.number} auszahlen`,
  });
  await dialog.getByLabel('Bar, jetzt ausgezahlt').check();
  await dialog.getByRole('button', { name: 'Auszahlung verbuchen' }).click();
  await expect(page.getByText('Erstattung verbucht', { exact: true })).toBeVisible();
  await expect(panel.getByTestId('ledger-row').filter({ hasText: 'Erstattung' })).toContainText(
    'Bar',
  );
  await expect(panel.getByTestId('ledger-summary')).toHaveText(
    `Bezahlt ${euro(0)} von ${euro(0)} · offen ${euro(0)}`,
  );
  await page.goto('/admin/booking-dashboard');
  await expect(page.getByTestId('cancellations')).toContainText(b.number);
  await expect(page.getByTestId('refunds-to-pay-out')).not.toContainText(b.number);

  // The other pages this change touched, in German.
  await page.goto(`/admin/calendar?view=two_weeks&date=${viennaDate(0)}`);
  await expect(page.getByText('Nicht angereist').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'calendar-no-show');
  await page.goto('/admin/pricing-management');
  await expect(page.getByLabel('No-show-Gebühr (Nächte)')).toHaveValue('1');
  await page.waitForLoadState('networkidle');
  await shoot(page, 'pricing-no-show');
  await page.goto('/admin/analytics');
  await expect(page.getByText('Einbehaltene Storno- und No-show-Gebühren')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'analytics-kept-fees');
  await page.goto('/admin/bookings');
  await page.waitForLoadState('networkidle');
  await shoot(page, 'booking-list');
  expect(errors).toEqual([]);
});
