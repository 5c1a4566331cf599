import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CompanySettings } from './company-settings.entity';
import { FeatureToggle, FeatureToggleEvent } from './feature-toggle.entity';
import { FeatureTogglesService } from './feature-toggles.service';
import { SettingsService } from './settings.service';

/** The company settings and feature toggles as other modules read them; no controllers. */
@Module({
  imports: [MikroOrmModule.forFeature([CompanySettings, FeatureToggle, FeatureToggleEvent])],
  providers: [SettingsService, FeatureTogglesService],
  exports: [SettingsService, FeatureTogglesService],
})
export class SettingsCoreModule {}
