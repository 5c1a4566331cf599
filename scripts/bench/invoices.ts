// The invoice bench case: how fast a warm process renders an invoice PDF from its stored snapshot
// (p50/p95, target p95 <= 20 ms), and how many invoices a worker process issues per second (the
// `invoices` queue fed through the outbox, as a payment does; each issued invoice also queues its
// mail, whose PDF the same worker renders).
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import type { ChildHandle } from '../lib/process.ts';
import { REPO_ROOT } from '../lib/services.ts';

const COUNT = 200;
const RENDERS = 500;

export interface InvoiceFigures {
  renders: number;
  renderP50: number;
  renderP95: number;
  renderMax: number;
  pdfBytes: number;
  issued: number;
  issueSeconds: number;
  invoicesPerSecond: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function until(what: string, check: () => Promise<boolean>, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`invoice bench: timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function measureInvoices(
  base: string,
  databaseUrl: string,
  startWorker: () => ChildHandle,
): Promise<InvoiceFigures> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // A real price snapshot (pitch, extras at two VAT rates, tourist tax) from the quote route.
    const { rows: pitches } = await client.query<{ id: string; category_id: string }>(
      `select id, category_id from pitches where active order by code limit ${COUNT + 1}`,
    );
    const stay = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.parse(stay) + 3 * 86_400_000).toISOString().slice(0, 10);
    const quoteRes = await fetch(`${base}/api/bookings/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        pitchId: pitches[0].id,
        checkIn: stay,
        checkOut,
        adults: 2,
        children: 1,
        extras: [{ code: 'electricity' }, { code: 'breakfast' }],
      }),
    });
    if (!quoteRes.ok) throw new Error(`invoice bench: quote answered ${quoteRes.status}`);
    const quote = (await quoteRes.json()) as { totalCents: number };
    // Confirmed stays long past (they block nothing the other cases book), one per pitch.
    const { rows: bookings } = await client.query<{ id: string }>(
      `insert into bookings (id, number, token_hash, status, payment_status, payment_method, channel,
                             pitch_id, category_id, check_in, check_out, adults, children, extras,
                             first_name, last_name, email, street, postal_code, city, country,
                             language, notes, quote, total_cents, confirmed_at, created_at, updated_at)
       select gen_random_uuid(), 'INV-' || n, md5('inv' || n), 'confirmed', 'unpaid', 'bank_transfer',
              'phone', p.id, p.category_id, date '2020-03-02', date '2020-03-05', 2, 1, '[]',
              'Bench', 'Invoice ' || n, null, 'Hauptplatz 1', '8970', 'Schladming', 'AT',
              case when n % 2 = 0 then 'de' else 'en' end, '', $1::jsonb, $2, now(), now(), now()
         from unnest($3::uuid[], $4::uuid[]) with ordinality as p(id, category_id, n)
       returning id`,
      [
        JSON.stringify(quote),
        quote.totalCents,
        pitches.map((p) => p.id),
        pitches.map((p) => p.category_id),
      ],
    );
    const request = (ids: string[]) =>
      client.query(
        `insert into outbox (queue, name, job_id, data, run_at, created_at, attempts)
         select 'invoices', 'issue', 'invoice.booking.' || id, json_build_object('bookingId', id), null, now(), 0
           from unnest($1::uuid[]) id`,
        [ids],
      );
    const issued = async (ids: string[]) =>
      (
        await client.query<{ n: number }>(
          'select count(*)::int as n from invoice where booking_id = any($1::uuid[])',
          [ids],
        )
      ).rows[0].n;

    const worker = startWorker();
    try {
      // Warm-up: the worker's first invoice (module load, JIT, connections).
      const [first, ...rest] = bookings.map((b) => b.id);
      await request([first]);
      await until('the warm-up invoice is issued', async () => (await issued([first])) === 1);
      const started = performance.now();
      await request(rest);
      await until(
        `${rest.length} invoices are issued`,
        async () => (await issued(rest)) === rest.length,
      );
      const issueSeconds = (performance.now() - started) / 1000;

      // Rendering, in this process once warm, from a stored snapshot (as the API and the mail do).
      const require = createRequire(import.meta.url);
      const { renderInvoicePdf } = require(
        path.join(REPO_ROOT, 'api/dist/modules/invoices/invoice-pdf.js'),
      ) as { renderInvoicePdf: (s: unknown) => Promise<Buffer> };
      const { rows: snapshots } = await client.query<{ snapshot: unknown }>(
        'select snapshot from invoice order by sequence limit 20',
      );
      let pdfBytes = 0;
      for (let i = 0; i < 50; i++)
        pdfBytes = (await renderInvoicePdf(snapshots[i % snapshots.length].snapshot)).length;
      const ms: number[] = [];
      for (let i = 0; i < RENDERS; i++) {
        const t0 = performance.now();
        await renderInvoicePdf(snapshots[i % snapshots.length].snapshot);
        ms.push(performance.now() - t0);
      }
      ms.sort((a, b) => a - b);
      return {
        renders: RENDERS,
        renderP50: quantile(ms, 0.5),
        renderP95: quantile(ms, 0.95),
        renderMax: ms[ms.length - 1],
        pdfBytes,
        issued: rest.length,
        issueSeconds,
        invoicesPerSecond: rest.length / issueSeconds,
      };
    } finally {
      await worker.stop();
    }
  } finally {
    await client.end();
  }
}
