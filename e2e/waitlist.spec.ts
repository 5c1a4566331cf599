// The waitlist (docs/booking-engine.md, "Waitlist"): every comfort pitch is closed for a stay, so the pitch
// selection offers the waitlist; the guest signs up, the queue worker renders the opt-in mail into
// the message log (no SMTP server here: "caught"), its link confirms the entry on the waitlist
// page, and the front desk finds it in the console's waitlist.
import { expect, signedInAdminTest } from './fixtures.ts';
import { uniqueEmail } from './journey.ts';
import { csrf } from './helpers/console.ts';

const test = signedInAdminTest();

interface Message {
  id: string;
  status: string;
  text?: string;
}

const day = (d: number) => `2027-08-${String(d).padStart(2, '0')}`;

test('a full category: join the waitlist, confirm from the mail, staff see the entry', async ({
  page,
  errors,
}) => {
  test.setTimeout(90_000);
  // August 2027, apart from the April and May stays the journey specs use.
  const start = 1 + Math.floor(Math.random() * 26);
  const stay = { checkIn: day(start), checkOut: day(start + 2) };
  const categories = (await (await page.request.get('/api/categories')).json()) as {
    id: string;
    slug: string;
  }[];
  const comfort = categories.find((c) => c.slug === 'comfort')!;
  const pitches = (await (await page.request.get('/api/pitches')).json()) as {
    id: string;
    categoryId: string;
  }[];
  const headers = { 'X-CSRF-Token': await csrf(page) };
  const blocks: string[] = [];
  try {
    for (const p of pitches.filter((x) => x.categoryId === comfort.id)) {
      const res = await page.request.post('/api/admin/blocks', {
        headers,
        data: {
          pitchId: p.id,
          startDate: stay.checkIn,
          endDate: stay.checkOut,
          reason: 'E2E Warteliste',
        },
      });
      // A pitch already closed or booked then is just as full.
      if (res.status() === 201) blocks.push(((await res.json()) as { id: string }).id);
    }

    await page.setViewportSize({ width: 390, height: 844 });
    const search = new URLSearchParams({
      ...stay,
      category: 'comfort',
      adults: '2',
      children: '0',
    });
    await page.goto(`/de/stellplatz-auswahl?${search}`);
    await expect(
      page.getByText('Für diese Auswahl ist leider kein Stellplatz frei.'),
    ).toBeVisible();
    const email = uniqueEmail('waitlist');
    await page.getByLabel('Ihre E-Mail-Adresse').fill(email);
    await page.screenshot({ path: 'e2e/screenshots/waitlist-form-390.png', fullPage: true });
    await page.getByRole('button', { name: 'Auf die Warteliste setzen' }).click();
    await expect(page.getByRole('heading', { name: 'Fast geschafft' })).toBeVisible();
    await expect(page.getByText(`Wir haben eine E-Mail an ${email} geschickt.`)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: 'e2e/screenshots/waitlist-joined-1280.png', fullPage: true });

    // The opt-in mail, as the worker rendered it into the message log.
    let found: Message | undefined;
    await expect
      .poll(
        async () => {
          const filter = encodeURIComponent(JSON.stringify({ recipient: email }));
          const res = await page.request.get(`/api/admin/messages?filter=${filter}`);
          found = ((await res.json()) as Message[]).find((m) => m.status === 'caught');
          return found?.status;
        },
        { timeout: 30_000 },
      )
      .toBe('caught');
    const mail = (await (
      await page.request.get(`/api/admin/messages/${found!.id}`)
    ).json()) as Message;
    const link = /https?:\/\/\S+\/de\/warteliste\?\S*action=confirm/.exec(mail.text ?? '')?.[0];
    expect(link, mail.text).toBeTruthy();
    const url = new URL(link!);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByText('Danke! Sie stehen jetzt auf der Warteliste.')).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/waitlist-confirmed-390.png', fullPage: true });

    // The front desk's list shows the entry, waiting.
    await page.setViewportSize({ width: 1280, height: 900 });
    const filter = encodeURIComponent(JSON.stringify({ q: email }));
    const listed = await page.request.get(`/api/admin/waitlist?filter=${filter}`);
    expect(listed.ok(), await listed.text()).toBe(true);
    expect(((await listed.json()) as { status: string }[]).map((e) => e.status)).toEqual([
      'confirmed',
    ]);
    await page.goto(`/admin/waitlist?filter=${filter}`);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row.getByText('Wartet')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Jetzt benachrichtigen' })).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/admin-waitlist-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText(email)).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/admin-waitlist-390.png', fullPage: true });
    expect(errors).toEqual([]);
  } finally {
    for (const id of blocks) await page.request.delete(`/api/admin/blocks/${id}`, { headers });
  }
});
