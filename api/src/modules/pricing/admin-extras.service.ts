import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { FieldsException } from 'src/common/http/validation';
import { findList, type ListResult, type ListSpec } from 'src/common/list/list-query';
import { applyChanges, isUniqueViolation } from 'src/common/db/writes';
import { CatalogService } from 'src/modules/catalog/catalog.service';
import { EXTRA_WRITES, type CreateExtraDto, type UpdateExtraDto } from './dto/extra.dto';
import { EXTRA_UNITS, Extra } from './extra.entity';

export const EXTRA_LIST: ListSpec = {
  resource: 'extras',
  sortable: {
    id: 'id',
    code: 'code',
    nameDe: 'nameDe',
    nameEn: 'nameEn',
    priceCents: 'priceCents',
    unit: 'unit',
    vatRateBp: 'vatRateBp',
    mandatory: 'mandatory',
    maxQuantity: 'maxQuantity',
    sortOrder: 'sortOrder',
    active: 'active',
    createdAt: 'createdAt',
    updatedAt: 'updatedAt',
  },
  filters: {
    q: { kind: 'search', columns: ['code', 'nameDe', 'nameEn'] },
    active: { kind: 'eq', type: 'boolean' },
    mandatory: { kind: 'eq', type: 'boolean' },
    unit: { kind: 'enum', values: EXTRA_UNITS },
  },
  defaultSort: ['sortOrder', 'ASC'],
};

/** Additional services as the admin console edits them. */
@Injectable()
export class AdminExtrasService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
  ) {}

  list(query: Record<string, unknown>): Promise<ListResult<Extra>> {
    return findList(this.em, Extra, query, EXTRA_LIST);
  }

  async get(id: string): Promise<Extra> {
    const extra = await this.em.findOne(Extra, { id });
    if (!extra) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
    return extra;
  }

  create(dto: CreateExtraDto): Promise<Extra> {
    return this.write(async (em) => {
      const extra = Object.assign(new Extra(), { descriptionDe: '', descriptionEn: '' });
      applyChanges(extra, dto, EXTRA_WRITES);
      extra.categoryIds = await this.categoryIds(em, dto.categoryIds);
      await em.persist(extra).flush();
      return extra;
    });
  }

  update(id: string, dto: UpdateExtraDto): Promise<Extra> {
    return this.write(async (em) => {
      const extra = await em.findOne(Extra, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!extra) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
      applyChanges(extra, dto, EXTRA_WRITES);
      if (dto.categoryIds !== undefined)
        extra.categoryIds = await this.categoryIds(em, dto.categoryIds);
      await em.flush();
      return extra;
    });
  }

  /** Bookings store the extras they took as a snapshot (no foreign key), so an extra can always go. */
  remove(id: string): Promise<Extra> {
    return this.em.transactional(async (em) => {
      const extra = await em.findOne(Extra, { id });
      if (!extra) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
      await em.remove(extra).flush();
      return extra;
    });
  }

  private async write(work: (em: EntityManager) => Promise<Extra>): Promise<Extra> {
    try {
      return await this.em.transactional(work);
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppException(HttpStatus.CONFLICT, 'extras.codeTaken');
      throw e;
    }
  }

  /** The array has no foreign key: every id must name an existing category. Empty (or null) = all. */
  private async categoryIds(
    em: EntityManager,
    ids: string[] | null | undefined,
  ): Promise<string[]> {
    const unique = [...new Set((ids ?? []).map((id) => id.toLowerCase()))];
    if (unique.length === 0) return [];
    const found = await this.catalog.categoriesByIds(unique, em);
    if (found.length !== unique.length)
      throw new FieldsException({ categoryIds: { key: 'catalog.unknownCategory' } });
    return unique;
  }
}
