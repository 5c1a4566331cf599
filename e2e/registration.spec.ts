// Guest registration (Meldeschein): a foreign family of three registers from the booking
// details page and signs with the mouse; the front desk sees the sheet on the booking.
import { signedInAdminTest } from './fixtures.ts';
import { detailsPath, holdStay, siteDate } from './guest-bookings.ts';
import { axeSerious } from './journey.ts';

const test = signedInAdminTest();
const { expect } = test;

const family = [
  { first: 'Jan', last: 'de Vries', born: '1984-03-17', sex: 'male', nationality: 'NL', document: 'passport', number: 'NX4K81P02' },
  { first: 'Sanne', last: 'de Vries', born: '1986-11-02', sex: 'female', nationality: 'DE', document: 'id_card', number: 'L01X00T47' },
  { first: 'Lotte', last: 'Gruber', born: '2016-06-30', sex: 'diverse', nationality: 'AT' },
]; // prettier-ignore

test('en: a party of three registers with a drawn signature; staff see every person and the sheet', async ({
  page,
  baseURL,
  browser,
}) => {
  // Three persons typed in, axe, two browsers: longer than the suite's default on a busy machine.
  test.setTimeout(120_000);
  // The guest, in a browser of their own (no staff cookie): books, then opens the page.
  const guestContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'en-GB',
  });
  const booking = await holdStay(guestContext.request, {
    checkIn: siteDate(40),
    checkOut: siteDate(43),
    language: 'en',
    payOnArrival: true,
  });
  // Staff confirm it from the signed-in console's session.
  await page.goto('/admin/dashboard');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf')?.value ?? '';
  const confirmed = await page.request.post(`/api/admin/bookings/${booking.id}/confirm`, {
    headers: { 'X-CSRF-Token': decodeURIComponent(csrf) },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);

  const guest = await guestContext.newPage();
  await guest.goto(detailsPath(booking, 'en'));
  const card = guest.locator('section', {
    has: guest.getByRole('heading', { name: 'Guest registration (Meldeschein)' }),
  });
  await expect(card.getByTestId('registration-state')).toContainText('0 of 3 persons registered');
  await card.getByRole('button', { name: 'Register guests' }).click();

  for (const [i, p] of family.entries()) {
    const person = card.getByRole('group', { name: `Person ${i + 1}` });
    await person.getByLabel('First name').fill(p.first);
    await person.getByLabel('Last name').fill(p.last);
    await person.getByLabel('Date of birth').fill(p.born);
    await person.getByLabel('Sex').selectOption(p.sex);
    await person.getByLabel('Street and number').fill('Keizersgracht 12');
    await person.getByLabel('Postcode').fill('1015 CS');
    await person.getByLabel('Town').fill('Amsterdam');
    await person.getByLabel('Country (home address)').selectOption('NL');
    await person.getByLabel('Nationality').selectOption(p.nationality);
    if (p.document) {
      await person.getByLabel('Travel document').selectOption(p.document);
      await person.getByLabel('Document number').fill(p.number);
      await person.getByLabel('Date of issue').fill('2019-05-14');
      await person.getByLabel('Issuing authority').fill('Gemeente Amsterdam');
    } else {
      await expect(person.getByLabel('Document number')).toHaveCount(0);
    }
  }
  // Without a signature the form says so and sends nothing.
  await card.getByRole('button', { name: 'Submit registration' }).click();
  await expect(card.getByRole('alert')).toHaveText('Please sign in the signature box.');
  expect(await axeSerious(guest)).toEqual([]);

  // Sign with the mouse: a stroke across the pad.
  const pad = card.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('signature pad not laid out');
  await guest.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await guest.mouse.down();
  for (let step = 1; step <= 12; step++)
    await guest.mouse.move(
      box.x + 20 + step * ((box.width - 40) / 12),
      box.y + box.height * (step % 2 ? 0.3 : 0.7),
    );
  await guest.mouse.up();
  await guest.screenshot({ path: 'e2e/screenshots/registration-390.png', fullPage: true });
  await card.getByRole('button', { name: 'Submit registration' }).click();
  await expect(card.getByTestId('registration-done')).toContainText(
    'Your guest registration is saved (registration sheet no.',
  );
  await expect(card.getByTestId('registration-state')).toContainText('Everyone is registered');
  await guest.setViewportSize({ width: 1280, height: 900 });
  await guest.screenshot({ path: 'e2e/screenshots/registration-1280.png', fullPage: true });
  await guestContext.close();

  // The front desk, signed in: every person, decrypted, the signature and the printout.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/bookings/${booking.id}/show`);
  const panel = page.getByTestId('booking-registration');
  await expect(panel).toContainText('Vollständig');
  await expect(panel).toContainText('Jan de Vries');
  await expect(panel).toContainText('Reisepass NX4K81P02');
  await expect(panel).toContainText('Personalausweis L01X00T47');
  await expect(panel).toContainText('Lotte Gruber');
  await expect(panel.getByRole('img', { name: 'Unterschrift' })).toBeVisible();
  const pdf = await page.request.get(`/api/admin/bookings/${booking.id}/registration.pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/registration-admin-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/registration-admin-390.png', fullPage: true });
});
