/**
 * The one place prices are computed. Pure: everything it needs comes in as plain data, so the
 * quote a guest sees and the booking stored from it are the same computation, to the cent.
 *
 * All prices are gross euro cents (Austrian consumer prices include VAT); VAT is derived per rate
 * from the gross sum of that rate, so the VAT summary never drifts from the lines by rounding.
 */
import { CONTENT_LANGUAGE, type Language } from 'src/contract/constants';
import { formatEuro, formatKwh } from 'src/common/i18n/numbers';

/** An extra a booking took, as stored with it. */
export interface SelectedExtra {
  extraId: string;
  code: string;
  quantity: number;
}

export type ExtraUnit = 'per_night' | 'per_person_night' | 'per_day' | 'per_stay';

export interface QuoteCategory {
  id: string;
  nameDe: string;
  nameEn: string;
  basePriceCents: number;
  personsIncluded: number;
  extraPersonCents: number;
}

export interface QuoteSeason {
  /** German name. */
  name: string;
  nameEn: string;
  /** First and last night of the season, inclusive (YYYY-MM-DD). */
  startDate: string;
  endDate: string;
  minStayNights: number;
  /** categoryId → nightly price in cents. */
  rates: Record<string, number>;
}

export interface QuoteExtra {
  id: string;
  code: string;
  nameDe: string;
  nameEn: string;
  priceCents: number;
  unit: ExtraUnit;
  vatRateBp: number;
}

export interface QuoteInput {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  category: QuoteCategory;
  seasons: QuoteSeason[];
  extras: Array<{ extra: QuoteExtra; quantity: number }>;
  settings: { pitchVatRateBp: number; touristTaxCents: number; touristTaxMinAge: number };
  /** The category's demand rules and the occupancy they are judged by; absent: none apply. */
  demand?: QuoteDemand;
}

/** A demand rule as pricing applies it (see `DemandRule`). */
export interface QuoteDemandRule {
  kind: 'surcharge' | 'last_minute';
  thresholdPercent: number;
  /** Of the pitch price of the nights in scope, in basis points (1000 = 10 %). */
  percentBp: number;
  /** The most one stay is charged or given, in cents. */
  capCents: number;
  /** Last-minute only: arrival at most this many days ahead. */
  daysBeforeArrival: number | null;
  /** Only this season's nights are in scope (first and last night, inclusive); null: every night. */
  season: { startDate: string; endDate: string } | null;
}

export interface QuoteDemand {
  rules: QuoteDemandRule[];
  /**
   * The category's occupancy over the stay's nights: pitch-nights taken (confirmed, held or
   * closed) over pitch-nights of its pitches in service. Compared exactly, never rounded.
   */
  takenNights: number;
  bookableNights: number;
  /** Days from today (Europe/Vienna) to the arrival. */
  daysToArrival: number;
}

/** `electricity`: metered consumption, added to a booking at its departure reading. */
export type LineKind =
  'pitch' | 'demand' | 'extra_person' | 'extra' | 'tourist_tax' | 'electricity';
export type LineUnit = 'night' | 'person_night' | 'day' | 'stay';

export interface QuoteLine {
  kind: LineKind;
  code: string;
  /** German and English always; Dutch for the lines this file names (see lineLabel). */
  label: { de: string; en: string; nl?: string };
  quantity: number;
  unit: LineUnit;
  unitPriceCents: number;
  totalCents: number;
  /** 0 for the tourist tax, which is not subject to VAT. */
  vatRateBp: number;
}

