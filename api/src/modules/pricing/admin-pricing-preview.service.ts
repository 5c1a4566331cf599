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
    const { season: draft, occupancyPercent, ...stay } = dto;
    // An assumed occupancy (as 1 percent of 100): the stay as the demand rules would price it then.
    const occupancy =
      occupancyPercent === undefined
        ? undefined
        : { takenNights: occupancyPercent, bookableNights: 100 };
    const request = { ...stay, category, extras: dto.extras ?? [], occupancy };
    if (!draft) return (await this.pricing.priceStay(request, em)).quote;
    // A season being edited: its typed rules in place of the saved ones, the same calculation.
    const catalog = await this.pricing.catalog(em);
    catalog.seasons = [
      ...catalog.seasons.filter((s) => !draft.id || s.id !== draft.id),
      {
        name: draft.name ?? '',
        nameEn: draft.nameEn || draft.name || '',
        startDate: draft.startDate,
        endDate: draft.endDate,
        minStayNights: draft.minStayNights,
        rates: Object.fromEntries(draft.rates.map((r) => [r.categoryId, r.nightlyPriceCents])),
        deposit: { kind: 'none', value: 0, balanceDueDays: 0 },
      },
    ];
    return this.pricing.priceWith(catalog, request).quote;
  }
}
