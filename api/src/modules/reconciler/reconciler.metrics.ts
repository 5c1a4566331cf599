import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { Counter } from 'prom-client';
import { metricsRegistry } from 'src/modules/ops/metrics';
import { EFFECTS } from './reconciler.service';

const NAME = 'reconciler_repairs_total';

/**
 * `reconciler_repairs_total{effect}` on /api/metrics. The reconciler runs in the workers, which
 * serve no HTTP, so the API reads the totals from their record (reconciler_repairs) when scraped;
 * a database that does not answer leaves the last totals in place.
 */
@Injectable()
export class ReconcilerMetrics implements OnModuleInit {
  constructor(private readonly em: EntityManager) {}

  onModuleInit(): void {
    const em = this.em;
    metricsRegistry.removeSingleMetric(NAME);
    new Counter({
      name: NAME,
      help: 'Effects (invoice, storno, access_code, mail) the reconciler queued again, by effect',
      labelNames: ['effect'] as const,
      registers: [metricsRegistry],
      async collect() {
        try {
          const rows = await em
            .getConnection()
            .execute<{ effect: string; n: string }[]>(
              'select effect, sum(repairs) as n from reconciler_repairs group by effect',
            );
          this.reset();
          for (const effect of EFFECTS)
            this.inc({ effect }, Number(rows.find((r) => r.effect === effect)?.n ?? 0));
        } catch {
          // keep the last totals
        }
      },
    });
  }
}
