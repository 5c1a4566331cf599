import { Controller, Get, HttpStatus, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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
