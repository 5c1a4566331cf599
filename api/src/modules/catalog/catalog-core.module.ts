import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Block } from './block.entity';
import { CatalogService } from './catalog.service';
import { PitchCategory } from './pitch-category.entity';
import { Pitch } from './pitch.entity';
import { SitePlan } from './site-plan.entity';

/** Categories, pitches and blocks as other modules read them (CatalogService); no controllers. */
@Module({
  imports: [MikroOrmModule.forFeature([PitchCategory, Pitch, Block, SitePlan])],
  providers: [CatalogService],
  exports: [CatalogService],
})
export class CatalogCoreModule {}
