import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { FieldsException } from 'src/common/http/validation';
import { findList, type ListResult, type ListSpec } from 'src/common/list/list-query';
import { DEFAULT_TEMPLATES, type TemplateText } from './default-templates';
import { EmailTemplate } from './email-template.entity';
import { MAIL_LANGUAGES, TEMPLATE_KEYS, type MailLanguage, type TemplateKey } from './mail.types';
import { unknownVariables } from './render';

export const TEMPLATE_LIST: ListSpec = {
  resource: 'email-templates',
  sortable: {
    id: 'id',
    key: 'key',
    language: 'language',
    subject: 'subject',
    updatedAt: 'updatedAt',
  },
  filters: {
    q: { kind: 'search', columns: ['key', 'subject'] },
    key: { kind: 'enum', values: TEMPLATE_KEYS },
    language: { kind: 'enum', values: MAIL_LANGUAGES },
  },
  defaultSort: ['key', 'ASC'],
};

export type TemplateDraft = Partial<TemplateText>;

/** Refuses placeholders that are not on the variable list, field by field. */
export function assertKnownVariables(draft: TemplateDraft): void {
  const problems: FieldsException['problems'] = {};
  for (const field of ['subject', 'html', 'text'] as const) {
    const value = draft[field];
    if (value === undefined) continue;
    const unknown = unknownVariables(value);
    if (unknown.length > 0)
      problems[field] = {
        key: 'mail.unknownVariables',
        params: { names: unknown.map((n) => `{{${n}}}`).join(', ') },
      };
  }
  if (Object.keys(problems).length > 0) throw new FieldsException(problems);
}

/** The mail templates staff edit; key and language of a row never change. */
@Injectable()
export class EmailTemplatesService {
  constructor(private readonly em: EntityManager) {}

  list(query: Record<string, unknown>): Promise<ListResult<EmailTemplate>> {
    return findList(this.em, EmailTemplate, query, TEMPLATE_LIST);
  }

  async get(id: string): Promise<EmailTemplate> {
    const found = await this.em.fork().findOne(EmailTemplate, { id });
    if (!found) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
    return found;
  }

  async update(id: string, draft: TemplateDraft, staffEmail: string): Promise<EmailTemplate> {
    assertKnownVariables(draft);
    return this.em.fork().transactional(async (em) => {
      const t = await em.findOne(EmailTemplate, { id }, { lockMode: 4 /* pessimistic write */ });
      if (!t) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
      if (draft.subject !== undefined) t.subject = draft.subject;
      if (draft.html !== undefined) t.html = draft.html;
      if (draft.text !== undefined) t.text = draft.text;
      t.updatedBy = staffEmail;
      await em.flush();
      return t;
    });
  }

  /** The text a mail is built from: the stored template, or the default should its row be missing. */
  async source(key: TemplateKey, language: MailLanguage): Promise<TemplateText> {
    const t = await this.em.fork().findOne(EmailTemplate, { key, language });
    if (!t) return DEFAULT_TEMPLATES[key][language];
    return { subject: t.subject, html: t.html, text: t.text };
  }
}
