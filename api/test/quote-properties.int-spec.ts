import fc from 'fast-check';
import { SAMPLE_BOOKING } from 'src/modules/invoices/invoice-fixture';
import { invoiceSnapshot, stornoSnapshot } from 'src/modules/invoices/invoice-snapshot';
import { DEMO_COMPANY } from 'src/modules/settings/demo-company';
import {
  computeQuote,
  type QuoteExtra,
  type QuoteInput,
  type QuoteSeason,
} from 'src/modules/pricing/quote';

/**
 * Money and dates, property-tested: generated stays, seasons and parties against
 * an independent reckoning. Seeded and short; the seed is printed, `PROPERTY_SEED=<n>` replays it
 * and `PROPERTY_RUNS=<n>` runs longer.
 */
const SEED = Number(process.env.PROPERTY_SEED ?? Date.now() % 2_147_483_647);
const RUNS = Number(process.env.PROPERTY_RUNS ?? 200);
const params = { seed: SEED, numRuns: RUNS, verbose: 1 } as const;
beforeAll(() => process.stdout.write(`quote properties: seed ${SEED} (PROPERTY_SEED=${SEED})\n`));

const CATEGORY = {
  id: 'cat',
  nameDe: 'Wohnmobil',
  nameEn: 'Motorhome',
  basePriceCents: 3900,
  personsIncluded: 2,
  extraPersonCents: 750,
};

/** Dates stays like to straddle: season changes, New Year, and both DST weekends of 2027 and 2028. */
const ANCHORS = [
  '2026-12-19',
  '2027-01-01',
  '2027-03-28',
  '2027-04-01',
  '2027-07-01',
  '2027-09-01',
  '2027-10-31',
  '2028-01-01',
  '2028-02-29',
  '2028-03-26',
  '2028-10-29',
];

/** Calendar arithmetic done differently from quote.ts (Date's own month/day rollover, local fields unused). */
const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
};

const stayArb = fc.record({
  anchor: fc.constantFrom(...ANCHORS),
  offset: fc.integer({ min: -10, max: 3 }),
  nights: fc.integer({ min: 1, max: 21 }),
  adults: fc.integer({ min: 1, max: 6 }),
  children: fc.integer({ min: 0, max: 4 }),
});

/** Up to three seasons, each cut at an anchor (so boundaries fall inside the generated stays). */
const seasonsArb = fc
  .uniqueArray(fc.constantFrom(...ANCHORS), { minLength: 0, maxLength: 4 })
  .chain((starts) =>
    fc.tuple(
      ...[...starts].sort().map((start, i) =>
        fc.record({
          name: fc.constant(`S${i}`),
          startDate: fc.constant(start),
          length: fc.integer({ min: 1, max: 40 }),
          price: fc.integer({ min: 500, max: 15_000 }),
        }),
      ),
    ),
  )
  .map((raw) => {
    const seasons: QuoteSeason[] = [];
    for (const s of raw) {
      const prev = seasons.at(-1);
      if (prev && prev.endDate >= s.startDate) continue; // keep them apart, as the admin enforces
      seasons.push({
        name: s.name,
        nameEn: s.name,
        startDate: s.startDate,
        endDate: addDays(s.startDate, s.length - 1),
        minStayNights: 1,
        rates: { [CATEGORY.id]: s.price },
      });
    }
    return seasons;
  });

const extraArb = fc.record({
  unit: fc.constantFrom('per_night', 'per_person_night', 'per_day', 'per_stay' as const),
  priceCents: fc.integer({ min: 1, max: 5000 }),
  vatRateBp: fc.constantFrom(0, 1000, 1300, 2000),
  quantity: fc.integer({ min: 1, max: 3 }),
});

const inputArb = fc
  .record({
    stay: stayArb,
    seasons: seasonsArb,
    extras: fc.array(extraArb, { maxLength: 4 }),
    pitchVatRateBp: fc.constantFrom(0, 1000, 1300, 2000),
    touristTaxCents: fc.integer({ min: 0, max: 500 }),
  })
  .map(({ stay, seasons, extras, pitchVatRateBp, touristTaxCents }): QuoteInput => {
    const checkIn = addDays(stay.anchor, stay.offset);
    return {
      checkIn,
      checkOut: addDays(checkIn, stay.nights),
      adults: stay.adults,
      children: stay.children,
      category: CATEGORY,
      seasons,
      extras: extras.map((e, i) => ({
        extra: {
          id: `x${i}`,
          code: `x${i}`,
          nameDe: `Extra ${i}`,
          nameEn: `Extra ${i}`,
          priceCents: e.priceCents,
          unit: e.unit,
          vatRateBp: e.vatRateBp,
        } satisfies QuoteExtra,
        quantity: e.quantity,
      })),
      settings: { pitchVatRateBp, touristTaxCents, touristTaxMinAge: 15 },
    };
  });

