import { LockMode, raw, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { parseListQuery, type ListResult, type ListSpec } from 'src/common/list/list-query';
import { FieldsException } from 'src/common/http/validation';
import { applyChanges, isForeignKeyViolation, isUniqueViolation } from 'src/common/db/writes';
import { PITCH_WRITES, type CreatePitchDto, type UpdatePitchDto } from './dto/pitch.dto';
import { PitchCategory } from './pitch-category.entity';
import { Pitch } from './pitch.entity';

export const PITCH_LIST: ListSpec = {
  resource: 'pitches',
  sortable: {
    id: 'id',
    code: 'code',
    categoryId: 'category.sortOrder',
    x: 'x',
    y: 'y',
    hasElectricity: 'hasElectricity',
    sizeM2: 'sizeM2',
    maxVehicleLengthM: 'maxVehicleLengthM',
    active: 'active',
    createdAt: 'createdAt',
    updatedAt: 'updatedAt',
  },
  filters: {
    q: { kind: 'search', columns: ['code'] },
    categoryId: { kind: 'eq', type: 'uuid', column: 'category' },
    active: { kind: 'eq', type: 'boolean' },
    hasElectricity: { kind: 'eq', type: 'boolean' },
  },
  defaultSort: ['code', 'ASC'],
};

/**
 * Pitch codes sort the way people read them: A2 before A10. Row letters first, then shorter
 * numbers before longer ones, then the code itself.
 */
function pitchOrder(orderBy: Record<string, 'ASC' | 'DESC'>): QueryOrderMap<Pitch>[] {
  return Object.entries(orderBy).flatMap(([column, dir]): QueryOrderMap<Pitch>[] => {
    if (column === 'code')
      return [
        { [raw((a) => `regexp_replace(${a}.code, '[0-9]+', '', 'g')`)]: dir },
        { [raw((a) => `length(${a}.code)`)]: dir },
        { code: dir },
      ];
    if (column === 'category.sortOrder') return [{ category: { sortOrder: dir } }];
    return [{ [column]: dir }];
  });
}

/** Pitches with their place on the site plan, as the admin console edits them. */
@Injectable()
export class AdminPitchesService {
  constructor(private readonly em: EntityManager) {}

  async list(query: Record<string, unknown>): Promise<ListResult<Pitch>> {
    const q = parseListQuery(query, PITCH_LIST);
    const [items, total] = await this.em.findAndCount(Pitch, q.where as FilterQuery<Pitch>, {
      orderBy: pitchOrder(q.orderBy),
      limit: q.limit,
      offset: q.offset,
      populate: ['category'],
    });
    return { items, total, offset: q.offset };
  }

  async get(id: string): Promise<Pitch> {
    const pitch = await this.em.findOne(Pitch, { id }, { populate: ['category'] });
    if (!pitch) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
    return pitch;
  }

  create(dto: CreatePitchDto): Promise<Pitch> {
    return this.write(async (em) => {
      const pitch = Object.assign(new Pitch(), { category: await category(em, dto.categoryId) });
      applyChanges(pitch, dto, PITCH_WRITES);
      await em.persist(pitch).flush();
      return pitch;
    });
  }

  update(id: string, dto: UpdatePitchDto): Promise<Pitch> {
    return this.write(async (em) => {
      const pitch = await em.findOne(Pitch, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!pitch) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
      await em.populate(pitch, ['category']);
      if (dto.categoryId === null)
        throw new FieldsException({ categoryId: { key: 'validation.required' } });
      if (dto.categoryId !== undefined) pitch.category = await category(em, dto.categoryId);
      applyChanges(pitch, dto, PITCH_WRITES);
      await em.flush();
      return pitch;
    });
  }

  /** Blocks go with the pitch; bookings keep it (foreign key): deactivate it instead. */
  remove(id: string): Promise<Pitch> {
    return this.write(async (em) => {
      const pitch = await em.findOne(Pitch, { id }, { populate: ['category'] });
      if (!pitch) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
      await em.remove(pitch).flush();
      return pitch;
    });
  }

  private async write<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.em.transactional(work);
    } catch (e) {
      if (isUniqueViolation(e))
        throw new AppException(
          HttpStatus.CONFLICT,
          String((e as Error).message).includes('meter_number')
            ? 'catalog.meterNumberTaken'
            : 'catalog.pitchCodeTaken',
        );
      if (isForeignKeyViolation(e)) throw new AppException(HttpStatus.CONFLICT, 'catalog.inUse');
      throw e;
    }
  }
}

async function category(em: EntityManager, id: string): Promise<PitchCategory> {
  const found = await em.findOne(PitchCategory, { id });
  if (!found) throw new FieldsException({ categoryId: { key: 'catalog.unknownCategory' } });
  return found;
}
