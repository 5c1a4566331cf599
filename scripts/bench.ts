// `npm run bench`: starts the real stack (PostgreSQL, Redis, built API with the bare baseline route)
// and measures routes with autocannon at 50 connections. Figures are compared as ratios to the bare
// `SELECT 1` route measured in the same run, never against absolute numbers. Then the public
// landing page: its initial JavaScript (gzip) and a Lighthouse mobile run on Debian's Chromium;
// and the admin sign-in page's initial JavaScript (gzip).
import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measureFarFuture, type FarFutureFigures } from './bench/far-future.ts';
import { measureInvoices, type InvoiceFigures } from './bench/invoices.ts';
import { ensureChromium } from './lib/chromium.ts';
import {
  ADMIN_SITE,
  measureInitialJs,
  runLighthouse,
  type InitialJs,
  type LighthouseFigures,
} from './lib/frontend-bench.ts';
import { runShutdown, runScript } from './lib/process.ts';
import {
  availabilityStay,
  availabilityStays,
  bookingBodies,
  seedBookingBench,
} from './bench/booking-data.ts';
import { REPO_ROOT } from './lib/services.ts';
import { startStack } from './lib/stack.ts';

interface BenchCase {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  /** A fresh JSON body per request (POST cases). */
  body?: () => string;
  /** A fresh path per request (GET cases that vary their query). */
  nextPath?: () => string;
  connections?: number;
  /** Sent with every request (the staff session for the admin cases). */
  headers?: Record<string, string>;
}

const BASELINE = '/api/bench/select1';
/** A staff session of the demo admin (the bench database is seeded with it), as a Cookie header. */
async function staffCookie(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/demo-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'admin@alpencamp-dachstein.at',
      password: 'Dachstein-Demo-2026',
    }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie };
}

/** The month after next (a calendar page with bookings in it), as the calendar asks for it. */
function calendarMonth(): { from: string; to: string } {
  const now = new Date();
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { from: iso(new Date(Date.UTC(y, m + 2, 1))), to: iso(new Date(Date.UTC(y, m + 3, 1))) };
}

function adminCases(staff: Record<string, string>): BenchCase[] {
  const month = calendarMonth();
  const year = new Date().getUTCFullYear();
  return [
    {
      name: 'GET /api/admin/calendar (31 days, 200 pitches, 20,000 bookings)',
      path: `/api/admin/calendar?from=${month.from}&to=${month.to}`,
      headers: staff,
    },
    { name: 'GET /api/admin/dashboard', path: '/api/admin/dashboard', headers: staff },
    {
      name: 'GET /api/admin/analytics (one year, 20,000 bookings)',
      path: `/api/admin/analytics?from=${year}-01-01&to=${year + 1}-01-01`,
      headers: staff,
    },
  ];
}

function cases(pitchIds: string[]): BenchCase[] {
  const stay = availabilityStay();
  const availabilityPath = (s: { checkIn: string; checkOut: string }) =>
    `/api/availability?checkIn=${s.checkIn}&checkOut=${s.checkOut}&adults=2`;
  const availability = availabilityPath(stay);
  const nextStay = availabilityStays(365);
  return [
    { name: 'bare route: SELECT 1', path: BASELINE },
    // Latency first, before the load cases leave the machine busy (their pools, GC, PostgreSQL's
    // background work would otherwise show in these tails).
    { name: 'bare route: SELECT 1, one connection', path: BASELINE, connections: 1 },
    { name: 'GET /api/availability, one connection', path: availability, connections: 1 },
    { name: 'GET /api/health', path: '/api/health' },
    { name: 'GET /api/company-settings', path: '/api/company-settings' },
    { name: 'GET /api/location (landing page location section)', path: '/api/location' },
    { name: 'GET /de (public shell, head tags injected)', path: '/de' },
    { name: 'GET /api/availability (14 nights, 200 pitches, 20,000 bookings)', path: availability },
    {
      name: 'GET /api/availability, 365 different stays in turn (mostly cache misses)',
      path: availability,
      nextPath: () => availabilityPath(nextStay()),
    },
    {
      name: 'POST /api/bookings (random non-conflicting stays)',
      path: '/api/bookings',
      method: 'POST',
      body: bookingBodies(pitchIds),
    },
  ];
}

