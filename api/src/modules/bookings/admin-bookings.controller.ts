import {
  Body,
  Controller,
  Delete,
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
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendList } from 'src/common/list/list-query';
import { ApiErrors, ApiList } from 'src/common/openapi/openapi.decorators';
import { Roles } from 'src/modules/auth/auth.decorators';
import { AdminBookingsService, BOOKING_LIST } from './admin-bookings.service';
import { BookingQuotes } from './booking-quotes.service';
import { DeskBookings } from './desk-bookings.service';
import { DeskMoney } from './desk-money.service';
import { DeskStayChanges } from './desk-stay-changes.service';
import {
  AdminCancelBookingDto,
  AdminCreateBookingDto,
  AdminRefundPayoutDto,
  AdminStayChangeDto,
  AdminUpdateBookingDto,
} from './dto/admin-booking.dto';
import {
  AdminBookingDto,
  BookingEndPreviewDto,
  DuplicateConflictDto,
  QuoteDto,
  StayChangeQuoteDto,
} from './dto/booking-response.dto';
import { StayDto } from './dto/booking.dto';

/** Bookings for staff (any staff role), in ra-data-simple-rest form. */
@ApiTags('admin: bookings')
@Roles('admin', 'staff')
@Controller('admin/bookings')
export class AdminBookingsController {
  constructor(
    private readonly bookings: AdminBookingsService,
    private readonly quotes: BookingQuotes,
    private readonly desk: DeskBookings,
    private readonly stayChanges: DeskStayChanges,
    private readonly money: DeskMoney,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List bookings' })
  @ApiList(AdminBookingDto, BOOKING_LIST)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminBookingDto[]> {
    return sendList(res, BOOKING_LIST.resource, await this.bookings.list(query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One booking' })
  @ApiOkResponse({ type: AdminBookingDto })
  @ApiErrors(400, 404)
  get(@Param('id', ParseUUIDPipe) id: string): Promise<AdminBookingDto> {
    return this.bookings.get(id);
  }

  @Post('quote')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Price a stay for the phone booking form (the guest quote, and whether the pitch is free)',
  })
  @ApiOkResponse({ type: QuoteDto })
  @ApiConflictResponse({ description: 'The pitch is taken for these nights' })
  @ApiErrors(400)
  quote(@Body() dto: StayDto): Promise<QuoteDto> {
    return this.quotes.deskQuote(dto);
  }

  /**
   * A phone or desk booking: confirmed at once, or pending until `holdUntil`; stored at exactly
   * `quotedTotalCents` when given. A near-duplicate answers 409 `confirmationRequired`.
   */
  @Post()
  @ApiOperation({
    summary: 'Take a phone or desk booking (confirmed at once, or pending until a chosen day)',
  })
  @ApiCreatedResponse({ type: AdminBookingDto })
  @ApiConflictResponse({
    type: DuplicateConflictDto,
    description: 'Pitch taken, or a similar booking exists (confirmationRequired)',
  })
  @ApiErrors(400)
  create(@Body() dto: AdminCreateBookingDto, @Req() req: Request): Promise<AdminBookingDto> {
    return this.desk.create(dto, req.auth!.user.email);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Change a booking (a changed stay is priced again)',
    description:
      'The payment status follows from the ledger alone: record a payment (POST /admin/bookings/:id/payments). `paymentStatus` is accepted only as the unchanged echo of the record; any other value is refused with 400.',
  })
  @ApiOkResponse({ type: AdminBookingDto })
  @ApiConflictResponse({
    type: DuplicateConflictDto,
    description: 'Pitch taken, not changeable in its state, or a similar booking exists',
  })
  @ApiErrors(400, 404)
  update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: AdminUpdateBookingDto,
    @Req() req: Request,
  ): Promise<AdminBookingDto> {
    return this.stayChanges.update(id, dto, req.auth!.user.email);
  }

  /** The move dialog and the edit form show this before staff save a changed stay. */
  @Post(':id/quote')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Price a change of the stay before saving it (old, new, difference, due, credit)',
    description:
      'The same pricing as the save and as the guest’s quote. An invoiced booking’s save reverses the current invoice by a storno and issues a new one; `currentInvoiceNumber` names it.',
  })
  @ApiOkResponse({ type: StayChangeQuoteDto })
  @ApiErrors(400, 404, 409)
  quoteChange(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: AdminStayChangeDto,
  ): Promise<StayChangeQuoteDto> {
    return this.stayChanges.quoteChange(id, dto);
  }

  @Post(':id/confirm')
  @ApiOperation({
    summary: 'Confirm a pending booking (e.g. one waiting for the guest to follow the mail link)',
  })
  confirm(@Param('id', ParseUUIDPipe) id: string) {
    return this.desk.confirm(id);
  }

  @Get(':id/end-preview')
  @ApiOperation({
    summary: 'What cancelling today, or recording a no-show today, would keep and give back',
  })
  @ApiOkResponse({ type: BookingEndPreviewDto })
  @ApiErrors(400, 404)
  endPreview(@Param('id', ParseUUIDPipe) id: string): Promise<BookingEndPreviewDto> {
    return this.money.endPreview(id);
  }

  @Post(':id/cancel')
  @ApiOperation({
    summary: 'Cancel a booking, with a reason and how the refund is made',
    description:
      'Staff may cancel up to and including the arrival day (the policy’s fee applies). What was paid beyond the fee is refunded as `refund` says.',
  })
  @ApiCreatedResponse({ type: AdminBookingDto })
  @ApiErrors(400, 404, 409)
  cancel(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: AdminCancelBookingDto,
    @Req() req: Request,
  ): Promise<AdminBookingDto> {
    return this.money.cancel(id, dto, req.auth!.user.email);
  }

  @Post(':id/no-show')
  @ApiOperation({
    summary: 'Record a no-show: the pitch is free from tomorrow night, the no-show charge is owed',
  })
  @ApiCreatedResponse({ type: AdminBookingDto })
  @ApiErrors(400, 404, 409)
  noShow(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: AdminCancelBookingDto,
    @Req() req: Request,
  ): Promise<AdminBookingDto> {
    return this.money.noShow(id, dto, req.auth!.user.email);
  }

  @Post(':id/refund-payout')
  @ApiOperation({
    summary: 'Pay out (or keep as credit) what a cancelled or no-show booking still owes back',
  })
  @ApiCreatedResponse({ type: AdminBookingDto })
  @ApiErrors(400, 404, 409)
  refundPayout(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: AdminRefundPayoutDto,
    @Req() req: Request,
  ): Promise<AdminBookingDto> {
    return this.money.payOutRefund(id, dto, req.auth!.user.email);
  }

  /** Cancels; bookings are kept for the books, never erased. */
  @Delete(':id')
  @ApiOperation({ summary: 'Cancel a booking (bookings are never erased)' })
  @ApiOkResponse({ type: AdminBookingDto })
  @ApiErrors(400, 404, 409)
  remove(@Param('id', ParseUUIDPipe) id: string, @Req() req: Request): Promise<AdminBookingDto> {
    return this.money.cancel(id, {}, req.auth!.user.email);
  }
}
