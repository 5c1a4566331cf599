import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { Env } from 'src/config/env';
import type { MessageAttachment } from './mail-message.entity';

export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  attachments: MessageAttachment[];
  /** Message-ID header, stable per dedupe key. */
  messageId: string;
  language: string;
}

/** An SMTP answer that will not change on retry (5xx: unknown mailbox, rejected sender...). */
export class PermanentMailError extends Error {}

/**
 * nodemailer over SMTP_URL. Timeouts are short so a hung server fails the attempt (BullMQ retries
 * it later) instead of holding the job. Without SMTP_URL there is no transport: the caller keeps
 * the mail in the message log instead (`caught`).
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly logger = new Logger(MailTransport.name);
  private readonly transporter?: Transporter;
  readonly from: string;

  constructor(env: Env) {
    this.from = env.MAIL_FROM;
    if (env.SMTP_URL) {
      this.transporter = createTransport({
        url: env.SMTP_URL,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
    } else if (env.NODE_ENV === 'production') {
      this.logger.warn(
        'SMTP_URL is not set: mails are not delivered, only kept in the message log (status caught).',
      );
    }
  }

  /** False when mails are caught in the message log instead of sent. */
  get enabled(): boolean {
    return this.transporter !== undefined;
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (!this.transporter) throw new Error('SMTP_URL is not set');
    try {
      await this.transporter.sendMail({
        from: this.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        headers: { 'Content-Language': mail.language },
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
          ...(a.encoding ? { encoding: a.encoding } : {}),
          ...(a.cid ? { cid: a.cid, contentDisposition: 'inline' as const } : {}),
        })),
      });
    } catch (e) {
      const code = (e as { responseCode?: number }).responseCode;
      const message = e instanceof Error ? e.message : String(e);
      if (typeof code === 'number' && code >= 500 && code < 600)
        throw new PermanentMailError(message);
      throw e instanceof Error ? e : new Error(message);
    }
  }

  onApplicationShutdown(): void {
    this.transporter?.close();
  }
}
