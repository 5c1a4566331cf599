// The denial-of-service case: twenty quotes with a checkout in the year 9999 at once, and a health
// check sent with them. Such a stay must be refused on its two dates before any per-night work, so
// the health check waits only for the twenty refusals, not for millions of nights.

const ROUNDS = 100;
const AT_ONCE = 20;

export interface FarFutureFigures {
  rounds: number;
  quotesAtOnce: number;
  /** Status codes the far-future quotes answered, with their counts. */
  quoteStatuses: Record<string, number>;
  /** Latency of the health check sent together with each round's quotes. */
  healthP50: number;
  healthP95: number;
  healthMax: number;
  /** The same health check alone, between rounds. */
  healthAloneP50: number;
}

async function timed(request: Promise<Response>): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await request;
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

export async function measureFarFuture(base: string): Promise<FarFutureFigures> {
  const body = JSON.stringify({ checkIn: '2027-07-10', checkOut: '9999-12-31', adults: 2 });
  const quote = () =>
    timed(
      fetch(`${base}/api/bookings/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }),
    );
  const health = () => timed(fetch(`${base}/api/health`));
  const quoteStatuses: Record<string, number> = {};
  const during: number[] = [];
  const alone: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const quotes = Array.from({ length: AT_ONCE }, quote);
    const check = health();
    for (const q of await Promise.all(quotes))
      quoteStatuses[q.status] = (quoteStatuses[q.status] ?? 0) + 1;
    during.push((await check).ms);
    alone.push((await health()).ms);
  }
  during.sort((a, b) => a - b);
  alone.sort((a, b) => a - b);
  return {
    rounds: ROUNDS,
    quotesAtOnce: AT_ONCE,
    quoteStatuses,
    healthP50: quantile(during, 0.5),
    healthP95: quantile(during, 0.95),
    healthMax: during[during.length - 1],
    healthAloneP50: quantile(alone, 0.5),
  };
}
