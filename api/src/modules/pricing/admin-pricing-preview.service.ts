import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CatalogService } from 'src/modules/catalog/catalog.service';
import type { PricingPreviewDto } from './dto/pricing-preview.dto';
import { PricingService } from './pricing.service';
import type { Quote } from './quote';

/**
 * Prices a sample stay for the pricing screen through `PricingService.priceStay`, the very call
 * the guest's quote and the booking itself make: same rules, same numbers, no second calculation.
 */
@Injectable()
export class AdminPricingPreviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly pricing: PricingService,
    private readonly catalog: CatalogService,
  ) {}

  async preview(dto: PricingPreviewDto): Promise<Quote> {
    const em = this.em.fork();
    const category = await this.catalog.category(dto.categoryId, em);
    const { quote } = await this.pricing.priceStay(
      { ...dto, category, extras: dto.extras ?? [] },
      em,
    );
    return quote;
  }
}
