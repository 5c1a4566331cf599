import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** One registry per process: default Node metrics plus HTTP latency per route template. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const HTTP_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request latency by method, route template and status',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: HTTP_BUCKETS,
  registers: [metricsRegistry],
});

/**
 * Times every request. The label is the matched route template (`/api/admin/users/:id`), never the
 * raw URL, so ids do not explode the label set; static files and unknown paths share one label each.
 */
export function httpMetricsMiddleware(req: Request, res: Response, next: NextFunction): void {
  const start = process.hrtime.bigint();
  res.on('finish', () => {
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const template = (req.route as { path?: string } | undefined)?.path;
    const route = template
      ? `${req.baseUrl}${template}`
      : req.originalUrl.startsWith('/api/')
        ? 'unmatched'
        : 'static';
    httpDuration.observe(
      { method: req.method, route, status_code: String(res.statusCode) },
      seconds,
    );
  });
  next();
}

/** Attempts refused by the abuse limits (holds, confirmations, mails), by reason. */
export const abuseBlockedTotal = new Counter({
  name: 'abuse_blocked_total',
  help: 'Requests or mails refused by the abuse limits, by reason',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});
