import type { CompanySettings } from 'src/modules/settings/settings.service';
import type { RenderedMail } from './compose';
import { formatDate } from './format';
import { wrapHtml, wrapText } from './layout';
import type { MessageAttachment } from './mail-message.entity';
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

export interface SeasonalInstalmentMailValues {
  holderName: string;
  pitchCode: string;
  contractNumber: string;
  invoiceNumber: string;
  sequence: number;
  count: number;
  /** The invoice's total, formatted in the holder's language. */
  total: string;
  dueDate: string;
  /**
   * Which document is attached: an instalment's invoice (default), the closing electricity
   * invoice of an ended contract, or the storno of one of them (`invoiceNumber` is then the
   * storno's, `originalNumber` the reversed invoice's).
   */
  document?: 'instalment' | 'closing' | 'storno';
  originalNumber?: string;
  /** A storno of an invoice the holder paid: the amount they are owed back, formatted. */
  refund?: string;
}

const INSTALMENT_TEXTS = {
  de: (v: SeasonalInstalmentMailValues) => ({
    subject: `Rechnung ${v.invoiceNumber}: Saisonplatz ${v.pitchCode}, Rate ${v.sequence} von ${v.count}`,
    intro: `Guten Tag ${v.holderName}, anbei erhalten Sie die Rechnung ${v.invoiceNumber} über ${v.total} für die Rate ${v.sequence} von ${v.count} Ihres Saisonplatzes ${v.pitchCode} (Vertrag ${v.contractNumber}).`,
    due: `Bitte überweisen Sie den Betrag bis ${formatDate(v.dueDate, 'de')}; die Bankverbindung und den Zahlschein-QR-Code finden Sie auf der Rechnung.`,
  }),
  en: (v: SeasonalInstalmentMailValues) => ({
    subject: `Invoice ${v.invoiceNumber}: seasonal pitch ${v.pitchCode}, instalment ${v.sequence} of ${v.count}`,
    intro: `Hello ${v.holderName}, please find attached invoice ${v.invoiceNumber} for ${v.total}, instalment ${v.sequence} of ${v.count} of your seasonal pitch ${v.pitchCode} (contract ${v.contractNumber}).`,
    due: `Please transfer the amount by ${formatDate(v.dueDate, 'en')}; the bank details and the payment QR code are on the invoice.`,
  }),
  nl: (v: SeasonalInstalmentMailValues) => ({
    subject: `Factuur ${v.invoiceNumber}: seizoensplaats ${v.pitchCode}, termijn ${v.sequence} van ${v.count}`,
    intro: `Goedendag ${v.holderName}, bijgaand ontvangt u factuur ${v.invoiceNumber} van ${v.total} voor termijn ${v.sequence} van ${v.count} van uw seizoensplaats ${v.pitchCode} (contract ${v.contractNumber}).`,
    due: `Gelieve het bedrag uiterlijk ${formatDate(v.dueDate, 'nl')} over te maken; de bankgegevens en de betaal-QR-code staan op de factuur.`,
  }),
} as const;

const CLOSING_TEXTS = {
  de: (v: SeasonalInstalmentMailValues) => ({
    subject: `Rechnung ${v.invoiceNumber}: Stromabrechnung Saisonplatz ${v.pitchCode}`,
    intro: `Guten Tag ${v.holderName}, anbei erhalten Sie die Rechnung ${v.invoiceNumber} über ${v.total} für den Strom, den Sie seit der letzten Rate auf Ihrem Saisonplatz ${v.pitchCode} (Vertrag ${v.contractNumber}) verbraucht haben (Schlussablesung).`,
    due: `Bitte überweisen Sie den Betrag bis ${formatDate(v.dueDate, 'de')}; die Bankverbindung und den Zahlschein-QR-Code finden Sie auf der Rechnung.`,
  }),
  en: (v: SeasonalInstalmentMailValues) => ({
    subject: `Invoice ${v.invoiceNumber}: electricity, seasonal pitch ${v.pitchCode}`,
    intro: `Hello ${v.holderName}, please find attached invoice ${v.invoiceNumber} for ${v.total} for the electricity used on your seasonal pitch ${v.pitchCode} (contract ${v.contractNumber}) since the last instalment (final reading).`,
    due: `Please transfer the amount by ${formatDate(v.dueDate, 'en')}; the bank details and the payment QR code are on the invoice.`,
  }),
  nl: (v: SeasonalInstalmentMailValues) => ({
    subject: `Factuur ${v.invoiceNumber}: stroom, seizoensplaats ${v.pitchCode}`,
    intro: `Goedendag ${v.holderName}, bijgaand ontvangt u factuur ${v.invoiceNumber} van ${v.total} voor de stroom die u sinds de laatste termijn op uw seizoensplaats ${v.pitchCode} (contract ${v.contractNumber}) hebt verbruikt (eindstand).`,
    due: `Gelieve het bedrag uiterlijk ${formatDate(v.dueDate, 'nl')} over te maken; de bankgegevens en de betaal-QR-code staan op de factuur.`,
  }),
} as const;

