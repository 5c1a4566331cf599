import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { Roles } from 'src/modules/auth/auth.decorators';
import { CalendarService } from './calendar.service';
import { sendJson, takesGzip } from './desk-cache';
import { CalendarDto, CalendarQueryDto } from './dto/calendar.dto';
import { BookingDashboardDto, DashboardDto } from './dto/front-desk.dto';
import { FrontDeskService } from './front-desk.service';

/** What the reception looks at all day: the two dashboards and the occupancy calendar. */
@ApiTags('admin: front desk')
@Roles('admin', 'staff')
@Controller('admin')
export class AdminFrontDeskController {
  constructor(
    private readonly desk: FrontDeskService,
    private readonly calendar: CalendarService,
  ) {}

  @Get('dashboard')
  @ApiOperation({
    summary:
      "Today's and tomorrow's arrivals and departures, occupancy tonight, holds, unpaid bookings, failed jobs and alerts",
  })
  @ApiOkResponse({ type: DashboardDto })
  async dashboard(@Res() res: Response): Promise<void> {
    // Written anew on every read (its time and the job counts): no tag, nothing to revalidate.
    const gzip = takesGzip(res);
    const body = await this.desk.dashboardBody(gzip);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Vary', 'Accept-Encoding');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.end(body);
  }

  @Get('booking-dashboard')
  @ApiOperation({
    summary:
      'Bookings by status and channel, holds expiring, arrivals of the next 14 days, recent cancellations',
  })
  @ApiOkResponse({ type: BookingDashboardDto })
  bookingDashboard(): Promise<BookingDashboardDto> {
    return this.desk.bookingDashboard();
  }

  @Get('calendar')
  @ApiOperation({ summary: 'Pitches, live bookings and blocks of a period, for the timeline' })
  @ApiOkResponse({ type: CalendarDto })
  @ApiErrors(400)
  async range(@Query() query: CalendarQueryDto, @Res() res: Response): Promise<void> {
    sendJson(res, await this.calendar.rangeBody(query));
  }
}
