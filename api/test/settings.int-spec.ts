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
      uid: 'ATU12345678',
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
      uid: 'ATU12345678',
    });
  });
});
