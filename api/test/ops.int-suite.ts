import request from 'supertest';
import { createTestApp, signInAs, type TestApp } from './helpers/test-app';

describe('metrics and API docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: 'scraper-token-0123456789' } });
  });
  afterAll(() => t.close());

  it('exposes Prometheus text with an HTTP latency histogram per route template', async () => {
    await request(t.server).get('/api/health').expect(200);
    await request(t.server)
      .get('/api/admin/users/6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b')
      .expect(401);
    const res = await request(t.server)
      .get('/api/metrics')
      .set('Authorization', 'Bearer scraper-token-0123456789')
      .expect(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health",status_code="200"\}/,
    );
    expect(res.text).toContain('route="/api/admin/users/:id",status_code="401"');
    expect(res.text).not.toContain('6f1d2a3b');
    expect(res.text).toContain('process_cpu_seconds_total');
  });

  it('refuses a wrong scraper token, accepts a staff session', async () => {
    await request(t.server)
      .get('/api/metrics')
      .set('Authorization', 'Bearer wrong-token-0123456789')
      .expect(401);
    const staff = await signInAs(t, 'staff');
    await staff.agent.get('/api/metrics').expect(200);
  });

  it('publishes the OpenAPI document at /api/docs: the public part to visitors, all of it to staff', async () => {
    const doc = await request(t.server).get('/api/docs/openapi.json').expect(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/demo-login']),
    );
    expect(Object.keys(doc.body.paths)).not.toContain('/api/admin/users');
    const staff = await signInAs(t, 'staff');
    const full = await staff.agent.get('/api/docs/openapi.json').expect(200);
    expect(Object.keys(full.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/demo-login',
        '/api/admin/users',
        '/api/admin/users/{id}',
      ]),
    );
    const ui = await request(t.server).get('/api/docs').expect(200);
    expect(ui.text).toContain('swagger');
  });
});
