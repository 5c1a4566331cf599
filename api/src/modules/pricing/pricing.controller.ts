import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from 'src/modules/auth/auth.decorators';
import { PricingService } from './pricing.service';

@ApiTags('pricing')
@Controller()
export class PricingController {
  constructor(private readonly pricing: PricingService) {}

  /** Additional services with price, unit, VAT rate and mandatory flag (DESIGN §3). */
  @Public()
  @Get('extras')
  @Header('Cache-Control', 'public, max-age=300, stale-while-revalidate=600')
  extras() {
    return this.pricing.publicExtras();
  }
}
