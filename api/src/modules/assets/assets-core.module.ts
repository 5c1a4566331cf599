import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Asset } from './asset.entity';
import { AssetsService } from './assets.service';
import { ImageUploadInterceptor } from './image-upload.interceptor';

/** Uploaded images as other modules store and read them (logo, site plan); no controllers. */
@Module({
  imports: [MikroOrmModule.forFeature([Asset])],
  providers: [AssetsService, ImageUploadInterceptor],
  exports: [AssetsService, ImageUploadInterceptor],
})
export class AssetsCoreModule {}
