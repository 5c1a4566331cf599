import { Module } from '@nestjs/common';
import { SettingsCoreModule } from './settings-core.module';
import { SettingsController } from './settings.controller';

/** The HTTP side: company settings for the public site and the admin console. */
@Module({
  imports: [SettingsCoreModule],
  controllers: [SettingsController],
  exports: [SettingsCoreModule],
})
export class SettingsModule {}
