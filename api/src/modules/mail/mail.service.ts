import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { FieldsException } from 'src/common/http/validation';
import { BookingRecords } from 'src/modules/bookings/booking-records.service';
import { OutboxService } from 'src/queues/outbox.service';
import { jobKey, Queue } from 'src/queues/queue-names';
import { composeStaffMail } from './compose';
import type { MailAttachmentRef, MessageAttachment } from './mail-attachments';
import { MailContexts } from './mail-context';
import { MailDelivery } from './mail-delivery';
import { MailMessage } from './mail-message.entity';
import {
  MAIL_SEND_JOB,
  mailJobId,
  type MailExtra,
  type MailJobData,
  type MailLanguage,
  type TemplateKey,
  type TemplateValues,
} from './mail.types';
import type { PreparedMail } from './message-log';
import { findQueuedMail } from './mail.queries';
import {
  composeSeasonalInstalmentMail,
  composeSeasonalRenewalMail,
  type SeasonalInstalmentMailValues,
  type SeasonalRenewalMailValues,
} from './seasonal-mails';
import {
  composeWaitlistMail,
  type WaitlistMailKind,
  type WaitlistMailValues,
} from './waitlist-mails';

/**
 * Queues mails, each in the caller's transaction through the outbox so it goes out exactly when the
 * change it tells of commits: template mails about a booking (rendered when sent), and mails
 * rendered now and logged as `queued` (staff messages, alerts, waitlist mails). The queue's worker
 * side is MailSender; the console's preview and test mail are MailPreview.
 */
