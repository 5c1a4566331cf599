import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { applyChanges, assertNoProblems, type Problems } from 'src/common/db/writes';
import { PRICING_SETTINGS_WRITES, type UpdatePricingSettingsDto } from './dto/pricing-settings.dto';
import { PricingSettings } from './pricing-settings.entity';

/** The one row of site-wide pricing rules (VAT on the pitch, tourist tax, hold, cancellation). */
@Injectable()
export class AdminPricingSettingsService {
  constructor(private readonly em: EntityManager) {}

  async get(): Promise<PricingSettings> {
    const found = await this.em.findOne(PricingSettings, { id: 1 }, { refresh: true });
    if (found) return found;
    await this.ensureRow();
    return this.em.findOneOrFail(PricingSettings, { id: 1 }, { refresh: true });
  }

  async update(dto: UpdatePricingSettingsDto): Promise<PricingSettings> {
    await this.ensureRow();
    return this.em.transactional(async (em) => {
      const settings = await em.findOneOrFail(
        PricingSettings,
        { id: 1 },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      applyChanges(settings, dto, PRICING_SETTINGS_WRITES);
      // The policy's tiers must get stricter towards arrival: free, then partial, then late.
      const problems: Problems = {};
      if (settings.partialCancellationDays > settings.freeCancellationDays)
        problems.partialCancellationDays = {
          key: 'pricing.partialAfterFree',
          params: { max: settings.freeCancellationDays },
        };
      if (settings.partialCancellationFeeBp > settings.lateCancellationFeeBp)
        problems.partialCancellationFeeBp = {
          key: 'pricing.partialFeeAboveLate',
          params: { max: settings.lateCancellationFeeBp / 100 },
        };
      assertNoProblems(problems);
      await em.flush();
      return settings;
    });
  }

  /** The migration inserts the row; should it ever be missing, the defaults come back. */
  private async ensureRow(): Promise<void> {
    await this.em.upsert(
      PricingSettings,
      { id: 1, updatedAt: new Date() },
      { onConflictAction: 'ignore' },
    );
  }
}
