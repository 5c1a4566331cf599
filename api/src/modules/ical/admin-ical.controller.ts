import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { requestLang } from 'src/common/i18n/lang';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { Roles } from 'src/modules/auth/auth.decorators';
import { AdminIcalService } from './admin-ical.service';
import { CreateIcalFeedDto, IcalFeedDto, IcalOverviewDto } from './dto/ical.dto';

/**
 * iCal sync in the console: channel set-up like the other settings, so admins only (the export
 * URLs are secrets that let anyone read the pitches' occupancy).
 */
@ApiTags('admin ical')
@Roles('admin')
@Controller('admin/ical')
export class AdminIcalController {
  constructor(private readonly ical: AdminIcalService) {}

  @Get()
  @ApiOperation({ summary: 'Every pitch with its export URL and import feeds (last results)' })
  @ApiOkResponse({ type: IcalOverviewDto })
  overview(@Req() req: Request): Promise<IcalOverviewDto> {
    return this.ical.overview(requestLang(req));
  }

  @Post('pitches/:pitchId/rotate-key')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new export key for the pitch; its old URLs stop working' })
  @ApiOkResponse({ type: IcalOverviewDto })
  @ApiErrors(404)
  rotate(@Param('pitchId') pitchId: string, @Req() req: Request): Promise<IcalOverviewDto> {
    return this.ical.rotate(pitchId, req.auth!.user.email, requestLang(req));
  }

  @Post('feeds')
  @ApiOperation({ summary: 'Add an external calendar to a pitch and import it at once' })
  @ApiCreatedResponse({ type: IcalFeedDto })
  @ApiErrors(400, 409)
  create(@Body() dto: CreateIcalFeedDto, @Req() req: Request): Promise<IcalFeedDto> {
    return this.ical.create(dto, req.auth!.user.email, requestLang(req));
  }

  @Post('feeds/:id/refresh')
  @HttpCode(200)
  @ApiOperation({ summary: 'Import the feed now' })
  @ApiOkResponse({ type: IcalFeedDto })
  @ApiErrors(404)
  refresh(@Param('id') id: string, @Req() req: Request): Promise<IcalFeedDto> {
    return this.ical.refresh(id, requestLang(req));
  }

  @Delete('feeds/:id')
  @ApiOperation({ summary: 'Remove the feed and the blocks it imported' })
  @ApiOkResponse({ type: IcalFeedDto })
  @ApiErrors(404)
  remove(@Param('id') id: string, @Req() req: Request): Promise<IcalFeedDto> {
    return this.ical.remove(id, requestLang(req));
  }
}
