import type { CompanySettings } from 'src/modules/settings/settings.service';
import type { RenderedMail } from './compose';
import { formatDate } from './format';
import { wrapHtml, wrapText } from './layout';
import type { MailLanguage } from './mail.types';
import { escapeHtml } from './render';

export interface SeasonalRenewalMailValues {
  holderName: string;
  pitchCode: string;
  nextStartDate: string;
  nextEndDate: string;
  /** The next season's fee, formatted in the holder's language. */
  fee: string;
  /** The public renewal page, signed. */
  actionUrl: string;
}

const TEXTS = {
  de: (v: SeasonalRenewalMailValues) => ({
    subject: `Ihr Saisonplatz ${v.pitchCode}: Angebot für die nächste Saison`,
    intro: `Guten Tag ${v.holderName}, wir würden uns freuen, Sie auch in der nächsten Saison auf Ihrem Stellplatz ${v.pitchCode} zu begrüßen: ${formatDate(v.nextStartDate, 'de')} – ${formatDate(v.nextEndDate, 'de')}, Saisonpreis ${v.fee}.`,
    action: 'Angebot ansehen und annehmen oder ablehnen',
    after:
      'Über den Link können Sie die Verlängerung annehmen oder ablehnen. Bis zu Ihrer Antwort halten wir den Platz nicht für andere Gäste frei.',
  }),
  en: (v: SeasonalRenewalMailValues) => ({
    subject: `Your seasonal pitch ${v.pitchCode}: offer for next season`,
    intro: `Hello ${v.holderName}, we would be glad to welcome you on your pitch ${v.pitchCode} next season too: ${formatDate(v.nextStartDate, 'en')} – ${formatDate(v.nextEndDate, 'en')}, season fee ${v.fee}.`,
    action: 'View the offer and accept or decline',
    after:
      'Use the link to accept or decline the renewal. Until you answer, the pitch is not held back from other guests.',
  }),
  nl: (v: SeasonalRenewalMailValues) => ({
    subject: `Uw seizoensplaats ${v.pitchCode}: aanbod voor het volgende seizoen`,
    intro: `Goedendag ${v.holderName}, graag verwelkomen wij u ook volgend seizoen op uw standplaats ${v.pitchCode}: ${formatDate(v.nextStartDate, 'nl')} – ${formatDate(v.nextEndDate, 'nl')}, seizoensprijs ${v.fee}.`,
    action: 'Aanbod bekijken en aannemen of afwijzen',
    after:
      'Via de link kunt u de verlenging aannemen of afwijzen. Tot uw antwoord houden wij de plaats niet vrij voor andere gasten.',
  }),
} as const;

/** The renewal offer of a seasonal pitch in the site's frame (HTML and text). Pure. */
export function composeSeasonalRenewalMail(input: {
  lang: MailLanguage;
  values: SeasonalRenewalMailValues;
  company: CompanySettings;
}): RenderedMail {
  const { lang, values: v, company } = input;
  const t = TEXTS[lang](v);
  const html = [
    `<p>${escapeHtml(t.intro)}</p>`,
    `<p><a href="${escapeHtml(v.actionUrl)}" style="display:inline-block;background:#2f5d50;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;">${escapeHtml(t.action)}</a></p>`,
    `<p>${escapeHtml(t.after)}</p>`,
  ].join('\n');
  const text = [t.intro, '', `${t.action}: ${v.actionUrl}`, '', t.after].join('\n');
  return {
    subject: t.subject,
    html: wrapHtml(html, t.subject, company, lang),
    text: wrapText(text, company, lang),
    attachments: [],
  };
}
