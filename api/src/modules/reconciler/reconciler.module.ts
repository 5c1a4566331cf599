import { Module } from '@nestjs/common';
import { AccessCodesCoreModule } from 'src/modules/access-codes/access-codes-core.module';
import { AlertsCoreModule } from 'src/modules/alerts/alerts.module';
import { ReconcilerMetrics } from './reconciler.metrics';
import { ReconcilerService } from './reconciler.service';

/** The reconciler's service (the worker schedules it, see reconciler.processor.ts). */
@Module({
  imports: [AccessCodesCoreModule, AlertsCoreModule],
  providers: [ReconcilerService],
  exports: [ReconcilerService],
})
export class ReconcilerCoreModule {}

/** The API side: the repair counter on /api/metrics. */
@Module({ imports: [ReconcilerCoreModule], providers: [ReconcilerMetrics] })
export class ReconcilerModule {}
