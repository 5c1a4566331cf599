import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { SettingsService } from 'src/modules/settings/settings.service';
import type { RenderedMail } from './compose';
import { MailMessage } from './mail-message.entity';
import { MailTransport, PermanentMailError } from './mail-transport';
import { MessageLog, messageIdFor, type Claim, type PreparedMail } from './message-log';
import { MailSendRate } from './send-rate';

export type SendResult = 'sent' | 'caught' | 'skipped';

/** Another run holds the mail right now; the job fails this attempt and BullMQ retries it later. */
class MailBusyError extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The last step of every mail: a claimed, logged mail goes to the SMTP transport (or is caught when
 * none is set) and is marked in the message log. Also sends a message logged beforehand as it was
 * written (staff messages, alerts, waitlist mails), and gives a mail its Message-ID.
 */
@Injectable()
export class MailDelivery {
  private readonly logger = new Logger(MailDelivery.name);

  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
    private readonly transport: MailTransport,
    private readonly log: MessageLog,
    private readonly sendRate: MailSendRate,
  ) {}

  /** Sends a message logged beforehand (`queued`), as it was written. */
  async deliverQueued(id: string, token: string): Promise<SendResult> {
    if (!UUID.test(id)) throw new PermanentMailError(`Message ${id} not found`);
    const queued = await this.em
      .fork()
      .findOne(MailMessage, { id, status: 'queued' }, { fields: ['recipient'] });
    if (queued) await this.sendRate.take(queued.recipient);
    const claim = await this.log.claimExisting(id, token, true);
    if (claim.claimed === false && claim.status === null)
      throw new PermanentMailError(`Message ${id} not found`);
    const m = await this.em.fork().findOneOrFail(MailMessage, { id });
    return this.transmit(claim, token, {
      kind: m.kind,
      template: m.template ?? null,
      language: m.language,
      recipient: m.recipient,
      subject: m.subject,
      html: m.html,
      text: m.text,
      attachments: m.attachments,
      bookingId: m.bookingId ?? null,
      dedupeKey: m.dedupeKey,
      messageId: m.messageId ?? messageIdFor(m.dedupeKey, this.transport.from),
      createdBy: m.createdBy ?? null,
    });
  }

  /** Sends a claimed mail and marks it; an unclaimed one is skipped (done) or retried later (busy). */
  async transmit(claim: Claim, token: string, mail: PreparedMail): Promise<SendResult> {
    if (!claim.claimed) {
      if (claim.status === 'sent' || claim.status === 'caught') return 'skipped';
      throw new MailBusyError(`Mail ${mail.dedupeKey} is being sent by another run`);
    }
    if (!this.transport.enabled) {
      await this.log.markDone(claim.id, token, 'caught');
      this.logger.log(
        `Mail to ${mail.recipient} caught (SMTP_URL not set): "${mail.subject}" – readable under /admin messages`,
      );
      return 'caught';
    }
    try {
      await this.transport.send({
        to: mail.recipient,
        replyTo: (await this.settings.getCached()).email,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments,
        messageId: claim.messageId,
        language: mail.language,
      });
    } catch (e) {
      await this.log.markFailed(claim.id, token, e instanceof Error ? e.message : String(e));
      throw e;
    }
    await this.log.markDone(claim.id, token, 'sent');
    return 'sent';
  }

  /** A rendered mail with its log fields and Message-ID (derived from the dedupe key). */
  prepared(
    rendered: RenderedMail,
    meta: Omit<PreparedMail, keyof RenderedMail | 'messageId'>,
  ): PreparedMail {
    return {
      ...meta,
      ...rendered,
      messageId: messageIdFor(meta.dedupeKey, this.transport.from),
    };
  }
}
