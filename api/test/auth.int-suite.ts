import request from 'supertest';
import { Session } from 'src/modules/auth/session.entity';
import { AuthEvent } from 'src/modules/auth/auth-event.entity';
import { createTestApp, createUser, signIn, signInAs, type TestApp } from './helpers/test-app';

describe('staff sign-in (real PostgreSQL + Redis)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        LOGIN_MAX_FAILURES_PER_PAIR: '3',
        LOGIN_DELAY_SECONDS: '120',
        LOGIN_MAX_FAILURES_PER_IP: '40',
      },
    });
  });
  afterAll(() => t.close());

  it('answers 401 for the current user when signed out', async () => {
    const res = await request(t.server).get('/api/auth/user').expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Bitte melden Sie sich an.',
    });
  });

  it('signs in, sets httpOnly + SameSite=Lax cookies, and then knows the user', async () => {
    const { user, password } = await createUser(t, {
      role: 'staff',
      email: 'Anna.Huber@Example.at',
    });
    const agent = request.agent(t.server);
    const res = await agent
      .post('/api/demo-login')
      .send({ email: 'Anna.HUBER@example.at', password })
      .expect(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Anmeldung erfolgreich',
      user: { email: user.email, role: 'staff' },
    });
    const cookies = ([] as string[]).concat(res.headers['set-cookie']);
    const sid = cookies.find((c) => c.startsWith('sid='))!;
    expect(sid).toMatch(/HttpOnly/i);
    expect(sid).toMatch(/SameSite=Lax/i);
    expect(sid).not.toMatch(/Secure/i); // plain HTTP in tests; production defaults to Secure
    expect(cookies.find((c) => c.startsWith('csrf='))).not.toMatch(/HttpOnly/i);
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ email: 'anna.huber@example.at', role: 'staff' });
    expect(JSON.stringify(me.body)).not.toMatch(/password/i);
  });

  it('also accepts /api/auth/login as the sign-in route', async () => {
    const { user, password } = await createUser(t);
    await request(t.server)
      .post('/api/auth/login')
      .send({ email: user.email, password })
      .expect(200);
  });

  it('answers a wrong password with 401 and {success:false, message} in the guest language', async () => {
    const { user } = await createUser(t);
    const de = await request(t.server)
      .post('/api/demo-login')
      .send({ email: user.email, password: 'wrong-password' })
      .expect(401);
    expect(de.body).toMatchObject({
      success: false,
      message: 'E-Mail-Adresse oder Passwort ist falsch.',
    });
    const en = await request(t.server)
      .post('/api/demo-login')
      .set('Accept-Language', 'en-GB,en;q=0.9')
      .send({ email: user.email, password: 'wrong-password' })
      .expect(401);
    expect(en.body).toMatchObject({
      success: false,
      message: 'Email address or password is incorrect.',
    });
  });

  it('gives an unknown email the same answer as a wrong password', async () => {
    const res = await request(t.server)
      .post('/api/demo-login')
      .send({ email: 'nobody@example.at', password: 'whatever' })
      .expect(401);
    expect(res.body.message).toBe('E-Mail-Adresse oder Passwort ist falsch.');
  });

  it('throttles repeated wrong passwords for an account from one address with 429, even for the right password', async () => {
    const { user, password } = await createUser(t);
    for (let i = 0; i < 3; i++) {
      await request(t.server)
        .post('/api/demo-login')
        .send({ email: user.email, password: 'nope' })
        .expect(401);
    }
    const res = await request(t.server)
      .post('/api/demo-login')
      .send({ email: user.email, password })
      .expect(429);
    expect(res.body).toMatchObject({ success: false, statusCode: 429 });
    expect(res.body.message).toBe(
      'Zu viele Anmeldeversuche. Bitte versuchen Sie es in 2 Minuten erneut.',
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const events = await t.em().find(AuthEvent, { email: user.email }, { orderBy: { id: 'ASC' } });
    expect(events.map((e) => e.type)).toEqual([
      'login_failure',
      'login_failure',
      'login_failure',
      'login_throttled',
    ]);
  });

  it('throttles one client IP that sprays many accounts', async () => {
    const spray = await createTestApp({ env: { LOGIN_MAX_FAILURES_PER_IP: '5' } });
    try {
      for (let i = 0; i < 5; i++) {
        await request(spray.server)
          .post('/api/demo-login')
          .send({ email: `user${i}@example.at`, password: 'x' })
          .expect(401);
      }
      await request(spray.server)
        .post('/api/demo-login')
        .send({ email: 'user9@example.at', password: 'x' })
        .expect(429);
    } finally {
      await spray.close();
    }
  });

  it('answers bad login input with 400 and {success:false, message}', async () => {
    const res = await request(t.server)
      .post('/api/demo-login')
      .send({ email: 'not-an-email', password: '' })
      .expect(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein');
    const extra = await request(t.server)
      .post('/api/demo-login')
      .send({ email: 'a@b.at', password: 'x', admin: true })
      .expect(400);
    expect(extra.body.message).toBe('Unbekanntes Feld: admin');
    const broken = await request(t.server)
      .post('/api/demo-login')
      .set('Content-Type', 'application/json')
      .send('{"email":')
      .expect(400);
    expect(broken.body).toMatchObject({
      success: false,
      message: 'Der Anfrageinhalt ist kein gültiges JSON.',
    });
  });

  it('rotates the session at sign-in: the cookie from before no longer works', async () => {
    const { user, password } = await createUser(t);
    const first = await signIn(t, user.email, password);
    const oldSid = first.cookies.find((c) => c.startsWith('sid='))!.split(';')[0];
    const res = await first.agent
      .post('/api/demo-login')
      .send({ email: user.email, password })
      .expect(200);
    const newSid = ([] as string[])
      .concat(res.headers['set-cookie'])
      .find((c) => c.startsWith('sid='))!
      .split(';')[0];
    expect(newSid).not.toBe(oldSid);
    await request(t.server).get('/api/auth/user').set('Cookie', oldSid).expect(401);
    await request(t.server).get('/api/auth/user').set('Cookie', newSid).expect(200);
  });

  it('demands the CSRF token on writes made with the session cookie', async () => {
    const admin = await signInAs(t, 'admin');
    const body = { email: 'new.staff@example.at', role: 'staff', password: 'a-long-password-1' };
    const denied = await admin.agent.post('/api/admin/users').send(body).expect(403);
    expect(denied.body.message).toBe(
      'Sicherheitstoken fehlt oder ist ungültig. Bitte laden Sie die Seite neu.',
    );
    await admin.agent.post('/api/admin/users').set('X-CSRF-Token', 'forged').send(body).expect(403);
    await admin.agent
      .post('/api/admin/users')
      .set('X-CSRF-Token', admin.csrf)
      .send(body)
      .expect(201);
  });

  it('ends a session after the idle timeout and after the absolute timeout', async () => {
    const idle = await signInAs(t);
    await t
      .em()
      .nativeUpdate(
        Session,
        { user: idle.user.id },
        { lastSeenAt: new Date(Date.now() - 61 * 60_000) },
      );
    await idle.agent.get('/api/auth/user').expect(401);

    const old = await signInAs(t);
    await t
      .em()
      .nativeUpdate(Session, { user: old.user.id }, { expiresAt: new Date(Date.now() - 1000) });
    await old.agent.get('/api/auth/user').expect(401);
  });

  it('signs out: the session is revoked server-side and the cookies are cleared', async () => {
    const s = await signInAs(t);
    const res = await s.agent.post('/api/logout').set('X-CSRF-Token', s.csrf).expect(200);
    expect(([] as string[]).concat(res.headers['set-cookie']).some((c) => /^sid=;/.test(c))).toBe(
      true,
    );
    const sid = s.cookies.find((c) => c.startsWith('sid='))!.split(';')[0];
    await request(t.server).get('/api/auth/user').set('Cookie', sid).expect(401);
    const session = await t.em().findOneOrFail(Session, { user: s.user.id });
    expect(session.revokedAt).toBeInstanceOf(Date);
    const events = await t.em().find(AuthEvent, { userId: s.user.id });
    expect(events.map((e) => e.type).sort()).toEqual(['login_success', 'logout']);
  });

  it('lets an admin list sessions and revoke another one; the revoked browser is signed out', async () => {
    const admin = await signInAs(t, 'admin');
    const victim = await signInAs(t, 'staff');
    const list = await admin.agent
      .get('/api/admin/sessions')
      .query({ filter: JSON.stringify({ userId: victim.user.id, active: true }) })
      .expect(200);
    expect(list.headers['content-range']).toMatch(/^sessions 0-0\/1$/);
    expect(list.body[0]).toMatchObject({ email: victim.user.email, current: false });
    expect(list.body[0]).not.toHaveProperty('tokenHash');
    await admin.agent
      .delete(`/api/admin/sessions/${list.body[0].id}`)
      .set('X-CSRF-Token', admin.csrf)
      .expect(200);
    await victim.agent.get('/api/auth/user').expect(401);
    const log = await admin.agent
      .get('/api/admin/auth-events')
      .query({ filter: JSON.stringify({ type: 'session_revoked' }) })
      .expect(200);
    expect(log.body.map((e: { email: string }) => e.email)).toContain(victim.user.email);
  });

  it('does not sign in a disabled account', async () => {
    const { user, password } = await createUser(t, { active: false });
    await request(t.server)
      .post('/api/demo-login')
      .send({ email: user.email, password })
      .expect(401);
  });
});
