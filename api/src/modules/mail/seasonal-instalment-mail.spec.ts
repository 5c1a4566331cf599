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

  it('names the closing electricity invoice and the storno (with the refund owed) in each language', () => {
    const closing = (['de', 'en', 'nl'] as const).map((lang) =>
      composeSeasonalInstalmentMail({
        lang,
        values: { ...values, document: 'closing', total: '18,90 €' },
        company,
        attachment: pdf,
      }),
    );
    expect(closing.map((m) => m.subject)).toEqual([
      'Rechnung RE-2027-00007: Stromabrechnung Saisonplatz A3',
      'Invoice RE-2027-00007: electricity, seasonal pitch A3',
      'Factuur RE-2027-00007: stroom, seizoensplaats A3',
    ]);
    expect(closing[0].text).toContain('über 18,90 € für den Strom');
    const storno = (['de', 'en', 'nl'] as const).map((lang) =>
      composeSeasonalInstalmentMail({
        lang,
        values: {
          ...values,
          document: 'storno',
          invoiceNumber: 'ST-2027-00002',
          originalNumber: 'RE-2027-00007',
          total: '−333,33 €',
          refund: '333,33 €',
        },
        company,
        attachment: pdf,
      }),
    );
    expect(storno.map((m) => m.subject)).toEqual([
      'Stornorechnung ST-2027-00002 zu Rechnung RE-2027-00007: Saisonplatz A3',
      'Storno invoice ST-2027-00002 for invoice RE-2027-00007: seasonal pitch A3',
      'Creditfactuur ST-2027-00002 bij factuur RE-2027-00007: seizoensplaats A3',
    ]);
    expect(storno[0].text).toContain(
      'Den bereits bezahlten Betrag von 333,33 € erstatten wir Ihnen.',
    );
    expect(storno[1].text).toContain('We will refund the 333,33 € you have already paid.');
    // Without a payment there is nothing to refund, only nothing more to pay.
    const unpaid = composeSeasonalInstalmentMail({
      lang: 'de',
      values: { ...values, document: 'storno', originalNumber: 'RE-2027-00007' },
      company,
      attachment: pdf,
    });
    expect(unpaid.text).toContain('Sie müssen diese Rechnung nicht mehr bezahlen.');
    expect(unpaid.text).not.toContain('erstatten');
  });
});
