import { Entity, Enum, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { MAIL_LANGUAGES, type MailLanguage, type TemplateKey } from './mail.types';

/**
 * One automatic mail in one language, as staff edited it. Key and language are fixed; the texts
 * start from the defaults in `default-templates.ts` and are never overwritten by a seed.
 */
@Entity({ tableName: 'email_templates' })
@Unique({ name: 'email_templates_key_language_unique', properties: ['key', 'language'] })
export class EmailTemplate {
  [OptionalProps]?: 'id' | 'createdAt' | 'updatedAt' | 'updatedBy';

  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Property({ type: 'text' }) key!: TemplateKey;
  @Enum({ items: () => MAIL_LANGUAGES }) language!: MailLanguage;
  @Property({ type: 'text' }) subject!: string;
  @Property({ type: 'text' }) html!: string;
  @Property({ type: 'text' }) text!: string;
  @Property({ type: 'timestamptz' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', onUpdate: () => new Date() }) updatedAt: Date = new Date();
  /** Email of the staff member who last saved it; null while it is the seeded text. */
  @Property({ type: 'text', nullable: true }) updatedBy?: string | null;
}
