import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiKeyGuard } from 'src/modules/auth/api-key.guard';
import { Public } from 'src/modules/auth/auth.decorators';
import { metricsRegistry } from './metrics';

@ApiTags('ops')
@Controller()
export class MetricsController {
  /** Prometheus text format; for a staff session or a scraper holding METRICS_TOKEN. */
  @Public()
  @UseGuards(ApiKeyGuard({ setting: 'METRICS_TOKEN', from: 'bearer', orStaffSession: true }))
  @Get('metrics')
  async metrics(@Res() res: Response): Promise<void> {
    res.setHeader('Content-Type', metricsRegistry.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.send(await metricsRegistry.metrics());
  }
}
