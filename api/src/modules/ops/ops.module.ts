import { DynamicModule, Module } from '@nestjs/common';
import { BenchController } from './bench.controller';
import { AdminPerformanceController } from './admin-performance.controller';
import { MetricsController } from './metrics.controller';
import { PerformanceService } from './performance.service';

@Module({})
export class OpsModule {
  static register(options: { benchRoutes: boolean }): DynamicModule {
    return {
      module: OpsModule,
      controllers: [
        MetricsController,
        AdminPerformanceController,
        ...(options.benchRoutes ? [BenchController] : []),
      ],
      providers: [PerformanceService],
    };
  }
}
