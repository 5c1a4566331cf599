import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { findList, type ListResult, type ListSpec } from 'src/common/list/list-query';
import { WAITLIST_STATUSES } from 'src/contract/constants';
import { WaitlistEntry } from './waitlist-entry.entity';
import { WaitlistOffers } from './waitlist-offers.service';
import { linePositions } from './waitlist.queries';

export const WAITLIST_LIST: ListSpec = {
  resource: 'waitlist',
  sortable: {
    id: 'id',
    createdAt: 'createdAt',
    confirmedAt: 'confirmedAt',
    notifiedAt: 'notifiedAt',
    checkIn: 'checkIn',
    email: 'email',
    status: 'status',
  },
  filters: {
    q: { kind: 'search', columns: ['email'] },
    status: { kind: 'enum', values: WAITLIST_STATUSES },
    categoryId: { kind: 'eq', type: 'uuid', column: 'category' },
    checkInFrom: { kind: 'gte', type: 'date', column: 'checkIn' },
    checkInTo: { kind: 'lte', type: 'date', column: 'checkIn' },
  },
  defaultSort: ['createdAt', 'DESC'],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The console's waitlist: read, remove, tell a guest by hand. */
@Injectable()
export class AdminWaitlistService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly offers: WaitlistOffers,
  ) {}

  list(query: Record<string, unknown>): Promise<ListResult<WaitlistEntry>> {
    return findList(this.em, WaitlistEntry, query, WAITLIST_LIST);
  }

  /** Each waiting (confirmed) entry's place in line among those of its category with an overlapping stay. */
  async positions(entries: WaitlistEntry[]): Promise<Map<string, number>> {
    const ids = entries.filter((e) => e.status === 'confirmed').map((e) => e.id);
    if (!ids.length) return new Map();
    const rows = await linePositions(this.em, ids);
    return new Map(rows.map((r) => [r.id, r.position]));
  }

  private async find(em: EntityManager, id: string): Promise<WaitlistEntry> {
    const entry = UUID.test(id)
      ? await em.findOne(WaitlistEntry, { id }, { populate: ['category'] })
      : null;
    if (!entry) throw new AppException(HttpStatus.NOT_FOUND, 'waitlist.notFound');
    return entry;
  }

  get(id: string): Promise<WaitlistEntry> {
    return this.find(this.em.fork(), id);
  }

  /** Takes the entry off the list (status `removed`); a closed entry stays as it is. */
  async remove(id: string): Promise<WaitlistEntry> {
    return this.em.fork().transactional(async (em) => {
      const entry = await this.find(em, id);
      if (['pending', 'confirmed', 'notified'].includes(entry.status)) {
        entry.status = 'removed';
        entry.closedAt = this.clock.now();
        await em.flush();
      }
      return entry;
    });
  }

  /** Mails a confirmed (or already told) guest that a pitch is free, whatever the automatic order. */
  async notify(id: string): Promise<WaitlistEntry> {
    return this.em.fork().transactional(async (em) => {
      const entry = await this.find(em, id);
      if (entry.status !== 'confirmed' && entry.status !== 'notified')
        throw new AppException(HttpStatus.CONFLICT, 'waitlist.notNotifiable');
      await this.offers.notify(em, entry);
      return entry;
    });
  }
}
