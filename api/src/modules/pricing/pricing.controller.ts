import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from 'src/modules/auth/auth.decorators';
import { PublicExtraDto } from 'src/modules/pricing/dto/public-extra.dto';
import { PricingService } from './pricing.service';

@ApiTags('pricing')
@Controller()
export class PricingController {
  constructor(private readonly pricing: PricingService) {}

  /** Additional services with price, unit, VAT rate and mandatory flag (docs/architecture.md, public API). */
  @Public()
  @Get('extras')
  @Header('Cache-Control', 'public, max-age=300, stale-while-revalidate=600')
  @ApiOperation({ summary: 'Additional services with their prices' })
  @ApiOkResponse({ type: [PublicExtraDto] })
  extras(): Promise<PublicExtraDto[]> {
    return this.pricing.publicExtras();
  }
}
