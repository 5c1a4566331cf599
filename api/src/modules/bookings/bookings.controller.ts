import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { requestLang } from 'src/common/i18n/lang';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { Public } from 'src/modules/auth/auth.decorators';
import { AvailabilityService, encodedAnswer } from 'src/modules/bookings/availability.service';
import { BookingCancellations } from 'src/modules/bookings/booking-cancellations.service';
import { BookingHolds } from 'src/modules/bookings/booking-holds.service';
import { BookingQuotes } from 'src/modules/bookings/booking-quotes.service';
import {
  AvailabilityQueryDto,
  CreateBookingDto,
  StayDto,
  TokenQueryDto,
  VerifyBookingQueryDto,
} from 'src/modules/bookings/dto/booking.dto';
import {
  AvailabilityDto,
  BookingDto,
  CreatedBookingDto,
  QuoteDto,
} from 'src/modules/bookings/dto/booking-response.dto';
import { GuestBookings } from 'src/modules/bookings/guest-bookings.service';
import { GuestVerification } from 'src/modules/bookings/guest-verification.service';
import { publicClient } from 'src/modules/bookings/hold-limits.service';

/** The guest's booking flow (docs/architecture.md, public API). Every route is public; a booking is reached only with its token. */
@ApiTags('bookings')
@Public()
@Controller()
export class BookingsController {
  constructor(
    private readonly availability: AvailabilityService,
    private readonly quotes: BookingQuotes,
    private readonly holds: BookingHolds,
    private readonly guests: GuestBookings,
    private readonly verification: GuestVerification,
    private readonly cancellations: BookingCancellations,
  ) {}

  /**
   * Answers `Availability` (availability.service.ts) as bytes written once per state, with their
   * ETag: a browser asking again with `If-None-Match` gets a 304 while nothing changed.
   */
  @Get('availability')
  @ApiOperation({ summary: 'Which pitches are free for a stay' })
  @ApiOkResponse({ type: AvailabilityDto })
  @ApiErrors(400)
  async check(
    @Query() q: AvailabilityQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const answer = await this.availability.forStay(q);
    // Revalidated on every search (never answered from a cache without asking).
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    // Set before send, so Express does not hash the body again; it answers 304 when it matches.
    res.setHeader('ETag', answer.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    // Sent compressed as kept with the answer (the compression middleware leaves an encoded body
    // alone), by that middleware's choice: brotli, else gzip, and nothing without Accept-Encoding.
    const encoding = !req.headers['accept-encoding']
      ? false
      : req.acceptsEncodings('br') || req.acceptsEncodings('gzip');
    if (encoding === 'br' || encoding === 'gzip') {
      res.setHeader('Content-Encoding', encoding);
      res.send(encodedAnswer(answer, encoding));
    } else res.send(answer.body);
  }

  @Post('bookings/quote')
  @HttpCode(200)
  @ApiOperation({ summary: 'Price a stay without holding a pitch' })
  @ApiOkResponse({ type: QuoteDto })
  @ApiErrors(400)
  quote(@Body() dto: StayDto): Promise<QuoteDto> {
    return this.quotes.quote(dto);
  }

  /** Creates a hold (status pending) for the stay; answers `{id, number, token, holdExpiresAt, quote, payment}`. */
  @Post('bookings')
  @ApiOperation({ summary: 'Hold a pitch for a stay (a pending booking)' })
  @ApiCreatedResponse({ type: CreatedBookingDto })
  @ApiErrors(400, 409)
  create(@Body() dto: CreateBookingDto, @Req() req: Request): Promise<CreatedBookingDto> {
    const { consent: _consent, paymentMethod, ...input } = dto;
    return this.holds.create(input, {
      lang: requestLang(req),
      channel: 'online',
      confirmNow: false,
      paymentMethod,
      consentAt: new Date(),
      client: publicClient(req),
    });
  }

  @Get('bookings/:id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "A booking, with the guest's token" })
  @ApiOkResponse({ type: BookingDto })
  @ApiErrors(400, 403, 404)
  get(@Param('id') id: string, @Query() q: TokenQueryDto): Promise<BookingDto> {
    return this.guests.getForGuest(id, q.token);
  }

  /** Pay on arrival: the booking waits (pending) for the link in the mail this sends. */
  @Post('bookings/:id/confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Pay on arrival: send the confirmation mail; the booking waits for its link',
  })
  @ApiOkResponse({ type: BookingDto })
  @ApiErrors(400, 403, 404, 409, 429)
  confirm(
    @Param('id') id: string,
    @Query() q: TokenQueryDto,
    @Req() req: Request,
  ): Promise<BookingDto> {
    return this.verification.confirm(id, q.token, publicClient(req));
  }

  @Post('bookings/:id/verify')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm a pay-on-arrival booking with the link from its mail (token and key)',
  })
  @ApiOkResponse({ type: BookingDto })
  @ApiErrors(400, 403, 404, 409, 429)
  verify(
    @Param('id') id: string,
    @Query() q: VerifyBookingQueryDto,
    @Req() req: Request,
  ): Promise<BookingDto> {
    return this.verification.verify(id, q.token, q.key, publicClient(req));
  }

  @Post('bookings/:id/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel a booking as its guest' })
  @ApiOkResponse({ type: BookingDto })
  @ApiErrors(400, 403, 404, 409)
  cancel(@Param('id') id: string, @Query() q: TokenQueryDto): Promise<BookingDto> {
    return this.cancellations.cancelByGuest(id, q.token);
  }
}
