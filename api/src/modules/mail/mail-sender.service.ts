import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Clock } from 'src/common/clock';
import { BookingRecords } from 'src/modules/bookings/booking-records.service';
import { composeTemplateMail } from './compose';
import { EmailTemplatesService } from './email-templates.service';
import { MailAttachments, type MailAttachmentRef } from './mail-attachments';
import { MailContexts } from './mail-context';
import { MailDelivery, type SendResult } from './mail-delivery';
import { PermanentMailError } from './mail-transport';
import { cleanName } from './clean-name';
import { MailSendRate } from './send-rate';
import { isTemplateKey, type MailExtra, type MailJobData, type TemplateKey } from './mail.types';
import { MessageLog } from './message-log';

export interface SendTemplateOptions {
  template: TemplateKey;
  bookingId: string;
  /** Defaults to the guest's address. */
  to?: string;
  extra?: MailExtra;
  /** A document of another module to attach (an invoice PDF). */
  attachment?: MailAttachmentRef;
  /** Unique per mail that must go out once: the job id `mail.<template>.<bookingId>[.<suffix>]`. */
  dedupeKey: string;
  /** The BullMQ lock token when called from a job; a random one otherwise. */
  claimToken?: string;
  /** True for a queue job: a `sending` row under another token belongs to a dead run (see MessageLog). */
  takeOver?: boolean;
  createdBy?: string | null;
}

/** Mails about a stay that is going ahead; a cancelled or expired booking no longer gets them. */
export const LIVE_ONLY: ReadonlySet<TemplateKey> = new Set([
  'booking_confirmation',
  'booking_verification',
  'access_code',
  'pre_arrival',
  'registration_request',
  'balance_due',
]);

/**
 * The mail queue's worker side: renders a template mail for its booking, in the booking's
 * language, and sends it once per dedupe key; a queued message goes out as it was logged. The
 * producers are MailService (queueing), the console's preview and test are MailPreview.
 */
@Injectable()
export class MailSender {
  private readonly logger = new Logger(MailSender.name);

  constructor(
    private readonly templates: EmailTemplatesService,
    private readonly log: MessageLog,
    private readonly clock: Clock,
    private readonly bookings: BookingRecords,
    private readonly sendRate: MailSendRate,
    private readonly attachments: MailAttachments,
    private readonly contexts: MailContexts,
    private readonly delivery: MailDelivery,
  ) {}

  /** One job of `Queue.Mail`. Its id is the dedupe key, its lock token the claim token. */
  async handleJob(data: MailJobData, jobId: string, token: string): Promise<SendResult> {
    if ('messageId' in data) return this.delivery.deliverQueued(data.messageId, token);
    if (!isTemplateKey(data.template))
      throw new PermanentMailError(`Unknown mail template ${String(data.template)}`);
    return this.sendTemplate({
      template: data.template,
      bookingId: data.bookingId,
      extra: data.extra,
      attachment: data.attachment,
      dedupeKey: jobId,
      claimToken: token,
      takeOver: true,
    });
  }

  /** Renders a template for a booking in the booking's language and sends it, unless it went out already. */
  async sendTemplate(opts: SendTemplateOptions): Promise<SendResult> {
    const done = await this.log.statusOf(opts.dedupeKey);
    if (done === 'sent' || done === 'caught') return 'skipped';
    const booking = await this.bookings.withPitch(opts.bookingId);
    if (!booking) throw new PermanentMailError(`Booking ${opts.bookingId} not found`);
    if (
      LIVE_ONLY.has(opts.template) &&
      booking.status !== 'confirmed' &&
      booking.status !== 'pending'
    ) {
      // A confirmation or gate code held up (Redis down) until after a cancellation would only confuse.
      this.logger.log(
        `No ${opts.template} mail for booking ${booking.number}: it is ${booking.status}`,
      );
      return 'skipped';
    }
    const to = opts.to ?? booking.email;
    if (!to) {
      // Phone bookings need no email address; such a guest simply gets no mail.
      this.logger.log(`No ${opts.template} mail for booking ${booking.number}: no email address`);
      return 'skipped';
    }
    // A queued mail waits its turn when its recipient already got many in the current window.
    if (opts.takeOver) await this.sendRate.take(to);
    const lang = booking.language;
    const document = opts.attachment ? await this.attachments.resolve(opts.attachment) : null;
    const rendered = composeTemplateMail({
      key: opts.template,
      lang,
      source: await this.templates.source(opts.template, lang),
      // Nobody has confirmed this address yet: what the requester typed goes out only as a clean, short name.
      booking: booking.confirmedAt
        ? booking
        : {
            ...booking,
            pitch: booking.pitch,
            category: booking.category,
            firstName: cleanName(booking.firstName),
            lastName: cleanName(booking.lastName),
          },
      company: await this.contexts.company(),
      extra: opts.extra,
      context: {
        ...(await this.contexts.forBooking(opts.template, booking)),
        ...(opts.attachment?.kind === 'storno' ? { document: 'storno' as const } : {}),
        // The mail states the figures of the document it carries (a storno credits, negated).
        figures: document?.figures ?? null,
      },
      now: this.clock.now(),
    });
    if (document) rendered.attachments.push(document.attachment);
    const token = opts.claimToken ?? randomUUID();
    const mail = this.delivery.prepared(rendered, {
      kind: 'automatic',
      template: opts.template,
      language: lang,
      recipient: to,
      bookingId: booking.id,
      dedupeKey: opts.dedupeKey,
      createdBy: opts.createdBy ?? null,
    });
    const claim = await this.log.claimNew(mail, token, opts.takeOver ?? false);
    return this.delivery.transmit(claim, token, mail);
  }
}
