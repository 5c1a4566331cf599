import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { findList, type ListResult, type ListSpec } from 'src/common/list/list-query';
import {
  applyChanges,
  assertNoProblems,
  isForeignKeyViolation,
  isUniqueViolation,
} from 'src/common/db/writes';
import {
  CATEGORY_WRITES,
  type CreateCategoryDto,
  type UpdateCategoryDto,
} from './dto/category.dto';
import { PitchCategory } from './pitch-category.entity';
import { Pitch } from './pitch.entity';
import { PricingService } from 'src/modules/pricing/pricing.service';

export const CATEGORY_LIST: ListSpec = {
  resource: 'categories',
  sortable: {
    id: 'id',
    slug: 'slug',
    nameDe: 'nameDe',
    nameEn: 'nameEn',
    basePriceCents: 'basePriceCents',
    personsIncluded: 'personsIncluded',
    maxPersons: 'maxPersons',
    sortOrder: 'sortOrder',
    active: 'active',
    createdAt: 'createdAt',
    updatedAt: 'updatedAt',
  },
  filters: {
    q: { kind: 'search', columns: ['slug', 'nameDe', 'nameEn'] },
    active: { kind: 'eq', type: 'boolean' },
    slug: { kind: 'eq', type: 'string' },
  },
  defaultSort: ['sortOrder', 'ASC'],
};

/** Pitch categories as the admin console edits them. */
@Injectable()
export class AdminCategoriesService {
  constructor(
    private readonly em: EntityManager,
    private readonly pricing: PricingService,
  ) {}

  list(query: Record<string, unknown>): Promise<ListResult<PitchCategory>> {
    return findList(this.em, PitchCategory, query, CATEGORY_LIST);
  }

  async get(id: string): Promise<PitchCategory> {
    const category = await this.em.findOne(PitchCategory, { id });
    if (!category) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
    return category;
  }

  create(dto: CreateCategoryDto): Promise<PitchCategory> {
    return this.write(async (em) => {
      const category = Object.assign(new PitchCategory(), {
        descriptionDe: '',
        descriptionEn: '',
        imageUrl: '',
      });
      applyChanges(category, dto, CATEGORY_WRITES);
      assertPartyLimits(category);
      await em.persist(category).flush();
      return category;
    });
  }

  update(id: string, dto: UpdateCategoryDto): Promise<PitchCategory> {
    return this.write(async (em) => {
      const category = await em.findOne(
        PitchCategory,
        { id },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!category) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
      applyChanges(category, dto, CATEGORY_WRITES);
      assertPartyLimits(category);
      await em.flush();
      return category;
    });
  }

  /**
   * Only an unused category can go: no pitches, no extras limited to it, no bookings (the last
   * enforced by the foreign key, which also catches a booking made a moment ago).
   */
  remove(id: string): Promise<PitchCategory> {
    return this.write(async (em) => {
      const category = await em.findOne(
        PitchCategory,
        { id },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!category) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
      const pitches = await em.count(Pitch, { category });
      if (pitches > 0)
        throw new AppException(HttpStatus.CONFLICT, 'catalog.categoryHasPitches', {
          count: pitches,
        });
      // Extras keep category ids in an array, which no foreign key guards: an extra limited to a
      // deleted category would silently be offered nowhere, so the admin decides first.
      const extras = await this.pricing.extraCodesLimitedTo(id, em);
      if (extras.length > 0)
        throw new AppException(HttpStatus.CONFLICT, 'catalog.categoryInExtras', {
          codes: extras.join(', '),
        });
      await em.remove(category).flush();
      return category;
    });
  }

  private async write<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.em.transactional(work);
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppException(HttpStatus.CONFLICT, 'catalog.slugTaken');
      if (isForeignKeyViolation(e)) throw new AppException(HttpStatus.CONFLICT, 'catalog.inUse');
      throw e;
    }
  }
}

function assertPartyLimits(category: PitchCategory): void {
  if (category.maxPersons < category.personsIncluded)
    assertNoProblems({
      maxPersons: { key: 'catalog.maxPersons', params: { min: category.personsIncluded } },
    });
}
