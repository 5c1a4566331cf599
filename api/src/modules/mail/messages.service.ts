import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { findList, type ListResult, type ListSpec } from 'src/common/list/list-query';
import { MailMessage, MESSAGE_KINDS, MESSAGE_STATUSES } from './mail-message.entity';
import { TEMPLATE_KEYS } from './mail.types';

export const MESSAGE_LIST: ListSpec = {
  resource: 'messages',
  sortable: {
    id: 'id',
    createdAt: 'createdAt',
    sentAt: 'sentAt',
    recipient: 'recipient',
    subject: 'subject',
    status: 'status',
    template: 'template',
    kind: 'kind',
  },
  filters: {
    q: { kind: 'search', columns: ['recipient', 'subject'] },
    bookingId: { kind: 'eq', type: 'uuid' },
    status: { kind: 'enum', values: MESSAGE_STATUSES },
    template: { kind: 'enum', values: TEMPLATE_KEYS },
    kind: { kind: 'enum', values: MESSAGE_KINDS },
    recipient: { kind: 'eq', type: 'string' },
    createdBy: { kind: 'eq', type: 'string' },
  },
  defaultSort: ['createdAt', 'DESC'],
};

/** The message log as staff read it. */
@Injectable()
export class MessagesService {
  constructor(private readonly em: EntityManager) {}

  list(query: Record<string, unknown>): Promise<ListResult<MailMessage>> {
    return findList(this.em, MailMessage, query, MESSAGE_LIST);
  }

  async get(id: string): Promise<MailMessage> {
    const found = await this.em.fork().findOne(MailMessage, { id });
    if (!found) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
    return found;
  }
}
