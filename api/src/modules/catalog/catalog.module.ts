import { Module } from '@nestjs/common';
import { PricingCoreModule } from 'src/modules/pricing/pricing-core.module';
import { AdminBlocksController } from './admin-blocks.controller';
import { AdminBlocksService } from './admin-blocks.service';
import { AdminCategoriesController } from './admin-categories.controller';
import { AdminCategoriesService } from './admin-categories.service';
import { AdminPitchesController } from './admin-pitches.controller';
import { AdminPitchesService } from './admin-pitches.service';
import { CatalogCoreModule } from './catalog-core.module';
import { CatalogController } from './catalog.controller';

/** The HTTP side: the public catalogue and the admin resources categories, pitches and blocks. */
@Module({
  imports: [CatalogCoreModule, PricingCoreModule],
  controllers: [
    CatalogController,
    AdminCategoriesController,
    AdminPitchesController,
    AdminBlocksController,
  ],
  providers: [AdminCategoriesService, AdminPitchesService, AdminBlocksService],
  exports: [CatalogCoreModule],
})
export class CatalogModule {}
