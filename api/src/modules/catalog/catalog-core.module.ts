import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Block } from './block.entity';
import { CatalogService } from './catalog.service';
import { ExternalBlocks } from './external-blocks.service';
import { PitchCategory } from './pitch-category.entity';
import { Pitch } from './pitch.entity';
import { SitePlan } from './site-plan.entity';

/** Categories, pitches and blocks as other modules read them (CatalogService, ExternalBlocks); no controllers. */
@Module({
  imports: [MikroOrmModule.forFeature([PitchCategory, Pitch, Block, SitePlan])],
  providers: [CatalogService, ExternalBlocks],
  exports: [CatalogService, ExternalBlocks],
})
export class CatalogCoreModule {}
