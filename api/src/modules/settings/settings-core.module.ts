import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CompanySettings } from './company-settings.entity';
import { FeatureToggle, FeatureToggleEvent } from './feature-toggle.entity';
import { FeatureTogglesService } from './feature-toggles.service';
import { LogoService } from './logo.service';
import { SettingsService } from './settings.service';
import { AssetsCoreModule } from 'src/modules/assets/assets-core.module';

/** The company settings and feature toggles as other modules read them; no controllers. */
@Module({
  imports: [
    MikroOrmModule.forFeature([CompanySettings, FeatureToggle, FeatureToggleEvent]),
    AssetsCoreModule,
  ],
  providers: [SettingsService, FeatureTogglesService, LogoService],
  exports: [SettingsService, FeatureTogglesService, LogoService],
})
export class SettingsCoreModule {}
