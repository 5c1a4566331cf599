import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Block } from 'src/modules/catalog/block.entity';
import { Pitch } from 'src/modules/catalog/pitch.entity';
import { guest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { createTestApp, signInAs, type TestApp } from './helpers/test-app';

/**
 * Availability is answered from memory while the occupancy counter stands still, and concurrent
 * searches share one counter read. Whatever the sharing, a search sent after a change was answered
 * (a hold's 201, a cancellation's 200, a block's commit) must show it: real parallel HTTP against a
 * listening server, searches running all the time while the change happens.
 */
describe('availability shows every committed change to searches sent after it', () => {
  let t: TestApp;
  let demo: DemoCatalog;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ env: RELAXED_ABUSE_LIMITS });
    demo = await withDemoCatalog(t);
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const query = (stay: { checkIn: string; checkOut: string; adults: number }) =>
    `${base}/api/availability?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=${stay.adults}`;

  async function stateOf(url: string, pitchId: string): Promise<string> {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { pitches: Array<{ id: string; state: string }> };
    return body.pitches.find((p) => p.id === pitchId)!.state;
  }

  /**
   * Keeps `searchers` searches going in parallel while `change` runs. Every search records whether
   * it was sent after `change` had returned; each searcher stops after `after` such searches.
   */
  async function searchWhile(
    url: string,
    pitchId: string,
    change: () => Promise<void>,
    { searchers = 12, after = 6 } = {},
  ): Promise<{ before: string[]; after: string[] }> {
    let changed = false;
    const seen = { before: [] as string[], after: [] as string[] };
    let started = 0;
    let allStarted!: () => void;
    const running = new Promise<void>((resolve) => (allStarted = resolve));
    const searcher = async () => {
      let mine = 0;
      if (++started === searchers) allStarted();
      while (mine < after) {
        const sentAfterChange = changed;
        const state = await stateOf(url, pitchId);
        if (sentAfterChange) {
          seen.after.push(state);
          mine++;
        } else seen.before.push(state);
      }
    };
    const searching = Array.from({ length: searchers }, searcher);
    await running;
    await change();
    changed = true;
    await Promise.all(searching);
    return seen;
  }

  it('a hold, then its cancellation: every search sent after the answer shows it', async () => {
    const pitch = demo.pitch('B14');
    const stay = { checkIn: '2027-09-13', checkOut: '2027-09-17', adults: 2 };
    const url = query(stay);
    expect(await stateOf(url, pitch.id)).toBe('available');

    let hold!: { id: string; token: string };
    const held = await searchWhile(url, pitch.id, async () => {
      const res = await fetch(`${base}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...guest, ...stay, pitchId: pitch.id }),
      });
      expect(res.status).toBe(201);
      hold = (await res.json()) as typeof hold;
    });
    expect(held.after.length).toBeGreaterThanOrEqual(12 * 6);
    expect(new Set(held.after)).toEqual(new Set(['occupied']));

    const cancelled = await searchWhile(url, pitch.id, async () => {
      const res = await fetch(`${base}/api/bookings/${hold.id}/cancel?token=${hold.token}`, {
        method: 'POST',
      });
      expect(res.status).toBe(200);
    });
    expect(new Set(cancelled.after)).toEqual(new Set(['available']));
  });

  it('a block committed while searches run is shown by every search sent after the commit', async () => {
    const pitch = demo.pitch('B15');
    const stay = { checkIn: '2027-09-20', checkOut: '2027-09-23', adults: 2 };
    const url = query(stay);
    expect(await stateOf(url, pitch.id)).toBe('available');
    const blocked = await searchWhile(url, pitch.id, async () => {
      const em = t.em();
      em.create(Block, {
        pitch: em.getReference(Pitch, pitch.id),
        startDate: '2027-09-21',
        endDate: '2027-09-22',
        reason: 'Kanalarbeiten',
      });
      await em.flush();
    });
    expect(new Set(blocked.after)).toEqual(new Set(['blocked']));
  });

  it('fifty searches sent at once after a hold all show it', async () => {
    const pitch = demo.pitch('C6');
    const stay = { checkIn: '2027-10-18', checkOut: '2027-10-21', adults: 2 };
    const url = query(stay);
    const before = await Promise.all(Array.from({ length: 50 }, () => stateOf(url, pitch.id)));
    expect(new Set(before)).toEqual(new Set(['available']));
    const res = await fetch(`${base}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...guest, ...stay, pitchId: pitch.id }),
    });
    expect(res.status).toBe(201);
    const after = await Promise.all(Array.from({ length: 50 }, () => stateOf(url, pitch.id)));
    expect(new Set(after)).toEqual(new Set(['occupied']));
  });

  it('brotli, gzip and plain answers of a search agree, and each shows a hold made between two searches', async () => {
    const pitch = demo.pitch('C8');
    const stay = { checkIn: '2027-11-15', checkOut: '2027-11-18', adults: 2 };
    const url = query(stay);
    const search = async (acceptEncoding: string) => {
      const res = await fetch(url, { headers: { 'accept-encoding': acceptEncoding } });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { pitches: Array<{ id: string; state: string }> };
      return {
        encoding: res.headers.get('content-encoding'),
        vary: res.headers.get('vary'),
        etag: res.headers.get('etag'),
        body,
        state: body.pitches.find((p) => p.id === pitch.id)!.state,
      };
    };
    const kinds = ['gzip, deflate, br', 'gzip', 'identity'];
    for (const [i, expected] of [['available'], ['occupied']].entries()) {
      if (i === 1) {
        const res = await fetch(`${base}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...guest, ...stay, pitchId: pitch.id }),
        });
        expect(res.status).toBe(201);
      }
      // Twice each: the second answer comes from the kept bytes.
      const answers: Array<Awaited<ReturnType<typeof search>>> = [];
      for (const kind of [...kinds, ...kinds]) answers.push(await search(kind));
      expect(answers.map((a) => a.encoding)).toEqual(['br', 'gzip', null, 'br', 'gzip', null]);
      expect(new Set(answers.map((a) => a.state))).toEqual(new Set(expected));
      expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
      expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
      for (const a of answers) expect(a.vary).toMatch(/Accept-Encoding/i);
      // A browser asking again with the entity tag gets a 304, whatever the encoding (node:http,
      // as fetch adds `Cache-Control: no-cache` to a request with If-None-Match).
      for (const kind of kinds) {
        const status = await new Promise<number | undefined>((resolve, reject) =>
          get(
            url,
            { headers: { 'accept-encoding': kind, 'if-none-match': answers[0].etag! } },
            (r) => {
              r.resume();
              resolve(r.statusCode);
            },
          ).on('error', reject),
        );
        expect(status).toBe(304);
      }
    }
  });

  it('a signed-in member of staff searches like a guest (the session is still resolved on the way)', async () => {
    const staff = await signInAs(t, 'staff');
    const pitch = demo.pitch('C7');
    const stay = { checkIn: '2027-11-08', checkOut: '2027-11-10', adults: 2 };
    const res = await staff.agent.get('/api/availability').query(stay).expect(200);
    const body = res.body as { pitches: Array<{ id: string; state: string }> };
    expect(body.pitches.find((p) => p.id === pitch.id)?.state).toBe('available');
    // The session stays valid for the console afterwards.
    await staff.agent.get('/api/admin/account/sessions').expect(200);
  });
});
