import { IsolationLevel } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CatalogService, type Pitch } from 'src/modules/catalog/catalog.service';
import { PricingService, type PricingCatalog } from 'src/modules/pricing/pricing.service';
import {
  FeatureTogglesService,
  type PublicToggles,
} from 'src/modules/settings/feature-toggles.service';

/** What a hold is judged and priced by, as of one catalog version. */
export interface HoldCatalogSnapshot {
  version: string;
  pricing: PricingCatalog;
  /** Every pitch (active or not) by id, with its category. */
  pitches: Map<string, Pitch>;
  toggles: PublicToggles;
}

/**
 * The booking catalog in memory, for the guest's hold: read in one repeatable-read snapshot with
 * the version it belongs to, and kept until a hold finds that version outdated. A hold never trusts
 * it blindly: it names the version to `create_hold`, which refuses it (`stale`) when any of those
 * tables changed since; the caller then reads the catalog again and prices the hold anew. So a
 * price, season, toggle or pitch change applies to the very next hold, in every API process,
 * while the hold itself costs one statement instead of a dozen.
 */
@Injectable()
export class HoldCatalog {
  private current?: Promise<HoldCatalogSnapshot>;

  constructor(
    private readonly em: EntityManager,
    private readonly pricing: PricingService,
    private readonly catalog: CatalogService,
    private readonly toggles: FeatureTogglesService,
  ) {}

  /** The catalog as last read; `fresh`: read it again (a hold found it outdated). */
  get(fresh = false): Promise<HoldCatalogSnapshot> {
    if (!this.current || fresh) {
      const loading = this.load();
      this.current = loading;
      loading.catch(() => {
        if (this.current === loading) this.current = undefined;
      });
    }
    return this.current;
  }

  /** Whether no catalog table changed since this snapshot was read. */
  async isCurrent(snapshot: HoldCatalogSnapshot): Promise<boolean> {
    const [{ version }] = await this.em
      .getConnection()
      .execute<Array<{ version: string }>>(
        'select version::text as version from catalog_version where id = 1',
      );
    return version === snapshot.version;
  }

  private load(): Promise<HoldCatalogSnapshot> {
    return this.em.fork().transactional(
      async (em) => {
        // The version first, then the tables, all in one snapshot.
        const [{ version }] = await em
          .getConnection()
          .execute<Array<{ version: string }>>(
            'select version::text as version from catalog_version where id = 1',
            [],
            'all',
            em.getTransactionContext(),
          );
        const pricing = await this.pricing.catalog(em);
        const pitches = await this.catalog.allPitches(em);
        const toggles = await this.toggles.publicToggles(em);
        return { version, pricing, pitches: new Map(pitches.map((p) => [p.id, p])), toggles };
      },
      { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
    );
  }
}
