import { getQueueToken } from '@nestjs/bullmq';
import { NestFactory } from '@nestjs/core';
import type { Queue as BullQueue } from 'bullmq';
import ICAL from 'ical.js';
import { Clock } from 'src/common/clock';
import { REFRESH_ICAL_JOB } from 'src/modules/ical/ical-refresh.processor';
import { Queue } from 'src/queues/queue-names';
import { WorkerModule } from 'src/worker.module';
import request from 'supertest';
import { Block } from 'src/modules/catalog/block.entity';
import { fetchFeed } from 'src/modules/ical/ical-fetch';
import { IcalImportService } from 'src/modules/ical/ical-import.service';
import { guest as onlineGuest, TODAY, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';
import { startIcalStandIn, type IcalStandIn } from './ical-stand-in';

const { consent: _consent, ...guest } = onlineGuest;

interface FeedBody {
  id: string;
  name: string;
  exportUrl: string;
  blocks: number;
  lastStatus: 'ok' | 'error' | null;
  lastSuccessAt: string | null;
  lastError: { code: string; message: string; detail: string } | null;
  lastCounts: Record<string, number> | null;
  lastConflicts: Array<{
    uid: string;
    startDate: string;
    endDate: string;
    with: string;
    detail: string;
  }>;
}

describe('iCal sync', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let admin: SignedIn;
  let platforms: IcalStandIn;
  const write = (method: 'post' | 'put' | 'delete', path: string) =>
    admin.agent[method](path).set('X-CSRF-Token', admin.csrf);

  /** The nights of a pitch that are blocked, as [start, end) pairs, sorted. */
  const blocksOf = async (code: string) =>
    (
      await t
        .em()
        .find(
          Block,
          { pitch: demo.pitch(code).id },
          { orderBy: { startDate: 'ASC' }, populate: ['icalFeed'] },
        )
    ).map((b) => ({ start: b.startDate, end: b.endDate, uid: b.icalUid ?? null }));

  /** What a guest searching these dates sees for the pitch. */
  const stateOf = async (code: string, checkIn: string, checkOut: string) => {
    const res = await request(t.server)
      .get('/api/availability')
      .query({ checkIn, checkOut, adults: 2, categoryId: demo.pitch(code).category.id })
      .expect(200);
    return (res.body.pitches as Array<{ code: string; state: string }>).find((p) => p.code === code)
      ?.state;
  };

  const addFeed = async (code: string, name: string, path: string, expectStatus = 201) =>
    (
      await write('post', '/api/admin/ical/feeds')
        .send({ pitchId: demo.pitch(code).id, name, url: `${platforms.url}${path}` })
        .expect(expectStatus)
    ).body as FeedBody;

  const refresh = async (id: string, lang = 'de') =>
    (
      await write('post', `/api/admin/ical/feeds/${id}/refresh`)
        .set('Accept-Language', lang)
        .expect(200)
    ).body as FeedBody;

  beforeAll(async () => {
    platforms = await startIcalStandIn();
    t = await createTestApp({
      env: {
        ICAL_ALLOW_PRIVATE_ADDRESSES: 'true',
        ICAL_FETCH_TIMEOUT_MS: '800',
        ICAL_MAX_BYTES: '65536',
      },
    });
    demo = await withDemoCatalog(t);
    admin = await signInAs(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await platforms.close();
  });

  it("blocks the right pitch and nights from Airbnb's feed; a refresh never duplicates; a moved event moves, a removed one frees", async () => {
    platforms.feeds.set('/calendar/ical/41872236.ics', { fixture: 'airbnb' });
    const feed = await addFeed('B2', 'Airbnb', '/calendar/ical/41872236.ics');
    expect(feed).toMatchObject({
      name: 'Airbnb',
      lastStatus: 'ok',
      lastError: null,
      blocks: 3,
      lastCounts: {
        events: 3,
        created: 3,
        moved: 0,
        removed: 0,
        unchanged: 0,
        skipped: 0,
        conflicts: 0,
      },
    });
    expect(await blocksOf('B2')).toEqual([
      {
        start: '2027-05-12',
        end: '2027-05-15',
        uid: '1418fb94e984-d8a37c1a0b7e4f2f5c8b1e7d43c2a9f0@airbnb.com',
      },
      {
        start: '2027-05-28',
        end: '2027-06-01',
        uid: '1418fb94e984-5e0b9a7d2c4f4b61a8e3d0c6f1b27e55@airbnb.com',
      },
      {
        start: '2027-06-18',
        end: '2027-06-21',
        uid: '7f02ae5c38b1-0c1d9e8f7a6b5c4d3e2f1a0b9c8d7e6f@airbnb.com',
      },
    ]);
    // Guests see those nights taken on B2 only; the night before and the departure night stay free.
    expect(await stateOf('B2', '2027-05-13', '2027-05-14')).toBe('blocked');
    expect(await stateOf('B3', '2027-05-13', '2027-05-14')).toBe('available');
    expect(await stateOf('B2', '2027-05-11', '2027-05-12')).toBe('available');
    expect(await stateOf('B2', '2027-05-15', '2027-05-17')).toBe('available');
    // No guest data travels: the block names the feed, never the event's summary or description.
    const reasons = await t.em().find(Block, { icalFeed: feed.id });
    expect(reasons.map((b) => b.reason)).toEqual(['iCal: Airbnb', 'iCal: Airbnb', 'iCal: Airbnb']);

    const again = await refresh(feed.id);
    expect(again.lastCounts).toMatchObject({ created: 0, unchanged: 3, removed: 0 });
    expect(await blocksOf('B2')).toHaveLength(3);

    const blockIdBefore = reasons.find((b) => b.startDate === '2027-05-12')!.id;
    platforms.feeds.set('/calendar/ical/41872236.ics', { fixture: 'airbnb-changed' });
    const changed = await refresh(feed.id);
    expect(changed.lastCounts).toMatchObject({
      events: 2,
      moved: 1,
      removed: 1,
      unchanged: 1,
      created: 0,
    });
    expect(await blocksOf('B2')).toEqual([
      {
        start: '2027-05-14',
        end: '2027-05-17',
        uid: '1418fb94e984-d8a37c1a0b7e4f2f5c8b1e7d43c2a9f0@airbnb.com',
      },
      {
        start: '2027-05-28',
        end: '2027-06-01',
        uid: '1418fb94e984-5e0b9a7d2c4f4b61a8e3d0c6f1b27e55@airbnb.com',
      },
    ]);
    // The same block moved (its id, and so its UID in our own export, stays).
    expect((await t.em().findOne(Block, { icalUid: { $like: '%d8a37c1a%' } }))!.id).toBe(
      blockIdBefore,
    );
    expect(await stateOf('B2', '2027-05-12', '2027-05-14')).toBe('available');
    expect(await stateOf('B2', '2027-05-16', '2027-05-17')).toBe('blocked');
    expect(await stateOf('B2', '2027-06-18', '2027-06-21')).toBe('available');
  });

  it('records an event overlapping a booking as a conflict and imports the rest', async () => {
    await write('post', '/api/admin/bookings')
      .send({
        ...guest,
        pitchId: demo.pitch('C4').id,
        checkIn: '2027-07-05',
        checkOut: '2027-07-08',
        adults: 2,
      })
      .expect(201);
    const number = (
      await admin.agent
        .get('/api/admin/bookings')
        .query({ filter: JSON.stringify({ pitchId: demo.pitch('C4').id }) })
    ).body[0].number as string;
    platforms.feeds.set('/export/booking-com/C4.ics', { fixture: 'booking-com' });
    const feed = await addFeed('C4', 'Booking.com', '/export/booking-com/C4.ics');
    expect(feed.lastStatus).toBe('ok');
    expect(feed.lastCounts).toMatchObject({ events: 2, created: 1, conflicts: 1 });
    expect(feed.lastConflicts).toEqual([
      {
        uid: '8d2f5b0c41e94a7f9c3e6b1d2a7f0e58@booking.com',
        startDate: '2027-07-03',
        endDate: '2027-07-10',
        with: 'booking',
        detail: number,
      },
    ]);
    expect(await blocksOf('C4')).toEqual([
      {
        start: '2027-05-01',
        end: '2027-05-04',
        uid: '3b7e1c9a52d04f86a1e0c7d9b4f2a631@booking.com',
      },
    ]);
    // A second platform reporting nights another feed already blocks: a conflict with that block.
    platforms.feeds.set('/export/other/C4.ics', { fixture: 'booking-com' });
    const second = await addFeed('C4', 'FeWo-direkt', '/export/other/C4.ics');
    expect(second.lastConflicts.map((c) => [c.with, c.detail])).toEqual([
      ['block', 'iCal: Booking.com'],
      ['booking', number],
    ]);
  });

  it('reads time zones and times of day, and leaves out cancelled, past, recurring and repeated events', async () => {
    platforms.feeds.set('/smoobu/B5.ics', { fixture: 'channel-manager' });
    const feed = await addFeed('B5', 'Smoobu', '/smoobu/B5.ics');
    expect(feed.lastCounts).toMatchObject({ events: 7, created: 3, skipped: 4, conflicts: 0 });
    expect((await blocksOf('B5')).map((b) => [b.start, b.end, b.uid])).toEqual([
      ['2027-08-01', '2027-08-04', 'smoobu-48213377'],
      // 23:00 UTC on the 10th is 01:00 on the 11th in Schladming.
      ['2027-08-11', '2027-08-12', 'smoobu-48213378'],
      ['2027-09-15', '2027-09-16', 'smoobu-48213390'],
    ]);
  });

  it('reports a 404, a malformed answer, a timeout, a too large and an unreachable feed, and keeps the blocks it had', async () => {
    platforms.feeds.set('/flaky.ics', { fixture: 'booking-com' });
    const feed = await addFeed('D3', 'Flaky', '/flaky.ics');
    expect(feed.blocks).toBe(2);

    platforms.feeds.delete('/flaky.ics');
    let res = await refresh(feed.id);
    expect(res).toMatchObject({
      lastStatus: 'error',
      lastError: {
        code: 'http_status',
        detail: 'HTTP 404',
        message: 'Der Server des Kalenders hat mit einem Fehler geantwortet.',
      },
      blocks: 2,
    });

    platforms.feeds.set('/flaky.ics', {
      body: '<!DOCTYPE html><html><body>Wartung</body></html>',
      contentType: 'text/html',
    });
    res = await refresh(feed.id, 'en');
    expect(res.lastError).toMatchObject({
      code: 'malformed',
      message: 'The answer is not a readable iCal calendar.',
    });

    platforms.feeds.set('/flaky.ics', {
      body: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:2027',
    });
    res = await refresh(feed.id, 'en');
    expect(res.lastError?.code).toBe('malformed');

    platforms.feeds.set('/flaky.ics', 'hang');
    const started = Date.now();
    res = await refresh(feed.id, 'en');
    expect(res.lastError).toMatchObject({
      code: 'timeout',
      message: 'The calendar did not answer in time.',
    });
    expect(Date.now() - started).toBeLessThan(5000);

    platforms.feeds.set('/flaky.ics', { bytes: 200_000 });
    res = await refresh(feed.id, 'en');
    expect(res.lastError).toMatchObject({
      code: 'too_large',
      message: 'The calendar is too large.',
    });

    const closed = await startIcalStandIn();
    const deadUrl = `${closed.url}/gone.ics`;
    await closed.close();
    await t
      .em()
      .getConnection()
      .execute('update ical_feeds set url = ? where id = ?', [deadUrl, feed.id]);
    res = await refresh(feed.id, 'en');
    expect(res.lastError?.code).toBe('unreachable');

    // Through every failure the platform's nights stayed blocked.
    expect(await blocksOf('D3')).toHaveLength(2);
    expect(res.lastSuccessAt).not.toBeNull();
  });

  it('refuses other schemes and, unless allowed, internal addresses (by number at once, by name when resolved)', async () => {
    const bad = await write('post', '/api/admin/ical/feeds')
      .set('Accept-Language', 'en')
      .send({ pitchId: demo.pitch('A1').id, name: 'x', url: 'file:///etc/passwd' })
      .expect(400);
    expect(JSON.stringify(bad.body)).toContain('The address must start with http:// or https://');
    await write('post', '/api/admin/ical/feeds')
      .send({ pitchId: demo.pitch('A1').id, name: 'x', url: 'ftp://example.com/a.ics' })
      .expect(400);

    platforms.feeds.set('/ssrf.ics', { fixture: 'airbnb' });
    const port = new URL(platforms.url).port;
    const limits = { timeoutMs: 1000, maxBytes: 65536, allowPrivate: false };
    for (const url of [
      `http://127.0.0.1:${port}/ssrf.ics`,
      `http://[::1]:${port}/ssrf.ics`,
      `http://[::ffff:127.0.0.1]:${port}/ssrf.ics`,
      `http://169.254.169.254/latest/meta-data/`,
      `http://localhost:${port}/ssrf.ics`,
    ])
      expect(await fetchFeed(url, limits)).toMatchObject({ ok: false, code: 'forbidden_address' });
    // Redirects are followed, each hop checked like the first URL.
    platforms.feeds.set('/jump.ics', { redirect: `http://127.0.0.1:${port}/ssrf.ics` });
    expect(
      await fetchFeed(`${platforms.url}/jump.ics`, { ...limits, allowPrivate: true }),
    ).toMatchObject({ ok: true });
    expect(platforms.requests.filter((r) => r === '/ssrf.ics')).toHaveLength(1);
  });

  it('removing a feed frees its nights; its blocks cannot be edited by hand; the scheduled refresh covers every feed', async () => {
    platforms.feeds.set('/d7.ics', { fixture: 'booking-com' });
    const feed = await addFeed('D7', 'Booking.com', '/d7.ics');
    const block = (await t.em().findOne(Block, { icalFeed: feed.id }))!;
    const edit = await write('put', `/api/admin/blocks/${block.id}`)
      .set('Accept-Language', 'en')
      .send({ reason: 'mine now' })
      .expect(409);
    expect(edit.body.message).toBe(
      'This block comes from the calendar "Booking.com" and is changed there (iCal import).',
    );
    await write('delete', `/api/admin/blocks/${block.id}`).expect(409);

    platforms.feeds.set('/d7.ics', { fixture: 'airbnb' });
    const all = await t.app.get(IcalImportService).refreshAll();
    expect(all.feeds).toBeGreaterThanOrEqual(5);
    expect((await blocksOf('D7')).map((b) => b.start)).toEqual([
      '2027-05-12',
      '2027-05-28',
      '2027-06-18',
    ]);

    await write('delete', `/api/admin/ical/feeds/${feed.id}`).expect(200);
    expect(await blocksOf('D7')).toEqual([]);
    expect(await stateOf('D7', '2027-05-12', '2027-05-15')).toBe('available');
    await write('post', `/api/admin/ical/feeds/${feed.id}/refresh`).expect(404);
  });

  it('exports busy nights as valid iCalendar: all-day events, stable UIDs, folded CRLF lines, no guest data; the key rotates', async () => {
    const pitch = demo.pitch('A4');
    await write('post', '/api/admin/bookings')
      .send({
        ...guest,
        lastName: 'Öberg-Wißmann',
        pitchId: pitch.id,
        checkIn: '2027-08-02',
        checkOut: '2027-08-09',
        adults: 2,
      })
      .expect(201);
    await write('post', '/api/admin/blocks')
      .send({
        pitchId: pitch.id,
        startDate: '2027-04-20',
        endDate: '2027-04-25',
        reason: 'Neue Stromsäule; Kabel, verlegt',
      })
      .expect(201);
    platforms.feeds.set('/a4.ics', { fixture: 'airbnb' });
    const feed = await addFeed('A4', 'Airbnb', '/a4.ics');

    const overview = await admin.agent.get('/api/admin/ical').expect(200);
    const row = (
      overview.body.pitches as Array<{ code: string; exportUrl: string; feeds: FeedBody[] }>
    ).find((p) => p.code === 'A4')!;
    expect(row.feeds.map((f) => f.id)).toEqual([feed.id]);
    const path = (url: string) => new URL(url).pathname + new URL(url).search;

    const res = await request(t.server).get(path(row.exportUrl)).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = res.text;
    // RFC 5545 §3.1: CRLF line ends only, lines at most 75 octets, continuation lines start with one space.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n').slice(0, -1))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).not.toContain('Huber');
    expect(text).not.toContain('Anna');
    expect(text).not.toContain('Stromsäule');

    const cal = new ICAL.Component(ICAL.parse(text) as never);
    expect(cal.name).toBe('vcalendar');
    expect(cal.getFirstPropertyValue('version')).toBe('2.0');
    expect(cal.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('Alpencamp Dachsteinblick – A4');
    const events = cal.getAllSubcomponents('vevent').map((v) => {
      const e = new ICAL.Event(v);
      expect(e.startDate.isDate).toBe(true);
      expect(e.endDate.isDate).toBe(true);
      expect(v.getFirstPropertyValue('dtstamp')).toBeTruthy();
      return { uid: e.uid, start: e.startDate.toString(), end: e.endDate.toString() };
    });
    expect(events.map((e) => [e.start, e.end])).toEqual([
      ['2027-04-20', '2027-04-25'],
      ['2027-05-12', '2027-05-15'],
      ['2027-05-28', '2027-06-01'],
      ['2027-06-18', '2027-06-21'],
      ['2027-08-02', '2027-08-09'],
    ]);
    expect(new Set(events.map((e) => e.uid)).size).toBe(5);
    expect(events[4].uid).toMatch(/^booking-[0-9a-f-]{36}@/);
    // Stable: the same UIDs on the next poll.
    const again = await request(t.server).get(path(row.exportUrl)).expect(200);
    for (const e of events) expect(again.text).toContain(`UID:${e.uid}`.slice(0, 60));

    // The platform's own variant leaves its events out (no echo of its bookings back to it).
    const own = await request(t.server).get(path(row.feeds[0].exportUrl)).expect(200);
    const ownEvents = new ICAL.Component(ICAL.parse(own.text) as never).getAllSubcomponents(
      'vevent',
    );
    expect(ownEvents.map((v) => new ICAL.Event(v).startDate.toString())).toEqual([
      '2027-04-20',
      '2027-08-02',
    ]);

    // Wrong key, no key, unknown pitch.
    const u = new URL(row.exportUrl);
    const wrong = await request(t.server)
      .get(u.pathname)
      .query({ key: 'x'.repeat(43) })
      .set('Accept-Language', 'en')
      .expect(403);
    expect(wrong.body.message).toBe("This calendar feed's key is wrong or was replaced.");
    await request(t.server).get(u.pathname).expect(403);
    await request(t.server)
      .get(`/api/ical/pitches/00000000-0000-4000-8000-000000000000.ics`)
      .query({ key: 'x' })
      .expect(404);

    // Rotating: the old URL stops working, the new one works.
    const rotated = await write('post', `/api/admin/ical/pitches/${pitch.id}/rotate-key`).expect(
      200,
    );
    const newUrl = (
      rotated.body.pitches as Array<{
        code: string;
        exportUrl: string;
        keyRotatedAt: string | null;
      }>
    ).find((p) => p.code === 'A4')!;
    expect(newUrl.exportUrl).not.toBe(row.exportUrl);
    expect(newUrl.keyRotatedAt).not.toBeNull();
    await request(t.server).get(path(row.exportUrl)).expect(403);
    await request(t.server).get(path(newUrl.exportUrl)).expect(200);
  });

  it('the worker imports every feed on its schedule (every ICAL_REFRESH_MINUTES) through the queue', async () => {
    platforms.feeds.set('/worker/C9.ics', { fixture: 'airbnb' });
    const feed = await addFeed('C9', 'Airbnb', '/worker/C9.ics');
    expect(feed.blocks).toBe(3);
    platforms.feeds.set('/worker/C9.ics', { fixture: 'airbnb-changed' });

    const worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    const queue = worker.get<BullQueue>(getQueueToken(Queue.Ical));
    try {
      worker.get(Clock).travelTo(new Date(`${TODAY}T10:00:00Z`));
      expect((await queue.getJobSchedulers()).map((s) => [s.key, s.every])).toEqual([
        [REFRESH_ICAL_JOB, 15 * 60_000],
      ]);
      const { QueueEvents } = await import('bullmq');
      const events = new QueueEvents(Queue.Ical, {
        connection: queue.opts.connection,
        prefix: queue.opts.prefix,
      });
      await events.waitUntilReady();
      try {
        const job = await queue.add(REFRESH_ICAL_JOB, {});
        const result = (await job.waitUntilFinished(events, 30_000)) as { feeds: number };
        expect(result.feeds).toBeGreaterThanOrEqual(6);
      } finally {
        await events.close();
      }
      expect((await blocksOf('C9')).map((b) => [b.start, b.end])).toEqual([
        ['2027-05-14', '2027-05-17'],
        ['2027-05-28', '2027-06-01'],
      ]);
    } finally {
      await queue.obliterate({ force: true });
      await worker.close();
    }
  });

  it('is for admins: staff and visitors are refused', async () => {
    const staff = await signInAs(t, 'staff');
    await staff.agent.get('/api/admin/ical').expect(403);
    await request(t.server).get('/api/admin/ical').expect(401);
  });
});
