import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { siteInstant } from 'src/common/clock';
import { findList, type ListResult, type ListSpec } from 'src/common/list/list-query';
import { AUTH_EVENT_TYPES, AuthEvent, type AuthEventType } from './auth-event.entity';
import type { ClientMeta } from './client-meta';

export const AUTH_EVENT_LIST: ListSpec = {
  resource: 'auth-events',
  sortable: { id: 'id', at: 'at', type: 'type', email: 'email' },
  filters: {
    q: { kind: 'search', columns: ['email', 'ip'] },
    type: { kind: 'enum', values: AUTH_EVENT_TYPES },
    email: { kind: 'eq', type: 'string' },
    userId: { kind: 'eq', type: 'uuid' },
    // The console's filters: part of the email, part of the address (e.g. a network's "203.0.113.").
    user: { kind: 'search', columns: ['email'] },
    ip: { kind: 'search', columns: ['ip'] },
    // Calendar days at the campsite: `to` takes the whole day (up to Vienna's next midnight).
    from: {
      kind: 'custom',
      type: 'date',
      build: (day: string) => ({ at: { $gte: dayStart(day) } }),
    },
    to: { kind: 'custom', type: 'date', build: (day: string) => ({ at: { $lt: dayEnd(day) } }) },
  },
  defaultSort: ['at', 'DESC'],
};

const isDay = (v: string) => v.length === 10;
/** Midnight in Europe/Vienna starting that day (a full timestamp is taken as it is). */
const dayStart = (v: string) => (isDay(v) ? siteInstant(v, '00:00') : new Date(v));
/** Midnight in Europe/Vienna ending that day. */
function dayEnd(v: string): Date {
  if (!isDay(v)) return new Date(new Date(v).getTime() + 1);
  const next = new Date(Date.parse(`${v}T12:00:00Z`) + 24 * 3600_000).toISOString().slice(0, 10);
  return siteInstant(next, '00:00');
}

/** Writes and lists the sign-in audit log. */
@Injectable()
export class AuthAuditService {
  constructor(private readonly em: EntityManager) {}

  async record(
    type: AuthEventType,
    email: string | null,
    userId: string | null,
    meta: ClientMeta,
  ): Promise<void> {
    await this.em.insert(AuthEvent, {
      type,
      email,
      userId,
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      at: new Date(),
    });
  }

  async list(query: Record<string, unknown>): Promise<ListResult<AuthEvent>> {
    return findList(this.em, AuthEvent, query, AUTH_EVENT_LIST);
  }
}
