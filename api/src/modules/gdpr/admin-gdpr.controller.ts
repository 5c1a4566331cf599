import { Body, Controller, Get, HttpCode, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendList } from 'src/common/list/list-query';
import { ApiErrors, ApiList } from 'src/common/openapi/openapi.decorators';
import { Roles } from 'src/modules/auth/auth.decorators';
import {
  ErasureResultDto,
  GdprActionDto,
  GdprBookingsDto,
  GdprEraseDto,
  GdprExportDto,
  GdprSearchQueryDto,
  GdprSettingsDto,
  GuestMatchDto,
  toGdprActionDto,
  UpdateGdprSettingsDto,
} from './dto/gdpr.dto';
import { GDPR_ACTION_LIST, GdprService } from './gdpr.service';

/** GDPR compliance (admins only): find, export and erase a guest; retention; the log. */
@ApiTags('admin: gdpr')
@Roles('admin')
@Controller('admin/gdpr')
export class AdminGdprController {
  constructor(private readonly gdpr: GdprService) {}

  @Get('guests')
  @ApiOperation({ summary: 'Find guests by part of their email or name' })
  @ApiOkResponse({ type: [GuestMatchDto] })
  @ApiErrors(400)
  search(@Query() query: GdprSearchQueryDto): Promise<GuestMatchDto[]> {
    return this.gdpr.search(query.q);
  }

  @Post('export')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Everything held about the guest of these bookings and seasonal contracts (logged)',
  })
  @ApiOkResponse({ type: GdprExportDto })
  @ApiErrors(400, 404)
  async export(@Body() dto: GdprBookingsDto, @Req() req: Request): Promise<GdprExportDto> {
    return (await this.gdpr.export(dto, req.auth!.user.email)) as unknown as GdprExportDto;
  }

  @Post('erase')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Anonymise the guest of these bookings and ended seasonal contracts everywhere; invoices are kept (BAO §132)',
  })
  @ApiOkResponse({ type: ErasureResultDto })
  @ApiErrors(400, 404, 409)
  erase(@Body() dto: GdprEraseDto, @Req() req: Request): Promise<ErasureResultDto> {
    return this.gdpr.erase(dto, req.auth!.user.email);
  }

  @Get('actions')
  @ApiOperation({ summary: 'The log of exports, erasures and retention runs' })
  @ApiList(GdprActionDto, GDPR_ACTION_LIST)
  async actions(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<GdprActionDto[]> {
    const result = await this.gdpr.actions(query);
    return sendList(res, GDPR_ACTION_LIST.resource, {
      ...result,
      items: result.items.map(toGdprActionDto),
    });
  }

  @Get('settings')
  @ApiOperation({ summary: 'The retention period' })
  @ApiOkResponse({ type: GdprSettingsDto })
  settings(): Promise<GdprSettingsDto> {
    return this.gdpr.settings();
  }

  @Put('settings')
  @ApiOperation({ summary: 'Change the retention period' })
  @ApiOkResponse({ type: GdprSettingsDto })
  @ApiErrors(400)
  updateSettings(@Body() dto: UpdateGdprSettingsDto): Promise<GdprSettingsDto> {
    return this.gdpr.updateSettings(dto);
  }

  @Post('retention')
  @HttpCode(200)
  @ApiOperation({ summary: 'Run the retention job now (the worker runs it daily)' })
  @ApiOkResponse({ type: ErasureResultDto })
  async retention(): Promise<ErasureResultDto> {
    return {
      bookings: await this.gdpr.applyRetention(),
      contracts: 0,
      messages: 0,
      invoicesKept: 0,
      registrationsKept: 0,
    };
  }
}
