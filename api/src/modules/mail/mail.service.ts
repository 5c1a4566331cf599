import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { FieldsException } from 'src/common/http/validation';
import { BookingLinks } from 'src/modules/bookings/booking-links.service';
import { BookingRecords } from 'src/modules/bookings/booking-records.service';
import { WeatherCacheService } from 'src/modules/weather/weather-cache.service';
import { Env } from 'src/config/env';
import { SettingsService, type CompanySettings } from 'src/modules/settings/settings.service';
import { OutboxService } from 'src/queues/outbox.service';
import { jobKey, Queue } from 'src/queues/queue-names';
import { composeStaffMail, composeTemplateMail, type RenderedMail } from './compose';
import {
  assertKnownVariables,
  EmailTemplatesService,
  type TemplateDraft,
} from './email-templates.service';
import { MailAttachments, type MailAttachmentRef } from './mail-attachments';
import { MailPayments } from './mail-payments';
import { MailMessage } from './mail-message.entity';
import { MailTransport, PermanentMailError } from './mail-transport';
import { sampleMail, type MailBooking, type MailContext } from './mail-values';
import { cleanName } from './clean-name';
import { MailSendRate } from './send-rate';
import {
  isTemplateKey,
  MAIL_SEND_JOB,
  mailJobId,
  type MailExtra,
  type MailJobData,
  type MailLanguage,
  type TemplateKey,
  type TemplateValues,
} from './mail.types';
import { MessageLog, messageIdFor, type Claim, type PreparedMail } from './message-log';
import {
  composeWaitlistMail,
  type WaitlistMailKind,
  type WaitlistMailValues,
} from './waitlist-mails';

export type SendResult = 'sent' | 'caught' | 'skipped';

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

/** Another run holds the mail right now; the job fails this attempt and BullMQ retries it later. */
class MailBusyError extends Error {}

/** Mails about a stay that is going ahead; a cancelled or expired booking no longer gets them. */
export const LIVE_ONLY: ReadonlySet<TemplateKey> = new Set([
  'booking_confirmation',
  'booking_verification',
  'access_code',
  'pre_arrival',
  'registration_request',
  'balance_due',
]);

/** Mails that tell a bank-transfer guest how to pay, as long as something is still to pay. */
const PAYMENT_MAILS: ReadonlySet<TemplateKey> = new Set([
  'booking_verification',
  'booking_confirmation',
  'invoice',
]);

