import {
  computeQuote,
  netOf,
  nightsOf,
  type QuoteDemandRule,
  type QuoteExtra,
  type QuoteInput,
} from './quote';

const motorhome = {
  id: 'cat-mh',
  nameDe: 'Wohnmobil',
  nameEn: 'Motorhome',
  basePriceCents: 4000,
  personsIncluded: 2,
  extraPersonCents: 800,
};
const settings = { pitchVatRateBp: 1000, touristTaxCents: 200, touristTaxMinAge: 15 };
const electricity: QuoteExtra = {
  id: 'x-el',
  code: 'electricity',
  nameDe: 'Strom',
  nameEn: 'Electricity',
  priceCents: 500,
  unit: 'per_night',
  vatRateBp: 2000,
};
const breakfast: QuoteExtra = {
  id: 'x-bf',
  code: 'breakfast',
  nameDe: 'Frühstück',
  nameEn: 'Breakfast',
  priceCents: 1500,
  unit: 'per_person_night',
  vatRateBp: 1000,
};
const bike: QuoteExtra = {
  id: 'x-bk',
  code: 'bike',
  nameDe: 'Fahrradverleih',
  nameEn: 'Bike rental',
  priceCents: 1000,
  unit: 'per_day',
  vatRateBp: 2000,
};
const cleaning: QuoteExtra = {
  id: 'x-cl',
  code: 'cleaning',
  nameDe: 'Endreinigung',
  nameEn: 'Final cleaning',
  priceCents: 2500,
  unit: 'per_stay',
  vatRateBp: 2000,
};
const summer = {
  name: 'Sommer',
  nameEn: 'Summer',
  startDate: '2027-07-01',
  endDate: '2027-08-31',
  minStayNights: 3,
  rates: { 'cat-mh': 4500 },
};

const base = (over: Partial<QuoteInput> = {}): QuoteInput => ({
  checkIn: '2027-06-10',
  checkOut: '2027-06-13',
  adults: 2,
  children: 0,
  category: motorhome,
  seasons: [summer],
  extras: [],
  settings,
  ...over,
});

describe('computeQuote', () => {
  it('prices a plain stay outside any season at the category base price, with tourist tax', () => {
    const q = computeQuote(base());
    expect(q.nights).toBe(3);
    expect(q.lines.map((l) => [l.code, l.quantity, l.unitPriceCents, l.totalCents])).toEqual([
      ['pitch', 3, 4000, 12000],
      ['tourist_tax', 6, 200, 1200],
    ]);
    expect(q.vat).toEqual([{ rateBp: 1000, netCents: 10909, vatCents: 1091, grossCents: 12000 }]);
    expect(q.totalCents).toBe(13200);
    expect(q.minStayNights).toBe(1);
  });

  it('splits the pitch price where a season starts inside the stay', () => {
    const q = computeQuote(base({ checkIn: '2027-06-29', checkOut: '2027-07-03' }));
    expect(
      q.lines.filter((l) => l.kind === 'pitch').map((l) => [l.label.de, l.quantity, l.totalCents]),
    ).toEqual([
      ['Stellplatz Wohnmobil', 2, 8000],
      ['Stellplatz Wohnmobil (Sommer)', 2, 9000],
    ]);
    expect(q.grossCents).toBe(17000);
    // Each language names the season in its own words.
    expect(q.lines.filter((l) => l.kind === 'pitch').map((l) => l.label.en)).toEqual([
      'Pitch Motorhome',
      'Pitch Motorhome (Summer)',
    ]);
  });

  it('takes the minimum stay from the season of the arrival night', () => {
    expect(
      computeQuote(base({ checkIn: '2027-07-05', checkOut: '2027-07-07' })).minStayNights,
    ).toBe(3);
  });

  it('charges persons above those included per night, at the pitch VAT rate', () => {
    const q = computeQuote(base({ adults: 3, children: 1 }));
    const extra = q.lines.find((l) => l.kind === 'extra_person')!;
    expect([extra.quantity, extra.totalCents, extra.vatRateBp]).toEqual([6, 4800, 1000]);
  });

  it('charges tourist tax only for persons aged 15 or more (adults), never VAT on it', () => {
    const q = computeQuote(base({ adults: 2, children: 2 }));
    expect(q.touristTaxCents).toBe(2 * 3 * 200);
    expect(q.vat.every((v) => v.rateBp !== 0)).toBe(true);
    expect(q.totalCents - q.grossCents).toBe(1200);
  });

  it("writes the tourist tax rate in each language's notation (2,00 € / €2.00)", () => {
    const tax = computeQuote(base({ adults: 2 })).lines.find((l) => l.kind === 'tourist_tax')!;
    expect(tax.label.de.replace(/\s/g, ' ')).toBe(
      'Nächtigungsabgabe (Personen ab 15 Jahren, 2,00 € pro Nacht)',
    );
    expect(tax.label.en).toBe('Tourist tax (persons aged 15+, €2.00 per night)');
  });

  it('prices every extra unit: per night, per person and night, per day, per stay', () => {
    const q = computeQuote(
      base({
        adults: 2,
        children: 1,
        extras: [
          { extra: electricity, quantity: 1 },
          { extra: breakfast, quantity: 1 },
          { extra: bike, quantity: 2 },
          { extra: cleaning, quantity: 1 },
        ],
      }),
    );
    const byCode = Object.fromEntries(
      q.lines.map((l) => [l.code, [l.quantity, l.unit, l.totalCents]]),
    );
    expect(byCode.electricity).toEqual([3, 'night', 1500]);
    expect(byCode.breakfast).toEqual([9, 'person_night', 13500]);
    expect(byCode.bike).toEqual([6, 'day', 6000]);
    expect(byCode.cleaning).toEqual([1, 'stay', 2500]);
  });

  it('sums VAT per rate from the gross of that rate, so totals always add up', () => {
    const q = computeQuote(
      base({
        adults: 3,
        extras: [
          { extra: electricity, quantity: 1 },
          { extra: bike, quantity: 1 },
        ],
      }),
    );
    const at20 = q.vat.find((v) => v.rateBp === 2000)!;
    expect(at20).toEqual({ rateBp: 2000, grossCents: 1500 + 3000, netCents: 3750, vatCents: 750 });
    for (const v of q.vat) expect(v.netCents + v.vatCents).toBe(v.grossCents);
    expect(q.netCents + q.vatCents).toBe(q.grossCents);
    expect(q.grossCents).toBe(
      q.lines.filter((l) => l.kind !== 'tourist_tax').reduce((a, l) => a + l.totalCents, 0),
    );
  });
});

