import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from 'src/modules/auth/auth.decorators';

/**
 * The baseline for `npm run bench`: the cheapest route that still crosses the whole stack (guard,
 * logger, metrics, one database round trip). Only mounted when BENCH_ROUTES=true.
 */
@ApiExcludeController()
@Controller('bench')
export class BenchController {
  constructor(private readonly em: EntityManager) {}

  @Public()
  @Get('select1')
  async select1() {
    const rows = await this.em.getConnection().execute<{ one: number }[]>('select 1 as one');
    return { one: rows[0].one };
  }
}
