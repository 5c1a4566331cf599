import { Module } from '@nestjs/common';
import { AssetsCoreModule } from 'src/modules/assets/assets-core.module';
import { PricingCoreModule } from 'src/modules/pricing/pricing-core.module';
import { AdminBlocksController } from './admin-blocks.controller';
import { AdminBlocksService } from './admin-blocks.service';
import { AdminCategoriesController } from './admin-categories.controller';
import { AdminCategoriesService } from './admin-categories.service';
import { AdminPitchMapController } from './admin-pitch-map.controller';
import { AdminPitchesController } from './admin-pitches.controller';
import { AdminPitchesService } from './admin-pitches.service';
import { CatalogCoreModule } from './catalog-core.module';
import { CatalogController } from './catalog.controller';
import { PitchMapService } from './pitch-map.service';

/** The HTTP side: the public catalogue and the admin resources categories, pitches and blocks. */
@Module({
  imports: [CatalogCoreModule, PricingCoreModule, AssetsCoreModule],
  controllers: [
    CatalogController,
    AdminCategoriesController,
    AdminPitchesController,
    AdminBlocksController,
    AdminPitchMapController,
  ],
  providers: [AdminCategoriesService, AdminPitchesService, AdminBlocksService, PitchMapService],
  exports: [CatalogCoreModule],
})
export class CatalogModule {}
