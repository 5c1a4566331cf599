import request from 'supertest';
import sharp from 'sharp';
import { Env } from 'src/config/env';
import { LogoService } from 'src/modules/settings/logo.service';
import { withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { claimedSizePng, jpegHeader, solidPng } from './helpers/images';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

const EVIL_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 40" onload="alert(1)">
  <script>alert('svg')</script>
  <style>@import url(https://evil.example/x.css); .a { fill: red }</style>
  <style>.a { fill: #2f5d50 } g > .b { stroke: url(#grad) }</style>
  <rect class="a" width="120" height="40" onclick="steal()" fill="url(https://evil.example/p)"/>
  <foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/></foreignObject>
  <a href="javascript:alert(2)"><text x="5" y="25">Click</text></a>
  <use xlink:href="https://evil.example/s.svg#x"/>
  <use href="#mark"/>
  <image href="https://evil.example/t.png" width="1" height="1"/>
  <text id="mark" x="10" y="30" font-size="20">Alpen &amp; Camp</text>
</svg>`;

/** The decoded pixels (RGBA) and size of an image, to compare what was sent with what is served. */
async function pixels(image: Buffer) {
  const { data, info } = await sharp(image)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: data.toString('base64') };
}

/** Uploads `bytes` as the multipart field `file`, named and typed as the client claims. */
function upload(
  who: SignedIn,
  path: string,
  bytes: Buffer,
  filename: string,
  contentType: string,
  lang = 'de',
) {
  return who.agent
    .put(path)
    .set('X-CSRF-Token', who.csrf)
    .set('Accept-Language', lang)
    .attach('file', bytes, { filename, contentType });
}

describe('image uploads (logo, site plan)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let catalog: DemoCatalog;
  const png = solidPng(60, 20, [47, 93, 80]);

  beforeAll(async () => {
    t = await createTestApp({ env: { UPLOAD_MAX_BYTES: String(16 * 1024) } });
    catalog = await withDemoCatalog(t);
    admin = await signInAs(t, 'admin');
  });
  afterAll(() => t.close());

  it('stores a PNG logo and serves the decoded image with its type, an ETag and a year of caching', async () => {
    const res = await upload(admin, '/api/admin/logo/light', png, 'logo.png', 'image/png').expect(
      200,
    );
    expect(res.body.light).toMatchObject({ contentType: 'image/png', width: 60, height: 20 });
    const url: string = res.body.light.url;
    const company = await request(t.server).get('/api/company-settings').expect(200);
    expect(company.body.logoLight).toBe(url);

    const served = await request(t.server).get(url).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.body).toHaveLength(res.body.light.size);
    expect(await pixels(served.body as Buffer)).toEqual(await pixels(png));
    expect(served.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const again = await request(t.server)
      .get(url)
      .set('If-None-Match', served.headers.etag as string)
      .expect(304);
    expect(again.body).toEqual({});
  });

  it('judges the content, not the name: a text file called logo.png is refused in the request language', async () => {
    const fake = Buffer.from('just some text, honestly a PNG');
    const de = await upload(admin, '/api/admin/logo/light', fake, 'logo.png', 'image/png').expect(
      400,
    );
    expect(de.body.message).toBe(
      'Dieses Dateiformat wird nicht unterstützt (geprüft wird der Inhalt, nicht der Name). Erlaubt: PNG, WebP, SVG.',
    );
    const en = await upload(
      admin,
      '/api/admin/logo/dark',
      fake,
      'logo.png',
      'image/png',
      'en',
    ).expect(400);
    expect(en.body.message).toMatch(
      /^This file format is not supported .* Allowed: PNG, WebP, SVG\.$/,
    );
    // A JPEG is fine for a site plan but not offered for logos.
    await upload(admin, '/api/admin/logo/dark', jpegHeader(), 'logo.jpg', 'image/jpeg').expect(400);
    // A PNG signature with a broken header is damaged, not a PNG.
    const broken = await upload(
      admin,
      '/api/admin/logo/dark',
      png.subarray(0, 20),
      'logo.png',
      'image/png',
    ).expect(400);
    expect(broken.body.message).toBe('Die Datei ist beschädigt oder kein gültiges Bild.');
    const logos = await admin.agent.get('/api/admin/logo').expect(200);
    expect(logos.body.dark).toBeNull();
  });

  it('serves what it decoded: bytes after the end of a PNG (an HTML tail) are gone', async () => {
    const tail = Buffer.from('<html><script>alert(document.cookie)</script></html>', 'latin1');
    const tailed = Buffer.concat([png, tail]);
    const res = await upload(admin, '/api/admin/logo/light', tailed, 'l.png', 'image/png');
    expect(res.status).toBe(200);
    const served = await request(t.server).get(res.body.light.url).buffer(true).expect(200);
    const bytes = served.body as Buffer;
    expect(bytes.includes(tail)).toBe(false);
    expect(bytes.toString('latin1')).not.toMatch(/<script|<html/i);
    // The file ends where the PNG does.
    expect(bytes.subarray(-8).toString('latin1', 0, 4)).toBe('IEND');
    expect(await pixels(bytes)).toEqual(await pixels(png));
  });

  it('refuses a PNG of a few bytes that claims 262,140 × 262,140 pixels, naming the limit', async () => {
    const bomb = claimedSizePng(262_140, 262_140);
    expect(bomb.length).toBeLessThan(100);
    const de = await upload(admin, '/api/admin/pitch-map/plan', bomb, 'p.png', 'image/png', 'de');
    expect(de.status).toBe(400);
    expect(de.body.message).toBe(
      'Das Bild hat zu viele Pixel (262140 × 262140): erlaubt sind höchstens 40 Megapixel.',
    );
    const en = await upload(admin, '/api/admin/logo/light', bomb, 'l.png', 'image/png', 'en');
    expect(en.status).toBe(400);
    expect(en.body.message).toBe(
      'The image has too many pixels (262140 × 262140): at most 40 megapixels are allowed.',
    );
    // A header that passes the count but whose data does not decode is refused as damaged.
    const broken = claimedSizePng(2000, 2000);
    const bad = await upload(admin, '/api/admin/logo/light', broken, 'l.png', 'image/png', 'en');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The file is damaged or not a valid image.');
  });

  it('refuses a file over the size limit with 413 and names the limit', async () => {
    const big = solidPng(120, 120, [0, 0, 0], true);
    expect(big.length).toBeGreaterThan(t.app.get(Env).UPLOAD_MAX_BYTES);
    const res = await upload(admin, '/api/admin/logo/dark', big, 'big.png', 'image/png').expect(
      413,
    );
    expect(res.body.message).toBe('Die Datei ist zu groß: erlaubt sind höchstens 16 kB.');
    const en = await upload(
      admin,
      '/api/admin/pitch-map/plan',
      big,
      'big.png',
      'image/png',
      'en',
    ).expect(413);
    expect(en.body.message).toBe('The file is too large: at most 16 kB is allowed.');
  });

  it('sanitises an SVG: no script, handlers, foreignObject or outside references survive', async () => {
    const res = await upload(
      admin,
      '/api/admin/logo/dark',
      Buffer.from(EVIL_SVG),
      'logo.svg',
      'text/plain',
    ).expect(200);
    expect(res.body.dark).toMatchObject({ contentType: 'image/svg+xml', width: 120, height: 40 });
    const served = await request(t.server).get(res.body.dark.url).buffer(true).expect(200);
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    const svg = Buffer.from(served.body as Buffer).toString('utf8');
    for (const gone of [
      '<script',
      'alert',
      'onload',
      'onclick',
      'foreignObject',
      'iframe',
      'evil.example',
      '@import',
      'javascript:',
      '<a',
      '<image',
    ])
      expect(svg).not.toContain(gone);
    // The drawing itself is kept.
    expect(svg).toContain('<rect class="a" width="120" height="40">');
    expect(svg).toContain('<use href="#mark">');
    expect(svg).toContain('Alpen &amp; Camp');
    // A style sheet that fetches something is emptied; one that only paints stays.
    expect(svg).toContain('<style></style>');
    expect(svg).toContain('<style>.a { fill: #2f5d50 } g &gt; .b { stroke: url(#grad) }</style>');
  });

  it('refuses SVG that is not well-formed or declares entities (no expansion bombs)', async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>`;
    await upload(admin, '/api/admin/logo/dark', Buffer.from(bomb), 'b.svg', 'image/svg+xml').expect(
      400,
    );
    await upload(
      admin,
      '/api/admin/logo/dark',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'),
      'c.svg',
      'image/svg+xml',
    ).expect(400);
  });

  it('accepts WebP logos and names the missing file or a wrong variant clearly', async () => {
    const webp = await sharp(solidPng(300, 120, [47, 93, 80]))
      .webp()
      .toBuffer();
    const res = await upload(admin, '/api/admin/logo/dark', webp, 'l.webp', 'image/webp');
    expect(res.status).toBe(200);
    expect(res.body.dark).toMatchObject({ contentType: 'image/webp', width: 300, height: 120 });
    const none = await admin.agent
      .put('/api/admin/logo/dark')
      .set('X-CSRF-Token', admin.csrf)
      .send({})
      .expect(400);
    expect(none.body.message).toBe('Bitte wählen Sie eine Bilddatei aus.');
    await upload(admin, '/api/admin/logo/medium', png, 'l.png', 'image/png').expect(400);
  });

  it('removes a logo: the settings fall back to none and the old image is gone', async () => {
    const before = await admin.agent.get('/api/admin/logo').expect(200);
    const oldUrl: string = before.body.dark.url;
    const res = await admin.agent
      .delete('/api/admin/logo/dark')
      .set('X-CSRF-Token', admin.csrf)
      .expect(200);
    expect(res.body.dark).toBeNull();
    expect((await request(t.server).get('/api/company-settings')).body.logoDark).toBeNull();
    await request(t.server).get(oldUrl).expect(404);
  });

  it('prints the PNG logo on invoices and shows logos in the mail frame with absolute addresses', async () => {
    const logo = t.app.get(LogoService);
    const printed = (await logo.printableLogo()) ?? '';
    expect(printed).toMatch(/^data:image\/png;base64,/);
    expect(await pixels(Buffer.from(printed.split(',')[1]!, 'base64'))).toEqual(await pixels(png));
    const templates = await admin.agent
      .get('/api/admin/email-templates?sort=["key","ASC"]&range=[0,0]')
      .expect(200);
    const preview = await admin.agent
      .post(`/api/admin/email-templates/${templates.body[0].id}/preview`)
      .set('X-CSRF-Token', admin.csrf)
      .send({})
      .expect(200);
    const light = (await request(t.server).get('/api/company-settings')).body.logoLight as string;
    expect(preview.body.html).toContain(
      `<img src="${new URL(light, t.app.get(Env).PUBLIC_URL).toString()}" alt="Alpencamp Dachsteinblick"`,
    );
    // An SVG light logo cannot go into the PDF: the invoice prints the name instead.
    await upload(
      admin,
      '/api/admin/logo/light',
      Buffer.from(EVIL_SVG),
      'l.svg',
      'image/svg+xml',
    ).expect(200);
    expect(await logo.printableLogo()).toBeNull();
  });

  it('logos are for administrators only', async () => {
    const staff = await signInAs(t, 'staff');
    await staff.agent.get('/api/admin/logo').expect(403);
    await upload(staff, '/api/admin/logo/light', png, 'l.png', 'image/png').expect(403);
    await request(t.server).get('/api/admin/logo').expect(401);
  });

  describe('pitch map', () => {
    it('uploads a site plan the public map reads, with its size for the aspect ratio', async () => {
      expect((await request(t.server).get('/api/site-plan').expect(200)).body).toEqual({
        imageUrl: null,
        width: null,
        height: null,
      });
      const plan = solidPng(200, 100, [200, 220, 200]);
      const res = await upload(admin, '/api/admin/pitch-map/plan', plan, 'plan.png', 'image/png');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ width: 200, height: 100 });
      const pub = await request(t.server).get('/api/site-plan').expect(200);
      expect(pub.body).toEqual(res.body);
      const served = await request(t.server).get(pub.body.imageUrl).buffer(true).expect(200);
      expect(await pixels(served.body as Buffer)).toEqual(await pixels(plan));
      // JPEG is fine for a plan (aerial photos).
      const photo = await sharp(solidPng(640, 480, [90, 120, 60]))
        .jpeg()
        .toBuffer();
      const jpg = await upload(admin, '/api/admin/pitch-map/plan', photo, 'p.jpg', 'image/jpeg');
      expect(jpg.body).toMatchObject({ width: 640, height: 480 });
      const photoServed = await request(t.server).get(jpg.body.imageUrl).buffer(true).expect(200);
      expect(photoServed.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(photoServed.body as Buffer).metadata()).toMatchObject({
        format: 'jpeg',
        width: 640,
        height: 480,
      });
      await request(t.server).get(pub.body.imageUrl).expect(404);
    });

    it('saves every moved pin in one request and the public pitches show the new places', async () => {
      const a = catalog.pitch('A1');
      const b = catalog.pitch('A2');
      const res = await admin.agent
        .put('/api/admin/pitch-map/positions')
        .set('X-CSRF-Token', admin.csrf)
        .send({
          positions: [
            { id: a.id, x: 12.5, y: 40 },
            { id: b.id, x: 0, y: 100 },
          ],
        })
        .expect(200);
      expect(res.body).toEqual({ updated: 2 });
      const pitches = (await request(t.server).get('/api/pitches').expect(200)).body as {
        id: string;
        x: number;
        y: number;
      }[];
      expect(pitches.find((p) => p.id === a.id)).toMatchObject({ x: 12.5, y: 40 });
      expect(pitches.find((p) => p.id === b.id)).toMatchObject({ x: 0, y: 100 });
      const map = await admin.agent.get('/api/admin/pitch-map').expect(200);
      expect(map.body.pitches.find((p: { id: string }) => p.id === a.id)).toMatchObject({
        code: 'A1',
        x: 12.5,
        y: 40,
      });
    });

    it('refuses a position off the plan or an unknown pitch, and then saves nothing', async () => {
      const a = catalog.pitch('A1');
      const bad = await admin.agent
        .put('/api/admin/pitch-map/positions')
        .set('X-CSRF-Token', admin.csrf)
        .send({
          positions: [
            { id: a.id, x: 50, y: 50 },
            { id: catalog.pitch('A2').id, x: 150, y: 5 },
          ],
        })
        .expect(400);
      expect(bad.body.message).toMatch(/zwischen 0 und 100/);
      const unknown = await admin.agent
        .put('/api/admin/pitch-map/positions')
        .set('X-CSRF-Token', admin.csrf)
        .send({
          positions: [
            { id: a.id, x: 50, y: 50 },
            { id: '00000000-0000-4000-8000-000000000000', x: 1, y: 1 },
          ],
        })
        .expect(400);
      expect(unknown.body.message).toBe('Diesen Stellplatz gibt es nicht');
      const pitches = (await request(t.server).get('/api/pitches')).body as {
        id: string;
        x: number;
      }[];
      expect(pitches.find((p) => p.id === a.id)?.x).toBe(12.5);
    });

    it('staff may look at the map but not change it', async () => {
      const staff = await signInAs(t, 'staff');
      await staff.agent.get('/api/admin/pitch-map').expect(200);
      await staff.agent
        .put('/api/admin/pitch-map/positions')
        .set('X-CSRF-Token', staff.csrf)
        .send({ positions: [{ id: catalog.pitch('A1').id, x: 1, y: 1 }] })
        .expect(403);
      await upload(staff, '/api/admin/pitch-map/plan', png, 'p.png', 'image/png').expect(403);
      const removed = await admin.agent
        .delete('/api/admin/pitch-map/plan')
        .set('X-CSRF-Token', admin.csrf)
        .expect(200);
      expect(removed.body).toEqual({ imageUrl: null, width: null, height: null });
    });
  });
});