const STORNO_TEXTS = {
  de: (v: SeasonalInstalmentMailValues) => ({
    subject: `Stornorechnung ${v.invoiceNumber} zu Rechnung ${v.originalNumber}: Saisonplatz ${v.pitchCode}`,
    intro: `Guten Tag ${v.holderName}, die Rechnung ${v.originalNumber} zu Ihrem Saisonplatz ${v.pitchCode} (Vertrag ${v.contractNumber}) ist storniert; anbei die Stornorechnung ${v.invoiceNumber} über ${v.total}.`,
    due: v.refund
      ? `Den bereits bezahlten Betrag von ${v.refund} erstatten wir Ihnen.`
      : 'Sie müssen diese Rechnung nicht mehr bezahlen.',
  }),
  en: (v: SeasonalInstalmentMailValues) => ({
    subject: `Storno invoice ${v.invoiceNumber} for invoice ${v.originalNumber}: seasonal pitch ${v.pitchCode}`,
    intro: `Hello ${v.holderName}, invoice ${v.originalNumber} for your seasonal pitch ${v.pitchCode} (contract ${v.contractNumber}) is cancelled; please find attached the storno invoice ${v.invoiceNumber} for ${v.total}.`,
    due: v.refund
      ? `We will refund the ${v.refund} you have already paid.`
      : 'You no longer need to pay this invoice.',
  }),
  nl: (v: SeasonalInstalmentMailValues) => ({
    subject: `Creditfactuur ${v.invoiceNumber} bij factuur ${v.originalNumber}: seizoensplaats ${v.pitchCode}`,
    intro: `Goedendag ${v.holderName}, factuur ${v.originalNumber} voor uw seizoensplaats ${v.pitchCode} (contract ${v.contractNumber}) is geannuleerd; bijgaand de creditfactuur ${v.invoiceNumber} van ${v.total}.`,
    due: v.refund
      ? `Het reeds betaalde bedrag van ${v.refund} betalen wij u terug.`
      : 'U hoeft deze factuur niet meer te betalen.',
  }),
} as const;

/**
 * The invoice of a seasonal contract's instalment (or its closing electricity invoice, or a
 * storno of either), its PDF attached (HTML and text). Pure.
 */
export function composeSeasonalInstalmentMail(input: {
  lang: MailLanguage;
  values: SeasonalInstalmentMailValues;
  company: CompanySettings;
  attachment: MessageAttachment;
}): RenderedMail {
  const { lang, values: v, company } = input;
  const texts =
    v.document === 'closing'
      ? CLOSING_TEXTS
      : v.document === 'storno'
        ? STORNO_TEXTS
        : INSTALMENT_TEXTS;
  const t = texts[lang](v);
  const html = [`<p>${escapeHtml(t.intro)}</p>`, `<p>${escapeHtml(t.due)}</p>`].join('\n');
  return {
    subject: t.subject,
    html: wrapHtml(html, t.subject, company, lang),
    text: wrapText([t.intro, '', t.due].join('\n'), company, lang),
    attachments: [input.attachment],
  };
}
