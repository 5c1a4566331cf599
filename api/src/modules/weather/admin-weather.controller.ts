import { Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { requestLang } from 'src/common/i18n/lang';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { Roles } from 'src/modules/auth/auth.decorators';
import { AdminWeatherService } from './admin-weather.service';
import { AdminWeatherStatusDto, WeatherRefreshFailedDto } from './dto/weather.dto';

/** Staff see the cache's state (last refresh, last error, provider enabled); admins refresh it now. */
@ApiTags('admin weather')
@Roles('admin', 'staff')
@Controller('admin/weather')
export class AdminWeatherController {
  constructor(private readonly weather: AdminWeatherService) {}

  @Get()
  @ApiOperation({ summary: 'The weather cache: last refresh, last error, settings' })
  @ApiOkResponse({ type: AdminWeatherStatusDto })
  status(@Req() req: Request): Promise<AdminWeatherStatusDto> {
    return this.weather.status(requestLang(req));
  }

  @Roles('admin')
  @Post('refresh')
  @HttpCode(200)
  @ApiOperation({ summary: 'Fetch the weather from the provider now' })
  @ApiOkResponse({ type: AdminWeatherStatusDto })
  @ApiResponse({ status: 502, type: WeatherRefreshFailedDto, description: 'The provider failed' })
  @ApiErrors(409)
  async refresh(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminWeatherStatusDto | WeatherRefreshFailedDto> {
    const { statusCode, body } = await this.weather.refresh(requestLang(req));
    res.status(statusCode);
    return body;
  }
}
