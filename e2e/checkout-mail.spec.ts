// Pay on arrival is binding only once the guest follows the link in the mail (docs/booking-engine.md, holds and
// the verification mail): a guest books at 390 px, the queue worker renders the
// verification mail into the message log (no SMTP server here: "caught"), the link from that mail
// confirms the booking on the details page, and the success page then says so. The e2e stack runs
// the queue worker, as `npm start` does.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fillGuest, freePitch, LABELS, query, randomStay, signIn, uniqueEmail } from './journey.ts';

interface Message {
  id: string;
  template: string | null;
  status: string;
  recipient: string;
  text?: string;
}

/** The booking's mail of `template`, once the worker has rendered it into the message log. */
async function mailOf(request: APIRequestContext, bookingId: string, template: string) {
  let found: Message | undefined;
  await expect
    .poll(
      async () => {
        const filter = encodeURIComponent(JSON.stringify({ bookingId, template }));
        const res = await request.get(`/api/admin/messages?filter=${filter}`);
        found = ((await res.json()) as Message[]).find((m) => m.status === 'caught');
        return found?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('caught');
  return (await (await request.get(`/api/admin/messages/${found!.id}`)).json()) as Message;
}

test('de: pay on arrival, the link in the verification mail confirms the booking', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const stay = randomStay('comfort');
  const pitch = await freePitch(page.request, stay);
  const email = uniqueEmail('verify');
  await page.goto(`/de/kasse?${query(stay, pitch.id)}`);
  await fillGuest(page, 'de', email);
  await page.getByRole('radio', { name: LABELS.de.onArrival }).check();
  await page.getByLabel(LABELS.de.consent).check();
  await page.getByRole('button', { name: LABELS.de.book }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Fast geschafft: Bitte bestätigen Sie Ihre Buchung',
  );
  const successUrl = page.url();
  const bookingId = new URL(successUrl).pathname.split('/').pop()!;

  await signIn(page.request);
  const mail = await mailOf(page.request, bookingId, 'booking_verification');
  expect(mail.recipient).toBe(email);
  const link = /https?:\/\/\S+\/de\/buchung-details\/\S+/.exec(mail.text ?? '')?.[0];
  expect(link, mail.text).toBeTruthy();
  const url = new URL(link!);
  expect(url.pathname).toBe(`/de/buchung-details/${bookingId}`);

  // The guest follows the link: the details page confirms the booking with its token and key.
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByText('Ihre Buchung ist jetzt verbindlich bestätigt')).toBeVisible();

  await page.goto(successUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buchung erfolgreich');
  await expect(page.getByRole('main')).toContainText(
    `Die Buchungsbestätigung ist per E-Mail an ${email} unterwegs.`,
  );
  await page.screenshot({
    path: 'e2e/screenshots/booking-success-verified-390.png',
    fullPage: true,
  });
  const confirmation = await mailOf(page.request, bookingId, 'booking_confirmation');
  expect(confirmation.recipient).toBe(email);

  // The confirmation mail links the booking too (its token computed by the mail job): the guest
  // opens the details page from there.
  const details = new RegExp(
    `https?://\\S+/de/buchung-details/${bookingId}\\?token=[A-Za-z0-9_-]{43}(?=\\s)`,
  ).exec(confirmation.text ?? '')?.[0];
  expect(details, confirmation.text).toBeTruthy();
  const detailsUrl = new URL(details!);
  await page.goto(`${detailsUrl.pathname}${detailsUrl.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Buchung' })).toBeVisible();
  await expect(page.getByTestId('status')).toHaveText('Bestätigt');
});

// A bank-transfer guest follows the link in the verification mail: the details page shows the
// server's state without a reload (registration open, the invoice the worker issues moments
// later), and how to pay, with the bank's name and the IBAN in groups of four.
test('de: bank transfer, the mail link opens a page with how to pay, registration and invoice', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const stay = randomStay('comfort');
  const pitch = await freePitch(page.request, stay);
  const email = uniqueEmail('bank-link');
  await page.goto(`/de/kasse?${query(stay, pitch.id)}`);
  await fillGuest(page, 'de', email);
  await page.getByRole('radio', { name: /Überweisung/ }).check();
  await page.getByLabel(LABELS.de.consent).check();
  await page.getByRole('button', { name: LABELS.de.book }).click();
  await expect(page).toHaveURL(/\/de\/buchung-erfolgreich\/[0-9a-f-]{36}$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('term').filter({ hasText: /^Bank$/ })).toBeVisible();
  await expect(main).toContainText(/AT\d{2} \d{4} \d{4} \d{4} \d{4}/);
  await page.screenshot({ path: 'e2e/screenshots/booking-success-bank-390.png', fullPage: true });
  const bookingId = new URL(page.url()).pathname.split('/').pop()!;

  await signIn(page.request);
  const mail = await mailOf(page.request, bookingId, 'booking_verification');
  expect(mail.text).toContain('Zahlung per Banküberweisung');
  expect(mail.text).not.toContain('Zahlung bei Anreise');
  const link = /https?:\/\/\S+\/de\/buchung-details\/\S+/.exec(mail.text ?? '')?.[0];
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByText('Ihre Buchung ist jetzt verbindlich bestätigt')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gäste anmelden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rechnung herunterladen (PDF)' })).toBeVisible({
    timeout: 30_000,
  });
  const card = page.getByTestId('bank-transfer');
  await expect(card).toContainText('Zahlung per Banküberweisung');
  await expect(card).toContainText(/AT\d{2} \d{4} \d{4} \d{4} \d{4}/);
  await expect(card.getByRole('img')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'e2e/screenshots/booking-details-bank-390.png', fullPage: true });
});
