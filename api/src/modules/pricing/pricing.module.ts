import { Module } from '@nestjs/common';
import { CatalogCoreModule } from 'src/modules/catalog/catalog-core.module';
import { AdminDemandRulesController } from './admin-demand-rules.controller';
import { AdminDemandRulesService } from './admin-demand-rules.service';
import { AdminExtrasController } from './admin-extras.controller';
import { AdminExtrasService } from './admin-extras.service';
import { AdminPricingPreviewController } from './admin-pricing-preview.controller';
import { AdminPricingPreviewService } from './admin-pricing-preview.service';
import { AdminPricingSettingsController } from './admin-pricing-settings.controller';
import { AdminPricingSettingsService } from './admin-pricing-settings.service';
import { AdminSeasonsController } from './admin-seasons.controller';
import { AdminSeasonsService } from './admin-seasons.service';
import { PricingCoreModule } from './pricing-core.module';
import { PricingController } from './pricing.controller';

/** The HTTP side: public extras and the admin resources seasons, extras and pricing settings. */
@Module({
  imports: [PricingCoreModule, CatalogCoreModule],
  controllers: [
    PricingController,
    AdminSeasonsController,
    AdminExtrasController,
    AdminPricingSettingsController,
    AdminPricingPreviewController,
    AdminDemandRulesController,
  ],
  providers: [
    AdminSeasonsService,
    AdminExtrasService,
    AdminPricingSettingsService,
    AdminPricingPreviewService,
    AdminDemandRulesService,
  ],
  exports: [PricingCoreModule],
})
export class PricingModule {}
