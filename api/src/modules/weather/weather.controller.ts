import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import type { Request, Response } from 'express';
import { requestLang } from 'src/common/i18n/lang';
import { translate } from 'src/common/i18n/messages';
import { Public } from 'src/modules/auth/auth.decorators';
import {
  BookingWeatherDto,
  BookingWeatherQueryDto,
  CurrentWeatherDto,
  WeatherUnavailableDto,
} from './dto/weather.dto';
import { WeatherService, WeatherUnavailableError } from './weather.service';

/**
 * The guest site's weather card (docs/product.md §2.4, §7). Answers come from the cache; when there is nothing
 * to show, 503 `{statusCode, error, message, code:'weather_unavailable', reason}` with the docs/product.md §8
 * text in the request's language — never a 500.
 */
@ApiTags('weather')
@Public()
@Controller('weather')
export class WeatherController {
  constructor(private readonly weather: WeatherService) {}

  @Get('current')
  @ApiOperation({ summary: 'The weather at the campsite now' })
  @ApiOkResponse({ type: CurrentWeatherDto })
  @ApiServiceUnavailableResponse({ type: WeatherUnavailableDto })
  current(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CurrentWeatherDto | WeatherUnavailableDto> {
    return answer(req, res, 'public', () => this.weather.current());
  }

  /** Needs `?token=` like every guest booking route: 404 unknown id, 403 wrong or missing token. */
  @Get('booking/:bookingId')
  @ApiOperation({ summary: "The forecast for a booking's stay days" })
  @ApiOkResponse({ type: BookingWeatherDto })
  @ApiServiceUnavailableResponse({ type: WeatherUnavailableDto })
  @ApiErrors(400, 403, 404)
  booking(
    @Param('bookingId') bookingId: string,
    @Query() q: BookingWeatherQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<BookingWeatherDto | WeatherUnavailableDto> {
    return answer(req, res, 'private', () => this.weather.forBooking(bookingId, q.token));
  }
}

async function answer<T extends { stale: boolean }>(
  req: Request,
  res: Response,
  scope: 'public' | 'private',
  work: () => Promise<T>,
): Promise<T | WeatherUnavailableDto> {
  try {
    const view = await work();
    res.setHeader('Cache-Control', WeatherService.cacheControl(view, scope));
    return view;
  } catch (err) {
    if (!(err instanceof WeatherUnavailableError)) throw err;
    res.status(503).setHeader('Cache-Control', 'no-store');
    return {
      statusCode: 503,
      error: 'Service Unavailable',
      message: translate(requestLang(req), err.messageKey),
      code: 'weather_unavailable',
      reason: err.reason,
    };
  }
}
