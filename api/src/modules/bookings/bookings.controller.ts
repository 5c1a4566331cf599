import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { requestLang } from 'src/common/i18n/lang';
import { Public } from 'src/modules/auth/auth.decorators';
import { AvailabilityService } from './availability.service';
import { BookingsService } from './bookings.service';
import {
  AvailabilityQueryDto,
  CreateBookingDto,
  StayDto,
  TokenQueryDto,
  VerifyBookingQueryDto,
  VerifyBookingResponseDto,
} from './dto/booking.dto';
import { publicClient } from './hold-limits.service';

/** The guest's booking flow (DESIGN §3). Every route is public; a booking is reached only with its token. */
@ApiTags('bookings')
@Public()
@Controller()
export class BookingsController {
  constructor(
    private readonly bookings: BookingsService,
    private readonly availability: AvailabilityService,
  ) {}

  /** Answers `Availability` (availability.service.ts), already serialised. */
  @Get('availability')
  @Header('Cache-Control', 'no-store')
  @Header('Content-Type', 'application/json; charset=utf-8')
  check(@Query() q: AvailabilityQueryDto) {
    return this.availability.forStay(q);
  }

  @Post('bookings/quote')
  @HttpCode(200)
  quote(@Body() dto: StayDto) {
    return this.bookings.quote(dto);
  }

  /** Creates a hold (status pending) for the stay; answers `{id, number, token, holdExpiresAt, quote, payment}`. */
  @Post('bookings')
  create(@Body() dto: CreateBookingDto, @Req() req: Request) {
    const { consent: _consent, ...input } = dto;
    return this.bookings.create(input, {
      lang: requestLang(req),
      channel: 'online',
      confirmNow: false,
      consentAt: new Date(),
      client: publicClient(req),
    });
  }

  @Get('bookings/:id')
  @Header('Cache-Control', 'no-store')
  get(@Param('id') id: string, @Query() q: TokenQueryDto) {
    return this.bookings.getForGuest(id, q.token);
  }

  /** Pay on arrival: the booking waits (pending) for the link in the mail this sends. */
  @Post('bookings/:id/confirm')
  @HttpCode(200)
  confirm(@Param('id') id: string, @Query() q: TokenQueryDto, @Req() req: Request) {
    return this.bookings.confirm(id, q.token, publicClient(req));
  }

  @Post('bookings/:id/verify')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm a pay-on-arrival booking with the link from its mail (token and key)',
  })
  @ApiOkResponse({ type: VerifyBookingResponseDto })
  @ApiTooManyRequestsResponse({ description: 'Too many confirmations from this address' })
  verify(@Param('id') id: string, @Query() q: VerifyBookingQueryDto, @Req() req: Request) {
    return this.bookings.verify(id, q.token, q.key, publicClient(req));
  }

  @Post('bookings/:id/cancel')
  @HttpCode(200)
  cancel(@Param('id') id: string, @Query() q: TokenQueryDto) {
    return this.bookings.cancelByGuest(id, q.token);
  }
}
