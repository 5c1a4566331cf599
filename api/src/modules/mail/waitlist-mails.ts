import type { CompanySettings } from 'src/modules/settings/settings.service';
import type { RenderedMail } from './compose';
import { formatDate } from './format';
import { wrapHtml, wrapText } from './layout';
import type { MailLanguage } from './mail.types';
import { escapeHtml } from './render';

/** The two mails of the waitlist: the opt-in link, and "a pitch is free" with the pre-filled journey. */
export const WAITLIST_MAIL_KINDS = ['waitlist_confirm', 'waitlist_available'] as const;
export type WaitlistMailKind = (typeof WAITLIST_MAIL_KINDS)[number];

export interface WaitlistMailValues {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  /** The category's name in the guest's language. */
  category: string;
  /** waitlist_confirm: the opt-in page; waitlist_available: the booking journey, pre-filled. */
  actionUrl: string;
  /** The page that takes the guest off the list (in every mail). */
  leaveUrl: string;
  /** waitlist_available: how long the guest has the pitch to themselves before the next is told. */
  offerHours?: number;
}

interface Texts {
  subject: string;
  intro: string;
  action: string;
  after: string;
  leave: string;
}

const PARTY: Record<MailLanguage, { adult: [string, string]; child: [string, string] }> = {
  de: { adult: ['Erwachsener', 'Erwachsene'], child: ['Kind', 'Kinder'] },
  en: { adult: ['adult', 'adults'], child: ['child', 'children'] },
  nl: { adult: ['volwassene', 'volwassenen'], child: ['kind', 'kinderen'] },
};

const party = (v: WaitlistMailValues, lang: MailLanguage) => {
  const words = PARTY[lang];
  const adults = `${v.adults} ${words.adult[v.adults === 1 ? 0 : 1]}`;
  if (!v.children) return adults;
  return `${adults}, ${v.children} ${words.child[v.children === 1 ? 0 : 1]}`;
};

function texts(kind: WaitlistMailKind, lang: MailLanguage, v: WaitlistMailValues): Texts {
  const stay = `${formatDate(v.checkIn, lang)} – ${formatDate(v.checkOut, lang)}`;
  const wish = `${v.category}, ${stay}, ${party(v, lang)}`;
  if (lang === 'de') {
    const leave = 'Sie möchten nicht mehr auf der Warteliste stehen? Austragen:';
    return kind === 'waitlist_confirm'
      ? {
          subject: 'Bitte bestätigen Sie Ihren Eintrag auf der Warteliste',
          intro: `Sie möchten benachrichtigt werden, sobald ein Stellplatz frei wird: ${wish}.`,
          action: 'Eintrag bestätigen',
          after:
            'Erst nach der Bestätigung stehen Sie auf der Warteliste. Haben Sie sich nicht eingetragen, ignorieren Sie diese E-Mail einfach.',
          leave,
        }
      : {
          subject: 'Ein Stellplatz ist frei geworden',
          intro: `Gute Nachricht: Für Ihren Wunsch auf der Warteliste ist ein Stellplatz frei geworden: ${wish}.`,
          action: 'Jetzt Stellplatz wählen',
          after: `Der Link öffnet die Buchung mit Ihren Daten. Wer zuerst bucht, erhält den Platz; nach ${v.offerHours ?? 12} Stunden benachrichtigen wir auch die nächsten Gäste auf der Warteliste.`,
          leave,
        };
  }
  if (lang === 'nl') {
    const leave = 'Wilt u niet meer op de wachtlijst staan? Uitschrijven:';
    return kind === 'waitlist_confirm'
      ? {
          subject: 'Bevestig uw inschrijving op de wachtlijst',
          intro: `U wilt bericht krijgen zodra er een standplaats vrijkomt: ${wish}.`,
          action: 'Inschrijving bevestigen',
          after:
            'Pas na de bevestiging staat u op de wachtlijst. Heeft u zich niet ingeschreven, dan kunt u deze e-mail gewoon negeren.',
          leave,
        }
      : {
          subject: 'Er is een standplaats vrijgekomen',
          intro: `Goed nieuws: voor uw wens op de wachtlijst is een standplaats vrijgekomen: ${wish}.`,
          action: 'Nu een standplaats kiezen',
          after: `De link opent de boeking met uw gegevens. Wie het eerst boekt, krijgt de plaats; na ${v.offerHours ?? 12} uur berichten we ook de volgende gasten op de wachtlijst.`,
          leave,
        };
  }
  const leave = 'No longer want to be on the waitlist? Leave it:';
  return kind === 'waitlist_confirm'
    ? {
        subject: 'Please confirm your place on the waitlist',
        intro: `You asked to be told as soon as a pitch becomes free: ${wish}.`,
        action: 'Confirm my place',
        after:
          'You are on the waitlist only once you confirm. If you did not sign up, simply ignore this email.',
        leave,
      }
    : {
        subject: 'A pitch has become free',
        intro: `Good news: a pitch has become free for your waitlist request: ${wish}.`,
        action: 'Choose your pitch now',
        after: `The link opens the booking with your details. Whoever books first gets the pitch; after ${v.offerHours ?? 12} hours we also tell the next guests on the waitlist.`,
        leave,
      };
}

/** A waitlist mail in the site's frame (HTML and text). Pure: the caller supplies everything. */
export function composeWaitlistMail(input: {
  kind: WaitlistMailKind;
  lang: MailLanguage;
  values: WaitlistMailValues;
  company: CompanySettings;
}): RenderedMail {
  const { kind, lang, values: v, company } = input;
  const t = texts(kind, lang, v);
  const html = [
    `<p>${escapeHtml(t.intro)}</p>`,
    `<p><a href="${escapeHtml(v.actionUrl)}" style="display:inline-block;background:#2f5d50;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;">${escapeHtml(t.action)}</a></p>`,
    `<p>${escapeHtml(t.after)}</p>`,
    // A long address breaks anywhere rather than widening the mail on a phone.
    `<p style="font-size:13px;color:#5b6661;overflow-wrap:anywhere;word-break:break-all;">${escapeHtml(t.leave)} <a href="${escapeHtml(v.leaveUrl)}">${escapeHtml(v.leaveUrl)}</a></p>`,
  ].join('\n');
  const text = [
    t.intro,
    '',
    `${t.action}: ${v.actionUrl}`,
    '',
    t.after,
    '',
    `${t.leave} ${v.leaveUrl}`,
  ].join('\n');
  return {
    subject: t.subject,
    html: wrapHtml(html, t.subject, company, lang),
    text: wrapText(text, company, lang),
    attachments: [],
  };
}
