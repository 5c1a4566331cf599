import {
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { Public } from 'src/modules/auth/auth.decorators';
import { publicClient } from 'src/modules/bookings/hold-limits.service';
import { RenewalTokenQueryDto, SeasonalRenewalDto } from './dto/seasonal.dto';
import { SeasonalRenewals } from './seasonal-renewals.service';

/** The holder's side of a renewal offer: the signed link from its mail. */
@ApiTags('seasonal renewals')
@Public()
@Controller('seasonal-renewals')
export class SeasonalController {
  constructor(private readonly renewals: SeasonalRenewals) {}

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'A renewal offer, with the token from its mail' })
  @ApiOkResponse({ type: SeasonalRenewalDto })
  @ApiErrors(400, 403, 404)
  get(
    @Param('id', ParseUUIDPipe) id: string,
    @Query() q: RenewalTokenQueryDto,
  ): Promise<SeasonalRenewalDto> {
    return this.renewals.view(id, q.token);
  }

  @Post(':id/accept')
  @HttpCode(200)
  @ApiOperation({ summary: 'Accept the offer: a contract for the next season is created' })
  @ApiOkResponse({ type: SeasonalRenewalDto })
  @ApiErrors(400, 403, 404, 409, 429)
  accept(
    @Param('id', ParseUUIDPipe) id: string,
    @Query() q: RenewalTokenQueryDto,
    @Req() req: Request,
  ): Promise<SeasonalRenewalDto> {
    return this.renewals.accept(id, q.token, publicClient(req));
  }

  @Post(':id/decline')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decline the offer for the next season' })
  @ApiOkResponse({ type: SeasonalRenewalDto })
  @ApiErrors(400, 403, 404, 409, 429)
  decline(
    @Param('id', ParseUUIDPipe) id: string,
    @Query() q: RenewalTokenQueryDto,
    @Req() req: Request,
  ): Promise<SeasonalRenewalDto> {
    return this.renewals.decline(id, q.token, publicClient(req));
  }
}
