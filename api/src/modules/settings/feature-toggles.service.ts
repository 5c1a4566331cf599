import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PUBLIC_FEATURE_TOGGLES, type PublicFeatureToggle } from 'src/contract/constants';
import { FeatureToggle } from './feature-toggle.entity';

export type PublicToggles = Record<PublicFeatureToggle, boolean>;

/** Which optional features are switched on (the staff screen to switch them is another issue). */
@Injectable()
export class FeatureTogglesService {
  constructor(private readonly em: EntityManager) {}

  /** The public toggles; a feature without a stored row is on. One small read; browsers cache the answer. */
  async publicToggles(): Promise<PublicToggles> {
    const rows = await this.em
      .fork()
      .find(FeatureToggle, { key: { $in: [...PUBLIC_FEATURE_TOGGLES] } });
    return Object.fromEntries(
      PUBLIC_FEATURE_TOGGLES.map((key) => [key, rows.find((r) => r.key === key)?.enabled ?? true]),
    ) as PublicToggles;
  }

  async isEnabled(key: PublicFeatureToggle): Promise<boolean> {
    return (await this.publicToggles())[key];
  }
}
