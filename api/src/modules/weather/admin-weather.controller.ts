import { Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { requestLang } from 'src/common/i18n/lang';
import { Roles } from 'src/modules/auth/auth.decorators';
import { AdminWeatherService } from './admin-weather.service';

/** Staff see the cache's state (last refresh, last error, provider enabled); admins refresh it now. */
@ApiTags('admin weather')
@Controller('admin/weather')
export class AdminWeatherController {
  constructor(private readonly weather: AdminWeatherService) {}

  @Get()
  status(@Req() req: Request) {
    return this.weather.status(requestLang(req));
  }

  @Roles('admin')
  @Post('refresh')
  @HttpCode(200)
  async refresh(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const { statusCode, body } = await this.weather.refresh(requestLang(req));
    res.status(statusCode);
    return body;
  }
}