/** The public landing page's budgets: initial JS (kB gzip) and Lighthouse mobile scores. */
const TARGETS = { initialJsKb: 100, performance: 95, accessibility: 95, seo: 100 };
/** The admin console's sign-in page's budget: everything else loads after sign-in. */
const ADMIN_TARGETS = { initialJsKb: 350 };

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** BENCH_ONLY=regex runs only the matching cases (the bare route always runs, for the ratios). */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
/** BENCH_FRONTEND=0 skips the Chromium figures (initial JS, Lighthouse). */
const FRONTEND = process.env.BENCH_FRONTEND !== '0';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

interface Figures {
  name: string;
  path: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function measure(base: string, c: BenchCase): Promise<Figures> {
  const options = (duration: number): autocannon.Options => ({
    url: base + c.path,
    connections: c.connections ?? CONNECTIONS,
    duration,
    ...(c.headers ? { headers: c.headers } : {}),
    ...(c.nextPath
      ? {
          requests: [
            { setupRequest: (req: autocannon.Request) => ({ ...req, path: c.nextPath!() }) },
          ],
        }
      : {}),
    ...(c.body
      ? {
          requests: [
            {
              method: c.method ?? 'POST',
              headers: { 'content-type': 'application/json' },
              setupRequest: (req: autocannon.Request) => ({ ...req, body: c.body!() }),
            },
          ],
        }
      : {}),
  });
  // Warm-up so JIT, pool and caches are in their steady state before counting.
  await autocannon(options(2));
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options(DURATION), (err, res) =>
      err ? reject(err) : resolve(res),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  latencies.sort((a, b) => a - b);
  return {
    name: c.name,
    path: c.path,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main(): Promise<number> {
  const log = (msg: string) => console.log(`[bench] ${msg}`);
  const port = Number(process.env.BENCH_PORT ?? 3999);
  const host = '127.0.0.1';
  let pitchIds: string[] = [];
  const {
    url: base,
    databaseUrl,
    startWorker,
  } = await startStack({
    log,
    build: ['api', 'admin-web', 'public-web'],
    port,
    host,
    // A database of its own, so bench data never mixes with the demo data of `npm start`.
    freshDatabase: 'alpencamp_bench',
    env: {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      BENCH_ROUTES: 'true',
      REDIS_PREFIX: 'bench',
      PUBLIC_URL: `http://${host}:${port}`,
      // The booking case sends thousands of holds from one address: the abuse limits (which would
      // answer 429 after a few) are raised for the bench run only.
      HOLDS_PER_ADDRESS_MAX: '1000000',
      HOLDS_PER_EMAIL_MAX: '1000000',
      HOLD_RATE_MAX: '1000000',
      CONFIRM_RATE_MAX: '1000000',
    },
    afterSeed: async (databaseUrl) => {
      log('growing the bench site to 200 pitches and 20,000 bookings ...');
      pitchIds = await seedBookingBench(databaseUrl);
    },
  });
  await fetch(`${base}/api/company-settings`);

  log(`${CONNECTIONS} connections, ${DURATION} s per case (after a 2 s warm-up)`);
  const figures: Figures[] = [];
  const staff = await staffCookie(base);
  for (const c of [...cases(pitchIds), ...adminCases(staff)])
    if (!ONLY || c.path === BASELINE || ONLY.test(c.name)) figures.push(await measure(base, c));
  const baseline = figures.find((f) => f.path === BASELINE)!;

  console.log('\n| case | req/s | p50 ms | p95 ms | p99 ms | vs bare route | errors/non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const f of figures) {
    const oneConnection = f.name.endsWith('one connection');
    const ratio = f === baseline || oneConnection ? '' : (f.rps / baseline.rps).toFixed(2);
    const ms = (v: number) => v.toFixed(1);
    console.log(
      `| ${f.name} | ${f.rps.toFixed(0)} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${ratio} | ${f.errors}/${f.non2xx} |`,
    );
  }
  let farFuture: FarFutureFigures | undefined;
  if (!ONLY || ONLY.test('far-future quotes')) {
    farFuture = await measureFarFuture(base);
    const ms = (v: number) => v.toFixed(1);
    console.log(
      `\nfar-future quotes (checkout 9999-12-31), ${farFuture.quotesAtOnce} at once, ${farFuture.rounds} rounds: ` +
        `answers ${JSON.stringify(farFuture.quoteStatuses)}; /api/health sent with them ` +
        `p50 ${ms(farFuture.healthP50)} ms, p95 ${ms(farFuture.healthP95)} ms, max ${ms(farFuture.healthMax)} ms ` +
        `(alone p50 ${ms(farFuture.healthAloneP50)} ms; target <= 50 ms)`,
    );
  }
  let invoices: InvoiceFigures | undefined;
  if (!ONLY || ONLY.test('invoices')) {
    log(`invoices: ${200} issued by one worker process, then PDF renders in this warm process ...`);
    invoices = await measureInvoices(base, databaseUrl, startWorker);
    const ms = (v: number) => v.toFixed(1);
    console.log(
      `\ninvoice PDF render (warm process, ${invoices.renders} renders from stored snapshots, ` +
        `${(invoices.pdfBytes / 1024).toFixed(1)} kB each): p50 ${ms(invoices.renderP50)} ms, ` +
        `p95 ${ms(invoices.renderP95)} ms, max ${ms(invoices.renderMax)} ms ` +
        `(target p95 <= 20 ms: ${invoices.renderP95 <= 20 ? 'ok' : 'MISSED'})`,
    );
    console.log(
      `invoices issued by one worker: ${invoices.issued} in ${invoices.issueSeconds.toFixed(2)} s ` +
        `= ${invoices.invoicesPerSecond.toFixed(0)} invoices/s (each with its mail queued; outbox relay included)`,
    );
  }
  const frontend = FRONTEND ? await measureFrontend(base, log) : undefined;

  const outDir = path.join(REPO_ROOT, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    path.join(outDir, 'latest.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        connections: CONNECTIONS,
        seconds: DURATION,
        figures,
        farFuture,
        invoices,
        frontend,
      },
      null,
      2,
    ),
  );
  log('figures written to bench-results/latest.json');
  // Let requests autocannon abandoned at the deadline finish before the pool closes under them.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await runShutdown();
  return figures.some((f) => f.errors > 0 || f.non2xx > 0) ? 1 : 0;
}

async function measureFrontend(
  base: string,
  log: (msg: string) => void,
): Promise<{
  landingInitialJs: InitialJs;
  adminInitialJs: InitialJs;
  lighthouse: LighthouseFigures | { error: string };
}> {
  ensureChromium(log);
  const url = `${base}/de`;
  const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  const printInitialJs = (title: string, js: InitialJs, targetKb: number) => {
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(`\n${title}: initial JavaScript`);
    for (const f of js.files) console.log(`  ${f.file}  ${kb(f.gzipBytes)} kB gzip`);
    if (js.missing.length > 0)
      console.log(`  not in the build (counted as 0): ${js.missing.join(', ')}`);
    console.log(
      `  total ${kb(js.gzipBytes)} kB gzip (target <= ${targetKb} kB: ${mark(js.gzipBytes / 1024 <= targetKb)})`,
    );
  };
  const js = await measureInitialJs(url);
  printInitialJs(`Landing page ${url}`, js, TARGETS.initialJsKb);
  const adminUrl = `${base}/admin/login`;
  const adminJs = await measureInitialJs(adminUrl, ADMIN_SITE);
  printInitialJs(`Admin sign-in ${adminUrl}`, adminJs, ADMIN_TARGETS.initialJsKb);

  log('Lighthouse (mobile preset, simulated throttling) ...');
  let lighthouse: LighthouseFigures | { error: string };
  try {
    const lh = await runLighthouse(url);
    lighthouse = lh;
    console.log('\n| Lighthouse (mobile) | score | target |');
    console.log('|---|---:|---|');
    console.log(
      `| performance | ${lh.performance} | >= ${TARGETS.performance} ${mark(lh.performance >= TARGETS.performance)} |`,
    );
    console.log(
      `| accessibility | ${lh.accessibility} | >= ${TARGETS.accessibility} ${mark(lh.accessibility >= TARGETS.accessibility)} |`,
    );
    console.log(`| best practices | ${lh.bestPractices} | |`);
    console.log(`| SEO | ${lh.seo} | ${TARGETS.seo} ${mark(lh.seo >= TARGETS.seo)} |`);
    console.log(
      `LCP ${(lh.lcpMs / 1000).toFixed(2)} s, FCP ${(lh.fcpMs / 1000).toFixed(2)} s, ` +
        `Speed Index ${(lh.speedIndexMs / 1000).toFixed(2)} s, TBT ${lh.tbtMs.toFixed(0)} ms, ` +
        `CLS ${lh.cls.toFixed(3)} (CPU benchmark index of this machine: ${lh.benchmarkIndex})`,
    );
  } catch (err) {
    lighthouse = { error: err instanceof Error ? err.message : String(err) };
    console.log(`Lighthouse could not run: ${lighthouse.error}`);
  }
  return { landingInitialJs: js, adminInitialJs: adminJs, lighthouse };
}

runScript(main);
