import { ApiProperty } from '@nestjs/swagger';

export class RoutePerformanceDto {
  @ApiProperty({ example: 'GET' }) method!: string;
  @ApiProperty({ example: '/api/company-settings' }) route!: string;
  @ApiProperty({ description: 'Requests in the window' }) requests!: number;
  @ApiProperty({ description: 'Requests per second over the window' }) perSecond!: number;
  @ApiProperty({ type: Number, nullable: true }) p50Ms!: number | null;
  @ApiProperty({ type: Number, nullable: true }) p95Ms!: number | null;
  @ApiProperty({ type: Number, nullable: true }) p99Ms!: number | null;
  @ApiProperty({ description: 'Share of 5xx answers, 0..1' }) serverErrorRate!: number;
  @ApiProperty({ description: '4xx answers in the window' }) clientErrors!: number;
}

export class QueueDepthDto {
  @ApiProperty() queue!: string;
  @ApiProperty() waiting!: number;
  @ApiProperty() active!: number;
  @ApiProperty() delayed!: number;
  @ApiProperty() failed!: number;
}

export class DatabasePoolDto {
  @ApiProperty({ description: 'Connections running a query' }) used!: number;
  @ApiProperty({ description: 'Open, idle connections' }) free!: number;
  @ApiProperty({ description: 'Requests waiting for a connection' }) pending!: number;
  @ApiProperty({ description: 'Most connections this process opens' }) max!: number;
}

export class SlowStatementDto {
  @ApiProperty({ description: 'Normalised statement text ($1 for values), shortened' })
  query!: string;
  @ApiProperty() calls!: number;
  @ApiProperty() meanMs!: number;
  @ApiProperty() totalMs!: number;
}

export class SlowStatementsDto {
  @ApiProperty({ description: 'Whether pg_stat_statements is loaded in this PostgreSQL' })
  available!: boolean;
  @ApiProperty({ type: [SlowStatementDto] }) rows!: SlowStatementDto[];
}

/** GET /api/admin/performance: this API process's view of the system. */
export class PerformanceDto {
  @ApiProperty({ format: 'date-time' }) generatedAt!: string;
  @ApiProperty({ description: 'Seconds the route figures cover (up to 5 minutes)' })
  windowSeconds!: number;
  @ApiProperty() uptimeSeconds!: number;
  @ApiProperty({ type: [RoutePerformanceDto] }) routes!: RoutePerformanceDto[];
  @ApiProperty({
    type: [QueueDepthDto],
    nullable: true,
    description: 'null when Redis did not answer in time',
  })
  queues!: QueueDepthDto[] | null;
  @ApiProperty({ type: DatabasePoolDto }) pool!: DatabasePoolDto;
  @ApiProperty({ type: SlowStatementsDto }) statements!: SlowStatementsDto;
}
