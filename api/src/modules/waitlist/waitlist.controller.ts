import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { requestLang } from 'src/common/i18n/lang';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { Public } from 'src/modules/auth/auth.decorators';
import { publicClient } from 'src/modules/bookings/hold-limits.service';
import {
  JoinWaitlistDto,
  toWaitlistEntry,
  WaitlistEntryDto,
  WaitlistJoinedDto,
  WaitlistTokenQueryDto,
} from './dto/waitlist.dto';
import { WaitlistEntries } from './waitlist-entries.service';
import { WaitlistService } from './waitlist.service';

/** The guest's side of the waitlist: sign up, follow the opt-in link, leave. */
@ApiTags('waitlist')
@Public()
@Controller('waitlist')
export class WaitlistController {
  constructor(
    private readonly waitlist: WaitlistService,
    private readonly entries: WaitlistEntries,
  ) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Join the waitlist for a category and stay (a confirmation mail follows)',
  })
  @ApiAcceptedResponse({ type: WaitlistJoinedDto })
  @ApiErrors(400, 409, 429)
  async join(@Body() dto: JoinWaitlistDto, @Req() req: Request): Promise<WaitlistJoinedDto> {
    await this.waitlist.join(dto, requestLang(req), publicClient(req));
    return {
      email: dto.email.trim().toLowerCase(),
      checkIn: dto.checkIn,
      checkOut: dto.checkOut,
      categoryId: dto.categoryId,
    };
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'A waitlist entry, with the token from its mail' })
  @ApiOkResponse({ type: WaitlistEntryDto })
  @ApiErrors(403, 404)
  async get(@Param('id') id: string, @Query() q: WaitlistTokenQueryDto): Promise<WaitlistEntryDto> {
    return toWaitlistEntry(await this.entries.view(id, q.token));
  }

  @Post(':id/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm a waitlist entry with the link from its mail (double opt-in)' })
  @ApiOkResponse({ type: WaitlistEntryDto })
  @ApiErrors(403, 404, 409, 429)
  async confirm(
    @Param('id') id: string,
    @Query() q: WaitlistTokenQueryDto,
    @Req() req: Request,
  ): Promise<WaitlistEntryDto> {
    return toWaitlistEntry(await this.entries.confirm(id, q.token, publicClient(req)));
  }

  @Post(':id/leave')
  @HttpCode(200)
  @ApiOperation({ summary: 'Leave the waitlist with the link from any of its mails' })
  @ApiOkResponse({ type: WaitlistEntryDto })
  @ApiErrors(403, 404, 429)
  async leave(
    @Param('id') id: string,
    @Query() q: WaitlistTokenQueryDto,
    @Req() req: Request,
  ): Promise<WaitlistEntryDto> {
    return toWaitlistEntry(await this.entries.leave(id, q.token, publicClient(req)));
  }
}
