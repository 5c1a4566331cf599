import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { adminQuery } from './helpers/db';
import { guest, withDemoCatalog } from './helpers/catalog';
import { RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { createTestApp } from './helpers/test-app';

/**
 * A deploy or a scale-down stops an API process with SIGTERM (Nest's shutdown hooks). A guest whose
 * hold is still running then must get their booking, and a request arriving meanwhile must find
 * the port closed (a proxy in front tries another process) rather than a 500 from a closed pool.
 * Nest 11 closes the HTTP server (waiting for the requests in flight) before the modules'
 * `onApplicationShutdown` closes the database pool and Redis; this keeps that order from changing
 * unnoticed (a `forceCloseConnections`, or a pool closed in an earlier hook, would fail it).
 */
describe('a stopping API process lets the requests in flight finish, then closes its database', () => {
  it('the running hold answers 201 and is stored; a request sent while it drains is not answered 500', async () => {
    const t = await createTestApp({ env: RELAXED_ABUSE_LIMITS });
    const database = new URL(t.databaseUrl).pathname.slice(1);
    const demo = await withDemoCatalog(t);
    await t.app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
    const stay = { checkIn: '2027-08-02', checkOut: '2027-08-06', adults: 2 };
    const hold = (pitchId: string) =>
      fetch(`${base}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', connection: 'close' },
        body: JSON.stringify({ ...guest, ...stay, pitchId }),
      });

    // Staff are closing B14 for those nights in a transaction not committed yet: the guest's hold
    // on it waits for that transaction (the exclusion constraint), so it is in flight on purpose.
    const staff = new Client({ connectionString: t.databaseUrl });
    await staff.connect();
    try {
      await staff.query('begin');
      await staff.query(
        `insert into pitch_blocks (id, pitch_id, start_date, end_date, reason, created_at)
         values (gen_random_uuid(), $1, $2, $3, 'Wartung', now())`,
        [demo.pitch('B14').id, stay.checkIn, stay.checkOut],
      );
      const running = hold(demo.pitch('B14').id);
      const deadline = Date.now() + 20_000;
      for (;;) {
        await staff.query('select pg_stat_clear_snapshot()');
        const { rows } = await staff.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows[0].n > 0) break;
        if (Date.now() > deadline) throw new Error('the hold never waited for the block');
        await new Promise((r) => setTimeout(r, 50));
      }

      const stopping = t.app.close();
      await new Promise((r) => setTimeout(r, 300));
      // Another guest's hold while the process drains: refused at the door, never a 500.
      const late = await hold(demo.pitch('B15').id).then(
        (res) => `HTTP ${res.status}`,
        () => 'not connected',
      );
      expect(late).toBe('not connected');

      // Staff change their mind: the nights are free again and the waiting hold goes through.
      await staff.query('rollback');
      const res = await running;
      expect(res.status).toBe(201);
      const booked = (await res.json()) as { id: string; number: string };
      await stopping;

      const { rows } = await staff.query<{ status: string; number: string }>(
        'select status, number from bookings where id = $1',
        [booked.id],
      );
      expect(rows).toEqual([{ status: 'pending', number: booked.number }]);
    } finally {
      await staff.end();
      await adminQuery(`drop database if exists ${database} with (force)`);
    }
  }, 60_000);
});
