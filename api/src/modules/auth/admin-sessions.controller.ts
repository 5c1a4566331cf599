import { Controller, Delete, Get, Param, ParseUUIDPipe, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendList } from 'src/common/list/list-query';
import { ApiErrors, ApiList } from 'src/common/openapi/openapi.decorators';
import { AUTH_EVENT_LIST, AuthAuditService } from './auth-audit.service';
import { Roles } from './auth.decorators';
import { AuthEventDto, SessionDto } from './dto/session-response.dto';
import { SESSION_LIST, SessionService } from './session.service';

/** Security views for administrators: who is signed in (and ending it), and the sign-in log. */
@ApiTags('admin: security')
@Roles('admin')
@Controller('admin')
export class AdminSessionsController {
  constructor(
    private readonly sessions: SessionService,
    private readonly audit: AuthAuditService,
  ) {}

  @Get('sessions')
  @ApiOperation({ summary: 'List staff sessions' })
  @ApiList(SessionDto, SESSION_LIST)
  async list(
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionDto[]> {
    return sendList(
      res,
      SESSION_LIST.resource,
      await this.sessions.list(query, req.auth?.sessionId),
    );
  }

  @Delete('sessions/:id')
  @ApiOperation({ summary: 'End a staff session' })
  @ApiOkResponse({ type: SessionDto })
  @ApiErrors(400, 404)
  async revoke(@Param('id', ParseUUIDPipe) id: string, @Req() req: Request): Promise<SessionDto> {
    return this.sessions.revokeAsAdmin(id, req.auth!.sessionId, {
      ip: req.ip,
      userAgent: req.headers['user-agent'],
    });
  }

  @Get('auth-events')
  @ApiOperation({ summary: 'The sign-in log' })
  @ApiList(AuthEventDto, AUTH_EVENT_LIST)
  async events(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthEventDto[]> {
    return sendList(res, AUTH_EVENT_LIST.resource, await this.audit.list(query));
  }
}
