import request from 'supertest';
import { AuthEvent } from 'src/modules/auth/auth-event.entity';
import { GateApiKey } from 'src/modules/auth/gate-api-key.entity';
import { isCommonPassword } from 'src/modules/auth/password-policy';
import { createTestApp, createUser, signIn, signInAs, type TestApp } from './helpers/test-app';

const ENV_GATE_KEY = 'env-gate-key-0123456789abcdef';

describe('Sicherheit: own password, sessions, sign-in log, gate API keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { GATE_API_KEY: ENV_GATE_KEY } });
  });
  afterAll(() => t.close());

  const changePassword = (
    s: { agent: request.Agent; csrf: string },
    body: Record<string, unknown>,
    lang = 'de',
  ) =>
    s.agent
      .put('/api/admin/account/password')
      .set('X-CSRF-Token', s.csrf)
      .set('Accept-Language', lang)
      .send(body);

  it('ships a common-password list and compares it case-insensitively', () => {
    expect(isCommonPassword('password1234')).toBe(true);
    expect(isCommonPassword('PassWord1234')).toBe(true);
    expect(isCommonPassword('Dachstein-Demo-2026')).toBe(true);
    expect(isCommonPassword('qwertzuiopasdf')).toBe(true);
    expect(isCommonPassword('Grimming-Lodenjanker-7-Zirben')).toBe(false);
  });

  it('changes the own password: wrong current, too short and common ones are refused field by field', async () => {
    const { user, password } = await createUser(t, { role: 'staff' });
    const s = await signIn(t, user.email, password);

    const wrong = await changePassword(s, {
      currentPassword: 'not-my-password',
      newPassword: 'Grimming-Lodenjanker-7',
    }).expect(400);
    expect(wrong.body.fields).toEqual({ currentPassword: 'Das aktuelle Passwort ist falsch.' });

    const short = await changePassword(
      s,
      { currentPassword: password, newPassword: 'kurz-1' },
      'en',
    ).expect(400);
    expect(Object.keys(short.body.fields)).toEqual(['newPassword']);
    expect(short.body.fields.newPassword).toMatch(/at least 12 characters/);

    const common = await changePassword(s, {
      currentPassword: password,
      newPassword: 'SchLadMing2024!',
    }).expect(400);
    expect(common.body.fields.newPassword).toMatch(/Liste häufiger Passwörter/);

    const same = await changePassword(s, { currentPassword: password, newPassword: password });
    expect(same.status).toBe(400);
    expect(same.body.fields).toEqual({
      newPassword: 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
    });

    // The old password still signs in: nothing was changed by the refused attempts.
    await request(t.server)
      .post('/api/demo-login')
      .send({ email: user.email, password })
      .expect(200);
    const failures = await t.em().count(AuthEvent, {
      userId: user.id,
      type: 'password_change_failed',
    });
    expect(failures).toBe(1);
  });

  it('after a change the other sessions of the user end, the current one stays, the new password signs in', async () => {
    const { user, password } = await createUser(t, { role: 'staff' });
    const phone = await signIn(t, user.email, password);
    const desk = await signIn(t, user.email, password);
    const next = 'Grimming-Lodenjanker-7-Zirben';

    const res = await changePassword(desk, { currentPassword: password, newPassword: next }).expect(
      200,
    );
    expect(res.body).toEqual({
      message: 'Ihr Passwort wurde geändert. Ihre anderen Sitzungen wurden beendet.',
      endedSessions: 1,
    });
    await phone.agent.get('/api/auth/user').expect(401);
    await desk.agent.get('/api/auth/user').expect(200);
    await request(t.server)
      .post('/api/demo-login')
      .send({ email: user.email, password })
      .expect(401);
    await signIn(t, user.email, next);
    expect(await t.em().count(AuthEvent, { userId: user.id, type: 'password_changed' })).toBe(1);
  });

  it('lists the own open sessions and ends one of them, but never someone else’s', async () => {
    const { user, password } = await createUser(t, { role: 'staff' });
    const a = await signIn(t, user.email, password);
    const b = await signIn(t, user.email, password);
    const other = await signInAs(t, 'staff');

    const own = await a.agent.get('/api/admin/account/sessions').expect(200);
    expect(own.body).toHaveLength(2);
    expect(own.body.every((s: { email: string }) => s.email === user.email)).toBe(true);
    const current = own.body.find((s: { current: boolean }) => s.current);
    const otherOfMine = own.body.find((s: { current: boolean }) => !s.current);
    expect(current).toBeDefined();

    const mine = (await other.agent.get('/api/admin/account/sessions').expect(200)).body;
    await a.agent
      .delete(`/api/admin/account/sessions/${mine[0].id}`)
      .set('X-CSRF-Token', a.csrf)
      .expect(404);
    await other.agent.get('/api/auth/user').expect(200);

    const ended = await a.agent
      .delete(`/api/admin/account/sessions/${otherOfMine.id}`)
      .set('X-CSRF-Token', a.csrf)
      .expect(200);
    expect(ended.body.revokedAt).not.toBeNull();
    await b.agent.get('/api/auth/user').expect(401);
    expect((await a.agent.get('/api/admin/account/sessions').expect(200)).body).toHaveLength(1);
  });

  it('filters the sign-in log by user, event, address and Vienna calendar days', async () => {
    const admin = await signInAs(t, 'admin');
    const { user, password } = await createUser(t, { role: 'staff' });
    await request(t.server)
      .post('/api/demo-login')
      .send({ email: user.email, password: 'falsch-falsch' })
      .expect(401);
    await signIn(t, user.email, password);
    // An event late on 24 November in Vienna (23:30 CET = 22:30 UTC) and one just after midnight.
    await t.em().insert(AuthEvent, {
      type: 'logout',
      email: user.email,
      userId: user.id,
      ip: '198.51.100.7',
      at: new Date('2026-11-24T22:30:00Z'),
    });
    await t.em().insert(AuthEvent, {
      type: 'logout',
      email: user.email,
      userId: user.id,
      ip: '198.51.100.7',
      at: new Date('2026-11-24T23:30:00Z'),
    });
    const list = async (filter: Record<string, unknown>) =>
      (
        await admin.agent
          .get('/api/admin/auth-events')
          .query({ filter: JSON.stringify(filter) })
          .expect(200)
      ).body as Array<{ type: string; ip: string; at: string }>;

    const byUser = await list({ userId: user.id });
    expect(byUser.map((e) => e.type).sort()).toEqual(
      ['login_failure', 'login_success', 'logout', 'logout'].sort(),
    );
    expect((await list({ userId: user.id, type: 'login_failure' })).length).toBe(1);
    expect((await list({ ip: '198.51.100.7' })).length).toBe(2);
    expect((await list({ ip: '198.51.100.' })).length).toBe(2);
    const byEmail = await list({ user: user.email.slice(0, 12).toUpperCase(), type: 'logout' });
    expect(byEmail.length).toBe(2);
    const day = await list({ userId: user.id, from: '2026-11-24', to: '2026-11-24' });
    expect(day.map((e) => e.at)).toEqual(['2026-11-24T22:30:00.000Z']);
    const next = await list({
      userId: user.id,
      from: '2026-11-25',
      to: '2026-11-25',
      type: 'logout',
    });
    expect(next.map((e) => e.at)).toEqual(['2026-11-24T23:30:00.000Z']);
    const bad = await admin.agent
      .get('/api/admin/auth-events')
      .query({ filter: JSON.stringify({ from: '2026-02-30' }) })
      .expect(400);
    expect(bad.body.message).toMatch(/from/);
  });

  it('creates a gate API key shown once, stores only its hash, and the gate accepts it until revoked', async () => {
    const admin = await signInAs(t, 'admin');
    const gate = (key: string) =>
      request(t.server).post('/api/gate/verify').set('X-Gate-Key', key).send({ code: '123456' });

    const created = await admin.agent
      .post('/api/admin/api-keys')
      .set('X-CSRF-Token', admin.csrf)
      .send({ name: 'Schranke Einfahrt' })
      .expect(201);
    const { key, id, prefix } = created.body as { key: string; id: string; prefix: string };
    expect(key).toMatch(/^gk_[A-Za-z0-9_-]{40,}$/);
    expect(key.startsWith(prefix)).toBe(true);
    expect(created.body.lastUsedAt).toBeNull();

    const row = await t.em().findOneOrFail(GateApiKey, { id });
    expect(row.keyHash).not.toContain(key);
    expect(JSON.stringify(row)).not.toContain(key.slice(10));

    const listed = await admin.agent.get('/api/admin/api-keys').expect(200);
    expect(listed.headers['content-range']).toMatch(/^api-keys 0-0\/1$/);
    expect(listed.body[0]).toMatchObject({ id, name: 'Schranke Einfahrt', prefix });
    expect(listed.body[0].key).toBeUndefined();
    expect(JSON.stringify(listed.body)).not.toContain(key);

    const verified = await gate(key).expect(200);
    expect(verified.body).toHaveProperty('open');
    const used = (await admin.agent.get('/api/admin/api-keys').expect(200)).body[0];
    expect(used.lastUsedAt).not.toBeNull();

    await gate(ENV_GATE_KEY).expect(200); // the GATE_API_KEY setting keeps working
    await gate(key + 'x').expect(401);
    await gate('gk_' + 'A'.repeat(43)).expect(401);

    await admin.agent
      .delete(`/api/admin/api-keys/${id}`)
      .set('X-CSRF-Token', admin.csrf)
      .expect(200);
    await gate(key).expect(401);
    const revoked = (await admin.agent.get('/api/admin/api-keys').expect(200)).body[0];
    expect(revoked.revokedAt).not.toBeNull();
    expect(
      await t.em().count(AuthEvent, {
        userId: admin.user.id,
        type: { $in: ['api_key_created', 'api_key_revoked'] },
      }),
    ).toBe(2);
  });

  it('refuses an empty key name with a message in the request language', async () => {
    const admin = await signInAs(t, 'admin');
    const res = await admin.agent
      .post('/api/admin/api-keys')
      .set('X-CSRF-Token', admin.csrf)
      .set('Accept-Language', 'en')
      .send({ name: '' })
      .expect(400);
    expect(Object.keys(res.body.fields)).toEqual(['name']);
  });

  it('refuses a common password when an administrator creates an account', async () => {
    const admin = await signInAs(t, 'admin');
    const res = await admin.agent
      .post('/api/admin/users')
      .set('X-CSRF-Token', admin.csrf)
      .send({ email: 'neu@example.at', role: 'staff', password: 'Willkommen2025!' })
      .expect(400);
    expect(res.body.fields.password).toMatch(/Liste häufiger Passwörter/);
  });
});
