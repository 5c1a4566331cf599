import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { METRICS_TOKEN_SCHEME, SESSION_SCHEME } from 'src/common/openapi/openapi-document';
import type { Response } from 'express';
import { Public } from 'src/modules/auth/auth.decorators';
import { ApiKeyGuard } from 'src/modules/auth/api-key.guard';
import { metricsRegistry } from './metrics';

@ApiTags('ops')
@Controller()
export class MetricsController {
  /** Prometheus text format; for a staff session or a scraper holding METRICS_TOKEN. */
  @Public()
  @UseGuards(ApiKeyGuard({ setting: 'METRICS_TOKEN', from: 'bearer', orStaffSession: true }))
  @Get('metrics')
  @ApiOperation({ summary: 'Prometheus metrics (staff session or metrics token)' })
  @ApiSecurity(SESSION_SCHEME)
  @ApiSecurity(METRICS_TOKEN_SCHEME)
  @ApiOkResponse({
    description: 'Prometheus text format',
    content: { 'text/plain': { schema: { type: 'string' } } },
  })
  @ApiErrors(401)
  async metrics(@Res() res: Response): Promise<void> {
    res.setHeader('Content-Type', metricsRegistry.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.send(await metricsRegistry.metrics());
  }
}
