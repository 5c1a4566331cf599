import { Queue as BullQueue } from 'bullmq';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { Queue } from 'src/queues/queue-names';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

interface BoardQueue {
  name: string;
  description: string;
  readOnlyMode: boolean;
  isPaused: boolean;
  counts: Record<string, number>;
  jobs: Array<{ id: string; name: string; data: unknown }>;
}

const ALL_QUEUES = Object.values(Queue).sort();

/** Bull Board for staff at /admin/queues: behind the session, ahead of the admin SPA, writes for admins only. */
describe('queue board (Bull Board) at /admin/queues', () => {
  let t: TestApp;
  let admin: SignedIn;
  let staff: SignedIn;
  let maintenance: BullQueue;

  beforeAll(async () => {
    // A built admin console, to show the board wins over its fallback for /admin/*.
    const dist = mkdtempSync(join(tmpdir(), 'board-admin-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>ADMIN SHELL</title>');
    t = await createTestApp({ frontends: true, env: { ADMIN_WEB_DIST: dist } });
    admin = await signInAs(t, 'admin');
    staff = await signInAs(t, 'staff');
    maintenance = new BullQueue(Queue.Maintenance, {
      connection: { url: process.env.REDIS_URL },
      prefix: `${t.redisPrefix}:bull`,
    });
  });
  afterAll(async () => {
    await maintenance.obliterate({ force: true });
    await maintenance.close();
    await t.close();
  });

  const queuesOf = async (who: SignedIn, lang = 'de') =>
    (
      await who.agent
        .get('/admin/queues/api/queues')
        .set('Accept-Language', lang)
        .expect(200)
        .expect('Content-Type', /json/)
    ).body.queues as BoardQueue[];

  it('sends a signed-out browser to the sign-in page and answers anything else 401, in its language', async () => {
    for (const path of ['/admin/queues', '/admin/queues/', '/admin/queues/queue/mail']) {
      const page = await request(t.server).get(path).set('Accept', 'text/html').expect(303);
      expect(page.headers.location).toBe('/admin/login');
    }
    const api = await request(t.server)
      .get('/admin/queues/api/queues')
      .set('Accept', 'application/json')
      .expect(401);
    expect(api.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Bitte melden Sie sich an.',
    });
    const en = await request(t.server)
      .put('/admin/queues/api/queues/mail/pause')
      .set('Accept-Language', 'en')
      .expect(401);
    expect(en.body.message).toBe('Please sign in.');
    await request(t.server)
      .get('/admin/queues/static/js/anything.js')
      .set('Cookie', 'sid=not-a-session')
      .expect(401);
  });

  it('shows staff the board, not the admin console: the page, its assets, every queue', async () => {
    const page = await staff.agent.get('/admin/queues').set('Accept', 'text/html').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).not.toContain('ADMIN SHELL');
    expect(page.text).toContain('<base href="/admin/queues/" />');
    // Its own address may be the page's base; no web font from Google (the CSP would refuse it).
    expect(page.headers['content-security-policy']).toContain("base-uri 'self'");
    expect(page.text).not.toContain('fonts.googleapis.com');
    expect(page.text).toContain('<title>Warteschlangen</title>');
    expect(page.headers['x-robots-tag']).toContain('noindex');
    const config = JSON.parse(
      /__UI_CONFIG__" type="application\/json">([^<]+)</.exec(page.text)![1],
    );
    expect(config).toMatchObject({
      locale: { lng: 'de-DE' },
      environment: { label: 'Nur Ansicht' },
    });
    expect(config.miscLinks).toEqual([{ text: 'Zur Verwaltung', url: '/admin' }]);

    const assets = [...page.text.matchAll(/(?:src|href)="(static\/[^"]+\.(js|css))"/g)];
    expect(assets.map((a) => a[2]).sort()).toEqual(expect.arrayContaining(['css', 'js']));
    for (const [, asset, kind] of assets) {
      const res = await staff.agent.get(`/admin/queues/${asset}`).expect(200);
      expect(res.headers['content-type']).toMatch(kind === 'js' ? /javascript/ : /text\/css/);
      expect(res.text.length).toBeGreaterThan(100);
    }

    const queues = await queuesOf(staff);
    expect(queues.map((q) => q.name).sort()).toEqual(ALL_QUEUES);
    expect(queues.find((q) => q.name === Queue.Mail)?.description).toBe('E-Mails an Gäste');
    expect(queues.every((q) => q.readOnlyMode)).toBe(true);

    const en = await staff.agent.get('/admin/queues/').set('Accept-Language', 'en').expect(200);
    expect(en.text).toContain('<title>Queues</title>');
    expect((await queuesOf(staff, 'en')).find((q) => q.name === Queue.Mail)?.description).toBe(
      'Mails to guests',
    );

    // The rest of /admin is still the console; unknown board addresses are a 404, not its shell.
    expect((await staff.agent.get('/admin/queuesque').expect(200)).text).toContain('ADMIN SHELL');
    const missing = await staff.agent.get('/admin/queues/api/nothing-here').expect(404);
    expect(missing.body.message).toBe('Nicht gefunden.');
  });

  it('lists the jobs waiting in a queue', async () => {
    await maintenance.add('sessions:purge', { note: 'from the test' }, { jobId: 'board-probe' });
    const res = await staff.agent
      .get('/admin/queues/api/queues')
      .query({ activeQueue: Queue.Maintenance, status: 'waiting', page: 1, jobsPerPage: 10 })
      .expect(200);
    const queue = (res.body.queues as BoardQueue[]).find((q) => q.name === Queue.Maintenance)!;
    expect(queue.counts.waiting).toBe(1);
    expect(queue.jobs.map((j) => [j.id, j.name, j.data])).toEqual([
      ['board-probe', 'sessions:purge', { note: 'from the test' }],
    ]);
  });

  it('lets administrators act, only from this origin; staff only look', async () => {
    expect((await queuesOf(admin)).every((q) => !q.readOnlyMode)).toBe(true);
    const pause = (who: SignedIn) => who.agent.put('/admin/queues/api/queues/maintenance/pause');

    const refused = await pause(staff).set('Sec-Fetch-Site', 'same-origin').expect(403);
    expect(refused.body.message).toBe('Dafür sind Administratorrechte nötig.');
    // Without our CSRF header the browser's own origin statement decides, and it must be there.
    for (const [header, value] of [
      ['Sec-Fetch-Site', 'cross-site'],
      ['Sec-Fetch-Site', 'same-site'],
      ['Origin', 'http://evil.example'],
      ['X-Nothing', 'no origin at all'],
    ]) {
      const res = await pause(admin).set(header, value).expect(403);
      expect(res.body.message).toBe(
        'Sicherheitstoken fehlt oder ist ungültig. Bitte laden Sie die Seite neu.',
      );
    }
    expect(await maintenance.isPaused()).toBe(false);

    await pause(admin).set('Sec-Fetch-Site', 'same-origin').expect(200);
    expect(await maintenance.isPaused()).toBe(true);
    await admin.agent
      .put('/admin/queues/api/queues/maintenance/resume')
      .set('Host', 'camp.example')
      .set('Origin', 'http://camp.example')
      .expect(200);
    expect(await maintenance.isPaused()).toBe(false);
  });
});
