import { DynamicModule, Module } from '@nestjs/common';
import { BenchController } from './bench.controller';
import { MetricsController } from './metrics.controller';

@Module({})
export class OpsModule {
  static register(options: { benchRoutes: boolean }): DynamicModule {
    return {
      module: OpsModule,
      controllers: [MetricsController, ...(options.benchRoutes ? [BenchController] : [])],
    };
  }
}
