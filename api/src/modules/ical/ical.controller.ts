import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { Public } from 'src/modules/auth/auth.decorators';
import { IcalFeedQueryDto } from './dto/ical.dto';
import { IcalExportService } from './ical-export.service';

/** The export feed booking platforms poll: busy nights of one pitch, no guest data. */
@ApiTags('ical')
@Controller('ical')
export class IcalController {
  constructor(private readonly exports: IcalExportService) {}

  @Public()
  @Get('pitches/:id.ics')
  @ApiOperation({ summary: "A pitch's busy nights as iCalendar (all-day events)" })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'The calendar', schema: { type: 'string' } })
  @ApiErrors(403, 404)
  async feed(
    @Param('id') id: string,
    @Query() query: IcalFeedQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const text = await this.exports.feed(id, query.key, query.exclude);
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('X-Robots-Tag', 'noindex');
    return text;
  }
}
