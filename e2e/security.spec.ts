// Sicherheit (/admin/security) across the real stack: a staff member changes their password (wrong
// current password and a common one refused inline, a good one accepted) and sees no admin-only
// menu entry; an administrator creates a gate API key (shown once, accepted by the gate) and
// revokes it. Screenshots at phone and desktop width (e2e/screenshots).
import { atWidths, expect, signedInAdminTest, stackUrl } from './fixtures.ts';
import { createStaff, signInAsStaff, unique } from './helpers/console.ts';

const test = signedInAdminTest();

test('staff change their password: wrong current and common ones are refused inline; no admin-only menu entries', async ({
  page,
  browser,
  playwright,
}) => {
  const { email, password } = await createStaff(page);
  const staff = await signInAsStaff(browser, email, password);
  const p = staff.page;

  const menu = p.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Buchungen' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Sicherheit' })).toBeVisible();
  for (const adminOnly of [
    'Benutzer',
    'Grundeinstellungen',
    'Standort',
    'Logo',
    'Preisverwaltung',
    'Funktionen',
    'DSGVO',
    'Leistungsmonitor',
    'Kalenderabgleich',
  ])
    await expect(menu.getByRole('menuitem', { name: adminOnly, exact: true })).toHaveCount(0);

  await menu.getByRole('menuitem', { name: 'Sicherheit' }).click();
  await expect(p).toHaveURL(/\/admin\/security$/);
  await expect(p.getByRole('heading', { name: 'Passwort ändern' })).toBeVisible();
  await expect(p.getByTestId('own-sessions')).toContainText('Diese Sitzung');
  // Administrators' sections are not there for staff.
  await expect(p.getByRole('heading', { name: 'Gate-API-Schlüssel' })).toHaveCount(0);
  await expect(p.getByRole('heading', { name: 'Anmeldeprotokoll' })).toHaveCount(0);

  const current = p.getByRole('textbox', { name: 'Aktuelles Passwort', exact: true });
  const next = p.getByRole('textbox', { name: 'Neues Passwort', exact: true });
  const repeat = p.getByRole('textbox', { name: 'Neues Passwort wiederholen', exact: true });
  const submit = p.getByRole('button', { name: 'Passwort ändern' });

  await current.fill('das-ist-falsch-123');
  await next.fill('Grimming-Loden-Zirbe-7');
  await repeat.fill('Grimming-Loden-Zirbe-7');
  await submit.click();
  await expect(p.getByText('Das aktuelle Passwort ist falsch.')).toBeVisible();

  await current.fill(password);
  await next.fill('Schladming2024!');
  await repeat.fill('Schladming2024!');
  await submit.click();
  await expect(p.getByText(/steht auf der Liste häufiger Passwörter/)).toBeVisible();

  await next.fill('Grimming-Loden-Zirbe-7');
  await repeat.fill('Grimming-Loden-Zirbe-7');
  await submit.click();
  await expect(
    p.getByText('Ihr Passwort wurde geändert. Ihre anderen Sitzungen wurden beendet.'),
  ).toBeVisible();
  await expect(current).toHaveValue('');

  // The new password is the one that signs in now. A client of its own: a sign-in through the
  // administrator's page would rotate (end) the worker's shared administrator session.
  const client = await playwright.request.newContext({
    baseURL: stackUrl(),
    storageState: { cookies: [], origins: [] },
  });
  const old = await client.post('/api/demo-login', { data: { email, password } });
  expect(old.status()).toBe(401);
  const fresh = await client.post('/api/auth/login', {
    data: { email, password: 'Grimming-Loden-Zirbe-7' },
  });
  expect(fresh.status()).toBe(200);
  await client.dispose();
  await staff.close();
});

