// Guest registration at the front desk (Meldeschein) across the real stack: a staff member on a
// 768 px tablet registers a party of three that did not register online, the guest signs on the
// screen, the sheet prints as PDF, and the party is found in the guest register of its arrival
// day with its CSV. Screenshots of the desk form, the booking and the register at 768 and 1280 px.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { chooseOption, expect, signedInAdminTest, stackUrl } from './fixtures.ts';
import { holdStay, siteDate } from './guest-bookings.ts';
import { createStaff, signInAsStaff, unique } from './helpers/console.ts';

const test = signedInAdminTest();

/** Picks an entry of an MUI select by its visible name. */
const choose = (scope: Locator, page: Page, label: string, option: string) =>
  chooseOption(page, scope.getByRole('combobox', { name: label }), option);

const party = [
  { first: 'Jan', last: 'de Vries', born: '1984-03-17', sex: 'männlich', nationality: 'Niederlande', document: 'Reisepass', number: 'NX4K81P02' },
  { first: 'Sanne', last: 'de Vries', born: '1986-11-02', sex: 'weiblich', nationality: 'Deutschland', document: 'Personalausweis', number: 'L01X00T47' },
  { first: 'Lotte', last: 'Gruber', born: '2016-06-30', sex: 'divers', nationality: 'Österreich' },
]; // prettier-ignore

