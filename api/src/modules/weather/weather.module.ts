import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { BookingsCoreModule } from 'src/modules/bookings/bookings-core.module';
import { SettingsCoreModule } from 'src/modules/settings/settings-core.module';
import { AdminWeatherController } from './admin-weather.controller';
import { AdminWeatherService } from './admin-weather.service';
import { OpenWeatherMapClient } from './openweathermap.client';
import { WeatherCache } from './weather-cache.entity';
import { WeatherCacheService } from './weather-cache.service';
import { WeatherController } from './weather.controller';
import { WeatherService } from './weather.service';

/** The provider client and the cache; what the worker needs to refresh it. */
@Module({
  imports: [MikroOrmModule.forFeature([WeatherCache]), SettingsCoreModule],
  providers: [OpenWeatherMapClient, WeatherCacheService],
  exports: [WeatherCacheService],
})
export class WeatherCoreModule {}

/** Weather for guests (current, stay forecast) and the staff's cache status and refresh. */
@Module({
  imports: [WeatherCoreModule, BookingsCoreModule, SettingsCoreModule],
  controllers: [WeatherController, AdminWeatherController],
  providers: [WeatherService, AdminWeatherService],
})
export class WeatherModule {}
