import request from 'supertest';
import { createTestApp, signInAs, type TestApp } from './helpers/test-app';

describe('health and maintenance mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with no-cache headers normally', async () => {
    const res = await request(t.server).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toMatch(/no-store/);
  });

  it('answers 503 with exactly {error, message, estimatedEndTime} while maintenance is on, then 200 again', async () => {
    const admin = await signInAs(t, 'admin');
    const end = '2026-12-01T16:30:00.000Z';
    const set = await admin.agent
      .put('/api/admin/maintenance')
      .set('X-CSRF-Token', admin.csrf)
      .send({ active: true, message: 'Wir spielen ein Update ein.', estimatedEndTime: end })
      .expect(200);
    expect(set.body).toEqual({
      active: true,
      message: 'Wir spielen ein Update ein.',
      estimatedEndTime: end,
    });

    const down = await request(t.server).get('/api/health').expect(503);
    expect(down.body).toEqual({
      error: 'Service Unavailable',
      message: 'Wir spielen ein Update ein.',
      estimatedEndTime: end,
    });

    // Admin routes keep working during maintenance.
    await admin.agent.get('/api/admin/maintenance').expect(200);

    await admin.agent
      .put('/api/admin/maintenance')
      .set('X-CSRF-Token', admin.csrf)
      .send({ active: true })
      .expect(200);
    const defaults = await request(t.server).get('/api/health').expect(503);
    expect(defaults.body).toEqual({
      error: 'Service Unavailable',
      message: 'Das System wird derzeit gewartet. Wir sind bald wieder für Sie da.',
      estimatedEndTime: null,
    });
    const en = await request(t.server).get('/api/health?lang=en').expect(503);
    expect(en.body.message).toBe('The system is under maintenance. We will be back soon.');

    await admin.agent
      .put('/api/admin/maintenance')
      .set('X-CSRF-Token', admin.csrf)
      .send({ active: false })
      .expect(200);
    await request(t.server).get('/api/health').expect(200);
  });

  it('rejects a malformed maintenance update with 400 and keeps the stored state', async () => {
    const admin = await signInAs(t, 'admin');
    const res = await admin.agent
      .put('/api/admin/maintenance')
      .set('X-CSRF-Token', admin.csrf)
      .send({ active: 'yes', estimatedEndTime: 'tomorrow' })
      .expect(400);
    expect(res.body.message).toMatch(/active/);
    expect(res.body.message).toMatch(/estimatedEndTime/);
    await request(t.server).get('/api/health').expect(200);
  });
});
