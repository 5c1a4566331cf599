import { DEMO_COMPANY } from 'src/modules/settings/demo-company';
import type { CompanySettings } from 'src/modules/settings/settings.service';
import { composeStaffMail, composeTemplateMail } from './compose';
import { DEFAULT_TEMPLATES } from './default-templates';
import { formatDate, formatDateTime, formatMoney, formatRate } from './format';
import { sampleMail } from './mail-values';
import { MAIL_LANGUAGES, TEMPLATE_KEYS } from './mail.types';
import { escapeHtml, renderString, unknownVariables, usedVariables } from './render';
import { MAIL_VARIABLES } from './variables';

const company = { id: 1, updatedAt: new Date(), ...DEMO_COMPANY } as CompanySettings;
const data = (values: Record<string, string>) => ({ values, blocks: {} });
const NBSP = '\u00a0';

describe('mail formats', () => {
  it('writes money the Austrian way in German and the British way in English', () => {
    expect(formatMoney(123450, 'de')).toBe(`1.234,50${NBSP}€`);
    expect(formatMoney(123450, 'en')).toBe('€1,234.50');
    expect(formatMoney(5, 'de')).toBe(`0,05${NBSP}€`);
    expect(formatMoney(-2000, 'en')).toBe('-€20.00');
  });

  it('writes calendar dates in long form, with Austrian month names', () => {
    expect(formatDate('2027-05-01', 'de')).toBe('Samstag, 1. Mai 2027');
    expect(formatDate('2027-05-01', 'en')).toBe('Saturday, 1 May 2027');
    expect(formatDate('2027-01-15', 'de')).toBe('Freitag, 15. Jänner 2027');
  });

  it('writes instants on the campsite clock (Europe/Vienna), summer and winter', () => {
    expect(formatDateTime(new Date('2027-05-01T12:00:00Z'), 'de', 'Europe/Vienna')).toBe(
      'Samstag, 1. Mai 2027 um 14:00',
    );
    expect(formatDateTime(new Date('2027-01-15T13:00:00Z'), 'en', 'Europe/Vienna')).toBe(
      'Friday, 15 January 2027 at 14:00',
    );
    // 23:30 UTC is already the next day in Vienna.
    expect(formatDateTime(new Date('2027-05-01T23:30:00Z'), 'en', 'Europe/Vienna')).toBe(
      'Sunday, 2 May 2027 at 01:30',
    );
  });

  it('writes VAT rates', () => {
    expect(formatRate(1000, 'de')).toBe(`10${NBSP}%`);
    expect(formatRate(550, 'de')).toBe(`5,5${NBSP}%`);
    expect(formatRate(2000, 'en')).toBe('20%');
  });
});

describe('placeholders', () => {
  it('escapes values in HTML and leaves them raw in text', () => {
    const values = { guestName: `<b>Anna & "Bob"</b>` };
    expect(renderString('Hallo {{guestName}}!', 'html', data(values))).toBe(
      'Hallo &lt;b&gt;Anna &amp; &quot;Bob&quot;&lt;/b&gt;!',
    );
    expect(renderString('Hallo {{ guestName }}!', 'text', data(values))).toBe(
      `Hallo <b>Anna & "Bob"</b>!`,
    );
  });

  it('keeps unknown placeholders visible and empties known ones without a value', () => {
    expect(renderString('{{accessCode}}|{{nonsense}}|{{a b}}', 'text', data({}))).toBe(
      '|{{nonsense}}|{{a b}}',
    );
    expect(renderString('{{<x>}}', 'html', data({}))).toBe('{{&lt;x&gt;}}');
  });

  it('inserts block variables as markup in HTML and as lines in text', () => {
    const blocks = { quoteTable: { html: '<table></table>', text: '- a' } };
    expect(renderString('{{quoteTable}}', 'html', { values: {}, blocks })).toBe('<table></table>');
    expect(renderString('{{quoteTable}}', 'text', { values: {}, blocks })).toBe('- a');
  });

  it('finds used and unknown variables', () => {
    expect(usedVariables('{{a}} {{ b }} {{a}}', '{{c}}')).toEqual(['a', 'b', 'c']);
    expect(unknownVariables('{{bookingNumber}} {{bookingNo}}', '{{ total }}{{x y}}')).toEqual([
      'bookingNo',
      'x y',
    ]);
  });

  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});

