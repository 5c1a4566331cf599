import { LANGUAGES } from 'src/contract/constants';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export class BookingWeatherQueryDto {
  @ApiPropertyOptional({ description: "The booking's guest token (required)" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  token?: string;

  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: string;
}

export class TemperatureRangeDto {
  @ApiProperty({ description: '°C' }) max!: number;
  @ApiProperty({ description: '°C' }) min!: number;
}

export class CurrentTemperatureDto extends TemperatureRangeDto {
  @ApiProperty({ description: '°C now' }) current!: number;
}

const CONDITION = {
  description:
    'clear, clouds, rain, snow, thunderstorm, drizzle, mist, fog; anything else lower-cased as the provider sent it (e.g. squall)',
  example: 'clouds',
};

export class CurrentWeatherDto {
  @ApiProperty({ example: 'Schladming' }) location!: string;
  @ApiProperty(CONDITION) condition!: string;
  @ApiProperty() temperature!: CurrentTemperatureDto;
  @ApiProperty({ description: 'km/h' }) windSpeed!: number;
  @ApiProperty({ description: '%' }) humidity!: number;
  @ApiProperty({ description: 'mm in the last hour' }) precipitation!: number;
  @ApiProperty({ format: 'date-time' }) observedAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ description: 'true while older data is served because the provider failed' })
  stale!: boolean;
}

export class ForecastDayDto {
  @ApiProperty({ example: '2027-07-13' }) date!: string;
  @ApiProperty(CONDITION) condition!: string;
  @ApiProperty() temperature!: TemperatureRangeDto;
  @ApiProperty({ description: 'strongest wind of the day, km/h' }) windSpeed!: number;
  @ApiProperty({ description: 'mm over the day' }) precipitation!: number;
}

export class BookingWeatherDto {
  @ApiProperty({ example: 'Schladming' }) location!: string;
  @ApiProperty({
    type: [ForecastDayDto],
    description: 'Stay days within today + 5 days; empty when none (forecast not yet available)',
  })
  forecast!: ForecastDayDto[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) updatedAt!: string | null;
  @ApiProperty() stale!: boolean;
}

export class WeatherUnavailableDto {
  @ApiProperty({ example: 503 }) statusCode!: number;
  @ApiProperty({ example: 'Service Unavailable' }) error!: string;
  @ApiProperty({ example: 'Wetterinformationen werden in Kürze verfügbar sein...' })
  message!: string;
  @ApiProperty({ example: 'weather_unavailable' }) code!: string;
  @ApiProperty({ enum: ['not_configured', 'no_data'] }) reason!: string;
}

/** The provider's current weather as cached (no location or staleness: the status carries those). */
export class CachedCurrentWeatherDto {
  @ApiProperty(CONDITION) condition!: string;
  @ApiProperty() temperature!: CurrentTemperatureDto;
  @ApiProperty({ description: 'km/h' }) windSpeed!: number;
  @ApiProperty({ description: '%' }) humidity!: number;
  @ApiProperty({ description: 'mm in the last hour' }) precipitation!: number;
  @ApiProperty({ format: 'date-time' }) observedAt!: string;
}

export class WeatherErrorDto {
  @ApiProperty({ example: 'timeout' }) code!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ type: String, nullable: true }) detail!: string | null;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

class WeatherKindStatusDto {
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) fetchedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) attemptedAt!: string | null;
  @ApiProperty() stale!: boolean;
  @ApiProperty({ type: Number, nullable: true }) latitude!: number | null;
  @ApiProperty({ type: Number, nullable: true }) longitude!: number | null;
  @ApiProperty({
    type: WeatherErrorDto,
    nullable: true,
    description: 'The last failure, also after later successes',
  })
  lastError!: WeatherErrorDto | null;
}

export class CurrentWeatherStatusDto extends WeatherKindStatusDto {
  @ApiProperty({ type: CachedCurrentWeatherDto, nullable: true })
  data!: CachedCurrentWeatherDto | null;
}

export class ForecastStatusDto extends WeatherKindStatusDto {
  @ApiProperty({ type: [ForecastDayDto] }) data!: ForecastDayDto[];
}

export class WeatherLocationDto {
  @ApiProperty({ example: 'Schladming' }) city!: string;
  @ApiProperty() latitude!: number;
  @ApiProperty() longitude!: number;
}

/** The weather cache as staff see it. */
export class AdminWeatherStatusDto {
  @ApiProperty({ enum: ['openweathermap'] }) provider!: 'openweathermap';
  @ApiProperty({ description: 'False without an API key' }) enabled!: boolean;
  @ApiProperty() apiUrl!: string;
  @ApiProperty() location!: WeatherLocationDto;
  @ApiProperty() refreshMinutes!: number;
  @ApiProperty() maxAgeMinutes!: number;
  @ApiProperty() current!: CurrentWeatherStatusDto;
  @ApiProperty() forecast!: ForecastStatusDto;
}

/** 502 when the provider failed a refresh; the cache's state comes along. */
export class WeatherRefreshFailedDto {
  @ApiProperty({ example: 502 }) statusCode!: number;
  @ApiProperty({ example: 'Bad Gateway' }) error!: string;
  @ApiProperty() message!: string;
  @ApiProperty({ enum: ['weather_refresh_failed'] }) code!: 'weather_refresh_failed';
  @ApiProperty() status!: AdminWeatherStatusDto;
}
