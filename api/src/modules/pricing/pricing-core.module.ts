import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { DemandRule } from './demand-rule.entity';
import { Extra } from './extra.entity';
import { PricingSettings } from './pricing-settings.entity';
import { PricingService } from './pricing.service';
import { Season, SeasonRate } from './season.entity';

/** Seasons, extras, site pricing rules and quotes as other modules use them (PricingService). */
@Module({
  imports: [MikroOrmModule.forFeature([Season, SeasonRate, Extra, PricingSettings, DemandRule])],
  providers: [PricingService],
  exports: [PricingService],
})
export class PricingCoreModule {}
