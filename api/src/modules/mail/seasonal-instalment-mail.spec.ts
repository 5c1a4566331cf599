import { DEMO_COMPANY } from 'src/modules/settings/demo-company';
import type { CompanySettings } from 'src/modules/settings/settings.service';
import { composeSeasonalInstalmentMail, type SeasonalInstalmentMailValues } from './seasonal-mails';

const company = { id: 1, updatedAt: new Date(), ...DEMO_COMPANY } as CompanySettings;
const values: SeasonalInstalmentMailValues = {
  holderName: 'Franz <Dauer>',
  pitchCode: 'A3',
  contractNumber: 'SP-2027-0001',
  invoiceNumber: 'RE-2027-00007',
  sequence: 2,
  count: 3,
  total: '352,23 €',
  dueDate: '2027-07-01',
};
const pdf = {
  filename: 'Rechnung-RE-2027-00007.pdf',
  contentType: 'application/pdf',
  content: 'JVBERi0=',
  encoding: 'base64' as const,
};

describe('seasonal instalment invoice mail', () => {
  it('tells the holder in each guest language which invoice is attached and when it is due', () => {
    const texts = (['de', 'en', 'nl'] as const).map((lang) =>
      composeSeasonalInstalmentMail({ lang, values, company, attachment: pdf }),
    );
    expect(texts.map((m) => m.subject)).toEqual([
      'Rechnung RE-2027-00007: Saisonplatz A3, Rate 2 von 3',
      'Invoice RE-2027-00007: seasonal pitch A3, instalment 2 of 3',
      'Factuur RE-2027-00007: seizoensplaats A3, termijn 2 van 3',
    ]);
    expect(texts[0].text).toContain('Bitte überweisen Sie den Betrag bis Donnerstag, 1. Juli 2027');
    expect(texts[1].text).toContain('by Thursday, 1 July 2027');
    expect(texts[2].text).toContain('uiterlijk donderdag 1 juli 2027');
    for (const m of texts) {
      expect(m.attachments).toEqual([pdf]);
      expect(m.text).toContain('SP-2027-0001');
      // The holder's name is text, never markup.
      expect(m.html).toContain('Franz &lt;Dauer&gt;');
      expect(m.text).toContain(DEMO_COMPANY.legalName);
    }
  });
});
