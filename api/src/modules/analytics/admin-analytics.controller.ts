import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { Roles } from 'src/modules/auth/auth.decorators';
import { AnalyticsService } from './analytics.service';
import { sendJson } from './desk-cache';
import { AnalyticsDto, AnalyticsQueryDto } from './dto/analytics.dto';

/** Business figures for the owner and the office (any staff role). */
@ApiTags('admin: analytics')
@Roles('admin', 'staff')
@Controller('admin/analytics')
export class AdminAnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get()
  @ApiOperation({
    summary:
      'Occupancy, pitch-nights, revenue (net, VAT, tourist tax) by category and month, ADR, RevPAR, stay length, lead time, cancellation rate and countries of a period',
  })
  @ApiOkResponse({ type: AnalyticsDto })
  @ApiErrors(400)
  async report(@Query() query: AnalyticsQueryDto, @Res() res: Response): Promise<void> {
    sendJson(res, await this.analytics.reportBody(query));
  }
}
