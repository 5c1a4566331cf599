import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from 'src/modules/auth/auth.decorators';
import { PerformanceDto } from './dto/performance.dto';
import { PerformanceService } from './performance.service';

@ApiTags('admin: performance')
@Roles('admin')
@Controller('admin/performance')
export class AdminPerformanceController {
  constructor(private readonly performance: PerformanceService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Route latency and errors, queue depths, database pool and slowest statements',
  })
  @ApiOkResponse({ type: PerformanceDto })
  report(): Promise<PerformanceDto> {
    return this.performance.report();
  }
}
