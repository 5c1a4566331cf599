import { LockMode, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { FieldsException } from 'src/common/http/validation';
import { parseListQuery, type ListResult, type ListSpec } from 'src/common/list/list-query';
import { applyChanges, isExclusionViolation } from 'src/common/db/writes';
import { Block } from './block.entity';
import { BLOCK_WRITES, type CreateBlockDto, type UpdateBlockDto } from './dto/block.dto';
import { Pitch } from './pitch.entity';

export const BLOCK_LIST: ListSpec = {
  resource: 'blocks',
  sortable: {
    id: 'id',
    pitchId: 'pitch.code',
    startDate: 'startDate',
    endDate: 'endDate',
    reason: 'reason',
    createdBy: 'createdBy',
    createdAt: 'createdAt',
  },
  filters: {
    q: { kind: 'search', columns: ['reason'] },
    pitchId: { kind: 'eq', type: 'uuid', column: 'pitch' },
    // Blocks closing at least one night between from and to (both inclusive); endDate is exclusive.
    from: { kind: 'custom', type: 'date', build: (from: string) => ({ endDate: { $gt: from } }) },
    to: { kind: 'custom', type: 'date', build: (to: string) => ({ startDate: { $lte: to } }) },
  },
  defaultSort: ['startDate', 'DESC'],
};

interface Attempt {
  id?: string;
  pitchId: string;
  startDate: string;
  endDate: string;
}

/**
 * Maintenance closures of single pitches. The database refuses a block that overlaps a live booking
 * or another block (the pitch_occupancy exclusion constraint); this service only explains which.
 */
@Injectable()
export class AdminBlocksService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async list(query: Record<string, unknown>): Promise<ListResult<Block>> {
    const q = parseListQuery(query, BLOCK_LIST);
    const orderBy = Object.entries(q.orderBy).map(([column, dir]): QueryOrderMap<Block> =>
      column === 'pitch.code' ? { pitch: { code: dir } } : { [column]: dir },
    );
    const [items, total] = await this.em.findAndCount(Block, q.where as FilterQuery<Block>, {
      orderBy,
      limit: q.limit,
      offset: q.offset,
      populate: ['pitch'],
    });
    return { items, total, offset: q.offset };
  }

  async get(id: string): Promise<Block> {
    const block = await this.em.findOne(Block, { id }, { populate: ['pitch'] });
    if (!block) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
    return block;
  }

  create(dto: CreateBlockDto, createdBy: string): Promise<Block> {
    return this.write(async (em, attempt) => {
      const block = Object.assign(new Block(), { pitch: await pitch(em, dto.pitchId), createdBy });
      applyChanges(block, dto, BLOCK_WRITES);
      assertDates(block, this.clock.today(), true);
      Object.assign(attempt, { pitchId: dto.pitchId, ...dates(block) });
      await em.persist(block).flush();
      return block;
    });
  }

  update(id: string, dto: UpdateBlockDto): Promise<Block> {
    return this.write(async (em, attempt) => {
      const block = await em.findOne(Block, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!block) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
      await em.populate(block, ['pitch', 'icalFeed']);
      assertManual(block);
      if (dto.pitchId === null)
        throw new FieldsException({ pitchId: { key: 'validation.required' } });
      if (dto.pitchId !== undefined) block.pitch = await pitch(em, dto.pitchId);
      const startBefore = block.startDate;
      applyChanges(block, dto, BLOCK_WRITES);
      // A block that already began may keep its start (e.g. to extend it); a moved start may not lie in the past.
      assertDates(block, this.clock.today(), block.startDate !== startBefore);
      Object.assign(attempt, { id, pitchId: block.pitch.id, ...dates(block) });
      await em.flush();
      return block;
    });
  }

  remove(id: string): Promise<Block> {
    return this.em.transactional(async (em) => {
      const block = await em.findOne(Block, { id }, { populate: ['pitch', 'icalFeed'] });
      if (!block) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
      assertManual(block);
      await em.remove(block).flush();
      return block;
    });
  }

  private async write(work: (em: EntityManager, attempt: Attempt) => Promise<Block>) {
    const attempt = {} as Attempt;
    try {
      return await this.em.transactional((em) => work(em, attempt));
    } catch (e) {
      if (isExclusionViolation(e)) throw await this.overlap(attempt);
      throw e;
    }
  }

  /** The occupancy holds bookings and blocks; if no other block overlaps, a booking does. */
  private async overlap(attempt: Attempt): Promise<AppException> {
    const other = await this.em.fork().findOne(
      Block,
      {
        pitch: attempt.pitchId,
        startDate: { $lt: attempt.endDate },
        endDate: { $gt: attempt.startDate },
        ...(attempt.id ? { id: { $ne: attempt.id } } : {}),
      },
      { orderBy: { startDate: 'ASC' } },
    );
    if (!other) return new AppException(HttpStatus.CONFLICT, 'blocks.overlapsBooking');
    return new AppException(HttpStatus.CONFLICT, 'blocks.overlapsBlock', {
      startDate: other.startDate,
      endDate: other.endDate,
      reason: other.reason,
    });
  }
}

/** An imported block follows its calendar: the next refresh would undo any edit made here. */
function assertManual(block: Block): void {
  if (block.icalFeed)
    throw new AppException(HttpStatus.CONFLICT, 'blocks.imported', { feed: block.icalFeed.name });
}

const dates = (b: Block) => ({ startDate: b.startDate, endDate: b.endDate });

/** How far ahead a block may reach: as far as a staff booking list may span (3 years). */
export const BLOCK_HORIZON_DAYS = 1096;

function assertDates(block: Block, today: string, startChanged: boolean): void {
  if (startChanged && block.startDate < today)
    throw new FieldsException({ startDate: { key: 'blocks.startInPast' } });
  if (block.endDate <= block.startDate)
    throw new FieldsException({ endDate: { key: 'blocks.endAfterStart' } });
  const [y, m, d] = today.split('-').map(Number);
  const last = new Date(Date.UTC(y, m - 1, d + BLOCK_HORIZON_DAYS)).toISOString().slice(0, 10);
  if (block.endDate > last)
    throw new FieldsException({
      endDate: { key: 'blocks.tooFar', params: { days: BLOCK_HORIZON_DAYS } },
    });
}

async function pitch(em: EntityManager, id: string): Promise<Pitch> {
  const found = await em.findOne(Pitch, { id });
  if (!found) throw new FieldsException({ pitchId: { key: 'catalog.unknownPitch' } });
  return found;
}
