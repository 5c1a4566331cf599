import { SAMPLE_BOOKING, SAMPLE_QUOTE, sampleSnapshot } from './invoice-fixture';
import { invoiceNumber, invoiceSnapshot, sellerOf, stornoSnapshot } from './invoice-snapshot';
import { DEMO_COMPANY } from 'src/modules/settings/demo-company';

describe('invoice snapshot', () => {
  it('takes one line per quote line in the guest’s language, the tourist tax apart, and the VAT per rate', () => {
    const s = sampleSnapshot();
    expect(s.lines.map((l) => [l.description, l.quantity, l.unitPriceCents, l.vatRateBp])).toEqual([
      ['Stellplatz Komfort (Hauptsaison)', 3, 5500, 1000],
      ['Strom', 3, 500, 2000],
      ['Frühstück', 9, 1500, 1000],
    ]);
    expect(s.touristTax).toMatchObject({ quantity: 6, unitPriceCents: 200, totalCents: 1200 });
    expect(s.vat).toEqual(SAMPLE_QUOTE.vat);
    expect(s.lines.reduce((sum, l) => sum + l.totalCents, 0)).toBe(s.grossCents);
    expect(s.grossCents + s.touristTax!.totalCents).toBe(s.totalCents);
    expect(sampleSnapshot({ language: 'en' }).lines[0].description).toBe(
      'Comfort pitch (high season)',
    );
  });

  it('carries seller, buyer (with UID) and service period', () => {
    const s = sampleSnapshot();
    expect(s.seller).toMatchObject({
      legalName: 'Alpencamp Dachsteinblick GmbH',
      uid: 'ATU12345675',
      companyRegister: 'FN 456789x',
      registerCourt: 'Landesgericht Leoben',
      bank: { iban: DEMO_COMPANY.iban },
    });
    expect(s.buyer).toEqual({
      name: 'Anna Huber',
      street: 'Hauptplatz 1',
      postalCode: '8970',
      city: 'Schladming',
      country: 'Österreich',
      uid: 'ATU87654324',
    });
    expect(s.servicePeriod).toEqual({ from: '2027-07-10', to: '2027-07-13', nights: 3 });
  });

  it('stores both countries as names in the invoice’s language, never a code', () => {
    const en = sampleSnapshot({ language: 'en', country: 'GB' });
    expect([en.seller.country, en.buyer.country]).toEqual(['Austria', 'United Kingdom']);
    const de = sampleSnapshot({ language: 'de', country: 'GB' });
    expect([de.seller.country, de.buyer.country]).toEqual(['Österreich', 'Vereinigtes Königreich']);
  });

  it('counts payments minus refunds and asks for the rest with a GiroCode; paid in full, no code', () => {
    const s = sampleSnapshot();
    expect([s.paidCents, s.dueCents]).toEqual([10_000, 22_700]);
    expect(s.epcPayload?.split('\n')[7]).toBe('EUR227.00');
    const paid = invoiceSnapshot({
      number: 'RE-2027-00008',
      invoiceDate: '2027-07-01',
      booking: SAMPLE_BOOKING,
      company: DEMO_COMPANY,
      payments: [
        { date: '2027-06-01', kind: 'payment', method: 'stripe', amountCents: 40_000 },
        { date: '2027-06-02', kind: 'refund', method: 'stripe', amountCents: 7_300 },
      ],
      epc: () => 'never used',
    });
    expect([paid.paidCents, paid.dueCents, paid.epcPayload]).toEqual([32_700, 0, null]);
  });

  it('prints a logo only from an embedded PNG or JPEG', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(sellerOf({ ...DEMO_COMPANY, logoLight: png }, 'de').logo).toBe(png);
    expect(
      sellerOf({ ...DEMO_COMPANY, logoLight: 'https://example.com/logo.png' }, 'de').logo,
    ).toBeNull();
    expect(
      sellerOf({ ...DEMO_COMPANY, logoLight: 'data:image/svg+xml;base64,PHN2Zz4=' }, 'de').logo,
    ).toBeNull();
  });

  it('a storno cites the original and negates every amount, with nothing to pay', () => {
    const original = sampleSnapshot();
    const st = stornoSnapshot(original, 'ST-2027-00001', '2027-07-05');
    expect(st).toMatchObject({
      kind: 'storno',
      number: 'ST-2027-00001',
      invoiceDate: '2027-07-05',
      original: { number: 'RE-2027-00007', invoiceDate: '2027-07-01' },
      totalCents: -original.totalCents,
      grossCents: -original.grossCents,
      dueCents: 0,
      epcPayload: null,
      payments: [],
    });
    expect(st.lines.map((l) => l.totalCents)).toEqual(original.lines.map((l) => -l.totalCents));
    expect(st.vat.map((v) => v.vatCents)).toEqual(original.vat.map((v) => -v.vatCents));
    expect(st.touristTax?.totalCents).toBe(-1200);
    expect(st.buyer).toEqual(original.buyer);
  });

  it('numbers as series-year-five digits', () => {
    expect(invoiceNumber('RE', 2026, 1)).toBe('RE-2026-00001');
    expect(invoiceNumber('ST', 2027, 12345)).toBe('ST-2027-12345');
  });
});