export interface VatSummary {
  rateBp: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

export interface Quote {
  checkIn: string;
  checkOut: string;
  nights: number;
  adults: number;
  children: number;
  categoryId: string;
  lines: QuoteLine[];
  vat: VatSummary[];
  /** Sum of VAT-able lines. */
  netCents: number;
  vatCents: number;
  grossCents: number;
  touristTaxCents: number;
  /** What the guest pays: gross plus tourist tax. */
  totalCents: number;
  /** The minimum stay of the season in force on the arrival night (1 outside seasons). */
  minStayNights: number;
}

const DAY_MS = 86_400_000;

export function parseDate(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

export function formatDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** How many nights a stay has, by arithmetic (no loop): what validation checks before anything iterates. */
export function nightCount(checkIn: string, checkOut: string): number {
  return Math.round((parseDate(checkOut) - parseDate(checkIn)) / DAY_MS);
}

/**
 * Far above any configurable longest stay. Callers validate the stay first; this only makes sure
 * no request-chosen date range can ever make the loop below run for seconds.
 */
export const NIGHTS_HARD_LIMIT = 1000;

/** The nights of a stay, as the dates they start on. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const count = nightCount(checkIn, checkOut);
  if (!(count <= NIGHTS_HARD_LIMIT))
    throw new RangeError(`a stay of ${count} nights was not validated before pricing`);
  const out: string[] = [];
  for (let t = parseDate(checkIn); t < parseDate(checkOut); t += DAY_MS) out.push(formatDate(t));
  return out;
}

function seasonOn(seasons: QuoteSeason[], night: string): QuoteSeason | undefined {
  return seasons.find((s) => s.startDate <= night && night <= s.endDate);
}

/** Net part of a gross amount at a VAT rate in basis points, rounded half up to the cent. */
export function netOf(grossCents: number, rateBp: number): number {
  return Math.round((grossCents * 10_000) / (10_000 + rateBp));
}

// Amounts inside labels in each language's own notation: `2,00 €` in German, `€2.00` in English.
const euro = formatEuro;

/**
 * A line's text in a guest language: its own, or, for a line named by staff (an extra, a season)
 * or stored before the language existed, the staff-written text that language reads.
 */
export const lineLabel = (label: QuoteLine['label'], lang: Language): string =>
  label[lang] ?? label[CONTENT_LANGUAGE[lang]];

/**
 * The lines of the demand rules that apply to a stay, right after its pitch lines: a surcharge
 * (positive) or discount (negative) of a percentage of the pitch price of the nights in the rule's
 * scope, rounded half up to the cent and capped per stay, taxed at the pitch's rate it modifies.
 */
function demandLines(
  demand: QuoteDemand,
  nightPrices: Array<[string, number]>,
  vatRateBp: number,
): QuoteLine[] {
  const { takenNights: taken, bookableNights: bookable } = demand;
  if (bookable <= 0) return [];
  const out: QuoteLine[] = [];
  for (const rule of demand.rules) {
    const applies =
      rule.kind === 'surcharge'
        ? taken * 100 > rule.thresholdPercent * bookable
        : rule.daysBeforeArrival !== null &&
          demand.daysToArrival <= rule.daysBeforeArrival &&
          taken * 100 < rule.thresholdPercent * bookable;
    if (!applies) continue;
    const base = nightPrices
      .filter(([n]) => !rule.season || (rule.season.startDate <= n && n <= rule.season.endDate))
      .reduce((sum, [, price]) => sum + price, 0);
    const amount = Math.min(rule.capCents, Math.round((base * rule.percentBp) / 10_000));
    if (amount <= 0) continue;
    const signed = rule.kind === 'surcharge' ? amount : -amount;
    const t = rule.thresholdPercent;
    out.push({
      kind: 'demand',
      code: rule.kind === 'surcharge' ? 'demand_surcharge' : 'last_minute_discount',
      label:
        rule.kind === 'surcharge'
          ? {
              de: `Nachfragezuschlag (Auslastung über ${t} %)`,
              en: `Demand surcharge (occupancy above ${t}%)`,
              nl: `Toeslag bij drukte (bezetting boven ${t}%)`,
            }
          : {
              de: `Last-Minute-Rabatt (Auslastung unter ${t} %)`,
              en: `Last-minute discount (occupancy below ${t}%)`,
              nl: `Lastminutekorting (bezetting onder ${t}%)`,
            },
      quantity: 1,
      unit: 'stay',
      unitPriceCents: signed,
      totalCents: signed,
      vatRateBp,
    });
  }
  return out;
}

export function computeQuote(input: QuoteInput): Quote {
  const { category, settings } = input;
  const nights = nightsOf(input.checkIn, input.checkOut);
  const persons = input.adults + input.children;
  const lines: QuoteLine[] = [];

  // Pitch: one line per run of nights at the same season and price, in stay order.
  let run: { season?: QuoteSeason; price: number; count: number } | undefined;
  const flush = () => {
    if (!run) return;
    const suffixDe = run.season ? ` (${run.season.name})` : '';
    const suffixEn = run.season ? ` (${run.season.nameEn})` : '';
    lines.push({
      kind: 'pitch',
      code: 'pitch',
      label: {
        de: `Stellplatz ${category.nameDe}${suffixDe}`,
        en: `Pitch ${category.nameEn}${suffixEn}`,
        nl: `Standplaats ${category.nameEn}${suffixEn}`,
      },
      quantity: run.count,
      unit: 'night',
      unitPriceCents: run.price,
      totalCents: run.count * run.price,
      vatRateBp: settings.pitchVatRateBp,
    });
  };
  const nightPrices: Array<[string, number]> = [];
  for (const night of nights) {
    const season = seasonOn(input.seasons, night);
    const price = season?.rates[category.id] ?? category.basePriceCents;
    nightPrices.push([night, price]);
    if (run && run.season === season && run.price === price) run.count++;
    else {
      flush();
      run = { season, price, count: 1 };
    }
  }
  flush();
  if (input.demand) lines.push(...demandLines(input.demand, nightPrices, settings.pitchVatRateBp));

  const extraPersons = Math.max(0, persons - category.personsIncluded);
  if (extraPersons > 0 && category.extraPersonCents > 0) {
    const quantity = extraPersons * nights.length;
    lines.push({
      kind: 'extra_person',
      code: 'extra_person',
      label: {
        de: `Zusätzliche Person (${extraPersons})`,
        en: `Additional person (${extraPersons})`,
        nl: `Extra persoon (${extraPersons})`,
      },
      quantity,
      unit: 'person_night',
      unitPriceCents: category.extraPersonCents,
      totalCents: quantity * category.extraPersonCents,
      vatRateBp: settings.pitchVatRateBp,
    });
  }

  for (const { extra, quantity: chosen } of input.extras) {
    const [quantity, unit]: [number, LineUnit] =
      extra.unit === 'per_night'
        ? [chosen * nights.length, 'night']
        : extra.unit === 'per_person_night'
          ? [persons * nights.length, 'person_night']
          : extra.unit === 'per_day'
            ? [chosen * nights.length, 'day']
            : [chosen, 'stay'];
    if (quantity <= 0) continue;
    lines.push({
      kind: 'extra',
      code: extra.code,
      label: { de: extra.nameDe, en: extra.nameEn },
      quantity,
      unit,
      unitPriceCents: extra.priceCents,
      totalCents: quantity * extra.priceCents,
      vatRateBp: extra.vatRateBp,
    });
  }

  const taxQuantity = input.adults * nights.length;
  const touristTaxCents = taxQuantity * settings.touristTaxCents;
  if (touristTaxCents > 0) {
    lines.push({
      kind: 'tourist_tax',
      code: 'tourist_tax',
      label: {
        de: `Nächtigungsabgabe (Personen ab ${settings.touristTaxMinAge} Jahren, ${euro(settings.touristTaxCents, 'de')} pro Nacht)`,
        en: `Tourist tax (persons aged ${settings.touristTaxMinAge}+, ${euro(settings.touristTaxCents, 'en')} per night)`,
        nl: `Toeristenbelasting (personen vanaf ${settings.touristTaxMinAge} jaar, ${euro(settings.touristTaxCents, 'nl')} per nacht)`,
      },
      quantity: taxQuantity,
      unit: 'person_night',
      unitPriceCents: settings.touristTaxCents,
      totalCents: touristTaxCents,
      vatRateBp: 0,
    });
  }

  const grossByRate = new Map<number, number>();
  for (const line of lines) {
    if (line.kind === 'tourist_tax') continue;
    grossByRate.set(line.vatRateBp, (grossByRate.get(line.vatRateBp) ?? 0) + line.totalCents);
  }
  const vat: VatSummary[] = [...grossByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rateBp, grossCents]) => {
      const netCents = netOf(grossCents, rateBp);
      return { rateBp, netCents, vatCents: grossCents - netCents, grossCents };
    });
  const sum = (key: keyof VatSummary) => vat.reduce((acc, v) => acc + v[key], 0);
  const grossCents = sum('grossCents');

