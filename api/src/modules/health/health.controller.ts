import { Body, Controller, Get, Header, Put, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { requestLang } from 'src/common/i18n/lang';
import { translate } from 'src/common/i18n/messages';
import { Public, Roles } from 'src/modules/auth/auth.decorators';
import { MaintenanceDto } from './dto/maintenance.dto';
import { MaintenanceService } from './maintenance.service';

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(private readonly maintenance: MaintenanceService) {}

  /**
   * 200 when the site is up; 503 with exactly `{error, message, estimatedEndTime}` while maintenance
   * is on (SPEC §4) — the public site switches to its maintenance screen on that answer.
   */
  @Public()
  @Get('health')
  @Header('Cache-Control', 'no-store, no-cache, must-revalidate')
  async health(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const state = await this.maintenance.get();
    if (!state.active) return { status: 'ok' };
    res.status(503);
    return {
      error: 'Service Unavailable',
      message: state.message ?? translate(requestLang(req), 'maintenance.defaultMessage'),
      estimatedEndTime: state.estimatedEndTime,
    };
  }

  @Roles('admin')
  @Get('admin/maintenance')
  get() {
    return this.maintenance.get();
  }

  @Roles('admin')
  @Put('admin/maintenance')
  set(@Body() dto: MaintenanceDto, @Req() req: Request) {
    return this.maintenance.set(dto, req.auth!.user.email);
  }
}
