import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendList } from 'src/common/list/list-query';
import { ApiErrors, ApiList } from 'src/common/openapi/openapi.decorators';
import { Roles } from 'src/modules/auth/auth.decorators';
import { ALERT_LIST, AlertsService } from './alerts.service';
import {
  AlertDto,
  AlertRuleDto,
  AlertSettingsDto,
  EvaluationDto,
  toAlertDto,
  toAlertRuleDto,
  UpdateAlertRuleDto,
  UpdateAlertSettingsDto,
} from './dto/alert.dto';

/**
 * The alert system: the history (front-desk staff read and acknowledge it, as on the dashboard),
 * and its rules and mail address (admins only).
 */
@ApiTags('admin: alerts')
@Controller('admin')
export class AdminAlertsController {
  constructor(private readonly alerts: AlertsService) {}

  @Roles('admin', 'staff')
  @Get('alerts')
  @ApiOperation({ summary: 'Alert history (filters: rule, open, acknowledged)' })
  @ApiList(AlertDto, ALERT_LIST)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AlertDto[]> {
    const result = await this.alerts.list(query);
    return sendList(res, ALERT_LIST.resource, { ...result, items: result.items.map(toAlertDto) });
  }

  @Roles('admin', 'staff')
  @Get('alerts/:id')
  @ApiOperation({ summary: 'One alert' })
  @ApiOkResponse({ type: AlertDto })
  @ApiErrors(400, 404)
  async get(@Param('id', ParseUUIDPipe) id: string): Promise<AlertDto> {
    return toAlertDto(await this.alerts.get(id));
  }

  @Roles('admin', 'staff')
  @Post('alerts/:id/acknowledge')
  @HttpCode(200)
  @ApiOperation({ summary: 'Acknowledge an alert (who and when are recorded)' })
  @ApiOkResponse({ type: AlertDto })
  @ApiErrors(400, 404)
  async acknowledge(
    @Param('id', ParseUUIDPipe) id: string,
    @Req() req: Request,
  ): Promise<AlertDto> {
    return toAlertDto(await this.alerts.acknowledge(id, req.auth!.user.email));
  }

  @Roles('admin')
  @Post('alerts/evaluate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Check every rule now (the worker does it every minute)' })
  @ApiOkResponse({ type: EvaluationDto })
  evaluate(): Promise<EvaluationDto> {
    return this.alerts.evaluate();
  }

  @Roles('admin')
  @Get('alert-rules')
  @ApiOperation({ summary: 'The alert rules with their thresholds' })
  @ApiOkResponse({ type: [AlertRuleDto] })
  async rules(@Res({ passthrough: true }) res: Response): Promise<AlertRuleDto[]> {
    const items = (await this.alerts.rules()).map(toAlertRuleDto);
    res.setHeader('Content-Range', `alert-rules 0-${items.length - 1}/${items.length}`);
    return items;
  }

  @Roles('admin')
  @Get('alert-rules/:key')
  @ApiOperation({ summary: 'One alert rule' })
  @ApiOkResponse({ type: AlertRuleDto })
  @ApiErrors(404)
  async rule(@Param('key') key: string): Promise<AlertRuleDto> {
    return toAlertRuleDto(await this.alerts.rule(key));
  }

  @Roles('admin')
  @Put('alert-rules/:key')
  @ApiOperation({ summary: 'Switch a rule on or off, or change its threshold' })
  @ApiOkResponse({ type: AlertRuleDto })
  @ApiErrors(400, 404)
  async updateRule(
    @Param('key') key: string,
    @Body() dto: UpdateAlertRuleDto,
    @Req() req: Request,
  ): Promise<AlertRuleDto> {
    return toAlertRuleDto(await this.alerts.updateRule(key, dto, req.auth!.user.email));
  }

  @Roles('admin')
  @Get('alert-settings')
  @ApiOperation({ summary: 'Where alert mails go' })
  @ApiOkResponse({ type: AlertSettingsDto })
  settings(): Promise<AlertSettingsDto> {
    return this.alerts.settings();
  }

  @Roles('admin')
  @Put('alert-settings')
  @ApiOperation({ summary: 'Change where alert mails go (null: the company email)' })
  @ApiOkResponse({ type: AlertSettingsDto })
  @ApiErrors(400)
  updateSettings(@Body() dto: UpdateAlertSettingsDto): Promise<AlertSettingsDto> {
    return this.alerts.updateSettings(dto.email);
  }
}
