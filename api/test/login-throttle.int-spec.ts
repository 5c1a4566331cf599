import request from 'supertest';
import { AuthEvent } from 'src/modules/auth/auth-event.entity';
import { loginFrom, listenOnLoopback, sendFrom } from './helpers/from-address';
import { createTestApp, createUser, signIn, signInAs, type TestApp } from './helpers/test-app';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every throttle setting, so values left in process.env by another suite never leak in. */
const throttleEnv = (overrides: Record<string, string> = {}) => ({
  LOGIN_MAX_FAILURES_PER_PAIR: '3',
  LOGIN_DELAY_SECONDS: '30',
  LOGIN_MAX_DELAY_SECONDS: '900',
  LOGIN_MAX_FAILURES_PER_ACCOUNT: '6',
  LOGIN_ACCOUNT_DELAY_SECONDS: '30',
  LOGIN_MAX_FAILURES_PER_IP: '1000',
  LOGIN_WINDOW_SECONDS: '900',
  ...overrides,
});

/**
 * Sign-in throttling keyed so a stranger cannot lock the owner out (real Redis, real HTTP; each
 * loopback address is a different client).
 */
describe('sign-in throttling per account and address', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ env: throttleEnv() });
    port = await listenOnLoopback(t);
  });
  afterAll(() => t.close());

  it('ten wrong passwords from one address do not stop the owner signing in from another', async () => {
    const { user, password } = await createUser(t, { role: 'staff' });
    const answers: number[] = [];
    for (let i = 0; i < 10; i++)
      answers.push((await loginFrom(port, '127.0.0.2', user.email, 'wrong-password')).status);
    // The owner, from an address that never signed in before, gets in at once…
    const owner = await loginFrom(port, '127.0.0.3', user.email, password);
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ success: true, user: { email: user.email } });
    // …while the stranger's address stays held back, even with the right password.
    expect(answers.slice(0, 3)).toEqual([401, 401, 401]);
    expect(answers.slice(3).every((s) => s === 429)).toBe(true);
    expect((await loginFrom(port, '127.0.0.2', user.email, password)).status).toBe(429);
  });

  it('past the account limit only addresses that never signed in wait; the owner’s address does not', async () => {
    const { user, password } = await createUser(t, { role: 'staff' });
    expect((await loginFrom(port, '127.0.0.3', user.email, password)).status).toBe(200);
    // Six wrong passwords from two other addresses reach the account limit (6).
    for (const from of ['127.0.0.4', '127.0.0.5'])
      for (let i = 0; i < 3; i++)
        expect((await loginFrom(port, from, user.email, 'wrong-password')).status).toBe(401);

    const newcomer = await loginFrom(port, '127.0.0.6', user.email, password);
    expect(newcomer.status).toBe(429);
    expect(Number(newcomer.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(newcomer.headers['retry-after'])).toBeLessThanOrEqual(30);

    const owner = await loginFrom(port, '127.0.0.3', user.email, password);
    expect(owner.status).toBe(200);
  });

  it('answers a held-back try with 429, Retry-After and the wait in the guest’s language, and audits it', async () => {
    const { user, password } = await createUser(t, { role: 'staff' });
    for (let i = 0; i < 3; i++) await loginFrom(port, '127.0.0.7', user.email, 'wrong-password');
    const de = await loginFrom(port, '127.0.0.7', user.email, password);
    expect(de.status).toBe(429);
    expect(de.headers['retry-after']).toBe('30');
    expect(de.body).toMatchObject({
      success: false,
      statusCode: 429,
      message: 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in 30 Sekunden erneut.',
    });
    const en = await loginFrom(port, '127.0.0.7', user.email, password, 'en');
    expect(en.body.message).toBe('Too many login attempts. Please try again in 30 seconds.');
    const events = await t.em().find(AuthEvent, { email: user.email }, { orderBy: { id: 'ASC' } });
    expect(events.map((e) => [e.type, e.ip])).toEqual([
      ['login_failure', '127.0.0.7'],
      ['login_failure', '127.0.0.7'],
      ['login_failure', '127.0.0.7'],
      ['login_throttled', '127.0.0.7'],
      ['login_throttled', '127.0.0.7'],
    ]);
  });

  it('gives an unknown email the same answers as a wrong password, throttle included', async () => {
    const ghost = 'nobody-here@example.at';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await loginFrom(port, '127.0.0.8', ghost, 'whatever')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('a success wipes the pair’s failures: the owner who mistypes twice, signs in, and mistypes again is not held back', async () => {
    const { user, password } = await createUser(t, { role: 'staff' });
    for (let i = 0; i < 2; i++)
      expect((await loginFrom(port, '127.0.0.9', user.email, 'typo')).status).toBe(401);
    expect((await loginFrom(port, '127.0.0.9', user.email, password)).status).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await loginFrom(port, '127.0.0.9', user.email, 'typo')).status).toBe(401);
    expect((await loginFrom(port, '127.0.0.9', user.email, password)).status).toBe(200);
  });

  it('lets an admin lift the throttle of an account; staff may not, and the unlock is audited', async () => {
    const { user, password } = await createUser(t, { role: 'staff' });
    for (let i = 0; i < 4; i++) await loginFrom(port, '127.0.0.10', user.email, 'wrong-password');
    expect((await loginFrom(port, '127.0.0.10', user.email, password)).status).toBe(429);

    const staff = await signInAs(t, 'staff');
    await staff.agent
      .post(`/api/admin/users/${user.id}/unlock`)
      .set('X-CSRF-Token', staff.csrf)
      .expect(403);
    const admin = await signInAs(t, 'admin');
    await admin.agent.post(`/api/admin/users/${user.id}/unlock`).expect(403); // no CSRF token
    const res = await admin.agent
      .post(`/api/admin/users/${user.id}/unlock`)
      .set('X-CSRF-Token', admin.csrf)
      .set('Accept-Language', 'en')
      .expect(200);
    expect(res.body).toEqual({
      id: user.id,
      email: user.email,
      message: `The sign-in lock of ${user.email} has been lifted.`,
    });
    expect(res.headers['cache-control']).toBe('no-store');

    expect((await loginFrom(port, '127.0.0.10', user.email, password)).status).toBe(200);
    const unlocked = await t.em().find(AuthEvent, { email: user.email, type: 'login_unlocked' });
    expect(unlocked).toHaveLength(1);
    await admin.agent
      .post('/api/admin/users/6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b/unlock')
      .set('X-CSRF-Token', admin.csrf)
      .expect(404);
  });

  it('accepts sign-in only as application/json (a form post or text/plain is refused with 415)', async () => {
    const { user, password } = await createUser(t, { role: 'staff' });
    const form = `email=${encodeURIComponent(user.email)}&password=${encodeURIComponent(password)}`;
    for (const path of ['/api/demo-login', '/api/auth/login']) {
      const formPost = await sendFrom(port, '127.0.0.11', {
        method: 'POST',
        path,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      expect(formPost.status).toBe(415);
      expect(formPost.body).toEqual({
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: 'Bitte senden Sie die Daten als JSON (application/json).',
        success: false,
      });
      expect(formPost.headers['set-cookie']).toBeUndefined();
      const text = await sendFrom(port, '127.0.0.11', {
        method: 'POST',
        path,
        headers: { 'Content-Type': 'text/plain', 'Accept-Language': 'en' },
        body: JSON.stringify({ email: user.email, password }),
      });
      expect(text.status).toBe(415);
      expect(text.body.message).toBe('Please send the data as JSON (application/json).');
    }
    const json = await loginFrom(port, '127.0.0.11', user.email, password);
    expect(json.status).toBe(200);
  });

  it('signs out only with the CSRF token; without a session it just clears the cookies', async () => {
    const s = await signInAs(t, 'staff');
    const denied = await s.agent.post('/api/logout').expect(403);
    expect(denied.body.message).toBe(
      'Sicherheitstoken fehlt oder ist ungültig. Bitte laden Sie die Seite neu.',
    );
    await s.agent.get('/api/auth/user').expect(200); // still signed in
    await s.agent.post('/api/logout').set('X-CSRF-Token', 'forged').expect(403);
    await s.agent.post('/api/logout').set('X-CSRF-Token', s.csrf).expect(200);
    await s.agent.get('/api/auth/user').expect(401);

    const stale = await request(t.server)
      .post('/api/logout')
      .set('Cookie', 'sid=not-a-session')
      .expect(200);
    expect(([] as string[]).concat(stale.headers['set-cookie']).some((c) => /^sid=;/.test(c))).toBe(
      true,
    );
  });
});

describe('the pair’s wait grows with every further wrong password', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ env: throttleEnv({ LOGIN_DELAY_SECONDS: '1' }) });
    port = await listenOnLoopback(t);
  });
  afterAll(() => t.close());

  it('waits 1 s, then 2 s, then 4 s', async () => {
    const { user, password } = await createUser(t, { role: 'staff' });
    const from = '127.0.0.12';
    for (let i = 0; i < 3; i++)
      expect((await loginFrom(port, from, user.email, 'wrong-password')).status).toBe(401);
    const waits: string[] = [];
    for (let round = 0; round < 3; round++) {
      const held = await loginFrom(port, from, user.email, password);
      expect(held.status).toBe(429);
      waits.push(String(held.headers['retry-after']));
      await sleep(Number(held.headers['retry-after']) * 1000 + 100);
      if (round < 2)
        expect((await loginFrom(port, from, user.email, 'wrong-password')).status).toBe(401);
    }
    expect(waits).toEqual(['1', '2', '4']);
    // After the wait the right password works again.
    expect((await loginFrom(port, from, user.email, password)).status).toBe(200);
  });
});

