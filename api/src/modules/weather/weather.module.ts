import { Module } from '@nestjs/common';
import { BookingsCoreModule } from 'src/modules/bookings/bookings-core.module';
import { SettingsCoreModule } from 'src/modules/settings/settings-core.module';
import { AdminWeatherController } from './admin-weather.controller';
import { AdminWeatherService } from './admin-weather.service';
import { WeatherCoreModule } from './weather-core.module';
import { WeatherController } from './weather.controller';
import { WeatherService } from './weather.service';

/** Weather for guests (current, stay forecast) and the staff's cache status and refresh. */
@Module({
  imports: [WeatherCoreModule, BookingsCoreModule, SettingsCoreModule],
  controllers: [WeatherController, AdminWeatherController],
  providers: [WeatherService, AdminWeatherService],
})
export class WeatherModule {}
