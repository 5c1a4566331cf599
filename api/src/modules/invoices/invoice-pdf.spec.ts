import { execFileSync } from 'node:child_process';
import { sampleSnapshot } from './invoice-fixture';
import { renderInvoicePdf } from './invoice-pdf';
import { stornoSnapshot } from './invoice-snapshot';

const text = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/[ \t\u00a0]+/g, ' ');

describe('invoice PDF', () => {
  it('is a PDF whose text a reader extracts in English, with umlauts and the euro sign', async () => {
    const pdf = await renderInvoicePdf(sampleSnapshot({ language: 'en', lastName: 'Größ' }));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const t = text(pdf);
    for (const s of [
      'Invoice RE-2027-00007',
      'Invoice date 1 July 2027',
      'Service period 10 July 2027 – 13 July 2027 (3 nights)',
      'Bill to',
      'Anna Größ',
      'Austria Pitch C3 (Comfort)',
      'Customer VAT ID: ATU87654324',
      'VAT ID (UID): ATU12345675',
      'Comfort pitch (high season) 3 night €55.00 10% €165.00',
      'Net 10% €272.73',
      'VAT 20% €2.50',
      'Total gross €315.00',
      'Tourist tax (no VAT): 6 × €2.00 €12.00',
      'Invoice total €327.00',
      'Card payment on site €100.00',
      'Amount due €227.00',
      'IBAN AT43 3837 7000 0045 6789',
      'GiroCode',
    ])
      expect(t).toContain(s);
    // The seller's country too, in English: the settings store it as "Österreich".
    expect(t).toMatch(/8970 Schladming\s+Austria\s+Phone/);
    expect(t).not.toContain('Österreich');
  });

  it('prints the buyer’s country by its German name on a German invoice', async () => {
    const t = text(await renderInvoicePdf(sampleSnapshot({ country: 'GB', city: 'London' })));
    expect(t).toContain('Vereinigtes Königreich');
    expect(t).not.toMatch(/^GB$/m);
  });

  it('renders only from the snapshot: the same snapshot gives the same bytes', async () => {
    const s = sampleSnapshot();
    expect((await renderInvoicePdf(s)).equals(await renderInvoicePdf(structuredClone(s)))).toBe(
      true,
    );
  });

  it('breaks long invoices onto further pages, each with the seller’s footer and page number', async () => {
    const s = sampleSnapshot();
    s.lines = Array.from({ length: 60 }, (_, i) => ({
      ...s.lines[i % 3],
      description: `Zeile ${i + 1}`,
    }));
    const t = text(await renderInvoicePdf(s));
    expect(t).toContain('Zeile 60');
    const pages = t.split('\f').filter((p) => p.trim());
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((p, i) => {
      expect(p).toContain('UID ATU12345675');
      expect(p).toContain(`Seite ${i + 1} von ${pages.length}`);
    });
  });

  it('a storno prints its title, the original it cancels and negative amounts, and no payment request', async () => {
    const t = text(
      await renderInvoicePdf(stornoSnapshot(sampleSnapshot(), 'ST-2027-00003', '2027-07-05')),
    );
    expect(t).toContain('Stornorechnung ST-2027-00003');
    expect(t).toContain('Storno der Rechnung RE-2027-00007 vom 01.07.2027');
    expect(t).toContain('Rechnungsbetrag -327,00 €');
    expect(t).not.toContain('GiroCode');
    expect(t).not.toContain('Offener Betrag');
  });

  it('writes large quantities and amounts with point groups, the euro sign after the amount', async () => {
    // A group's breakfasts: 1,200 person-nights. CLDR's de-AT would print "1 200" and "€ 18.000,00".
    const s = sampleSnapshot();
    s.lines[2] = { ...s.lines[2], quantity: 1200, totalCents: 1_800_000 };
    const t = text(await renderInvoicePdf(s));
    expect(t).toContain('Frühstück 1.200 Pers./Nacht 15,00 € 10 % 18.000,00 €');
    expect(t).not.toMatch(/(?<![\d+])\d{1,3} \d{3}(?!\d)/);
    // Every amount ends in its euro sign, and no amount of four digits goes without its point.
    expect(t).not.toMatch(/\d,\d{2}(?!\d)(?! €)/);
    expect(t).not.toMatch(/\d{4},\d{2}/);
    expect(t).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
  });

  it('prints names beyond the Western code page and keeps the metadata valid XML', async () => {
    const s = sampleSnapshot({ firstName: 'Łukasz', lastName: 'Dvořák' });
    s.seller.legalName = 'Huber & Söhne <Camping> GmbH';
    const pdf = await renderInvoicePdf(s);
    expect(text(pdf)).toContain('Łukasz Dvořák');
    // PDF/A metadata repeats the author: escaped in the XMP packet, as typed in the document info.
    const xmp = execFileSync('pdfinfo', ['-meta', '-'], { input: pdf }).toString('utf8');
    expect(xmp).toContain('<rdf:li>Huber &amp; Söhne &lt;Camping&gt; GmbH</rdf:li>');
    expect(execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8')).toMatch(
      /Author:\s+Huber & Söhne <Camping> GmbH/,
    );
  });
});