  return {
    checkIn: input.checkIn,
    checkOut: input.checkOut,
    nights: nights.length,
    adults: input.adults,
    children: input.children,
    categoryId: category.id,
    lines,
    vat,
    netCents: sum('netCents'),
    vatCents: sum('vatCents'),
    grossCents,
    touristTaxCents,
    totalCents: grossCents + touristTaxCents,
    minStayNights: seasonOn(input.seasons, input.checkIn)?.minStayNights ?? 1,
  };
}

/** Metered electricity is taxed at the standard rate, whatever the pitch's rate. */
export const ELECTRICITY_VAT_RATE_BP = 2000;

/**
 * Gross cents of a metered consumption: watt-hours × gross cents per kWh, rounded half up to the
 * cent in integers (42 000 Wh at 45 ct → 1890).
 */
export function electricityCents(consumptionWh: number, centsPerKwh: number): number {
  return Math.floor((consumptionWh * centsPerKwh + 500) / 1000);
}

/**
 * The line of a stay's metered electricity: one amount over the consumption, its figures in the
 * text ("Strom (Zähler) 42 kWh × 0,45 €"), so a consumption with decimals needs no fractional
 * quantity. `code` names the departure reading it bills (`meter.<reading id>`), so it is billed once.
 */
export function electricityLine(m: {
  readingId: string;
  consumptionWh: number;
  centsPerKwh: number;
}): QuoteLine {
  const total = electricityCents(m.consumptionWh, m.centsPerKwh);
  return {
    kind: 'electricity',
    code: `meter.${m.readingId}`,
    label: {
      de: `Strom (Zähler) ${formatKwh(m.consumptionWh, 'de')} kWh × ${euro(m.centsPerKwh, 'de')}`,
      en: `Electricity (meter) ${formatKwh(m.consumptionWh, 'en')} kWh × ${euro(m.centsPerKwh, 'en')}`,
      nl: `Elektriciteit (meter) ${formatKwh(m.consumptionWh, 'nl')} kWh × ${euro(m.centsPerKwh, 'nl')}`,
    },
    quantity: 1,
    unit: 'stay',
    unitPriceCents: total,
    totalCents: total,
    vatRateBp: ELECTRICITY_VAT_RATE_BP,
  };
}

