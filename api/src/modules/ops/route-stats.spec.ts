import { quantileMs, snapshotOf, windowFigures } from './route-stats';

const bounds = [0.01, 0.1, 1];

const values = (method: string, route: string, status: number, perBucket: number[]) => {
  let cumulative = 0;
  const labels = { method, route, status_code: String(status) };
  const buckets = bounds.map((le, i) => {
    cumulative += perBucket[i];
    return { labels: { ...labels, le }, value: cumulative, metricName: 'x_bucket' };
  });
  return [...buckets, { labels, value: cumulative, metricName: 'x_count' }];
};

describe('route figures', () => {
  it('interpolates quantiles inside the buckets, in milliseconds', () => {
    // 100 requests: 50 under 10 ms, 40 between 10 and 100 ms, 10 between 100 ms and 1 s.
    const buckets = [50, 90, 100];
    expect(quantileMs(0.5, buckets, 100, bounds)).toBe(10);
    expect(quantileMs(0.95, buckets, 100, bounds)).toBe(550);
    expect(quantileMs(0.25, buckets, 100, bounds)).toBe(5);
    expect(quantileMs(0.5, [0, 0, 0], 0, bounds)).toBeNull();
  });

  it('counts only the window between two snapshots, with the server error share per route', () => {
    const older = snapshotOf(
      [...values('GET', '/api/a', 200, [10, 0, 0]), ...values('GET', '/api/b', 200, [5, 0, 0])],
      bounds,
    );
    const newer = snapshotOf(
      [
        ...values('GET', '/api/a', 200, [28, 0, 0]),
        ...values('GET', '/api/a', 500, [0, 0, 2]),
        ...values('GET', '/api/b', 200, [5, 0, 0]),
        ...values('POST', '/api/a', 404, [3, 0, 0]),
      ],
      bounds,
    );
    const rows = windowFigures(newer, older, 10, bounds);
    expect(rows.map((r) => `${r.method} ${r.route}`)).toEqual(['GET /api/a', 'POST /api/a']);
    expect(rows[0]).toMatchObject({
      requests: 20,
      perSecond: 2,
      serverErrorRate: 0.1,
      clientErrors: 0,
    });
    expect(rows[1]).toMatchObject({ requests: 3, clientErrors: 3, serverErrorRate: 0 });
  });
});
