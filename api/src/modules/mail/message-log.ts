import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { MailLanguage } from './mail.types';
import type { MessageAttachment, MessageKind, MessageStatus } from './mail-message.entity';

export interface PreparedMail {
  kind: MessageKind;
  template: string | null;
  language: MailLanguage;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  attachments: MessageAttachment[];
  bookingId: string | null;
  dedupeKey: string;
  /** Message-ID header, the same for every attempt (see messageIdFor). */
  messageId: string;
  createdBy: string | null;
}

export type Claim =
  | { claimed: true; id: string; messageId: string }
  | { claimed: false; status: MessageStatus | null };

/** A direct send (not a queue job) may take over another's `sending` row only after this long. */
const STALE_CLAIM = "interval '10 minutes'";

/**
 * The message log as the guard against sending twice. Before a mail goes out its row is claimed:
 * inserted, or taken over, in status `sending` under a claim token, in one statement on the unique
 * `dedupe_key`. After SMTP accepted it the row becomes `sent` (or `caught` without SMTP); on an
 * error `failed`, which the next attempt may claim again.
 *
 * The rule: once a row is `sent` or `caught` it is never sent again. A row left in `sending` means
 * its run died between claim and mark. A queue job re-running takes it over at once (`takeOver`):
 * BullMQ hands a job to a new run only after the old run's lock expired, so the old run is gone.
 * The mail may then go out twice only if the old run died in the milliseconds between SMTP's
 * answer and the mark; never marking it would risk losing it, which is worse for a confirmation.
 * The Message-ID is derived from the dedupe key, so even then the copies are the same message.
 * Other callers take over a `sending` row only when its claim is older than ten minutes.
 */
@Injectable()
export class MessageLog {
  constructor(private readonly em: EntityManager) {}

  async statusOf(dedupeKey: string): Promise<MessageStatus | null> {
    const rows = await this.em
      .getConnection()
      .execute<{ status: MessageStatus }[]>(
        'select status from mail_messages where dedupe_key = ?',
        [dedupeKey],
      );
    return rows[0]?.status ?? null;
  }

  /** Inserts the row as `sending`, or takes over a retryable one with freshly rendered content. */
  async claimNew(mail: PreparedMail, token: string, takeOver: boolean): Promise<Claim> {
    const rows = await this.em.getConnection().execute<{ id: string; message_id: string }[]>(
      `insert into mail_messages as m (id, kind, template, language, recipient, subject, html, text,
         attachments, status, attempts, booking_id, dedupe_key, claim_token, claimed_at, message_id,
         created_at, updated_at, created_by)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?::jsonb, 'sending', 1, ?, ?, ?, now(), ?, now(), now(), ?)
       on conflict (dedupe_key) do update set
         status = 'sending', attempts = m.attempts + 1, claim_token = excluded.claim_token,
         claimed_at = now(), error = null, updated_at = now(), language = excluded.language,
         recipient = excluded.recipient, subject = excluded.subject, html = excluded.html,
         text = excluded.text, attachments = excluded.attachments
       where ${this.claimable('excluded.claim_token', takeOver)}
       returning id, message_id`,
      [
        mail.kind,
        mail.template,
        mail.language,
        mail.recipient,
        mail.subject,
        mail.html,
        mail.text,
        JSON.stringify(mail.attachments),
        mail.bookingId,
        mail.dedupeKey,
        token,
        mail.messageId,
        mail.createdBy,
      ],
    );
    if (rows[0]) return { claimed: true, id: rows[0].id, messageId: rows[0].message_id };
    return { claimed: false, status: await this.statusOf(mail.dedupeKey) };
  }

  /** Claims a row written beforehand (a message staff wrote, `queued`), keeping its content. */
  async claimExisting(id: string, token: string, takeOver: boolean): Promise<Claim> {
    const rows = await this.em.getConnection().execute<{ id: string; message_id: string }[]>(
      `update mail_messages as m set status = 'sending', attempts = m.attempts + 1,
         claim_token = ?, claimed_at = now(), error = null, updated_at = now()
       where m.id = ? and ${this.claimable('?', takeOver)}
       returning id, message_id`,
      [token, id, token],
    );
    if (rows[0]) return { claimed: true, id: rows[0].id, messageId: rows[0].message_id };
    const found = await this.em
      .getConnection()
      .execute<{ status: MessageStatus }[]>('select status from mail_messages where id = ?', [id]);
    return { claimed: false, status: found[0]?.status ?? null };
  }

  async markDone(id: string, token: string, status: 'sent' | 'caught'): Promise<void> {
    await this.em.getConnection().execute(
      `update mail_messages set status = ?, sent_at = now(), error = null, claim_token = null,
         updated_at = now() where id = ? and claim_token = ?`,
      [status, id, token],
    );
  }

  async markFailed(id: string, token: string, error: string): Promise<void> {
    await this.em.getConnection().execute(
      `update mail_messages set status = 'failed', error = ?, claim_token = null, updated_at = now()
        where id = ? and claim_token = ?`,
      [error.slice(0, 2000), id, token],
    );
  }

  private claimable(tokenSql: string, takeOver: boolean): string {
    return `(m.status in ('queued', 'failed') or (m.status = 'sending'
      and m.claim_token is distinct from ${tokenSql}
      and (${takeOver ? 'true' : 'false'} or m.claimed_at < now() - ${STALE_CLAIM})))`;
  }
}

/** A Message-ID that is the same for every attempt at the same mail, in the sender's domain. */
export function messageIdFor(dedupeKey: string, from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  const local = dedupeKey.replace(/[^A-Za-z0-9._-]/g, '.');
  return `<${local}@${domain}>`;
}
