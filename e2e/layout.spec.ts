// Header, side menu, theme and footer of the public site (docs/product.md §2.1).
import { expect, failApi, hydrated, nextFrames, test } from './fixtures.ts';

test('the header changes its style after 50 px of scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/de');
  await hydrated(page);
  const header = page.getByRole('banner');
  await expect(header).toHaveClass(/site-header--hero/);
  await expect(header).not.toHaveClass(/site-header--scrolled/);
  await page.evaluate(() => window.scrollTo(0, 40));
  await nextFrames(page);
  await expect(header).not.toHaveClass(/site-header--scrolled/);
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(header).toHaveClass(/site-header--scrolled/);
});

test('header links lead to the sections and pages; contact scrolls to the footer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/de/impressum');
  await hydrated(page);
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('link', { name: 'Ausstattung' }).click();
  await expect(page).toHaveURL(/\/de#features$/);
  await expect(page.locator('#features')).toBeInViewport();
  await nav.getByRole('link', { name: 'Buchen' }).click();
  await expect(page.locator('#booking-form')).toBeInViewport();
  await nav.getByRole('link', { name: 'Anreise' }).click();
  await expect(page.locator('#location')).toBeInViewport();
  await nav.getByRole('button', { name: 'Kontakt' }).click();
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  await nav.getByRole('link', { name: 'Aktivitäten' }).click();
  await expect(page).toHaveURL(/\/de\/aktivitaeten$/);
});

test('on a phone the navigation lives in a side menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de/agb');
  await hydrated(page);
  const menuButton = page.getByRole('button', { name: 'Menü öffnen' });
  await expect(
    page.getByRole('banner').getByRole('navigation', { name: 'Hauptnavigation' }).first(),
  ).toBeHidden();
  await menuButton.click();
  const menu = page.getByRole('complementary', { name: 'Menü' });
  await expect(menu).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await menuButton.click();
  await menu.getByRole('link', { name: 'Aktivitäten' }).click();
  await expect(page).toHaveURL(/\/de\/aktivitaeten$/);
  await expect(menu).toBeHidden();
});

test('theme: light by default, dark and system stored under vite-ui-theme', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/de/impressum');
  await hydrated(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const toggle = page.getByRole('banner').getByRole('button', { name: /^Farbschema/ });
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
  await toggle.click();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('vite-ui-theme')))
    .toBe('system');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await hydrated(page);
  await expect(html).toHaveAttribute('data-theme', 'light');
  await toggle.click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('light');
});

test('the footer shows the contact from the company settings and the SPEC links', async ({
  page,
}) => {
  await page.goto('/en/terms');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Rohrmoosstraße 128');
  await expect(footer).toContainText('8970 Schladming');
  await expect(footer.getByRole('link', { name: '+43 3687 61234' })).toHaveAttribute(
    'href',
    'tel:+43368761234',
  );
  await expect(footer.getByRole('link', { name: 'info@alpencamp-dachstein.at' })).toBeVisible();
  for (const [name, href] of [
    ['Features', '/en#features'],
    ['Book a pitch', '/en#booking-form'],
    ['Location and getting here', '/en#location'],
    ['Imprint', '/en/imprint'],
    ['Privacy policy', '/en/privacy'],
    ['Terms', '/en/terms'],
  ])
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
});

test('the footer falls back to the known contact when the settings cannot be read', async ({
  page,
}) => {
  await failApi(page, '/api/company-settings');
  await page.goto('/de/impressum');
  await expect(page.getByRole('contentinfo')).toContainText('info@alpencamp-dachstein.at');
});
