import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PricingCoreModule } from 'src/modules/pricing/pricing-core.module';
import { MeterConsumption } from './meter-consumption.service';
import { MeterReading } from './meter-reading.entity';

/** The priced consumption between two meter readings, for any module that bills electricity. */
@Module({
  imports: [MikroOrmModule.forFeature([MeterReading]), PricingCoreModule],
  providers: [MeterConsumption],
  exports: [MeterConsumption],
})
export class ElectricityCoreModule {}
