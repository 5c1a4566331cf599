import { Module } from '@nestjs/common';
import { SettingsCoreModule } from './settings-core.module';
import { LogoController } from './logo.controller';
import { AdminFeatureTogglesController } from './admin-feature-toggles.controller';
import { SettingsController } from './settings.controller';

/** The HTTP side: company settings for the public site and the admin console. */
@Module({
  imports: [SettingsCoreModule],
  controllers: [SettingsController, LogoController, AdminFeatureTogglesController],
  exports: [SettingsCoreModule],
})
export class SettingsModule {}