describe('default templates', () => {
  it('exist for every key in German and English and use only known variables', () => {
    for (const key of TEMPLATE_KEYS) {
      for (const lang of MAIL_LANGUAGES) {
        const t = DEFAULT_TEMPLATES[key][lang];
        expect(t.subject.length).toBeGreaterThan(5);
        expect(unknownVariables(t.subject, t.html, t.text)).toEqual([]);
        expect(usedVariables(t.html).sort()).toEqual(usedVariables(t.text).sort());
      }
    }
  });

  it('document every variable in both languages', () => {
    for (const v of MAIL_VARIABLES) {
      expect(v.description.de).not.toBe('');
      expect(v.description.en).not.toBe('');
    }
  });
});

describe('composed mails', () => {
  const { booking, extra } = sampleMail('2027-04-01', company, 'de');

  it('renders the confirmation in German with the price table, the frame and the .ics', () => {
    const mail = composeTemplateMail({
      key: 'booking_confirmation',
      lang: 'de',
      source: DEFAULT_TEMPLATES.booking_confirmation.de,
      booking,
      company,
      now: new Date('2027-04-01T08:00:00Z'),
    });
    expect(mail.subject).toBe('Ihre Buchung 2027-00042 ist bestätigt – Alpencamp Dachsteinblick');
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('Grüß Gott Anna Huber,');
    expect(mail.html).toContain('Samstag, 1. Mai 2027, ab 14:00 Uhr');
    // 3 nights motorhome at 40 €, 1 extra person at 8 €, electricity, tourist tax for 2 adults.
    expect(mail.html).toContain(
      `<td style="padding:6px 8px;border-bottom:1px solid #e3e7e4;vertical-align:top;">Stellplatz Wohnmobil<span style="display:block;color:#5b6661;font-size:13px;">3 Nächte × 40,00${NBSP}€</span></td>`,
    );
    expect(mail.html).toContain(`120,00${NBSP}€`);
    expect(mail.html).toContain(`Gesamtbetrag`);
    expect(mail.html).toContain(`${formatMoney(booking.totalCents, 'de')}`);
    expect(mail.html).toContain('FN 456789x, Landesgericht Leoben · UID ATU12345675');
    expect(mail.text).toContain('- Stellplatz Wohnmobil: 3 Nächte × 40,00');
    expect(mail.text).toContain('Anreise:        Samstag, 1. Mai 2027, ab 14:00 Uhr');
    expect(mail.text).toMatch(/\n-- \nAlpencamp Dachsteinblick GmbH\n/);
    expect(mail.text).not.toContain('<');
    expect(mail.attachments).toEqual([
      expect.objectContaining({
        filename: 'buchung-2027-00042.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      }),
    ]);
  });

  it('renders the access code mail in English with validity on the campsite clock', () => {
    const en = sampleMail('2027-04-01', company, 'en');
    const mail = composeTemplateMail({
      key: 'access_code',
      lang: 'en',
      source: DEFAULT_TEMPLATES.access_code.en,
      booking: en.booking,
      company,
      extra: en.extra,
      now: new Date(),
    });
    expect(mail.subject).toBe('Your gate access code – booking 2027-00042');
    expect(mail.text).toContain('    482915');
    expect(mail.text).toContain('Valid from:  Saturday, 1 May 2027 at 14:00');
    expect(mail.text).toContain('Valid until: Tuesday, 4 May 2027 at 11:00');
    expect(mail.attachments).toEqual([]);
    expect(extra.accessCode).toBe('482915');
  });

  it('frames a staff message, escaping it and keeping paragraphs', () => {
    const mail = composeStaffMail({
      subject: 'Ihr Stellplatz\nwurde getauscht',
      text: 'Liebe Anna,\n\nStellplatz <B12> statt A9.\nBis bald!',
      lang: 'de',
      company,
    });
    expect(mail.subject).toBe('Ihr Stellplatz wurde getauscht');
    expect(mail.html).toContain('<p>Liebe Anna,</p>');
    expect(mail.html).toContain('<p>Stellplatz &lt;B12&gt; statt A9.<br>Bis bald!</p>');
    expect(mail.text).toMatch(/^Liebe Anna,\n\nStellplatz <B12> statt A9\.\nBis bald!\n\n-- \n/);
  });
});
