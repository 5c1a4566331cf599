import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AdminExtrasController } from './admin-extras.controller';
import { AdminExtrasService } from './admin-extras.service';
import { AdminPricingSettingsController } from './admin-pricing-settings.controller';
import { AdminPricingSettingsService } from './admin-pricing-settings.service';
import { AdminSeasonsController } from './admin-seasons.controller';
import { AdminSeasonsService } from './admin-seasons.service';
import { Extra } from './extra.entity';
import { PricingSettings } from './pricing-settings.entity';
import { PricingController } from './pricing.controller';
import { PricingService } from './pricing.service';
import { Season, SeasonRate } from './season.entity';

@Module({
  imports: [MikroOrmModule.forFeature([Season, SeasonRate, Extra, PricingSettings])],
  controllers: [
    PricingController,
    AdminSeasonsController,
    AdminExtrasController,
    AdminPricingSettingsController,
  ],
  providers: [PricingService, AdminSeasonsService, AdminExtrasService, AdminPricingSettingsService],
  exports: [PricingService],
})
export class PricingModule {}