describe('the per-address limit counts failures only', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ env: throttleEnv({ LOGIN_MAX_FAILURES_PER_IP: '3' }) });
    port = await listenOnLoopback(t);
  });
  afterAll(() => t.close());

  it('never counts a success, stops an address spraying many accounts, and still lets known owners in', async () => {
    const from = '127.0.0.13';
    const owner = await createUser(t, { role: 'staff' });
    for (let i = 0; i < 5; i++)
      expect((await loginFrom(port, from, owner.user.email, owner.password)).status).toBe(200);

    for (let i = 0; i < 3; i++)
      expect((await loginFrom(port, from, `sprayed${i}@example.at`, 'x')).status).toBe(401);
    expect((await loginFrom(port, from, 'sprayed9@example.at', 'x')).status).toBe(429);
    const other = await createUser(t, { role: 'staff' });
    expect((await loginFrom(port, from, other.user.email, other.password)).status).toBe(429);

    // The address's limit holds back strangers, not an account that signed in from it before…
    expect((await loginFrom(port, from, owner.user.email, owner.password)).status).toBe(200);
    // …and another address is not affected at all.
    expect((await loginFrom(port, '127.0.0.14', other.user.email, other.password)).status).toBe(
      200,
    );
    // signIn (supertest, 127.0.0.1) is a different address again.
    await signIn(t, other.user.email, other.password);
  });
});
