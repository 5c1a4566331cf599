import request from 'supertest';
import { Session } from 'src/modules/auth/session.entity';
import { User } from 'src/modules/auth/user.entity';
import {
  createTestApp,
  createUser,
  signIn,
  signInAs,
  type SignedIn,
  type TestApp,
} from './helpers/test-app';

/** /api/admin/users in ra-data-simple-rest form: the proof of the list plumbing. */
describe('admin users resource', () => {
  let t: TestApp;
  let admin: SignedIn & { user: User };
  const write = (method: 'post' | 'put' | 'delete', path: string) =>
    admin.agent[method](path).set('X-CSRF-Token', admin.csrf);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t, 'admin');
    for (const [i, name] of [
      'Berta Gruber',
      'Carl Moser',
      'Dora Pichler',
      'Emil Wimmer',
      'Fritz Bauer',
    ].entries()) {
      await createUser(t, {
        role: i % 2 ? 'admin' : 'staff',
        email: `${name.split(' ')[0].toLowerCase()}@example.at`,
        name,
      });
    }
  });
  afterAll(() => t.close());

  it('lists with sort, range and Content-Range as react-admin expects', async () => {
    const res = await admin.agent
      .get('/api/admin/users')
      .query({ sort: '["email","ASC"]', range: '[1,3]', filter: '{}' })
      .expect(200);
    expect(res.headers['content-range']).toBe('users 1-3/6');
    expect(res.body.map((u: User) => u.email)).toEqual([
      'carl@example.at',
      'dora@example.at',
      'emil@example.at',
    ]);
  });

  it('filters by role and free text', async () => {
    const staff = await admin.agent
      .get('/api/admin/users')
      .query({ filter: '{"role":"staff","q":"ER"}', sort: '["name","ASC"]' })
      .expect(200);
    expect(staff.body.map((u: User) => u.name)).toEqual([
      'Berta Gruber',
      'Dora Pichler',
      'Fritz Bauer',
    ]);
    expect(staff.headers['content-range']).toBe('users 0-2/3');
  });

  it('answers getMany (filter by ids) and getOne', async () => {
    const all = await admin.agent.get('/api/admin/users').query({ range: '[0,9]' }).expect(200);
    const ids = all.body.slice(0, 2).map((u: User) => u.id);
    const many = await admin.agent
      .get('/api/admin/users')
      .query({ filter: JSON.stringify({ id: ids }) })
      .expect(200);
    expect(many.body.map((u: User) => u.id).sort()).toEqual([...ids].sort());
    const one = await admin.agent.get(`/api/admin/users/${ids[0]}`).expect(200);
    expect(one.body.id).toBe(ids[0]);
  });

  it('rejects sorting or filtering on fields outside the allow-list with 400', async () => {
    const sort = await admin.agent
      .get('/api/admin/users')
      .query({ sort: '["passwordHash","ASC"]' })
      .expect(400);
    expect(sort.body.message).toBe('Nach passwordHash kann nicht sortiert werden');
    const filter = await admin.agent
      .get('/api/admin/users')
      .set('Accept-Language', 'en')
      .query({ filter: '{"passwordHash":"x"}' })
      .expect(400);
    expect(filter.body.message).toBe('Cannot filter by passwordHash');
    await admin.agent.get('/api/admin/users').query({ range: '[5' }).expect(400);
  });

  it('creates, updates and deletes a user; the password hash is never in any answer', async () => {
    const created = await write('post', '/api/admin/users')
      .send({
        email: 'Gerda@Example.at',
        name: 'Gerda Huber',
        role: 'staff',
        password: 'a-very-long-password',
      })
      .expect(201);
    expect(created.body).toMatchObject({ email: 'gerda@example.at', role: 'staff', active: true });
    const id = created.body.id as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const signedIn = await signIn(t, 'gerda@example.at', 'a-very-long-password');
    const updated = await write('put', `/api/admin/users/${id}`)
      .send({ ...created.body, name: 'Gerda Maier', password: 'another-long-password' })
      .expect(200);
    expect(updated.body.name).toBe('Gerda Maier');
    // A new password ends the sessions the account had.
    await signedIn.agent.get('/api/auth/user').expect(401);
    await signIn(t, 'gerda@example.at', 'another-long-password');

    const list = await admin.agent.get('/api/admin/users').query({ range: '[0,99]' }).expect(200);
    for (const body of [created.body, updated.body, ...list.body]) {
      expect(Object.keys(body)).not.toContain('passwordHash');
      expect(JSON.stringify(body)).not.toMatch(/argon2/);
    }

    await write('delete', `/api/admin/users/${id}`).expect(200);
    await admin.agent.get(`/api/admin/users/${id}`).expect(404);
    expect(await t.em().count(Session, { user: id })).toBe(0);
  });

  it('refuses a taken email (409), a short password and a bad role (400) without writing anything', async () => {
    const before = await t.em().count(User, {});
    const taken = await write('post', '/api/admin/users')
      .send({ email: 'berta@example.at', role: 'staff', password: 'a-very-long-password' })
      .expect(409);
    expect(taken.body.message).toBe('Diese E-Mail-Adresse wird bereits verwendet.');
    const short = await write('post', '/api/admin/users')
      .send({ email: 'new@example.at', role: 'staff', password: 'short' })
      .expect(400);
    expect(short.body.message).toBe('password muss mindestens 12 Zeichen lang sein');
    const role = await write('post', '/api/admin/users')
      .set('Accept-Language', 'en')
      .send({ email: 'new@example.at', role: 'root', password: 'a-very-long-password' })
      .expect(400);
    expect(role.body.message).toBe('role must be one of: admin, staff');
    expect(await t.em().count(User, {})).toBe(before);
  });

  it('never removes or demotes the last active administrator, and nobody deletes themselves', async () => {
    const solo = await createTestApp();
    try {
      const only = await signInAs(solo, 'admin');
      const self = await only.agent
        .delete(`/api/admin/users/${only.user.id}`)
        .set('X-CSRF-Token', only.csrf)
        .expect(409);
      expect(self.body.message).toBe('Sie können Ihr eigenes Konto nicht löschen.');
      const demote = await only.agent
        .put(`/api/admin/users/${only.user.id}`)
        .set('X-CSRF-Token', only.csrf)
        .send({ role: 'staff' })
        .expect(409);
      expect(demote.body.message).toBe(
        'Der letzte aktive Administrator kann nicht entfernt oder herabgestuft werden.',
      );
      expect((await solo.em().findOneOrFail(User, { id: only.user.id })).role).toBe('admin');
    } finally {
      await solo.close();
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    await admin.agent.get('/api/admin/users/6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b').expect(404);
    await admin.agent.get('/api/admin/users/42').expect(400);
    await request(t.server).get('/api/admin/users/42').expect(401);
  });
});
