import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { MailLanguage } from './mail.types';

export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'caught', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** automatic: a template mail from the queue; staff: written to a guest in the console; test: a template test. */
export const MESSAGE_KINDS = ['automatic', 'staff', 'test'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export interface MessageAttachment {
  filename: string;
  contentType: string;
  /** Text as it is, or binary (a PDF) in base64 when `encoding` says so. */
  content: string;
  encoding?: 'base64';
  /** Content-ID of an inline image the HTML shows as `cid:…` (the GiroCode). */
  cid?: string;
}

/**
 * Every mail the system sends or tries to send, with its full rendered content. `dedupeKey` is
 * unique: a mail job that runs twice finds its row and does not send again (see MessageLog).
 * Without SMTP_URL the row is the delivery (status `caught`), readable in the admin console.
 */
@Entity({ tableName: 'mail_messages' })
@Index({ properties: ['createdAt'] })
export class MailMessage {
  [OptionalProps]?:
    'id' | 'kind' | 'status' | 'attempts' | 'createdAt' | 'updatedAt' | 'attachments' | 'template';

  @PrimaryKey({ type: 'uuid' }) id: string = randomUUID();
  @Enum({ items: () => MESSAGE_KINDS, nativeEnumName: 'mail_message_kind' })
  kind: MessageKind = 'automatic';
  /** Template key; null for a message staff wrote. */
  @Index() @Property({ type: 'text', nullable: true }) template?: string | null;
  @Property({ type: 'text' }) language!: MailLanguage;
  @Property({ type: 'text' }) recipient!: string;
  @Property({ type: 'text' }) subject!: string;
  @Property({ type: 'text' }) html!: string;
  @Property({ type: 'text' }) text!: string;
  @Property({ type: 'jsonb' }) attachments: MessageAttachment[] = [];
  @Enum({ items: () => MESSAGE_STATUSES, nativeEnumName: 'mail_message_status' })
  status: MessageStatus = 'queued';
  @Property({ type: 'text', nullable: true }) error?: string | null;
  @Property({ type: 'integer' }) attempts: number = 0;
  @Index() @Property({ type: 'uuid', nullable: true }) bookingId?: string | null;
  @Property({ type: 'text', unique: true }) dedupeKey!: string;
  /** Who is sending right now (a BullMQ lock token or a random id) and since when. */
  @Property({ type: 'text', nullable: true, hidden: true }) claimToken?: string | null;
  @Property({ type: 'timestamptz', nullable: true }) claimedAt?: Date | null;
  /** The Message-ID header, derived from the dedupe key. */
  @Property({ type: 'text', nullable: true }) messageId?: string | null;
  @Property({ type: 'timestamptz' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', onUpdate: () => new Date() }) updatedAt: Date = new Date();
  @Property({ type: 'timestamptz', nullable: true }) sentAt?: Date | null;
  /** Email of the staff member who wrote or triggered it; null for automatic mails. */
  @Property({ type: 'text', nullable: true }) createdBy?: string | null;
}