/** Net and VAT of lines by rate, each rate's VAT derived from its gross sum. */
export function vatOfLines(lines: readonly QuoteLine[]): VatSummary[] {
  const grossByRate = new Map<number, number>();
  for (const line of lines) {
    if (line.kind === 'tourist_tax') continue;
    grossByRate.set(line.vatRateBp, (grossByRate.get(line.vatRateBp) ?? 0) + line.totalCents);
  }
  return [...grossByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rateBp, grossCents]) => {
      const netCents = netOf(grossCents, rateBp);
      return { rateBp, netCents, vatCents: grossCents - netCents, grossCents };
    });
}

/**
 * The quote with lines added after it was made (metered electricity at departure), before the
 * tourist tax. The added lines' VAT is derived on their own and added to the quote's per rate, so
 * the booking's figures are exactly its stay invoice plus a supplementary invoice over those lines.
 */
export function withAddedLines(quote: Quote, added: readonly QuoteLine[]): Quote {
  if (added.length === 0) return quote;
  const vat = new Map(quote.vat.map((v) => [v.rateBp, { ...v }]));
  for (const a of vatOfLines(added)) {
    const v = vat.get(a.rateBp);
    if (!v) vat.set(a.rateBp, a);
    else {
      v.netCents += a.netCents;
      v.vatCents += a.vatCents;
      v.grossCents += a.grossCents;
    }
  }
  const summary = [...vat.values()].sort((a, b) => a.rateBp - b.rateBp);
  const sum = (key: keyof VatSummary) => summary.reduce((acc, v) => acc + v[key], 0);
  const taxAt = quote.lines.findIndex((l) => l.kind === 'tourist_tax');
  const lines =
    taxAt < 0
      ? [...quote.lines, ...added]
      : [...quote.lines.slice(0, taxAt), ...added, ...quote.lines.slice(taxAt)];
  const grossCents = sum('grossCents');
  return {
    ...quote,
    lines,
    vat: summary,
    netCents: sum('netCents'),
    vatCents: sum('vatCents'),
    grossCents,
    totalCents: grossCents + quote.touristTaxCents,
  };
}

/** A stay priced again keeps the metered electricity its old quote had billed. */
export const keepMeteredLines = (old: Quote, next: Quote): Quote =>
  withAddedLines(
    next,
    old.lines.filter((l) => l.kind === 'electricity'),
  );
