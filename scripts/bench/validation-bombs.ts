// The validation-bomb case: anonymous requests whose validation would grow with their size —
// thousands of empty registration persons, objects of 50,000-100,000 unknown keys, 100,000 empty
// extras — sent all at once with a health check, round after round. Each must be refused on its
// shape (or, for the registration, on its token) in a short 400/403/404, so the health check waits
// only for a few parses, not for seconds of validation and megabytes of errors. No imports: the API's
// test (api/test/validation-bombs.int-suite.ts) runs the same requests against a test server.

export interface Bomb {
  name: string;
  method: 'POST' | 'PUT';
  path: string;
  body: string;
}

const keys = (n: number) => {
  const o: Record<string, number> = {};
  for (let i = 0; i < n; i++) o[i.toString(36)] = 0;
  return o;
};
const empties = (n: number) => Array.from({ length: n }, () => ({}));

/** An id no booking has; with a wrong token the route must refuse before reading the body. */
const NO_BOOKING = '00000000-0000-4000-8000-000000000000';

export function validationBombs(): Bomb[] {
  const stay = { checkIn: '2027-07-10', checkOut: '2027-07-13', adults: 2 };
  const unknown50k = JSON.stringify(keys(50_000));
  const registration = (persons: number): Bomb => ({
    name: `registration, ${persons.toLocaleString('en')} persons, wrong token`,
    method: 'PUT',
    path: `/api/bookings/${NO_BOOKING}/registration?token=wrong`,
    body: JSON.stringify({ persons: empties(persons), signature: 'x' }),
  });
  return [
    registration(20_000),
    registration(60_000),
    { name: 'quote, 50,000 keys', method: 'POST', path: '/api/bookings/quote', body: unknown50k },
    {
      name: 'quote, 100,000 keys',
      method: 'POST',
      path: '/api/bookings/quote',
      body: JSON.stringify({ ...stay, ...keys(100_000) }),
    },
    {
      name: 'quote, 100,000 extras',
      method: 'POST',
      path: '/api/bookings/quote',
      body: JSON.stringify({ ...stay, extras: empties(100_000) }),
    },
    { name: 'hold, 50,000 keys', method: 'POST', path: '/api/bookings', body: unknown50k },
    { name: 'waitlist, 50,000 keys', method: 'POST', path: '/api/waitlist', body: unknown50k },
    { name: 'sign-in, 50,000 keys', method: 'POST', path: '/api/auth/login', body: unknown50k },
  ];
}

export interface BombAnswer {
  name: string;
  status: number;
  bytes: number;
  ms: number;
  message: string;
}

export interface ValidationBombFigures {
  rounds: number;
  bombsAtOnce: number;
  /** Status codes the bombs answered, with their counts. */
  statuses: Record<string, number>;
  /** The largest answer any bomb got, in bytes. */
  largestAnswer: number;
  /** The slowest bomb's answer, in ms. */
  slowestBomb: number;
  /** Latency of the health check sent together with each round's bombs. */
  healthP50: number;
  healthP95: number;
  healthMax: number;
  /** The same health check alone, between rounds. */
  healthAloneP50: number;
  /** Each bomb's answer in the last round. */
  answers: BombAnswer[];
}

async function timed(
  request: Promise<Response>,
): Promise<{ res: Response; text: string; ms: number }> {
  const started = performance.now();
  const res = await request;
  const text = await res.text();
  return { res, text, ms: performance.now() - started };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

export async function measureValidationBombs(
  base: string,
  rounds = 20,
): Promise<ValidationBombFigures> {
  const bombs = validationBombs();
  const fire = (b: Bomb) =>
    timed(
      fetch(`${base}${b.path}`, {
        method: b.method,
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: b.body,
      }),
    ).then(({ res, text, ms }): BombAnswer => ({
      name: b.name,
      status: res.status,
      bytes: Buffer.byteLength(text),
      ms,
      message: (() => {
        try {
          return String((JSON.parse(text) as { message?: unknown }).message ?? '');
        } catch {
          return text.slice(0, 200);
        }
      })(),
    }));
  const health = () => timed(fetch(`${base}/api/health`));
  const statuses: Record<string, number> = {};
  const during: number[] = [];
  const alone: number[] = [];
  let largestAnswer = 0;
  let slowestBomb = 0;
  let answers: BombAnswer[] = [];
  for (let round = 0; round < rounds; round++) {
    const fired = bombs.map(fire);
    const check = health();
    answers = await Promise.all(fired);
    for (const a of answers) {
      statuses[a.status] = (statuses[a.status] ?? 0) + 1;
      largestAnswer = Math.max(largestAnswer, a.bytes);
      slowestBomb = Math.max(slowestBomb, a.ms);
    }
    during.push((await check).ms);
    alone.push((await health()).ms);
  }
  during.sort((a, b) => a - b);
  alone.sort((a, b) => a - b);
  return {
    rounds,
    bombsAtOnce: bombs.length,
    statuses,
    largestAnswer,
    slowestBomb,
    healthP50: quantile(during, 0.5),
    healthP95: quantile(during, 0.95),
    healthMax: during[during.length - 1],
    healthAloneP50: quantile(alone, 0.5),
    answers,
  };
}
