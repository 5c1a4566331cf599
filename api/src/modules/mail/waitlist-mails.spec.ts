import { DEMO_COMPANY } from 'src/modules/settings/demo-company';
import type { CompanySettings } from 'src/modules/settings/settings.service';
import { composeWaitlistMail, type WaitlistMailValues } from './waitlist-mails';

const company = { id: 1, updatedAt: new Date(), ...DEMO_COMPANY } as CompanySettings;
const values: WaitlistMailValues = {
  checkIn: '2027-07-10',
  checkOut: '2027-07-14',
  adults: 2,
  children: 1,
  category: 'Komfort <Stellplatz>',
  actionUrl: 'https://camp.example/de/stellplatz-auswahl?checkIn=2027-07-10&category=comfort',
  leaveUrl: 'https://camp.example/de/warteliste?entry=e1&token=t&action=leave',
  offerHours: 12,
};

describe('waitlist mails', () => {
  it('asks for the opt-in in German, with the confirm and the leave link in both parts', () => {
    const m = composeWaitlistMail({ kind: 'waitlist_confirm', lang: 'de', values, company });
    expect(m.subject).toBe('Bitte bestätigen Sie Ihren Eintrag auf der Warteliste');
    expect(m.text).toContain('Samstag, 10. Juli 2027 – Mittwoch, 14. Juli 2027');
    expect(m.text).toContain('2 Erwachsene, 1 Kind');
    expect(m.text).toContain(`Eintrag bestätigen: ${values.actionUrl}`);
    expect(m.text).toContain(values.leaveUrl);
    expect(m.html).toContain(values.actionUrl.replace(/&/g, '&amp;'));
    expect(m.html).toContain(values.leaveUrl.replace(/&/g, '&amp;'));
    // What staff named the category is text, never markup; the imprint frames every mail.
    expect(m.html).toContain('Komfort &lt;Stellplatz&gt;');
    expect(m.text).toContain(DEMO_COMPANY.legalName);
  });

  it('tells an English guest that a pitch is free, with the offer window', () => {
    const m = composeWaitlistMail({
      kind: 'waitlist_available',
      lang: 'en',
      values: { ...values, adults: 1, children: 0, category: 'Comfort pitch' },
      company,
    });
    expect(m.subject).toBe('A pitch has become free');
    expect(m.text).toContain('Comfort pitch');
    expect(m.text).toContain('1 adult.');
    expect(m.text).toContain('after 12 hours');
    expect(m.text).toContain(`Choose your pitch now: ${values.actionUrl}`);
    expect(m.html).toContain('<html lang="en">');
  });

  it('asks a Dutch guest in Dutch, with the Dutch dates and party', () => {
    const m = composeWaitlistMail({
      kind: 'waitlist_confirm',
      lang: 'nl',
      values: { ...values, children: 2, category: 'Comfort pitch' },
      company,
    });
    expect(m.subject).toBe('Bevestig uw inschrijving op de wachtlijst');
    expect(m.text).toContain('zaterdag 10 juli 2027 – woensdag 14 juli 2027');
    expect(m.text).toContain('2 volwassenen, 2 kinderen');
    expect(m.text).toContain(`Inschrijving bevestigen: ${values.actionUrl}`);
    expect(m.text).toContain('Oostenrijk');
    expect(m.html).toContain('<html lang="nl">');
  });
});
