import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CompanySettings } from './company-settings.entity';
import { SettingsService } from './settings.service';

/** The company settings as other modules read them (SettingsService); no controllers. */
@Module({
  imports: [MikroOrmModule.forFeature([CompanySettings])],
  providers: [SettingsService],
  exports: [SettingsService],
})
export class SettingsCoreModule {}
