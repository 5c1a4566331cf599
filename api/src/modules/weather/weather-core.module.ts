import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SettingsCoreModule } from 'src/modules/settings/settings-core.module';
import { OpenWeatherMapClient } from './openweathermap.client';
import { WeatherCache } from './weather-cache.entity';
import { WeatherCacheService } from './weather-cache.service';

/**
 * The provider client and the cache: what the worker needs to refresh it and what other modules
 * read the forecast through (the pre-arrival mail). Its own file, free of the bookings module, so
 * the mail module can use it without an import circle.
 */
@Module({
  imports: [MikroOrmModule.forFeature([WeatherCache]), SettingsCoreModule],
  providers: [OpenWeatherMapClient, WeatherCacheService],
  exports: [WeatherCacheService],
})
export class WeatherCoreModule {}
