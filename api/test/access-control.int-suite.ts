import request from 'supertest';
import { concretePath, listRoutes } from './helpers/routes';
import { createTestApp, signInAs, type TestApp } from './helpers/test-app';

/** Routes that are deliberately open to visitors. Anything else answering without a session is a hole. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/company-settings',
  'GET /api/location', // the landing page's location section
  'GET /api/feature-toggles', // the public subset: what the guest site may offer
  'POST /api/demo-login',
  'POST /api/auth/login',
  'POST /api/logout',
  'GET /api/metrics', // checks a staff session or the metrics token itself
  'GET /api/categories',
  'GET /api/pitches',
  'GET /api/site-plan', // the plan image behind the public pitch map
  'GET /api/assets/:id', // uploaded logos and site plans, shown on public pages and in mails
  'GET /api/extras',
  'GET /api/availability',
  'POST /api/bookings/quote',
  'POST /api/bookings',
  'GET /api/bookings/:id', // the booking's token is the guest's key
  'POST /api/bookings/:id/confirm',
  'POST /api/bookings/:id/verify', // the booking's token and the key from its mail
  'POST /api/bookings/:id/cancel',
  'GET /api/bookings/:id/invoice.pdf', // the booking's token, as above
  'GET /api/bookings/:id/girocode.svg', // the booking's token, as above (the bank transfer's QR)
  'GET /api/bookings/:id/registration', // the booking's token: the guest registration form
  'PUT /api/bookings/:id/registration', // the booking's token; rate-limited per address
  'POST /api/bookings/:id/payment-return', // the booking's token, as above
  'POST /api/waitlist', // rate-limited per address and per email
  'GET /api/waitlist/:id', // the entry's token from its mail
  'POST /api/waitlist/:id/confirm', // the entry's token from its mail (double opt-in)
  'POST /api/waitlist/:id/leave', // the entry's token from any of its mails
  'POST /api/bookings/:id/balance-payment', // the booking's token, as above (a deposit booking's balance)
  'GET /api/payment-methods', // what the checkout offers, and Stripe's publishable key
  'POST /api/payments/stripe/webhook', // Stripe's signature instead of a session
  'GET /api/weather/current',
  'GET /api/weather/booking/:bookingId', // the booking's token, as above
  'POST /api/gate/verify', // the gate controller's API key instead of a session
  'GET /api/ical/pitches/:id.ics', // the pitch's export key, for booking platforms' calendar import
  'GET /api/seasonal-renewals/:id', // the contract's token from its renewal offer mail
  'POST /api/seasonal-renewals/:id/accept', // the contract's token, as above; rate-limited per address
  'POST /api/seasonal-renewals/:id/decline', // the contract's token, as above; rate-limited per address
]);

const call = (t: TestApp, method: string, path: string) => {
  const agent = request(t.server);
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
  return agent[verb](concretePath(path)).send({});
};

describe('deny by default', () => {
  let t: TestApp;
  let routes: Array<{ method: string; path: string }>;
  beforeAll(async () => {
    t = await createTestApp();
    // Swagger UI and Nest's catch-all 404 handler are not application routes.
    routes = listRoutes(t.app).filter(
      (r) =>
        r.path.startsWith('/api/') && !r.path.startsWith('/api/docs') && !r.path.includes('{*'),
    );
  });
  afterAll(() => t.close());

  it('finds the admin routes in the running router', () => {
    const admin = routes.filter((r) => r.path.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThanOrEqual(8);
    expect(admin).toEqual(
      expect.arrayContaining([{ method: 'DELETE', path: '/api/admin/users/:id' }]),
    );
  });

  it('answers 401 on every /api/admin route without a session', async () => {
    const admin = routes.filter((r) => r.path.startsWith('/api/admin/'));
    for (const { method, path } of admin) {
      const res = await call(t, method, path);
      expect({ route: `${method} ${path}`, status: res.status }).toEqual({
        route: `${method} ${path}`,
        status: 401,
      });
      expect(res.body.message).toBe('Bitte melden Sie sich an.');
    }
  });

  it('answers 401 on every route not marked public', async () => {
    const guarded = routes.filter((r) => !PUBLIC_ROUTES.has(`${r.method} ${r.path}`));
    for (const { method, path } of guarded) {
      const res = await call(t, method, path);
      expect({ route: `${method} ${path}`, status: res.status }).toEqual({
        route: `${method} ${path}`,
        status: 401,
      });
    }
  });

  it('keeps /api/metrics closed to visitors without a session or token', async () => {
    await request(t.server).get('/api/metrics').expect(401);
  });

  it('keeps administrator routes from staff accounts (403), but lets staff read what staff may', async () => {
    const staff = await signInAs(t, 'staff');
    const users = await staff.agent.get('/api/admin/users').expect(403);
    expect(users.body.message).toBe('Dafür sind Administratorrechte nötig.');
    await staff.agent
      .put('/api/admin/maintenance')
      .set('X-CSRF-Token', staff.csrf)
      .send({ active: true })
      .expect(403);
    await staff.agent.get('/api/admin/company-settings').expect(200);
    await staff.agent.get('/api/metrics').expect(200);
  });
});
