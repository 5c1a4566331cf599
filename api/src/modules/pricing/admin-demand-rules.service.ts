import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { FieldsException } from 'src/common/http/validation';
import { findList, type ListResult, type ListSpec } from 'src/common/list/list-query';
import type { MessageKey } from 'src/common/i18n/messages';
import { CatalogService } from 'src/modules/catalog/catalog.service';
import { DEMAND_RULE_KINDS, DemandRule } from './demand-rule.entity';
import type { CreateDemandRuleDto, UpdateDemandRuleDto } from './dto/demand-rule.dto';
import { Season } from './season.entity';

export const DEMAND_RULE_LIST: ListSpec = {
  resource: 'demand-rules',
  sortable: {
    id: 'id',
    kind: 'kind',
    thresholdPercent: 'thresholdPercent',
    percentBp: 'percentBp',
    capCents: 'capCents',
    daysBeforeArrival: 'daysBeforeArrival',
    active: 'active',
    createdAt: 'createdAt',
  },
  filters: {
    kind: { kind: 'enum', values: DEMAND_RULE_KINDS },
    categoryId: { kind: 'eq', type: 'uuid', column: 'category' },
    active: { kind: 'eq', type: 'boolean' },
  },
  defaultSort: ['createdAt', 'ASC'],
};

const POPULATE = ['category', 'season'] as const;

/** Demand rules as the console edits them (docs/demand-pricing.md). */
@Injectable()
export class AdminDemandRulesService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
  ) {}

  list(query: Record<string, unknown>): Promise<ListResult<DemandRule>> {
    return findList(this.em, DemandRule, query, DEMAND_RULE_LIST, { populate: POPULATE });
  }

  async get(id: string): Promise<DemandRule> {
    const rule = await this.em.findOne(DemandRule, { id }, { populate: POPULATE });
    if (!rule) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
    return rule;
  }

  create(dto: CreateDemandRuleDto): Promise<DemandRule> {
    return this.em.transactional(async (em) => {
      const rule = new DemandRule();
      await this.apply(em, rule, dto);
      await em.persist(rule).flush();
      return rule;
    });
  }

  update(id: string, dto: UpdateDemandRuleDto): Promise<DemandRule> {
    return this.em.transactional(async (em) => {
      const rule = await em.findOne(
        DemandRule,
        { id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, populate: POPULATE },
      );
      if (!rule) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
      await this.apply(em, rule, dto);
      await em.flush();
      return rule;
    });
  }

  remove(id: string): Promise<DemandRule> {
    return this.em.transactional(async (em) => {
      const rule = await em.findOne(DemandRule, { id }, { populate: POPULATE });
      if (!rule) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
      await em.remove(rule).flush();
      return rule;
    });
  }

  /** The typed values over the rule's, checked as a whole: a refusal names the field, nothing is written. */
  private async apply(em: EntityManager, rule: DemandRule, dto: UpdateDemandRuleDto) {
    const problems: Record<string, { key: MessageKey }> = {};
    const kind = dto.kind ?? rule.kind;
    if (dto.kind !== undefined) rule.kind = dto.kind;
    for (const key of ['thresholdPercent', 'percentBp', 'capCents', 'active'] as const)
      if (dto[key] !== undefined) Object.assign(rule, { [key]: dto[key] });
    if (dto.daysBeforeArrival !== undefined) rule.daysBeforeArrival = dto.daysBeforeArrival;
    // A surcharge has no arrival window; switching a rule to one drops it.
    if (kind === 'surcharge') {
      if (dto.daysBeforeArrival != null)
        problems.daysBeforeArrival = { key: 'demand.daysOnlyLastMinute' };
      rule.daysBeforeArrival = null;
    } else if (rule.daysBeforeArrival == null) {
      problems.daysBeforeArrival = { key: 'demand.daysRequired' };
    }
    if (dto.categoryId !== undefined) {
      const [category] = await this.catalog.categoriesByIds([dto.categoryId], em);
      if (!category) problems.categoryId = { key: 'catalog.unknownCategory' };
      else rule.category = category;
    } else if (!rule.category) problems.categoryId = { key: 'validation.required' };
    if (dto.seasonId !== undefined) {
      const season = dto.seasonId ? await em.findOne(Season, { id: dto.seasonId }) : null;
      if (dto.seasonId && !season) problems.seasonId = { key: 'demand.unknownSeason' };
      else rule.season = season;
    }
    if (Object.keys(problems).length) throw new FieldsException(problems);
  }
}
