import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { Roles } from 'src/modules/auth/auth.decorators';
import { AnalyticsService } from './analytics.service';
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
  report(@Query() query: AnalyticsQueryDto): Promise<AnalyticsDto> {
    return this.analytics.report(query);
  }
}
