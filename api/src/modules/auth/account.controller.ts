import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Put, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { requestLang } from 'src/common/i18n/lang';
import { translate } from 'src/common/i18n/messages';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { AccountService } from './account.service';
import { Roles } from './auth.decorators';
import { ChangePasswordDto, ChangePasswordResponseDto } from './dto/security.dto';
import { SessionDto } from './dto/session-response.dto';

const meta = (req: Request) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

/** The signed-in member's own account (every role): password and their own sessions. */
@ApiTags('admin: security')
@Roles('admin', 'staff')
@Controller('admin/account')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Put('password')
  @ApiOperation({
    summary: 'Change your own password',
    description:
      'Needs the current password (wrong ones count against the sign-in throttle). The new one has at least 12 characters and is not on the common-password list. Every other session of the account ends.',
  })
  @ApiOkResponse({ type: ChangePasswordResponseDto })
  @ApiErrors(400, 429)
  async changePassword(
    @Body() dto: ChangePasswordDto,
    @Req() req: Request,
  ): Promise<ChangePasswordResponseDto> {
    const { endedSessions } = await this.account.changePassword(
      req.auth!,
      dto.currentPassword,
      dto.newPassword,
      meta(req),
    );
    return { message: translate(requestLang(req), 'security.passwordChanged'), endedSessions };
  }

  @Get('sessions')
  @ApiOperation({ summary: 'Your own open sessions' })
  @ApiOkResponse({ type: SessionDto, isArray: true })
  sessions(@Req() req: Request): Promise<SessionDto[]> {
    return this.account.ownSessions(req.auth!);
  }

  @Delete('sessions/:id')
  @ApiOperation({ summary: 'End one of your own sessions' })
  @ApiOkResponse({ type: SessionDto })
  @ApiErrors(400, 404)
  revoke(@Param('id', ParseUUIDPipe) id: string, @Req() req: Request): Promise<SessionDto> {
    return this.account.revokeOwnSession(req.auth!, id, meta(req));
  }
}
