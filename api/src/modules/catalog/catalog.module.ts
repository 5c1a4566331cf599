import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AdminBlocksController } from './admin-blocks.controller';
import { AdminBlocksService } from './admin-blocks.service';
import { AdminCategoriesController } from './admin-categories.controller';
import { AdminCategoriesService } from './admin-categories.service';
import { AdminPitchesController } from './admin-pitches.controller';
import { AdminPitchesService } from './admin-pitches.service';
import { Block } from './block.entity';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';
import { PitchCategory } from './pitch-category.entity';
import { Pitch } from './pitch.entity';

@Module({
  imports: [MikroOrmModule.forFeature([PitchCategory, Pitch, Block])],
  controllers: [
    CatalogController,
    AdminCategoriesController,
    AdminPitchesController,
    AdminBlocksController,
  ],
  providers: [CatalogService, AdminCategoriesService, AdminPitchesService, AdminBlocksService],
  exports: [CatalogService],
})
export class CatalogModule {}
