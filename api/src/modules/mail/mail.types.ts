import { jobKey } from 'src/queues/queue-names';

import { LANGUAGES, TEMPLATE_KEYS, type TemplateKey } from 'src/contract/constants';

export { TEMPLATE_KEYS, type TemplateKey } from 'src/contract/constants';

export const MAIL_LANGUAGES = LANGUAGES;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export const isTemplateKey = (value: unknown): value is TemplateKey =>
  typeof value === 'string' && (TEMPLATE_KEYS as readonly string[]).includes(value);

/** BullMQ job name on `Queue.Mail`. */
export const MAIL_SEND_JOB = 'send';

/** Extra values a producer hands to a template (access code, invoice number, amounts). */
export type MailExtra = Record<string, string | number>;

type NoValues = Record<string, never>;

/**
 * What each automatic mail needs besides its booking, by template. The names are mail variables;
 * instants are ISO texts, `amountCents` is shown as `amount`. Every template key must appear here.
 */
export interface TemplateValues {
  booking_confirmation: NoValues;
  booking_verification: { verifyUrl: string; verifyUntil: string };
  payment_received: { amountCents?: number };
  access_code: { accessCode: string; validFrom: string; validUntil: string };
  invoice: { invoiceNumber: string; amountCents?: number };
  cancellation: NoValues;
  pre_arrival: NoValues;
  hold_expired: NoValues;
  registration_request: NoValues;
  balance_due: { amountCents: number; dueDate: string };
}

/**
 * Job data on `Queue.Mail`. A template mail names its template and booking; a message staff wrote
 * (already rendered and logged as `queued`) names the log row.
 */
export type MailJobData =
  | {
      template: TemplateKey;
      bookingId: string;
      extra?: MailExtra;
      /** A document of another module to attach (see MailAttachments). */
      attachment?: { kind: string; id: string };
    }
  | { messageId: string };

/**
 * The deterministic job id and message-log dedupe key of a template mail, `mail.<template>.<bookingId>`:
 * one confirmation per booking, ever. Kinds that may repeat (a new access code) add a suffix.
 */
export function mailJobId(template: TemplateKey, bookingId: string, suffix?: string): string {
  return suffix ? jobKey('mail', template, bookingId, suffix) : jobKey('mail', template, bookingId);
}
