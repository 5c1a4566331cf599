import { Counter } from 'prom-client';
import { metricsRegistry } from 'src/modules/ops/metrics';

/** Stripe webhook events by type and result (processed, duplicate, refused). */
export const stripeEventsTotal = new Counter({
  name: 'stripe_webhook_events_total',
  help: 'Stripe webhook events received, by type and result',
  labelNames: ['type', 'result'] as const,
  registers: [metricsRegistry],
});

/** Bank transfers past their due date that staff were alerted about (once per booking). */
export const bankTransfersOverdueTotal = new Counter({
  name: 'bank_transfers_overdue_total',
  help: 'Bank transfers found past their due date (staff alerted once per booking)',
  registers: [metricsRegistry],
});
