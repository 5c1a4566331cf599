import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { findList, type ListResult, type ListSpec } from 'src/common/list/list-query';
import { PUBLIC_FEATURE_TOGGLES, type PublicFeatureToggle } from 'src/contract/constants';
import { FeatureToggle, FeatureToggleEvent } from './feature-toggle.entity';

export type PublicToggles = Record<PublicFeatureToggle, boolean>;

export interface ToggleState {
  key: PublicFeatureToggle;
  enabled: boolean;
  updatedAt: Date | null;
  updatedBy: string | null;
}

export const TOGGLE_EVENT_LIST: ListSpec = {
  resource: 'feature-toggle-events',
  sortable: { id: 'id', at: 'at', key: 'key' },
  filters: {
    key: { kind: 'enum', values: PUBLIC_FEATURE_TOGGLES },
    changedBy: { kind: 'eq', type: 'string' },
  },
  defaultSort: ['at', 'DESC'],
};

/** Which optional features are switched on, who switched them and when. */
@Injectable()
export class FeatureTogglesService {
  constructor(private readonly em: EntityManager) {}

  /**
   * The public toggles; a feature without a stored row is on. Read fresh on every call (one
   * primary-key lookup): a switch must reach the next page load, so nothing caches it.
   */
  async publicToggles(em?: EntityManager): Promise<PublicToggles> {
    const states = await this.states(em);
    return Object.fromEntries(states.map((s) => [s.key, s.enabled])) as PublicToggles;
  }

  async isEnabled(key: PublicFeatureToggle): Promise<boolean> {
    return (await this.publicToggles())[key];
  }

  /** Every toggle with its last change, in the order of the contract's list (`em`: a transaction's). */
  async states(em: EntityManager = this.em.fork()): Promise<ToggleState[]> {
    const rows = await em.find(FeatureToggle, { key: { $in: [...PUBLIC_FEATURE_TOGGLES] } });
    return PUBLIC_FEATURE_TOGGLES.map((key) => {
      const row = rows.find((r) => r.key === key);
      return {
        key,
        enabled: row?.enabled ?? true,
        updatedAt: row?.updatedBy ? row.updatedAt : null,
        updatedBy: row?.updatedBy ?? null,
      };
    });
  }

  async state(key: string): Promise<ToggleState> {
    const found = (await this.states()).find((s) => s.key === key);
    if (!found) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
    return found;
  }

  /** Switches a feature and records who did it, in one transaction; an unchanged value is no event. */
  async set(key: string, enabled: boolean, by: string): Promise<ToggleState> {
    await this.state(key);
    await this.em.fork().transactional(async (em) => {
      // A feature without a row is on; the row is made first so two switches queue on its lock.
      await em
        .getConnection()
        .execute(
          `insert into feature_toggles (key, enabled, updated_at) values (?, true, now()) on conflict do nothing`,
          [key],
          'run',
          em.getTransactionContext(),
        );
      const row = await em.findOneOrFail(
        FeatureToggle,
        { key },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (row.enabled === enabled) return;
      row.enabled = enabled;
      row.updatedBy = by;
      row.updatedAt = new Date();
      em.create(FeatureToggleEvent, { key, enabled, changedBy: by });
      await em.flush();
    });
    return this.state(key);
  }

  events(query: Record<string, unknown>): Promise<ListResult<FeatureToggleEvent>> {
    return findList(this.em, FeatureToggleEvent, query, TOGGLE_EVENT_LIST);
  }
}
