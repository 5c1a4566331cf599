import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendList } from 'src/common/list/list-query';
import { AdminBookingsService, BOOKING_LIST } from './admin-bookings.service';
import {
  AdminCancelBookingDto,
  AdminCreateBookingDto,
  AdminUpdateBookingDto,
} from './dto/admin-booking.dto';

/** Bookings for staff (any staff role), in ra-data-simple-rest form. */
@ApiTags('admin: bookings')
@Controller('admin/bookings')
export class AdminBookingsController {
  constructor(private readonly bookings: AdminBookingsService) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    return sendList(res, BOOKING_LIST.resource, await this.bookings.list(query));
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string) {
    return this.bookings.get(id);
  }

  /** A phone or desk booking: confirmed at once; a near-duplicate answers 409 `confirmationRequired`. */
  @Post()
  create(@Body() dto: AdminCreateBookingDto, @Req() req: Request) {
    return this.bookings.create(dto, req.auth!.user.email);
  }

  @Put(':id')
  update(@Param('id', ParseUUIDPipe) id: string, @Body() dto: AdminUpdateBookingDto) {
    return this.bookings.update(id, dto);
  }

  @Post(':id/confirm')
  @ApiOperation({
    summary: 'Confirm a pending booking (e.g. one waiting for the guest to follow the mail link)',
  })
  confirm(@Param('id', ParseUUIDPipe) id: string) {
    return this.bookings.confirm(id);
  }

  @Post(':id/cancel')
  cancel(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: AdminCancelBookingDto,
    @Req() req: Request,
  ) {
    return this.bookings.cancel(id, dto.reason, req.auth!.user.email);
  }

  /** Cancels; bookings are kept for the books, never erased. */
  @Delete(':id')
  remove(@Param('id', ParseUUIDPipe) id: string, @Req() req: Request) {
    return this.bookings.cancel(id, undefined, req.auth!.user.email);
  }
}
