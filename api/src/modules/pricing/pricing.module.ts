import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Extra } from './extra.entity';
import { PricingSettings } from './pricing-settings.entity';
import { PricingController } from './pricing.controller';
import { PricingService } from './pricing.service';
import { Season, SeasonRate } from './season.entity';

@Module({
  imports: [MikroOrmModule.forFeature([Season, SeasonRate, Extra, PricingSettings])],
  controllers: [PricingController],
  providers: [PricingService],
  exports: [PricingService],
})
export class PricingModule {}
