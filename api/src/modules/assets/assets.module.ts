import { Module } from '@nestjs/common';
import { AssetsController } from './assets.controller';
import { AssetsCoreModule } from './assets-core.module';

/** The public GET route of uploaded images. */
@Module({
  imports: [AssetsCoreModule],
  controllers: [AssetsController],
  exports: [AssetsCoreModule],
})
export class AssetsModule {}
