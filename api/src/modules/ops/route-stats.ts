/**
 * Per-route figures for the performance page, from the cumulative HTTP histogram: the difference
 * between two snapshots gives the requests of that window, their rate, error share and latency
 * quantiles (interpolated inside the histogram buckets, as Prometheus' histogram_quantile does).
 */

/** Cumulative counts of one method and route: `buckets[i]` requests took at most `bounds[i]` seconds. */
export interface RouteCounts {
  buckets: number[];
  count: number;
  serverErrors: number;
  clientErrors: number;
}

/** Keyed by "METHOD route". */
export type Snapshot = Map<string, RouteCounts>;

export interface RouteFigures {
  method: string;
  route: string;
  requests: number;
  perSecond: number;
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  serverErrorRate: number;
  clientErrors: number;
}

interface HistogramValue {
  labels: Partial<Record<string, string | number>>;
  value: number;
  metricName?: string;
}

/** Folds prom-client's histogram values (all status codes) into counts per method and route. */
export function snapshotOf(values: HistogramValue[], bounds: number[]): Snapshot {
  const snapshot: Snapshot = new Map();
  const entry = (labels: HistogramValue['labels']) => {
    const key = `${labels.method} ${labels.route}`;
    let counts = snapshot.get(key);
    if (!counts) {
      counts = { buckets: bounds.map(() => 0), count: 0, serverErrors: 0, clientErrors: 0 };
      snapshot.set(key, counts);
    }
    return counts;
  };
  for (const v of values) {
    if (v.metricName?.endsWith('_bucket')) {
      const i = bounds.indexOf(Number(v.labels.le));
      if (i >= 0) entry(v.labels).buckets[i] += v.value;
    } else if (v.metricName?.endsWith('_count')) {
      const counts = entry(v.labels);
      const status = Number(v.labels.status_code);
      counts.count += v.value;
      if (status >= 500) counts.serverErrors += v.value;
      else if (status >= 400) counts.clientErrors += v.value;
    }
  }
  return snapshot;
}

/**
 * The q-quantile in milliseconds of a window's bucket counts; null without requests. Requests
 * slower than the last bound count as the last bound (the page shows it as "at least").
 */
export function quantileMs(
  q: number,
  buckets: number[],
  count: number,
  bounds: number[],
): number | null {
  if (count <= 0) return null;
  const rank = q * count;
  let below = 0;
  for (let i = 0; i < bounds.length; i++) {
    if (buckets[i] >= rank) {
      const lower = i === 0 ? 0 : bounds[i - 1];
      const inBucket = buckets[i] - below;
      const share = inBucket > 0 ? (rank - below) / inBucket : 1;
      return Math.round((lower + (bounds[i] - lower) * share) * 10_000) / 10;
    }
    below = buckets[i];
  }
  return bounds[bounds.length - 1] * 1000;
}

/** The window between `older` (absent: the process start) and `newer`, busiest routes first. */
export function windowFigures(
  newer: Snapshot,
  older: Snapshot | undefined,
  seconds: number,
  bounds: number[],
): RouteFigures[] {
  const rows: RouteFigures[] = [];
  for (const [key, now] of newer) {
    const then = older?.get(key);
    const count = now.count - (then?.count ?? 0);
    if (count <= 0) continue;
    const buckets = now.buckets.map((b, i) => b - (then?.buckets[i] ?? 0));
    const [method, ...rest] = key.split(' ');
    rows.push({
      method,
      route: rest.join(' '),
      requests: count,
      perSecond: Math.round((count / Math.max(seconds, 1)) * 100) / 100,
      p50Ms: quantileMs(0.5, buckets, count, bounds),
      p95Ms: quantileMs(0.95, buckets, count, bounds),
      p99Ms: quantileMs(0.99, buckets, count, bounds),
      serverErrorRate:
        Math.round(((now.serverErrors - (then?.serverErrors ?? 0)) / count) * 10_000) / 10_000,
      clientErrors: now.clientErrors - (then?.clientErrors ?? 0),
    });
  }
  return rows.sort((a, b) => b.requests - a.requests || a.route.localeCompare(b.route));
}