test("staff reaching administrators' pages by address get one clear page; catalogue forms are read-only for them", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { email, password } = await createStaff(page);
  const staff = await signInAsStaff(browser, email, password);
  const p = staff.page;
  const problems: string[] = [];
  p.on('pageerror', (e) => problems.push(e.message));

  for (const path of [
    '/admin/users',
    '/admin/users/create',
    '/admin/settings',
    '/admin/location',
    '/admin/logo',
    '/admin/pricing-management',
    '/admin/feature-toggles',
    '/admin/gdpr-compliance',
    '/admin/performance',
    '/admin/ical-sync',
    '/admin/categories/create',
    '/admin/pitches/create',
    '/admin/seasons/create',
    '/admin/extras/create',
  ]) {
    await p.goto(path);
    const notice = p.getByTestId('admin-only');
    await expect(notice, path).toBeVisible();
    await expect(notice).toContainText('Diese Seite verwenden nur Administratoren.');
    // No spinner left running and no red toast from a refused request.
    await expect(p.locator('.MuiSnackbarContent-root')).toHaveCount(0);
    await expect(p.getByRole('progressbar')).toHaveCount(0);
  }
  await p.goto('/admin/ical-sync');
  await p.screenshot({ path: 'e2e/screenshots/admin-staff-admin-only-1280.png' });
  await p.getByRole('link', { name: 'Zur Tagesübersicht' }).click();
  await expect(p).toHaveURL(/\/admin\/dashboard$/);

  // Categories and pitches: staff read them, without "create", and their forms cannot be edited.
  await p.goto('/admin/categories');
  await expect(p.locator('tbody tr').first()).toBeVisible();
  await expect(p.getByRole('link', { name: 'Erstellen' })).toHaveCount(0);
  await p.locator('tbody tr').first().click();
  await expect(p.getByTestId('read-only')).toContainText(
    'Nur Administratoren können diese Angaben ändern.',
  );
  await expect(p.getByLabel(/^Name \(Deutsch\)/)).toBeDisabled();
  await expect(p.getByLabel(/^Preis pro Nacht/)).toBeDisabled();
  await expect(p.getByLabel(/^Personen inklusive/)).toBeDisabled();
  await expect(p.getByLabel(/^Höchstens Personen/)).toBeDisabled();
  await expect(p.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
  await expect(p.getByRole('button', { name: 'Löschen' })).toHaveCount(0);
  await p.screenshot({ path: 'e2e/screenshots/admin-staff-category-read-only-1280.png' });

  await p.goto('/admin/pitches');
  await expect(p.locator('tbody tr').first()).toBeVisible();
  await expect(p.getByRole('link', { name: 'Erstellen' })).toHaveCount(0);
  await p.locator('tbody tr').first().click();
  await expect(p.getByTestId('read-only')).toBeVisible();
  await expect(p.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
  expect(problems).toEqual([]);
  await staff.close();
});

test('an administrator creates a gate API key, sees it once, the gate accepts it until it is revoked', async ({
  page,
  errors,
}) => {
  const name = `Schranke ${unique().toLowerCase()}`;
  await page.goto('/admin/security');
  await page.getByRole('button', { name: 'Schlüssel erstellen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Bezeichnung').fill(name);
  await dialog.getByRole('button', { name: 'Schlüssel erstellen' }).click();

  const shown = page.getByTestId('new-gate-key');
  await expect(shown).toHaveValue(/^gk_/);
  const key = await shown.inputValue();
  await expect(page.getByText('Er wird nur dieses eine Mal angezeigt.')).toBeVisible();
  await page.getByRole('button', { name: 'Fertig' }).click();

  const row = page.getByTestId('gate-keys').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Aktiv');
  await expect(row).toContainText('Nie');
  await expect(page.locator('body')).not.toContainText(key);

  const gate = () =>
    page.request.post('/api/gate/verify', {
      headers: { 'X-Gate-Key': key },
      data: { code: '000000' },
    });
  expect((await gate()).status()).toBe(200);
  await page.reload();
  await expect(row).not.toContainText('Nie');

  await row.getByRole('button', { name: 'Widerrufen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
  await expect(row).toContainText('Widerrufen ');
  await expect(row.getByRole('button', { name: 'Widerrufen' })).toHaveCount(0);
  expect((await gate()).status()).toBe(401);
  expect(errors).toEqual([]);
});

test('security page: screenshots at 390 and 1280 px', async ({ page, errors }) => {
  await page.goto('/admin/security');
  await page.getByTestId('own-sessions').waitFor();
  await page.getByTestId('auth-events').waitFor();
  await atWidths(page, [390, 1280], async (width) => {
    expect(await page.locator('body').innerText()).not.toMatch(
      /\b(resources|ra|app)\.[a-z_-]+\.[a-z_.]+/,
    );
    await page.screenshot({ path: `e2e/screenshots/admin-security-${width}.png`, fullPage: true });
  });
  expect(errors).toEqual([]);
});
