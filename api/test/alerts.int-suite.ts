import request from 'supertest';
import { Clock } from 'src/common/clock';
import { AlertsService } from 'src/modules/alerts/alerts.service';
import { comingFriday } from 'src/modules/alerts/alert-signals';
import { MailMessage } from 'src/modules/mail/mail-message.entity';
import { guest, TODAY, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';
import { RELAXED_ABUSE_LIMITS } from './helpers/verification';

describe('alert system', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let admin: SignedIn;
  let alerts: AlertsService;
  beforeAll(async () => {
    t = await createTestApp({ env: RELAXED_ABUSE_LIMITS });
    demo = await withDemoCatalog(t);
    admin = await signInAs(t, 'admin');
    alerts = t.app.get(AlertsService);
  });
  afterAll(() => t.close());

  const rule = (key: string, body: object) =>
    admin.agent
      .put(`/api/admin/alert-rules/${key}`)
      .set('X-CSRF-Token', admin.csrf)
      .send(body)
      .expect(200);
  const alertMails = () =>
    t
      .em()
      .find(
        MailMessage,
        { dedupeKey: { $like: 'mail.alert.%' } },
        { orderBy: { createdAt: 'asc' } },
      );

  it('lists every rule with a default threshold; admins change threshold and switch', async () => {
    const res = await admin.agent.get('/api/admin/alert-rules').expect(200);
    expect(res.body.map((r: { key: string }) => r.key)).toEqual([
      'payment_failed',
      'job_failed',
      'holds_expiring',
      'weather_down',
      'low_availability',
      'queue_backlog',
      'disk_space',
      'bank_transfer_overdue',
      'effect_repaired',
      'effect_abandoned',
    ]);
    const changed = await rule('holds_expiring', { threshold: 2 });
    expect(changed.body).toMatchObject({ key: 'holds_expiring', threshold: 2, enabled: true });
    await admin.agent
      .put('/api/admin/alert-rules/holds_expiring')
      .set('X-CSRF-Token', admin.csrf)
      .send({ threshold: -1 })
      .expect(400);
    await admin.agent
      .put('/api/admin/alert-rules/nope')
      .set('X-CSRF-Token', admin.csrf)
      .send({ threshold: 1 })
      .expect(404);
  });

  it('a rule fires once while its condition lasts, mails the configured address, and resolves', async () => {
    await admin.agent
      .put('/api/admin/alert-settings')
      .set('X-CSRF-Token', admin.csrf)
      .send({ email: 'alarm@alpencamp-dachstein.at' })
      .expect(200);
    // Two live holds expiring within 30 minutes cross the threshold of 2.
    const friday = comingFriday(TODAY);
    const ids: string[] = [];
    for (const pitch of ['A1', 'A2']) {
      const res = await request(t.server)
        .post('/api/bookings')
        .send({
          ...guest,
          pitchId: demo.pitch(pitch).id,
          checkIn: '2027-04-01',
          checkOut: '2027-04-03',
          adults: 2,
          paymentMethod: 'on_arrival',
        })
        .expect(201);
      ids.push(res.body.id);
    }
    expect(friday).toBe('2026-11-27');
    const clock = t.app.get(Clock);
    clock.travelTo(new Date(new Date(`${TODAY}T10:00:00Z`).getTime() + 5 * 60_000));
    expect((await alerts.evaluate()).fired).toBeGreaterThanOrEqual(1);
    // The next scans find the same condition: still one alert, one mail.
    await alerts.evaluate();
    await alerts.evaluate();
    const list = await admin.agent
      .get('/api/admin/alerts')
      .query({ filter: JSON.stringify({ rule: 'holds_expiring' }) })
      .expect(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      rule: 'holds_expiring',
      value: 2,
      threshold: 2,
      resolvedAt: null,
      acknowledgedAt: null,
    });
    const mails = (await alertMails()).filter((m) => m.subject.includes('Reservierungen'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: 'alarm@alpencamp-dachstein.at',
      subject: 'Alarm: 2 Reservierungen laufen in den nächsten 30 Minuten ab (Schwelle 2)',
    });
    // The dashboard counts it among its alerts until someone acknowledges it.
    const desk = await admin.agent.get('/api/admin/dashboard').expect(200);
    expect(desk.body.alerts).toContainEqual({
      kind: 'open_alerts',
      count: expect.any(Number) as number,
    });
    // The holds run out: the condition is gone, the alert is resolved.
    clock.travelTo(new Date(`${TODAY}T11:00:00Z`));
    expect((await alerts.evaluate()).resolved).toBeGreaterThanOrEqual(1);
    const after = await admin.agent.get(`/api/admin/alerts/${list.body[0].id}`).expect(200);
    expect(after.body.resolvedAt).not.toBeNull();
    clock.travelTo(new Date(`${TODAY}T10:00:00Z`));
  });

  it('staff acknowledge an alert (who and when); admins only may change rules or check now', async () => {
    await rule('low_availability', { threshold: 101 });
    await admin.agent
      .post('/api/admin/alerts/evaluate')
      .set('X-CSRF-Token', admin.csrf)
      .expect(200);
    const [open] = (
      await admin.agent
        .get('/api/admin/alerts')
        .query({ filter: JSON.stringify({ rule: 'low_availability', open: true }) })
        .expect(200)
    ).body;
    expect(open.params).toEqual({ date: '2026-11-27' });
    const staff = await signInAs(t, 'staff');
    const ack = await staff.agent
      .post(`/api/admin/alerts/${open.id}/acknowledge`)
      .set('X-CSRF-Token', staff.csrf)
      .expect(200);
    expect(ack.body.acknowledgedBy).toBe(staff.user.email);
    expect(Date.parse(ack.body.acknowledgedAt)).toBeGreaterThan(0);
    // Acknowledged, but the condition still holds: no new firing, no new mail.
    const mailsBefore = (await alertMails()).length;
    await alerts.evaluate();
    expect((await alertMails()).length).toBe(mailsBefore);
    const unacked = await staff.agent
      .get('/api/admin/alerts')
      .query({ filter: JSON.stringify({ rule: 'low_availability', acknowledged: false }) })
      .expect(200);
    expect(unacked.body).toHaveLength(0);
    await staff.agent
      .put('/api/admin/alert-rules/low_availability')
      .set('X-CSRF-Token', staff.csrf)
      .send({ enabled: false })
      .expect(403);
    await staff.agent.get('/api/admin/alert-rules').expect(403);
    await staff.agent.get('/api/admin/alert-settings').expect(403);
    await staff.agent
      .post('/api/admin/alerts/evaluate')
      .set('X-CSRF-Token', staff.csrf)
      .expect(403);
    await request(t.server).get('/api/admin/alerts').expect(401);
  });

  it('a switched-off rule does not fire and its open alert is resolved', async () => {
    await rule('low_availability', { enabled: false });
    await alerts.evaluate();
    const open = await admin.agent
      .get('/api/admin/alerts')
      .query({ filter: JSON.stringify({ rule: 'low_availability', open: true }) })
      .expect(200);
    expect(open.body).toHaveLength(0);
  });
});
