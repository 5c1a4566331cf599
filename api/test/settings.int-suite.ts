import request from 'supertest';
import { DEMO_COMPANY } from 'src/modules/settings/demo-company';
import { createTestApp, signInAs, type TestApp } from './helpers/test-app';

describe('company settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are public with the fields the site reads, and cacheable for a minute', async () => {
    const res = await request(t.server).get('/api/company-settings').expect(200);
    expect(res.body).toMatchObject({
      companyName: DEMO_COMPANY.companyName,
      postalCode: '8970',
      city: 'Schladming',
      address: DEMO_COMPANY.address,
      phone: DEMO_COMPANY.phone,
      email: DEMO_COMPANY.email,
      logoLight: null,
      logoDark: null,
      emergencyPhone: DEMO_COMPANY.emergencyPhone,
      uid: 'ATU12345675',
      checkInTime: '14:00',
      checkOutTime: '11:00',
      receptionOpens: '08:00',
      receptionCloses: '20:00',
    });
    expect(res.headers['cache-control']).toMatch(/max-age=60/);
  });

  it('can be changed by an administrator; invalid values are refused and nothing is half-written', async () => {
    const admin = await signInAs(t, 'admin');
    const ok = await admin.agent
      .put('/api/admin/company-settings')
      .set('X-CSRF-Token', admin.csrf)
      .send({ phone: '+43 3687 99999', checkInTime: '15:00' })
      .expect(200);
    expect(ok.body).toMatchObject({
      phone: '+43 3687 99999',
      checkInTime: '15:00',
      companyName: DEMO_COMPANY.companyName,
    });
    const bad = await admin.agent
      .put('/api/admin/company-settings')
      .set('X-CSRF-Token', admin.csrf)
      .send({ phone: '+43 1', checkInTime: '25:00', uid: 'DE123' })
      .expect(400);
    expect(bad.body.message).toMatch(/checkInTime/);
    const after = await request(t.server).get('/api/company-settings').expect(200);
    expect(after.body).toMatchObject({
      phone: '+43 3687 99999',
      checkInTime: '15:00',
      uid: 'ATU12345675',
    });
  });

  it('takes a UID whose check digit is right and refuses a wrong one in the request language, changing nothing', async () => {
    const admin = await signInAs(t, 'admin');
    const put = (body: object, lang: 'de' | 'en') =>
      admin.agent
        .put('/api/admin/company-settings')
        .set('X-CSRF-Token', admin.csrf)
        .set('Accept-Language', lang)
        .send(body);
    // A UID published by an Austrian company: ATU and seven digits, then the check digit 7.
    expect((await put({ uid: 'ATU13585627' }, 'de').expect(200)).body.uid).toBe('ATU13585627');
    const de = await put({ uid: 'ATU13585626', phone: '+43 3687 11111' }, 'de').expect(400);
    expect(de.body.fields).toEqual({
      uid: 'Diese UID-Nummer gibt es nicht: Die Prüfziffer (die letzte Ziffer) passt nicht zu den Ziffern davor. Bitte prüfen Sie die Nummer.',
    });
    const en = await put({ uid: 'ATU12345678' }, 'en').expect(400);
    expect(en.body.fields).toEqual({
      uid: 'This VAT number does not exist: its check digit (the last digit) does not match the digits before it. Please check the number.',
    });
    const after = await request(t.server).get('/api/company-settings').expect(200);
    expect(after.body).toMatchObject({ uid: 'ATU13585627', phone: '+43 3687 99999' });
  });
});
