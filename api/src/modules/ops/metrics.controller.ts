import { Controller, Get, HttpStatus, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { METRICS_TOKEN_SCHEME, SESSION_SCHEME } from 'src/common/openapi/openapi-document';
import type { Request, Response } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { Env } from 'src/config/env';
import { AppException } from 'src/common/http/app-exception';
import { Public } from '../auth/auth.decorators';
import { metricsRegistry } from './metrics';

@ApiTags('ops')
@Controller()
export class MetricsController {
  constructor(private readonly env: Env) {}

  /** Prometheus text format; for a staff session or a scraper holding METRICS_TOKEN. */
  @Public()
  @Get('metrics')
  @ApiOperation({ summary: 'Prometheus metrics (staff session or metrics token)' })
  @ApiSecurity(SESSION_SCHEME)
  @ApiSecurity(METRICS_TOKEN_SCHEME)
  @ApiOkResponse({
    description: 'Prometheus text format',
    content: { 'text/plain': { schema: { type: 'string' } } },
  })
  @ApiErrors(401)
  async metrics(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!req.auth && !this.bearerOk(req.headers.authorization)) {
      throw new AppException(HttpStatus.UNAUTHORIZED, 'error.unauthorized');
    }
    res.setHeader('Content-Type', metricsRegistry.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.send(await metricsRegistry.metrics());
  }

  private bearerOk(header: string | undefined): boolean {
    const expected = this.env.METRICS_TOKEN;
    if (!expected || !header?.startsWith('Bearer ')) return false;
    const given = Buffer.from(header.slice(7));
    const want = Buffer.from(expected);
    return given.length === want.length && timingSafeEqual(given, want);
  }
}
