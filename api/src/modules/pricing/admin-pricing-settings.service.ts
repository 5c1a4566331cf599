import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { applyChanges, assertNoProblems } from 'src/common/db/writes';
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
      if (settings.partialCancellationDays > settings.freeCancellationDays)
        assertNoProblems({
          partialCancellationDays: {
            key: 'pricing.partialAfterFree',
            params: { max: settings.freeCancellationDays },
          },
        });
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