test('de: staff register a party of three at the desk on a tablet, print the sheet and find it in the register', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(150_000);
  // A confirmed stay of two adults and a child whose guests did not register online.
  const offset = 60 + Math.floor(Math.random() * 200);
  const checkIn = siteDate(offset);
  // Booked as a guest does, without the console's cookies.
  const guestApi = await playwright.request.newContext({ baseURL: stackUrl() });
  const booking = await holdStay(guestApi, {
    checkIn,
    checkOut: siteDate(offset + 3),
    language: 'de',
    payOnArrival: true,
  });
  await guestApi.dispose();
  await page.goto('/admin/dashboard');
  const { email, password } = await createStaff(page, {
    name: 'Rezeption Tablet',
    prefix: 'rezeption',
  });
  // Paid on arrival, it waits for the guest's mail link; the desk confirms it.
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf')?.value ?? '';
  const confirmed = await page.request.post(`/api/admin/bookings/${booking.id}/confirm`, {
    headers: { 'X-CSRF-Token': decodeURIComponent(csrf) },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const staff = await signInAsStaff(browser, email, password, {
    locale: 'de-AT',
    viewport: { width: 768, height: 1024 },
  });
  const p = staff.page;

  await p.goto(`/admin/bookings/${booking.id}/show`);
  const panel = p.getByTestId('booking-registration');
  await expect(panel).toContainText('0 von 3 Personen angemeldet');
  await panel.getByRole('button', { name: 'An der Rezeption erfassen' }).click();

  const form = p.getByTestId('desk-registration');
  await expect(form).toContainText(`Gästeanmeldung an der Rezeption – Buchung ${booking.number}`);
  for (const [i, person] of party.entries()) {
    const group = form.getByRole('group', { name: `Person ${i + 1}` });
    await group.getByLabel('Vorname').fill(person.first);
    await group.getByLabel('Nachname').fill(person.last);
    await group.getByLabel('Geburtsdatum').fill(person.born);
    await choose(group, p, 'Geschlecht', person.sex);
    // The booking's address is the start; the family lives in Amsterdam.
    await expect(group.getByLabel('Straße und Hausnummer')).toHaveValue('Hauptplatz 1');
    await group.getByLabel('Straße und Hausnummer').fill('Keizersgracht 12');
    await group.getByLabel('PLZ').fill('1015 CS');
    await group.getByLabel('Ort').fill('Amsterdam');
    await choose(group, p, 'Land (Wohnadresse)', 'Niederlande');
    await choose(group, p, 'Staatsangehörigkeit', person.nationality);
    if (person.document) {
      await choose(group, p, 'Reisedokument', person.document);
      await group.getByLabel('Dokumentnummer').fill(person.number);
      await group.getByLabel('Ausgestellt am').fill('2019-05-14');
      await group.getByLabel('Ausstellende Behörde').fill('Gemeente Amsterdam');
    } else {
      await expect(group.getByLabel('Dokumentnummer')).toHaveCount(0);
    }
  }
  // Without the guest's signature nothing is sent.
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form).toContainText('Bitte lassen Sie den Gast unterschreiben.');

  // The guest signs on the tablet: a stroke across the pad.
  const pad = form.getByTestId('desk-signature');
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('signature pad not laid out');
  expect(box.width).toBeGreaterThan(300);
  await p.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await p.mouse.down();
  for (let step = 1; step <= 12; step++)
    await p.mouse.move(
      box.x + 20 + step * ((box.width - 40) / 12),
      box.y + box.height * (step % 2 ? 0.3 : 0.7),
    );
  await p.mouse.up();
  await expect(form).not.toContainText('Bitte lassen Sie den Gast unterschreiben.');
  await p.screenshot({ path: 'e2e/screenshots/admin-desk-registration-768.png' });
  await form.getByRole('button', { name: 'Speichern' }).click();

  await expect(form).toHaveCount(0);
  await expect(panel).toContainText('Vollständig');
  await expect(panel).toContainText('Jan de Vries');
  await expect(panel).toContainText('Reisepass NX4K81P02');
  await expect(panel).toContainText('ausgestellt am 14.05.2019 von Gemeente Amsterdam');
  await expect(panel).toContainText('Personalausweis L01X00T47');
  await expect(panel).toContainText(`An der Rezeption erfasst am`);
  await expect(panel).toContainText(email);
  await expect(panel.getByRole('img', { name: 'Unterschrift' })).toBeVisible();

  // Print: the sheet downloads as a PDF.
  const [download] = await Promise.all([
    p.waitForEvent('download'),
    panel.getByRole('link', { name: 'Meldeschein drucken (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^Meldeschein-\\d+-${booking.number}\\.pdf$`),
  );
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await panel.scrollIntoViewIfNeeded();
  await p.screenshot({ path: 'e2e/screenshots/admin-booking-registration-768.png' });

  // The register: reached from the menu, the party under its arrival day, with its CSV.
  await p.getByRole('menuitem', { name: 'Gästeverzeichnis' }).click();
  await expect(p).toHaveURL(/\/admin\/registrations/);
  await p.getByTestId('register-from').fill(checkIn);
  await p.getByTestId('register-to').fill(checkIn);
  const table = p.getByTestId('register-table');
  const jan = table.getByRole('row').filter({ hasText: 'de Vries, Jan' });
  await expect(jan).toContainText('Reisepass NX4K81P02');
  await expect(jan).toContainText(`Rezeption: ${email}`);
  await expect(table.getByRole('row').filter({ hasText: 'Gruber, Lotte' })).toContainText('AT');
  const [csvDownload] = await Promise.all([
    p.waitForEvent('download'),
    p.getByRole('button', { name: 'Gästeverzeichnis als CSV herunterladen' }).click(),
  ]);
  const csv = readFileSync((await csvDownload.path())!, 'utf8');
  expect(csv).toContain('Nr.;Ankunft;Abreise;Buchung;Stellplatz;Person;Nachname;Vorname');
  expect(csv).toContain(
    `${checkIn};${booking.checkOut};${booking.number};${booking.pitch};1;de Vries;Jan;1984-03-17;männlich;NL;Keizersgracht 12;1015 CS;Amsterdam;NL;Reisepass;NX4K81P02;2019-05-14;Gemeente Amsterdam;Rezeption;${email}`,
  );
  await p.screenshot({ path: 'e2e/screenshots/admin-registrations-768.png', fullPage: true });
  await p.setViewportSize({ width: 1280, height: 900 });
  await p.screenshot({ path: 'e2e/screenshots/admin-registrations-1280.png', fullPage: true });
  await p.goto(`/admin/bookings/${booking.id}/show`);
  await expect(panel).toContainText('Vollständig');
  await panel.getByRole('button', { name: 'Gästeanmeldung korrigieren' }).click();
  await expect(form).toBeVisible();
  await p.screenshot({ path: 'e2e/screenshots/admin-desk-registration-1280.png' });
  await staff.close();
});

test("de: the dashboard's missing registrations lead through the register to the desk form", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/dashboard');
  const csrf = decodeURIComponent(
    (await page.context().cookies()).find((c) => c.name === 'csrf')?.value ?? '',
  );
  // A phone booking arriving today on any free pitch (other specs book pitches side by side).
  const today = siteDate(0);
  const availability = await page.request.get(
    `/api/availability?checkIn=${today}&checkOut=${siteDate(2)}&adults=2`,
  );
  const { pitches } = (await availability.json()) as { pitches: { id: string; state: string }[] };
  let booked: { id: string; number: string; status: string } | undefined;
  for (const pitch of pitches.filter((p) => p.state === 'available')) {
    const res = await page.request.post('/api/admin/bookings', {
      headers: { 'X-CSRF-Token': csrf },
      data: {
        pitchId: pitch.id,
        checkIn: today,
        checkOut: siteDate(2),
        adults: 2,
        firstName: 'Eva',
        lastName: `Meldung${unique().toLowerCase()}`,
        phone: '+43 664 5550101',
        confirmDuplicate: true,
      },
    });
    if (res.status() === 409) continue;
    expect(res.status(), await res.text()).toBe(201);
    booked = (await res.json()) as { id: string; number: string; status: string };
    break;
  }
  if (!booked) throw new Error('no free pitch today');
  if (booked.status === 'pending') {
    const confirmed = await page.request.post(`/api/admin/bookings/${booked.id}/confirm`, {
      headers: { 'X-CSRF-Token': csrf },
    });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
  }

  await page.reload();
  const warning = page.getByTestId('day-today').getByTestId('registration-missing');
  await expect(warning).toContainText(
    /Meldeschein: \d+ Personen fehlen – an der Rezeption erfassen/,
  );
  await warning.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/admin-dashboard-registration-1280.png' });
  await page.setViewportSize({ width: 768, height: 1024 });
  await warning.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/admin-dashboard-registration-768.png' });
  await warning.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/admin/registrations\\?from=${today}&to=${today}$`));
  const missing = page.getByTestId('register-missing').getByRole('listitem').filter({
    hasText: booked.number,
  });
  await expect(missing).toContainText('0 von 2 Personen angemeldet');
  await missing.getByRole('link', { name: 'An der Rezeption erfassen' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${booked.id}/show\\?register=1$`));
  await expect(page.getByTestId('desk-registration')).toContainText(
    `Gästeanmeldung an der Rezeption – Buchung ${booked.number}`,
  );
  // Closing the form drops the parameter, so a reload does not open it again.
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${booked.id}/show$`));
});