/** The pre-arrival mail's forecast covers at most this many days from arrival (the provider's reach). */
const FORECAST_DAYS = 5;

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Renders and sends mails, once per dedupe key, and logs every one. Used by the mail queue's
 * processor (template mails and queued staff messages) and by the admin console (preview, test,
 * compose).
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
    private readonly templates: EmailTemplatesService,
    private readonly transport: MailTransport,
    private readonly log: MessageLog,
    private readonly clock: Clock,
    private readonly outbox: OutboxService,
    private readonly bookings: BookingRecords,
    private readonly sendRate: MailSendRate,
    private readonly attachments: MailAttachments,
    private readonly payments: MailPayments,
    private readonly links: BookingLinks,
    private readonly weather: WeatherCacheService,
    private readonly env: Env,
  ) {}

  /** The company as mails show it: logo addresses made absolute, since a mail has no base URL. */
  private async mailCompany(): Promise<CompanySettings> {
    const company = await this.settings.get();
    const absolute = (url?: string | null) =>
      url ? new URL(url, this.env.PUBLIC_URL).toString() : null;
    return {
      ...company,
      logoLight: absolute(company.logoLight),
      logoDark: absolute(company.logoDark),
    };
  }

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

  /** One job of `Queue.Mail`. Its id is the dedupe key, its lock token the claim token. */
  async handleJob(data: MailJobData, jobId: string, token: string): Promise<SendResult> {
    if ('messageId' in data) return this.deliverQueued(data.messageId, token);
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
      company: await this.mailCompany(),
      extra: opts.extra,
      context: {
        ...(await this.context(opts.template, booking)),
        ...(opts.attachment?.kind === 'storno' ? { document: 'storno' as const } : {}),
        // The mail states the figures of the document it carries (a storno credits, negated).
        figures: document?.figures ?? null,
      },
      now: this.clock.now(),
    });
    if (document) rendered.attachments.push(document.attachment);
    const token = opts.claimToken ?? randomUUID();
    const mail = this.prepared(rendered, {
      kind: 'automatic',
      template: opts.template,
      language: lang,
      recipient: to,
      bookingId: booking.id,
      dedupeKey: opts.dedupeKey,
      createdBy: opts.createdBy ?? null,
    });
    const claim = await this.log.claimNew(mail, token, opts.takeOver ?? false);
    return this.transmit(claim, token, mail);
  }

  /**
   * What a guest mail shows besides its template's values: the link to the booking (every mail; the
   * token is derived, so a job days later can still make it) and, before arrival, the forecast for
   * the stay's first days — left out, never waited for again, when weather is off or unavailable.
   */
  private async context(template: TemplateKey, b: MailBooking): Promise<MailContext> {
    const context: MailContext = { detailsUrl: this.links.detailsUrl(b) };
    // A bank transfer still to pay: every mail that asks for the money says how to pay it.
    if (PAYMENT_MAILS.has(template) && b.paymentMethod === 'bank_transfer')
      context.payment = await this.payments.bankTransfer(b.id);
    if (template === 'pre_arrival') {
      const until = addDays(b.checkIn, FORECAST_DAYS - 1);
      context.forecast = await this.weather.forecastDays(
        b.checkIn,
        until < b.checkOut ? until : b.checkOut,
      );
    }
    return context;
  }

  /** A message staff wrote: logged as `queued` and handed to the mail queue through the outbox. */
  async composeToGuest(input: {
    bookingId: string;
    subject: string;
    text: string;
    createdBy: string;
  }): Promise<MailMessage> {
    const company = await this.mailCompany();
    return this.em.fork().transactional(async (em) => {
      const booking = await this.bookings.withPitch(input.bookingId, em);
      if (!booking) throw new FieldsException({ bookingId: { key: 'booking.notFound' } });
      if (!booking.email) throw new FieldsException({ bookingId: { key: 'mail.noRecipient' } });
      const rendered = composeStaffMail({ ...input, lang: booking.language, company });
      const id = randomUUID();
      const dedupeKey = jobKey('mail', 'message', id);
      const message = em.create(MailMessage, {
        id,
        ...this.prepared(rendered, {
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
      const company = await this.mailCompany();
      return this.prepared(composeStaffMail({ ...input, lang: 'de', company }), {
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
      this.prepared(
        composeWaitlistMail({
          kind: input.kind,
          lang: input.lang,
          values: input.values,
          company: await this.mailCompany(),
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
   * Queues a mail without a booking template (staff alerts, waitlist mails) in the caller's
   * transaction, once per dedupe key: answers false, rendering nothing, when it was queued before.
   */
  private async queueOnce(
    em: EntityManager,
    dedupeKey: string,
    build: () => Promise<PreparedMail>,
  ): Promise<boolean> {
    const found = await em
      .getConnection()
      .execute<{ id: string }[]>(
        `select id from mail_messages where dedupe_key = ?`,
        [dedupeKey],
        'all',
        em.getTransactionContext(),
      );
    if (found.length > 0) return false;
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

  /** Renders a template (or unsaved edits of it) with sample data, or with a real booking's. */
  async preview(
    templateId: string,
    draft: TemplateDraft,
    bookingId?: string,
  ): Promise<RenderedMail & { key: TemplateKey; language: MailLanguage }> {
    assertKnownVariables(draft);
    const t = await this.templates.get(templateId);
    const company = await this.mailCompany();
    const sample = sampleMail(this.clock.today(), company, t.language);
    let booking: MailBooking = sample.booking;
    let context = sample.context;
    if (bookingId) {
      const found = await this.bookings.withPitch(bookingId);
      if (!found) throw new AppException(HttpStatus.NOT_FOUND, 'booking.notFound');
      booking = found;
      // That booking's own link and forecast: what its guest would get now.
      context = await this.context(t.key, found);
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
    const mail = this.prepared(
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
      await this.transmit(await this.log.claimNew(mail, token, false), token, mail);
    } catch (e) {
      // The failure is in the logged message the caller gets back.
      this.logger.warn(`Test mail to ${staffEmail} failed: ${(e as Error).message}`);
    }
    return this.em.fork().findOneOrFail(MailMessage, { dedupeKey });
  }

  /** Sends a message logged beforehand (`queued`), as it was written. */
  private async deliverQueued(id: string, token: string): Promise<SendResult> {
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
  private async transmit(claim: Claim, token: string, mail: PreparedMail): Promise<SendResult> {
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

  private prepared(
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
