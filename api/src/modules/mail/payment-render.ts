import { formatDate, formatMoney } from './format';
import type { MailLanguage } from './mail.types';
import { escapeHtml } from './render';

/**
 * What a bank-transfer guest needs to pay, as long as something is still to pay (the payments
 * module computes it; see MailPayments). `qrPng` is the EPC QR (GiroCode) as a PNG, base64: the mail
 * carries it as an inline attachment (`cid:`), because most mail programs block remote images.
 */
export interface MailBankTransfer {
  accountHolder: string;
  /** Compact (no blanks); shown in groups of four. */
  iban: string;
  bic: string | null;
  bankName: string | null;
  /** The remittance text: the booking number. */
  reference: string;
  amountCents: number;
  /** Local calendar date (YYYY-MM-DD). */
  dueDate: string;
  qrPng?: string | null;
}

/** The Content-ID of a booking's GiroCode image in its mail. */
export const giroCodeCid = (reference: string) =>
  `girocode-${reference.replace(/[^A-Za-z0-9-]/g, '')}@alpencamp`;

/** An IBAN in groups of four, as printed on cards and invoices: AT61 1904 3002 3457 3201. */
export const groupIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

const WORDS = {
  de: {
    title: 'Zahlung per Banküberweisung',
    lead: (amount: string, due: string) =>
      `Bitte überweisen Sie ${amount} bis ${due} auf unser Konto. Geben Sie als Verwendungszweck nur Ihre Buchungsnummer an.`,
    holder: 'Empfänger',
    iban: 'IBAN',
    bic: 'BIC',
    bank: 'Bank',
    amount: 'Betrag',
    due: 'Fällig bis',
    reference: 'Verwendungszweck',
    qr: 'GiroCode: mit der Banking-App scannen, die Überweisung ist dann ausgefüllt.',
  },
  en: {
    title: 'Paying by bank transfer',
    lead: (amount: string, due: string) =>
      `Please transfer ${amount} to our account by ${due}. Quote only your booking number as the reference.`,
    holder: 'Account holder',
    iban: 'IBAN',
    bic: 'BIC',
    bank: 'Bank',
    amount: 'Amount',
    due: 'Due by',
    reference: 'Reference',
    qr: 'GiroCode: scan it with your banking app and the transfer is filled in.',
  },
  nl: {
    title: 'Betalen per overschrijving',
    lead: (amount: string, due: string) =>
      `Maak ${amount} uiterlijk ${due} over naar onze rekening. Vermeld als omschrijving alleen uw boekingsnummer.`,
    holder: 'Begunstigde',
    iban: 'IBAN',
    bic: 'BIC',
    bank: 'Bank',
    amount: 'Bedrag',
    due: 'Uiterlijk te betalen op',
    reference: 'Omschrijving',
    qr: 'GiroCode: scan hem met uw bankieren-app, dan is de overschrijving al ingevuld.',
  },
} as const;

function rows(p: MailBankTransfer, lang: MailLanguage): Array<[string, string]> {
  const w = WORDS[lang];
  const out: Array<[string, string | null]> = [
    [w.holder, p.accountHolder],
    [w.iban, groupIban(p.iban)],
    [w.bic, p.bic],
    [w.bank, p.bankName],
    [w.amount, formatMoney(p.amountCents, lang)],
    [w.due, formatDate(p.dueDate, lang)],
    [w.reference, p.reference],
  ];
  return out.filter((r): r is [string, string] => !!r[1]);
}

/** The payment block in HTML: heading, lead, the account as label/value lines, the GiroCode. */
export function bankTransferHtml(p: MailBankTransfer, lang: MailLanguage): string {
  const w = WORDS[lang];
  const lines = rows(p, lang)
    .map(
      ([k, v]) =>
        `<tr><td style="padding:3px 12px 3px 0;color:#5b6661;vertical-align:top;">${escapeHtml(k)}</td>` +
        `<td style="padding:3px 0;font-weight:bold;">${escapeHtml(v)}</td></tr>`,
    )
    .join('\n');
  const qr = p.qrPng
    ? `\n<p style="margin:12px 0 0;"><img src="cid:${giroCodeCid(p.reference)}" alt="GiroCode" width="160" height="160" style="display:block;width:160px;height:160px;border:0;"></p>\n<p style="margin:4px 0 0;font-size:13px;color:#5b6661;">${escapeHtml(w.qr)}</p>`
    : '';
  return `<h2 style="margin:22px 0 6px;font-size:17px;">${escapeHtml(w.title)}</h2>
<div style="margin:8px 0 18px;padding:14px 16px;background:#eef3ef;border:1px solid #c9d6cd;border-radius:6px;">
<p style="margin:0 0 8px;">${escapeHtml(w.lead(formatMoney(p.amountCents, lang), formatDate(p.dueDate, lang)))}</p>
<table role="presentation" cellpadding="0" cellspacing="0">
${lines}
</table>${qr}
</div>`;
}

/** The same in the text part (no image there). */
export function bankTransferText(p: MailBankTransfer, lang: MailLanguage): string {
  const w = WORDS[lang];
  return [
    `${w.title}:`,
    w.lead(formatMoney(p.amountCents, lang), formatDate(p.dueDate, lang)),
    ...rows(p, lang).map(([k, v]) => `${k}: ${v}`),
  ].join('\n');
}
