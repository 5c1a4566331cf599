import { Body, Controller, Get, Header, Param, Put, Query, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { Public } from 'src/modules/auth/auth.decorators';
import { TokenQueryDto } from 'src/modules/bookings/dto/booking.dto';
import { publicClient } from 'src/modules/bookings/hold-limits.service';
import { PutRegistrationDto, RegistrationDto } from './dto/registration.dto';
import { RegistrationTokenGuard } from './registration-token.guard';
import { RegistrationsService } from './registrations.service';

/** The guest's registration sheet (Meldeschein), reached with the booking's token like the booking. */
@ApiTags('bookings')
@Public()
@Controller('bookings/:id/registration')
export class RegistrationsController {
  constructor(private readonly registrations: RegistrationsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The booking's guest registration, with the guest's token" })
  @ApiOkResponse({ type: RegistrationDto })
  @ApiErrors(400, 403, 404)
  get(@Param('id') id: string, @Query() q: TokenQueryDto): Promise<RegistrationDto> {
    return this.registrations.guestView(id, q.token);
  }

  @Put()
  @UseGuards(RegistrationTokenGuard)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Register every person of the party and sign (a correction keeps the sheet number)',
  })
  @ApiOkResponse({ type: RegistrationDto })
  @ApiErrors(400, 403, 404, 409, 429)
  put(
    @Param('id') id: string,
    @Query() q: TokenQueryDto,
    @Body() dto: PutRegistrationDto,
    @Req() req: Request,
  ): Promise<RegistrationDto> {
    return this.registrations.submit(id, q.token, dto, publicClient(req));
  }
}