describe('quote properties', () => {
  it('prices every night by the season it falls in (season boundaries, New Year, DST weekends)', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = computeQuote(input);
        // The oracle: walk the calendar night by night and look each one up.
        const expected: Array<{ season: string; price: number }> = [];
        for (let night = input.checkIn; night < input.checkOut; night = addDays(night, 1)) {
          const s = input.seasons.find((x) => x.startDate <= night && night <= x.endDate);
          expected.push({
            season: s?.name ?? '',
            price: s?.rates[CATEGORY.id] ?? CATEGORY.basePriceCents,
          });
        }
        expect(q.nights).toBe(expected.length);
        // The pitch lines, expanded back to one entry per night in stay order.
        const actual = q.lines
          .filter((l) => l.kind === 'pitch')
          .flatMap((l) =>
            Array.from({ length: l.quantity }, () => ({
              season: /\((S\d)\)$/.exec(l.label.de)?.[1] ?? '',
              price: l.unitPriceCents,
            })),
          );
        expect(actual).toEqual(expected);
      }),
      params,
    );
  });

  it('gross = net + VAT per rate, and the total adds the tourist tax, for every generated stay', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = computeQuote(input);
        const vatLines = q.lines.filter((l) => l.kind !== 'tourist_tax');
        for (const v of q.vat) {
          expect(v.netCents + v.vatCents).toBe(v.grossCents);
          const gross = vatLines
            .filter((l) => l.vatRateBp === v.rateBp)
            .reduce((s, l) => s + l.totalCents, 0);
          expect(v.grossCents).toBe(gross);
          // VAT inside a gross price, to the half cent.
          expect(
            Math.abs(v.vatCents - (gross * v.rateBp) / (10_000 + v.rateBp)),
          ).toBeLessThanOrEqual(0.5);
        }
        expect(new Set(q.vat.map((v) => v.rateBp)).size).toBe(q.vat.length);
        expect(q.netCents + q.vatCents).toBe(q.grossCents);
        expect(q.grossCents).toBe(vatLines.reduce((s, l) => s + l.totalCents, 0));
        expect(q.touristTaxCents).toBe(input.adults * q.nights * input.settings.touristTaxCents);
        expect(q.totalCents).toBe(q.grossCents + q.touristTaxCents);
        for (const l of q.lines) {
          expect(Number.isInteger(l.totalCents)).toBe(true);
          expect(l.totalCents).toBe(l.quantity * l.unitPriceCents);
        }
      }),
      params,
    );
  });

  it('an invoice and its storno sum to zero, line by line, per VAT rate and in total', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const quote = computeQuote(input);
        const invoice = invoiceSnapshot({
          number: 'RE-2027-00001',
          invoiceDate: input.checkIn,
          booking: { ...SAMPLE_BOOKING, checkIn: input.checkIn, checkOut: input.checkOut, quote },
          company: DEMO_COMPANY,
          payments: [],
        });
        const storno = stornoSnapshot(invoice, 'ST-2027-00001', input.checkOut);
        expect(storno.lines).toHaveLength(invoice.lines.length);
        invoice.lines.forEach((l, i) => {
          expect(l.totalCents + storno.lines[i].totalCents).toBe(0);
          expect(l.quantity + storno.lines[i].quantity).toBe(0);
        });
        invoice.vat.forEach((v, i) => {
          const s = storno.vat[i];
          expect([
            v.netCents + s.netCents,
            v.vatCents + s.vatCents,
            v.grossCents + s.grossCents,
          ]).toEqual([0, 0, 0]);
        });
        expect(invoice.netCents + storno.netCents).toBe(0);
        expect(invoice.vatCents + storno.vatCents).toBe(0);
        expect(invoice.grossCents + storno.grossCents).toBe(0);
        expect(invoice.totalCents + storno.totalCents).toBe(0);
        expect((invoice.touristTax?.totalCents ?? 0) + (storno.touristTax?.totalCents ?? 0)).toBe(
          0,
        );
        // And the invoice itself is the quote: lines + tourist tax = what the guest pays.
        expect(
          invoice.lines.reduce((s, l) => s + l.totalCents, 0) +
            (invoice.touristTax?.totalCents ?? 0),
        ).toBe(quote.totalCents);
      }),
      params,
    );
  });
});
