import type { AddressInfo } from 'node:net';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'ra-core';
import { guest as onlineGuest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

// Staff bookings carry no online consent checkbox.
const { consent: _consent, ...guest } = onlineGuest;

/**
 * The admin API follows the ra-data-simple-rest conventions exactly, so the stock provider works
 * unchanged against every resource. The admin console's own provider is exactly this one with an
 * HTTP client that adds the session cookie (the browser does that) and the CSRF header; here Node's
 * fetch plays the browser.
 */
describe('admin API with the stock ra-data-simple-rest provider', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let admin: SignedIn;
  let provider: DataProvider;

  beforeAll(async () => {
    t = await createTestApp();
    demo = await withDemoCatalog(t);
    admin = await signInAs(t, 'admin');
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    const { port } = t.server.address() as AddressInfo;
    const cookie = admin.cookies.map((c) => c.split(';')[0]).join('; ');
    provider = simpleRestProvider(`http://127.0.0.1:${port}/api/admin`, (url, options = {}) => {
      const headers = new Headers(options.headers);
      headers.set('Cookie', cookie);
      headers.set('X-CSRF-Token', admin.csrf);
      headers.set('Accept-Language', 'de');
      return fetchUtils.fetchJson(url, { ...options, headers });
    });
  });
  afterAll(() => t.close());

  /** getList with sort, range and a filter, then getOne and getMany of what it found. */
  async function reads(resource: string, sortField: string, filter: object = {}) {
    const page = await provider.getList(resource, {
      pagination: { page: 1, perPage: 2 },
      sort: { field: sortField, order: 'DESC' },
      filter,
    });
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.length).toBeLessThanOrEqual(2);
    expect(page.total).toBeGreaterThanOrEqual(page.data.length);
    const ids = page.data.map((r) => r.id);
    const one = await provider.getOne(resource, { id: ids[0] });
    expect(one.data.id).toBe(ids[0]);
    const many = await provider.getMany(resource, { ids });
    expect(many.data.map((r) => r.id).sort()).toEqual([...ids].sort());
    return page;
  }

  it('categories: list, getOne, getMany, create, update, delete', async () => {
    const page = await reads('categories', 'basePriceCents');
    expect(page.data[0].basePriceCents).toBeGreaterThanOrEqual(page.data[1].basePriceCents);
    const { data: created } = await provider.create('categories', {
      data: {
        slug: 'glamping',
        nameDe: 'Glamping',
        nameEn: 'Glamping',
        basePriceCents: 8900,
        personsIncluded: 2,
        maxPersons: 4,
      },
    });
    const { data: updated } = await provider.update('categories', {
      id: created.id,
      data: { ...created, basePriceCents: 9100 },
      previousData: created,
    });
    expect(updated.basePriceCents).toBe(9100);
    await provider.delete('categories', { id: created.id, previousData: updated });
    await expect(provider.getOne('categories', { id: created.id })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('pitches: filtered list, getManyReference by category, create, update, delete', async () => {
    const comfort = demo.category('comfort').id;
    await reads('pitches', 'code', { categoryId: comfort });
    const refs = await provider.getManyReference('pitches', {
      target: 'categoryId',
      id: comfort,
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'code', order: 'ASC' },
      filter: {},
    });
    expect(refs.data.length).toBe(refs.total);
    expect(refs.data.every((p) => p.categoryId === comfort)).toBe(true);
    const { data: created } = await provider.create('pitches', {
      data: { code: 'Z9', categoryId: comfort, x: 50, y: 50, hasElectricity: true },
    });
    const { data: updated } = await provider.update('pitches', {
      id: created.id,
      data: { ...created, x: 42 },
      previousData: created,
    });
    expect(updated.x).toBe(42);
    await provider.delete('pitches', { id: created.id, previousData: updated });
    const after = await provider.getMany('pitches', { ids: [created.id] });
    expect(after.data).toEqual([]);
  });

  it('blocks, seasons and extras: list, create, update, delete', async () => {
    const { data: block } = await provider.create('blocks', {
      data: {
        pitchId: demo.pitch('A3').id,
        startDate: '2027-04-01',
        endDate: '2027-04-03',
        reason: 'Rasen',
      },
    });
    await reads('blocks', 'startDate');
    const { data: moved } = await provider.update('blocks', {
      id: block.id,
      data: { ...block, endDate: '2027-04-05' },
      previousData: block,
    });
    expect(moved.endDate).toBe('2027-04-05');
    await provider.delete('blocks', { id: block.id, previousData: moved });

    await reads('seasons', 'startDate');
    const { data: season } = await provider.create('seasons', {
      data: {
        name: 'Herbst 2028',
        startDate: '2028-09-01',
        endDate: '2028-10-15',
        minStayNights: 2,
        rates: [{ categoryId: demo.category('tent').id, nightlyPriceCents: 2700 }],
      },
    });
    const { data: season2 } = await provider.update('seasons', {
      id: season.id,
      data: { ...season, minStayNights: 3 },
      previousData: season,
    });
    expect(season2.minStayNights).toBe(3);
    await provider.delete('seasons', { id: season.id, previousData: season2 });

    await reads('extras', 'code');
    const { data: extra } = await provider.create('extras', {
      data: {
        code: 'firewood',
        nameDe: 'Brennholz',
        nameEn: 'Firewood',
        priceCents: 800,
        unit: 'per_stay',
        vatRateBp: 2000,
      },
    });
    const { data: extra2 } = await provider.update('extras', {
      id: extra.id,
      data: { ...extra, priceCents: 900 },
      previousData: extra,
    });
    expect(extra2.priceCents).toBe(900);
    await provider.delete('extras', { id: extra.id, previousData: extra2 });
  });

  it('bookings: phone booking created, listed by filter, updated, deleted (= cancelled)', async () => {
    const { data: booking } = await provider.create('bookings', {
      data: {
        ...guest,
        email: 'stock-provider@example.at',
        pitchId: demo.pitch('C12').id,
        checkIn: '2027-05-03',
        checkOut: '2027-05-06',
        adults: 2,
      },
    });
    expect(booking).toMatchObject({ status: 'confirmed', pitchCode: 'C12' });
    await reads('bookings', 'checkIn', { status: 'confirmed' });
    const refs = await provider.getManyReference('bookings', {
      target: 'pitchId',
      id: demo.pitch('C12').id,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'checkIn', order: 'ASC' },
      filter: {},
    });
    expect(refs.data.map((b) => b.id)).toEqual([booking.id]);
    const { data: longer } = await provider.update('bookings', {
      id: booking.id,
      data: { ...booking, checkOut: '2027-05-07' },
      previousData: booking,
    });
    expect(longer.checkOut).toBe('2027-05-07');
    expect(longer.totalCents).toBeGreaterThan(booking.totalCents);
    await provider.delete('bookings', { id: booking.id, previousData: longer });
    expect((await provider.getOne('bookings', { id: booking.id })).data.status).toBe('cancelled');
  });

  it('users, email templates and messages: the reads and writes each one offers', async () => {
    const { data: user } = await provider.create('users', {
      data: {
        email: 'rezeption@example.at',
        name: 'Rezeption',
        role: 'staff',
        password: 'Rezeption-2027!',
      },
    });
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('passwordHash');
    await reads('users', 'email');
    const { data: renamed } = await provider.update('users', {
      id: user.id,
      data: { ...user, name: 'Empfang' },
      previousData: user,
    });
    expect(renamed.name).toBe('Empfang');
    await provider.delete('users', { id: user.id, previousData: renamed });

    const templates = await reads('email-templates', 'key', { language: 'en' });
    const template = templates.data[0];
    const { data: edited } = await provider.update('email-templates', {
      id: template.id,
      data: { ...template, subject: `${template.subject} ` + '(Alpencamp)' },
      previousData: template,
    });
    expect(edited.subject).toMatch(/\(Alpencamp\)$/);

    const { data: booking } = await provider.create('bookings', {
      data: {
        ...guest,
        email: 'nachricht@example.at',
        pitchId: demo.pitch('C13').id,
        checkIn: '2027-05-03',
        checkOut: '2027-05-05',
        adults: 2,
      },
    });
    const { data: message } = await provider.create('messages', {
      data: { bookingId: booking.id, subject: 'Anreise', text: 'Die Schranke ist offen.' },
    });
    expect(message).toMatchObject({ bookingId: booking.id, recipient: 'nachricht@example.at' });
    const log = await provider.getManyReference('messages', {
      target: 'bookingId',
      id: booking.id,
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(log.data.map((m) => m.id)).toContain(message.id);
  });

  it('answers a bad filter through the provider as a 400 with a German message, not a 500', async () => {
    await expect(
      provider.getList('bookings', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'checkIn', order: 'ASC' },
        filter: { nonsense: 1 },
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
