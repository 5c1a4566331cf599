import { nameIn } from 'src/common/i18n/content';
import type { CompanySettings } from 'src/modules/settings/settings.service';
import type { TemplateText } from './default-templates';
import { stayIcs } from './ics';
import { wrapHtml, wrapText } from './layout';
import type { MessageAttachment } from './mail-message.entity';
import type { MailExtra, MailLanguage, TemplateKey } from './mail.types';
import { mailValues, type MailBooking, type MailContext } from './mail-values';
import { giroCodeCid } from './payment-render';
import { renderString, textToHtml } from './render';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments: MessageAttachment[];
}

/** A subject is one line, whatever the template or a value contained. */
const oneLine = (s: string) => s.replace(/\s*\r?\n\s*/g, ' ').trim();

/**
 * A template mail for one booking, ready to send: subject, HTML inside the site's frame, text part,
 * and for the confirmation the stay as an .ics calendar file. Pure: the caller supplies everything.
 */
export function composeTemplateMail(input: {
  key: TemplateKey;
  lang: MailLanguage;
  source: TemplateText;
  booking: MailBooking;
  company: CompanySettings;
  extra?: MailExtra;
  /** The details link and, before arrival, the forecast. */
  context?: MailContext;
  now: Date;
}): RenderedMail {
  const { key, lang, source, booking, company } = input;
  const data = mailValues(booking, company, lang, input.extra, input.context);
  const subject = oneLine(renderString(source.subject, 'text', data));
  const attachments: MessageAttachment[] = [];
  if (key === 'booking_confirmation') {
    attachments.push({
      filename: `${{ de: 'buchung', en: 'booking', nl: 'boeking' }[lang]}-${booking.number}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: stayIcs({
        bookingId: booking.id,
        bookingNumber: booking.number,
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        pitch: booking.pitch.code,
        category: nameIn(booking.category, lang),
        lang,
        company,
        now: input.now,
      }),
    });
  }
  const html = wrapHtml(renderString(source.html, 'html', data), subject, company, lang);
  // The GiroCode travels inside the mail (an inline part its <img> names by Content-ID): mail
  // programs show it without asking, where they block remote images by default.
  const payment = input.context?.payment;
  if (payment?.qrPng && html.includes(`cid:${giroCodeCid(payment.reference)}`)) {
    attachments.push({
      filename: `girocode-${booking.number}.png`,
      contentType: 'image/png',
      content: payment.qrPng,
      encoding: 'base64',
      cid: giroCodeCid(payment.reference),
    });
  }
  return {
    subject,
    html,
    // A block left empty (no payment to ask for) leaves no hole of blank lines behind.
    text: wrapText(
      renderString(source.text, 'text', data).replace(/\n{3,}/g, '\n\n'),
      company,
      lang,
    ),
    attachments,
  };
}

/** A message staff wrote to a guest: their plain text, in the same frame as every other mail. */
export function composeStaffMail(input: {
  subject: string;
  text: string;
  lang: MailLanguage;
  company: CompanySettings;
}): RenderedMail {
  const subject = oneLine(input.subject);
  return {
    subject,
    html: wrapHtml(textToHtml(input.text), subject, input.company, input.lang),
    text: wrapText(input.text, input.company, input.lang),
    attachments: [],
  };
}
