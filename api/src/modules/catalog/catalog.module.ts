import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Block } from './block.entity';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';
import { PitchCategory } from './pitch-category.entity';
import { Pitch } from './pitch.entity';

@Module({
  imports: [MikroOrmModule.forFeature([PitchCategory, Pitch, Block])],
  controllers: [CatalogController],
  providers: [CatalogService],
  exports: [CatalogService],
})
export class CatalogModule {}
