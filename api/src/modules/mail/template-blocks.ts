// The HTML building blocks the default mail templates of every language are written with.

export interface TemplateText {
  subject: string;
  html: string;
  text: string;
}

const label = 'padding:3px 16px 3px 0;color:#5b6661;vertical-align:top;';

/** A two-column block of facts (label, value) for the HTML part. */
export const facts = (rows: Array<[string, string]>) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 18px;">\n${rows
    .map(([k, v]) => `<tr><td style="${label}">${k}</td><td style="padding:3px 0;">${v}</td></tr>`)
    .join('\n')}\n</table>`;

export const code = (v: string) =>
  `<p style="margin:16px 0;"><span style="display:inline-block;padding:12px 20px;background:#eef3ef;border:1px solid #c9d6cd;border-radius:6px;font-size:28px;letter-spacing:6px;font-weight:bold;font-family:Menlo,Consolas,monospace;">${v}</span></p>`;

export const button = (href: string, label: string) =>
  `<p style="margin:18px 0;"><a href="${href}" style="display:inline-block;padding:12px 22px;background:#2f6b4f;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold;">${label}</a></p>`;

/** A section heading: h2, under the frame's h1 (the site's name). */
export const h = (t: string) => `<h2 style="margin:22px 0 6px;font-size:17px;">${t}</h2>`;

/** The link to the guest's booking page in the text part: a lead sentence and the address. */
export const detailsText = (lead: string) => `${lead}\n{{detailsUrl}}`;
