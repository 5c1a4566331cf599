import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { BookingRecords } from 'src/modules/bookings/booking-records.service';
import { jobKey } from 'src/queues/queue-names';
import { composeTemplateMail, type RenderedMail } from './compose';
import {
  assertKnownVariables,
  EmailTemplatesService,
  type TemplateDraft,
} from './email-templates.service';
import { MailContexts } from './mail-context';
import { MailDelivery } from './mail-delivery';
import { MailMessage } from './mail-message.entity';
import { sampleMail, type MailBooking } from './mail-values';
import type { MailLanguage, TemplateKey } from './mail.types';
import { MessageLog } from './message-log';

/**
 * The template editor's preview and test mail: a template (or unsaved edits of it) rendered with
 * sample data or a real booking's, the way MailSender would render it, and sent to staff on demand.
 */
@Injectable()
export class MailPreview {
  private readonly logger = new Logger(MailPreview.name);

  constructor(
    private readonly em: EntityManager,
    private readonly templates: EmailTemplatesService,
    private readonly clock: Clock,
    private readonly bookings: BookingRecords,
    private readonly contexts: MailContexts,
    private readonly delivery: MailDelivery,
    private readonly log: MessageLog,
  ) {}

  /** Renders a template (or unsaved edits of it) with sample data, or with a real booking's. */
  async preview(
    templateId: string,
    draft: TemplateDraft,
    bookingId?: string,
  ): Promise<RenderedMail & { key: TemplateKey; language: MailLanguage }> {
    assertKnownVariables(draft);
    const t = await this.templates.get(templateId);
    const company = await this.contexts.company();
    const sample = sampleMail(this.clock.today(), company, t.language);
    let booking: MailBooking = sample.booking;
    let context = sample.context;
    if (bookingId) {
      const found = await this.bookings.withPitch(bookingId);
      if (!found) throw new AppException(HttpStatus.NOT_FOUND, 'booking.notFound');
      booking = found;
      // That booking's own link and forecast: what its guest would get now.
      context = await this.contexts.forBooking(t.key, found);
    }
    const rendered = composeTemplateMail({
      key: t.key,
      lang: t.language,
      source: {
        subject: draft.subject ?? t.subject,
        html: draft.html ?? t.html,
        text: draft.text ?? t.text,
      },
      booking,
      company,
      extra: sample.extra,
      context,
      now: this.clock.now(),
    });
    return { ...rendered, key: t.key, language: t.language };
  }

  /** Sends the preview to the signed-in staff member at once; the answer is the logged message. */
  async sendTest(
    templateId: string,
    draft: TemplateDraft,
    staffEmail: string,
    bookingId?: string,
  ): Promise<MailMessage> {
    const rendered = await this.preview(templateId, draft, bookingId);
    const dedupeKey = jobKey('mail', 'test', randomUUID());
    const token = randomUUID();
    const mail = this.delivery.prepared(
      { ...rendered, subject: `[Test] ${rendered.subject}` },
      {
        kind: 'test',
        template: rendered.key,
        language: rendered.language,
        recipient: staffEmail,
        bookingId: null,
        dedupeKey,
        createdBy: staffEmail,
      },
    );
    try {
      await this.delivery.transmit(await this.log.claimNew(mail, token, false), token, mail);
    } catch (e) {
      // The failure is in the logged message the caller gets back.
      this.logger.warn(`Test mail to ${staffEmail} failed: ${(e as Error).message}`);
    }
    return this.em.fork().findOneOrFail(MailMessage, { dedupeKey });
  }
}
