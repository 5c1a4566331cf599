import { Body, Controller, Get, Header, Put, Req, Res } from '@nestjs/common';
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
import { Public, Roles } from 'src/modules/auth/auth.decorators';
import {
  HealthDto,
  MaintenanceNoticeDto,
  MaintenanceStateDto,
} from 'src/modules/health/dto/health-response.dto';
import { MaintenanceDto } from './dto/maintenance.dto';
import { MaintenanceService } from './maintenance.service';

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(private readonly maintenance: MaintenanceService) {}

  /**
   * 200 when the site is up; 503 with exactly `{error, message, estimatedEndTime}` while maintenance
   * is on (docs/product.md §4) — the public site switches to its maintenance screen on that answer.
   */
  @Public()
  @Get('health')
  @Header('Cache-Control', 'no-store, no-cache, must-revalidate')
  @ApiOperation({ summary: 'Is the site up (503 during maintenance)' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: MaintenanceNoticeDto, description: 'Maintenance is on' })
  async health(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<HealthDto | MaintenanceNoticeDto> {
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
  @ApiOperation({ summary: 'The maintenance switch' })
  @ApiOkResponse({ type: MaintenanceStateDto })
  get(): Promise<MaintenanceStateDto> {
    return this.maintenance.read();
  }

  @Roles('admin')
  @Put('admin/maintenance')
  @ApiOperation({ summary: 'Switch maintenance mode on or off' })
  @ApiOkResponse({ type: MaintenanceStateDto })
  @ApiErrors(400)
  set(@Body() dto: MaintenanceDto, @Req() req: Request): Promise<MaintenanceStateDto> {
    return this.maintenance.set(dto, req.auth!.user.email);
  }
}
