import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PricingCoreModule } from 'src/modules/pricing/pricing-core.module';
import { ContractMeterReadings } from './contract-meter-readings.service';
import { MeterConsumption } from './meter-consumption.service';
import { MeterReading } from './meter-reading.entity';

/**
 * The priced consumption between two meter readings, for any module that bills electricity, and a
 * seasonal contract's readings.
 */
@Module({
  imports: [MikroOrmModule.forFeature([MeterReading]), PricingCoreModule],
  providers: [MeterConsumption, ContractMeterReadings],
  exports: [MeterConsumption, ContractMeterReadings],
})
export class ElectricityCoreModule {}
