import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
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
    from: { kind: 'gte', type: 'date', column: 'at' },
    to: { kind: 'lte', type: 'date', column: 'at' },
  },
  defaultSort: ['at', 'DESC'],
};

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
