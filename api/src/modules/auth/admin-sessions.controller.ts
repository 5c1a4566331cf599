import { Controller, Delete, Get, Param, ParseUUIDPipe, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { sendList } from 'src/common/list/list-query';
import { AUTH_EVENT_LIST, AuthAuditService } from './auth-audit.service';
import { Roles } from './auth.decorators';
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
  async list(
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendList(
      res,
      SESSION_LIST.resource,
      await this.sessions.list(query, req.auth?.sessionId),
    );
  }

  @Delete('sessions/:id')
  async revoke(@Param('id', ParseUUIDPipe) id: string, @Req() req: Request) {
    return this.sessions.revokeAsAdmin(id, req.auth!.sessionId, {
      ip: req.ip,
      userAgent: req.headers['user-agent'],
    });
  }

  @Get('auth-events')
  async events(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    return sendList(res, AUTH_EVENT_LIST.resource, await this.audit.list(query));
  }
}
