import { Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { Roles } from 'src/modules/auth/auth.decorators';
import {
  MeterDeskDto,
  MeterDeskQueryDto,
  RecordedMeterReadingDto,
  RecordMeterReadingDto,
} from './dto/meter-reading.dto';
import { MeterDesk } from './meter-desk.service';
import { MeterReadings } from './meter-readings.service';

/** Electricity meter readings at the front desk. */
@ApiTags('admin: electricity')
@Roles('admin', 'staff')
@Controller('admin/meter-readings')
export class AdminMeterReadingsController {
  constructor(
    private readonly desk: MeterDesk,
    private readonly readings: MeterReadings,
  ) {}

  @Get('day')
  @ApiOperation({
    summary:
      "A day's arrivals and departures on pitches with a meter, with their readings and the meter's last one",
  })
  @ApiOkResponse({ type: MeterDeskDto })
  @ApiErrors(400)
  day(@Query() query: MeterDeskQueryDto): Promise<MeterDeskDto> {
    return this.desk.day(query.date);
  }

  /**
   * Records an arrival or departure reading. A reading below the meter's last one is refused (400,
   * naming both); the departure reading bills the consumption since arrival (final invoice, or a
   * supplementary invoice when the stay is invoiced already).
   */
  @Post()
  @ApiOperation({ summary: 'Record an arrival or departure reading of a booking’s meter' })
  @ApiCreatedResponse({ type: RecordedMeterReadingDto })
  @ApiErrors(400, 404, 409)
  record(
    @Body() dto: RecordMeterReadingDto,
    @Req() req: Request,
  ): Promise<RecordedMeterReadingDto> {
    return this.readings.record(dto, req.auth?.user.email ?? null);
  }
}
