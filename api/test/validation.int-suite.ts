import request from 'supertest';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

/** Bad input anywhere gets a clear 4xx in the request's language: never a 500, never a stack trace. */
describe('bad input', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t, 'admin');
  });
  afterAll(() => t.close());

  const cases: Array<[string, string, string, string | object, string]> = [
    [
      'malformed JSON',
      'POST',
      '/api/admin/users',
      '{"email": "x@y.at",',
      'Der Anfrageinhalt ist kein gültiges JSON.',
    ],
    [
      'an unknown field',
      'POST',
      '/api/admin/users',
      { email: 'x@y.at', role: 'staff', password: 'a-very-long-password', isRoot: true },
      'Unbekanntes Feld: isRoot',
    ],
    [
      'a wrong type',
      'POST',
      '/api/admin/users',
      { email: 42, role: 'staff', password: 'a-very-long-password' },
      'email: Bitte geben Sie eine gültige E-Mail-Adresse ein',
    ],
    [
      'a missing required field',
      'POST',
      '/api/admin/users',
      { role: 'staff', password: 'a-very-long-password' },
      'email: Dieses Feld ist erforderlich',
    ],
    [
      'a nested object where a string belongs',
      'PUT',
      '/api/admin/maintenance',
      { active: true, message: { $gt: '' } },
      'Ungültiger Wert für message',
    ],
    ['an array as the body', 'PUT', '/api/admin/maintenance', [1, 2], 'active'],
    [
      'a number where a boolean belongs',
      'PUT',
      '/api/admin/maintenance',
      { active: 1 },
      'Ungültiger Wert für active',
    ],
    [
      'a bad list range',
      'GET',
      '/api/admin/users?range=[3,1]',
      '',
      'Ungültiger Listenparameter range',
    ],
    [
      'a bad list filter',
      'GET',
      '/api/admin/users?filter=nope',
      '',
      'Ungültiger Listenparameter filter: not valid JSON',
    ],
    [
      'an unknown API route',
      'GET',
      '/api/nowhere',
      '',
      'Diese Adresse gibt es nicht: GET /api/nowhere',
    ],
  ];

  it.each(cases)('%s → 4xx with a German message', async (_name, method, path, body, expected) => {
    let req = admin.agent[method.toLowerCase() as 'post'](path).set('X-CSRF-Token', admin.csrf);
    if (typeof body === 'string' && body) req = req.set('Content-Type', 'application/json');
    const res = await (body === '' ? req : req.send(body as object));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toMatchObject({ statusCode: res.status, error: expect.any(String) });
    expect(res.body.message).toContain(expected);
    expect(JSON.stringify(res.body)).not.toMatch(/at .+\.(ts|js):\d+/);
  });

  it('speaks English when the client asks for it', async () => {
    const res = await admin.agent
      .post('/api/admin/users')
      .set('X-CSRF-Token', admin.csrf)
      .set('Accept-Language', 'en-US,en;q=0.9')
      .send({ role: 'staff', password: 'a-very-long-password' })
      .expect(400);
    expect(res.body.message).toBe('email: This field is required');
    expect(res.body.fields).toEqual({ email: 'This field is required' });
  });

  it('refuses an oversized body with 413', async () => {
    const res = await request(t.server)
      .post('/api/demo-login')
      .send({ email: 'a@b.at', password: 'x'.repeat(2_000_000) })
      .expect(413);
    expect(res.body.message).toBe('Die Anfrage ist zu groß.');
  });

  it('tags every answer with a request id for the logs', async () => {
    const res = await request(t.server)
      .get('/api/health')
      .set('X-Request-Id', 'trace-123')
      .expect(200);
    expect(res.headers['x-request-id']).toBe('trace-123');
    const made = await request(t.server).get('/api/health').expect(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
