import { HtmlValidate } from 'html-validate';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { composeStaffMail, composeTemplateMail } from 'src/modules/mail/compose';
import { DEFAULT_TEMPLATES } from 'src/modules/mail/default-templates';
import { sampleMail, samplePayment } from 'src/modules/mail/mail-values';
import type { MessageAttachment } from 'src/modules/mail/mail-message.entity';
import { MAIL_LANGUAGES, TEMPLATE_KEYS, type MailLanguage } from 'src/modules/mail/mail.types';
import { composeWaitlistMail, WAITLIST_MAIL_KINDS } from 'src/modules/mail/waitlist-mails';
import { DEMO_COMPANY } from 'src/modules/settings/demo-company';
import type { CompanySettings } from 'src/modules/settings/settings.service';
import { lineLabel } from 'src/modules/pricing/quote';

/**
 * Every mail as a guest reads it on a phone: each template in German and English (the invoice
 * mail also as a storno, the confirmation and verification with a bank transfer's payment block),
 * the waitlist mails and a staff message, each loaded into Debian's Chromium at 390 px. The page
 * must not scroll sideways, and the HTML must pass html-validate's `document` preset (doctype,
 * headings from h1 without skipping a level, references).
 */
const company = {
  id: 1,
  updatedAt: new Date(),
  ...DEMO_COMPANY,
  iban: 'AT611904300234573201',
  bic: 'BKAUATWW',
  bankName: 'Bank Austria',
} as CompanySettings;
const LANGS: readonly MailLanguage[] = MAIL_LANGUAGES;
// A GiroCode-sized PNG (1×1, scaled to 160 px by the mail's <img>): the layout is what is tested.
const QR_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const SHOTS = process.env.MAIL_SCREENSHOTS;

interface Rendered {
  name: string;
  html: string;
}

/** Inline images (`cid:`) as data: URLs, as a mail program shows the attached parts. */
const withInlineImages = (html: string, attachments: MessageAttachment[]) =>
  attachments.reduce(
    (h, a) =>
      a.cid ? h.split(`cid:${a.cid}`).join(`data:${a.contentType};base64,${a.content}`) : h,
    html,
  );

function allMails(): Rendered[] {
  const out: Rendered[] = [];
  for (const lang of LANGS) {
    const sample = sampleMail('2027-04-01', company, lang);
    for (const key of TEMPLATE_KEYS) {
      const variants: Array<[string, typeof sample.context]> = [[key, sample.context]];
      if (key === 'invoice')
        variants.push([
          'storno',
          {
            ...sample.context,
            document: 'storno',
            // What a storno states: every line and the total negated.
            figures: {
              lines: sample.booking.quote.lines.map((l) => ({
                label: lineLabel(l.label, lang),
                quantity: -l.quantity,
                unit: l.unit,
                unitPriceCents: l.unitPriceCents,
                totalCents: -l.totalCents,
              })),
              totalCents: -sample.booking.quote.totalCents,
              vat: sample.booking.quote.vat.map((v) => ({ ...v, vatCents: -v.vatCents })),
            },
          },
        ]);
      if (key === 'booking_confirmation' || key === 'booking_verification')
        variants.push([
          `${key}-bank-transfer`,
          { ...sample.context, payment: samplePayment(sample.booking, company, QR_PNG) },
        ]);
      for (const [name, context] of variants) {
        const m = composeTemplateMail({
          key,
          lang,
          source: DEFAULT_TEMPLATES[key][lang],
          booking: sample.booking,
          company,
          extra: sample.extra,
          context,
          now: new Date('2027-04-01T10:00:00Z'),
        });
        out.push({ name: `${name}-${lang}`, html: withInlineImages(m.html, m.attachments) });
      }
    }
    for (const kind of WAITLIST_MAIL_KINDS) {
      const m = composeWaitlistMail({
        kind,
        lang,
        company,
        values: {
          checkIn: '2027-07-10',
          checkOut: '2027-07-14',
          adults: 2,
          children: 1,
          category: lang === 'de' ? 'Wohnmobil' : 'Motorhome',
          actionUrl: `https://alpencamp-dachstein.at/${lang}/waitlist/0b6c2a94-5b1e-4d8f-9a3c-2f1e0d9c8b7a?token=Zr3kP0c4VYt1m9xS2b8nQ7wLd5Hj6Fa0Ue3Ki4Og1Ty`,
          leaveUrl: `https://alpencamp-dachstein.at/${lang}/waitlist/0b6c2a94-5b1e-4d8f-9a3c-2f1e0d9c8b7a/leave?token=Zr3kP0c4VYt1m9xS2b8nQ7wLd5Hj6Fa0Ue3Ki4Og1Ty`,
          offerHours: 12,
        },
      });
      out.push({ name: `${kind}-${lang}`, html: m.html });
    }
    const staff = composeStaffMail({
      subject: 'Ihre Anreise',
      text: 'Liebe Frau Huber,\n\nbitte melden Sie sich bei der Ankunft an der Rezeption.',
      lang,
      company,
    });
    out.push({ name: `staff-${lang}`, html: staff.html });
  }
  return out;
}

describe('mails on a phone (390 px, Chromium) and valid HTML', () => {
  const mails = allMails();
  let browser: Browser;

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('renders every template, German and English', () => {
    const names = mails.map((m) => m.name);
    for (const key of TEMPLATE_KEYS)
      for (const lang of LANGS) expect(names).toContain(`${key}-${lang}`);
    expect(names).toContain('storno-de');
    expect(names).toContain('booking_verification-bank-transfer-en');
  });

  it('never scrolls sideways at 390 px', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const wide: string[] = [];
    for (const m of mails) {
      await page.setContent(m.html, { waitUntil: 'load' });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) wide.push(`${m.name}: ${width} px`);
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `${m.name}.png`), fullPage: true });
    }
    await page.close();
    expect(wide).toEqual([]);
  });

  it('passes html-validate (document preset); headings start at h1 and never skip a level', async () => {
    const validator = new HtmlValidate({ extends: ['html-validate:document'] });
    const problems: string[] = [];
    for (const m of mails) {
      const report = await validator.validateString(m.html, `${m.name}.html`);
      for (const r of report.results)
        for (const msg of r.messages) problems.push(`${m.name}: ${msg.ruleId} ${msg.message}`);
      const headings = [...m.html.matchAll(/<h([1-6])\b/g)].map((x) => Number(x[1]));
      if (headings.length) expect(headings[0]).toBe(1);
    }
    expect(problems).toEqual([]);
  });
});
