import { DEMO_COMPANY } from 'src/modules/settings/demo-company';
import type { CompanySettings } from 'src/modules/settings/settings.service';
import { composeTemplateMail } from './compose';
import { DEFAULT_TEMPLATES } from './default-templates';
import { sampleMail } from './mail-values';
import type { MailLanguage } from './mail.types';

// The settings store the country as typed in German ("Österreich").
const company = { id: 1, updatedAt: new Date(), ...DEMO_COMPANY } as CompanySettings;

const confirmation = (lang: MailLanguage) =>
  composeTemplateMail({
    key: 'booking_confirmation',
    lang,
    source: DEFAULT_TEMPLATES.booking_confirmation[lang],
    booking: sampleMail('2027-04-01', company, lang).booking,
    company,
    now: new Date('2027-04-01T08:00:00Z'),
  });

/** The calendar entry with its folded lines joined again (RFC 5545 folds at 75 octets). */
const ics = (mail: ReturnType<typeof confirmation>) =>
  mail.attachments[0].content.replace(/\r?\n[ \t]/g, '');

describe('mail imprint and calendar entry', () => {
  it('name the site’s country in the mail’s language', () => {
    const en = confirmation('en');
    expect(en.html).toContain('Rohrmoosstraße 128, 8970 Schladming, Austria');
    expect(en.text).toContain('Rohrmoosstraße 128, 8970 Schladming, Austria');
    expect(ics(en)).toContain('8970 Schladming\\, Austria');
    for (const part of [en.html, en.text, ics(en)]) expect(part).not.toContain('Österreich');

    const de = confirmation('de');
    expect(de.text).toContain('Rohrmoosstraße 128, 8970 Schladming, Österreich');
    expect(ics(de)).toContain('8970 Schladming\\, Österreich');
  });
});