describe('helpers', () => {
  it('counts nights across month and year ends and a DST change', () => {
    expect(nightsOf('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(nightsOf('2027-03-27', '2027-03-29')).toEqual(['2027-03-27', '2027-03-28']);
  });
  it('rounds the net part half up to the cent', () => {
    expect(netOf(12000, 1000)).toBe(10909);
    expect(netOf(1, 2000)).toBe(1);
    expect(netOf(0, 1000)).toBe(0);
  });
});

describe('computeQuote: demand rules', () => {
  const surcharge: QuoteDemandRule = {
    kind: 'surcharge',
    thresholdPercent: 80,
    percentBp: 1250,
    capCents: 100_000,
    daysBeforeArrival: null,
    season: null,
  };
  const demand = (taken: number, rules: QuoteDemandRule[] = [surcharge], daysToArrival = 30) => ({
    rules,
    takenNights: taken,
    bookableNights: 100,
    daysToArrival,
  });

  it('adds the surcharge strictly above the threshold, rounded half up, right after the pitch', () => {
    // 3 nights at 40 €: 12.5 % of 120 € = 15 €; at exactly 80 % nothing.
    expect(computeQuote(base({ demand: demand(80) })).lines.map((l) => l.kind)).not.toContain(
      'demand',
    );
    const q = computeQuote(base({ demand: demand(81) }));
    expect(q.lines[1]).toMatchObject({ kind: 'demand', totalCents: 1500, vatRateBp: 1000 });
    expect(q.totalCents).toBe(computeQuote(base()).totalCents + 1500);
    // 3 × 40,01 €: 12.5 % of 120,03 € = 15,00375 € → 15,00 €; capped at 9,99 €.
    const odd = { ...motorhome, basePriceCents: 4001 };
    expect(computeQuote(base({ category: odd, demand: demand(81) })).lines[1].totalCents).toBe(
      1500,
    );
    const capped = demand(81, [{ ...surcharge, capCents: 999 }]);
    expect(computeQuote(base({ demand: capped })).lines[1].totalCents).toBe(999);
  });

  it('discounts last minute below the threshold, only within the window, and the VAT follows', () => {
    const lastMinute = {
      ...surcharge,
      kind: 'last_minute' as const,
      thresholdPercent: 30,
      percentBp: 2000,
      daysBeforeArrival: 5,
    };
    const q = computeQuote(base({ demand: demand(29, [lastMinute], 5) }));
    expect(q.lines[1]).toMatchObject({ code: 'last_minute_discount', totalCents: -2400 });
    const plain = computeQuote(base());
    expect(q.totalCents).toBe(plain.totalCents - 2400);
    const pitchRate = q.vat.find((v) => v.rateBp === 1000)!;
    expect(pitchRate.grossCents).toBe(plain.vat.find((v) => v.rateBp === 1000)!.grossCents - 2400);
    expect(computeQuote(base({ demand: demand(29, [lastMinute], 6) })).lines[1].kind).not.toBe(
      'demand',
    );
    expect(computeQuote(base({ demand: demand(30, [lastMinute], 5) })).lines[1].kind).not.toBe(
      'demand',
    );
  });

  it('a season-scoped rule prices only the season nights of the stay', () => {
    const scoped = {
      ...surcharge,
      percentBp: 1000,
      season: { startDate: '2027-07-01', endDate: '2027-08-31' },
    };
    // 2 nights in June at 40 €, 2 in July at 45 €: 10 % of 90 €.
    const q = computeQuote(
      base({
        checkIn: '2027-06-29',
        checkOut: '2027-07-03',
        seasons: [summer],
        demand: demand(90, [scoped]),
      }),
    );
    expect(q.lines.filter((l) => l.kind === 'demand').map((l) => l.totalCents)).toEqual([900]);
  });
});