@Injectable()
export class MailService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: OutboxService,
    private readonly bookings: BookingRecords,
    private readonly contexts: MailContexts,
    private readonly delivery: MailDelivery,
  ) {}

  /**
   * The one producer of automatic mails: an outbox row in the caller's transaction, so the mail goes
   * out exactly when the change it tells of commits. The job id is `mail.<template>.<bookingId>`, one
   * such mail per booking ever; a kind that may repeat (a new gate code) names the repetition.
   */
  async enqueue<K extends TemplateKey>(
    em: EntityManager,
    template: K,
    bookingId: string,
    values: TemplateValues[K],
    opts: { repeatKey?: string; attachment?: MailAttachmentRef } = {},
  ): Promise<void> {
    const extra: MailExtra = values;
    const data: MailJobData = {
      template,
      bookingId,
      ...(Object.keys(extra).length ? { extra } : {}),
      ...(opts.attachment ? { attachment: opts.attachment } : {}),
    };
    await this.outbox.add(em, {
      queue: Queue.Mail,
      name: MAIL_SEND_JOB,
      jobId: mailJobId(template, bookingId, opts.repeatKey),
      data,
    });
  }

  /** A message staff wrote: logged as `queued` and handed to the mail queue through the outbox. */
  async composeToGuest(input: {
    bookingId: string;
    subject: string;
    text: string;
    createdBy: string;
  }): Promise<MailMessage> {
    const company = await this.contexts.company();
    return this.em.fork().transactional(async (em) => {
      const booking = await this.bookings.withPitch(input.bookingId, em);
      if (!booking) throw new FieldsException({ bookingId: { key: 'booking.notFound' } });
      if (!booking.email) throw new FieldsException({ bookingId: { key: 'mail.noRecipient' } });
      const rendered = composeStaffMail({ ...input, lang: booking.language, company });
      const id = randomUUID();
      const dedupeKey = jobKey('mail', 'message', id);
      const message = em.create(MailMessage, {
        id,
        ...this.delivery.prepared(rendered, {
          kind: 'staff',
          template: null,
          language: booking.language,
          recipient: booking.email,
          bookingId: booking.id,
          dedupeKey,
          createdBy: input.createdBy,
        }),
        status: 'queued',
      });
      await em.flush();
      await this.outbox.add(em, {
        queue: Queue.Mail,
        name: MAIL_SEND_JOB,
        jobId: dedupeKey,
        data: { messageId: id },
      });
      return message;
    });
  }

  /**
   * An alert for the site's own inbox (the company email of the settings), queued in the caller's
   * transaction like every mail; `dedupeKey` makes it one mail however often it is asked for.
   */
  async alertStaff(
    em: EntityManager,
    input: {
      bookingId: string | null;
      dedupeKey: string;
      subject: string;
      text: string;
      /** Another inbox than the company's (the alert system's configured address). */
      recipient?: string | null;
    },
  ): Promise<void> {
    await this.queueOnce(em, input.dedupeKey, async () => {
      const company = await this.contexts.company();
      return this.delivery.prepared(composeStaffMail({ ...input, lang: 'de', company }), {
        kind: 'automatic',
        template: null,
        language: 'de',
        recipient: input.recipient ?? company.email,
        bookingId: input.bookingId,
        dedupeKey: input.dedupeKey,
        createdBy: null,
      });
    });
  }

  /**
   * A waitlist mail (opt-in link, or "a pitch is free"), rendered now in the guest's language and
   * queued in the caller's transaction; `dedupeKey` makes it one mail however often it is asked for.
   * Answers false when that mail was queued before.
   */
  async enqueueWaitlistMail(
    em: EntityManager,
    input: {
      kind: WaitlistMailKind;
      lang: MailLanguage;
      recipient: string;
      dedupeKey: string;
      values: WaitlistMailValues;
    },
  ): Promise<boolean> {
    return this.queueOnce(em, input.dedupeKey, async () =>
      this.delivery.prepared(
        composeWaitlistMail({
          kind: input.kind,
          lang: input.lang,
          values: input.values,
          company: await this.contexts.company(),
        }),
        {
          kind: 'automatic',
          template: input.kind,
          language: input.lang,
          recipient: input.recipient,
          bookingId: null,
          dedupeKey: input.dedupeKey,
          createdBy: null,
        },
      ),
    );
  }

  /**
   * A seasonal contract's renewal offer, rendered now in the holder's language and queued in the
   * caller's transaction, once per dedupe key (answers false when queued before).
   */
  async enqueueSeasonalRenewal(
    em: EntityManager,
    input: {
      lang: MailLanguage;
      recipient: string;
      dedupeKey: string;
      values: SeasonalRenewalMailValues;
    },
  ): Promise<boolean> {
    return this.queueOnce(em, input.dedupeKey, async () =>
      this.delivery.prepared(
        composeSeasonalRenewalMail({
          lang: input.lang,
          values: input.values,
          company: await this.contexts.company(),
        }),
        {
          kind: 'automatic',
          template: 'seasonal_renewal',
          language: input.lang,
          recipient: input.recipient,
          bookingId: null,
          dedupeKey: input.dedupeKey,
          createdBy: null,
        },
      ),
    );
  }

  /**
   * The invoice of a seasonal contract's instalment to its holder, the PDF attached, in the
   * caller's transaction (the one that issues the invoice), once per dedupe key.
   */
  async enqueueSeasonalInstalment(
    em: EntityManager,
    input: {
      lang: MailLanguage;
      recipient: string;
      dedupeKey: string;
      values: SeasonalInstalmentMailValues;
      attachment: MessageAttachment;
    },
  ): Promise<boolean> {
    return this.queueOnce(em, input.dedupeKey, async () =>
      this.delivery.prepared(
        composeSeasonalInstalmentMail({
          lang: input.lang,
          values: input.values,
          company: await this.contexts.company(),
          attachment: input.attachment,
        }),
        {
          kind: 'automatic',
          template: 'seasonal_instalment',
          language: input.lang,
          recipient: input.recipient,
          bookingId: null,
          dedupeKey: input.dedupeKey,
          createdBy: null,
        },
      ),
    );
  }

  /**
   * Queues a mail without a booking template (staff alerts, waitlist mails) in the caller's
   * transaction, once per dedupe key: answers false, rendering nothing, when it was queued before.
   */
  private async queueOnce(
    em: EntityManager,
    dedupeKey: string,
    build: () => Promise<PreparedMail>,
  ): Promise<boolean> {
    if (await findQueuedMail(em, dedupeKey)) return false;
    const id = randomUUID();
    em.create(MailMessage, { id, ...(await build()), status: 'queued' });
    await em.flush();
    await this.outbox.add(em, {
      queue: Queue.Mail,
      name: MAIL_SEND_JOB,
      jobId: dedupeKey,
      data: { messageId: id },
    });
    return true;
  }
}
