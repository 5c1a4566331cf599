import type { CompanySettings } from 'src/modules/settings/settings.service';
import { countryName } from 'src/common/i18n/countries';
import type { MailLanguage } from './mail.types';
import { escapeHtml } from './render';

export type MailCompany = Pick<
  CompanySettings,
  | 'companyName'
  | 'legalName'
  | 'address'
  | 'postalCode'
  | 'city'
  | 'country'
  | 'phone'
  | 'emergencyPhone'
  | 'email'
  | 'website'
  | 'uid'
  | 'companyRegister'
  | 'registerCourt'
  | 'logoLight'
  | 'logoDark'
>;

/**
 * The imprint Austrian law asks of business mail (UGB §14: firm, seat, register number and court;
 * plus the VAT id), kept in the frame so no template can forget it.
 */
function imprint(c: MailCompany, lang: MailLanguage): string[] {
  const tel = { de: 'Tel.', en: 'Phone', nl: 'Tel.' }[lang];
  return [
    c.legalName,
    `${c.address}, ${c.postalCode} ${c.city}, ${countryName(c.country, lang)}`,
    `${tel} ${c.phone} · ${c.email} · ${c.website}`,
    `${c.companyRegister}, ${c.registerCourt} · UID ${c.uid}`,
  ];
}

const font = 'font-family:Helvetica,Arial,sans-serif;';

/**
 * The header band: the dark logo on the brand green, else the light logo on white, else the
 * company name as text (docs/product.md §3 fallback). Logo addresses are absolute (the mail service makes them so).
 */
function header(c: MailCompany): string {
  const name = escapeHtml(c.companyName);
  // The site's name (or logo) is the mail's one h1; the templates' sections are h2.
  const band = (background: string, content: string) =>
    `<tr><td style="background:${background};color:#ffffff;padding:18px 20px;${font}"><h1 style="margin:0;font-size:20px;line-height:1.3;font-weight:bold;">${content}</h1></td></tr>`;
  const img = (src: string) =>
    `<img src="${escapeHtml(src)}" alt="${name}" height="40" style="display:block;height:40px;width:auto;border:0;">`;
  if (c.logoDark) return band('#2f5d50', img(c.logoDark));
  if (c.logoLight) return band('#ffffff', img(c.logoLight));
  return band('#2f5d50', name);
}

/** The frame around every HTML mail: header with the site's name, the body, the imprint. */
export function wrapHtml(
  body: string,
  subject: string,
  c: MailCompany,
  lang: MailLanguage,
): string {
  const footer = imprint(c, lang).map(escapeHtml).join('<br>');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f4f1;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f4f1;">
<tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden;">
${header(c)}
<tr><td style="padding:24px 20px;${font}font-size:15px;line-height:1.55;color:#1f2a26;">
${body}
</td></tr>
<tr><td style="padding:16px 20px;background:#f7f8f6;${font}font-size:12px;line-height:1.5;color:#5b6661;">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The text part: the body and the same imprint under a signature separator. */
export function wrapText(body: string, c: MailCompany, lang: MailLanguage): string {
  return `${body.trim()}\n\n-- \n${imprint(c, lang).join('\n')}\n`;
}
