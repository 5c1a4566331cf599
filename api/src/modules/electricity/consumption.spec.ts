import {
  computeQuote,
  electricityLine,
  keepMeteredLines,
  withAddedLines,
} from 'src/modules/pricing/quote';
import { priceConsumption } from './consumption';

describe('metered electricity', () => {
  it('prices 1000 → 1042 kWh at 0,45 €/kWh as 18,90 € gross, 15,75 net, 3,15 VAT', () => {
    expect(priceConsumption(1_000_000, 1_042_000, 45)).toEqual({
      consumptionWh: 42_000,
      centsPerKwh: 45,
      grossCents: 1890,
      netCents: 1575,
      vatCents: 315,
      vatRateBp: 2000,
    });
  });

  it('rounds half a cent up and refuses a reading that runs backwards', () => {
    // 0.1 kWh at 45 ct = 4.5 ct → 5 ct; 0.001 kWh at 45 ct = 0.045 ct → 0.
    expect(priceConsumption(0, 100, 45).grossCents).toBe(5);
    expect(priceConsumption(0, 1, 45).grossCents).toBe(0);
    expect(() => priceConsumption(1000, 999, 45)).toThrow(RangeError);
  });

  it('adds the line to a quote with its own VAT, before the tourist tax', () => {
    const quote = computeQuote({
      checkIn: '2027-07-10',
      checkOut: '2027-07-12',
      adults: 2,
      children: 0,
      category: {
        id: 'c',
        nameDe: 'Wiese',
        nameEn: 'Meadow',
        basePriceCents: 3000,
        personsIncluded: 2,
        extraPersonCents: 0,
      },
      seasons: [],
      extras: [],
      settings: { pitchVatRateBp: 1000, touristTaxCents: 200, touristTaxMinAge: 15 },
    });
    const line = electricityLine({ readingId: 'r1', consumptionWh: 42_000, centsPerKwh: 45 });
    expect(line.label).toEqual({
      // Amounts as the quote's other labels write them: a no-break space before the euro sign.
      de: 'Strom (Zähler) 42 kWh × 0,45\u00a0€',
      en: 'Electricity (meter) 42 kWh × €0.45',
      nl: 'Elektriciteit (meter) 42 kWh × €\u00a00,45',
    });
    const next = withAddedLines(quote, [line]);
    expect(next.lines.map((l) => l.kind)).toEqual(['pitch', 'electricity', 'tourist_tax']);
    expect(next.vat).toEqual([
      ...quote.vat,
      { rateBp: 2000, netCents: 1575, vatCents: 315, grossCents: 1890 },
    ]);
    expect(next.totalCents).toBe(quote.totalCents + 1890);
    expect(next.netCents).toBe(quote.netCents + 1575);
    // A stay priced again (a change by staff) keeps the electricity already billed.
    expect(keepMeteredLines(next, quote)).toEqual(next);
  });
});
