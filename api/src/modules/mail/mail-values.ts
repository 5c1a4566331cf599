import { GUEST_LINK_SLUGS } from 'src/contract/constants';
import { nameIn } from 'src/common/i18n/content';
import { computeQuote, type Quote } from 'src/modules/pricing/quote';
import type { CompanySettings } from 'src/modules/settings/settings.service';
import { formatDate, formatDateTime, formatMoney } from './format';
import { zonedInstant } from './ics';
import type { ForecastDay } from 'src/modules/weather/weather-normalise';
import type { MailExtra, MailLanguage } from './mail.types';
import { bankTransferHtml, bankTransferText, type MailBankTransfer } from './payment-render';
import { priceLinesText, priceTableHtml, quoteFigures, type PriceFigures } from './quote-render';
import type { RenderValues } from './render';
import { MAIL_VARIABLE_NAMES, type MailValues } from './variables';
import { forecastHtml, forecastText } from './weather-render';

/** What a mail needs of a booking (as the bookings module hands it out, or the preview's sample). */
export interface MailBooking {
  id: string;
  number: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  firstName: string;
  lastName: string;
  email?: string | null;
  language: MailLanguage;
  quote: Quote;
  totalCents: number;
  cancellationFeeCents: number;
  pitch: { code: string };
  category: { nameDe: string; nameEn: string };
  /** How the guest pays (`stripe`, `bank_transfer`, `on_arrival`); none for staff bookings. */
  paymentMethod?: string | null;
}

/** Extras given as an instant (ISO text or epoch ms) that read best as date and time. */
const INSTANTS = new Set(['validFrom', 'validUntil', 'dueDate', 'verifyUntil']);

function extraValue(key: string, raw: string | number, lang: MailLanguage, tz: string): string {
  if (INSTANTS.has(key)) {
    if (typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw)) return formatDate(raw, lang);
    const at = new Date(raw);
    if (!Number.isNaN(at.getTime())) return formatDateTime(at, lang, tz);
  }
  return String(raw);
}

/** What a mail knows besides the booking, the settings and the producer's extras. */
export interface MailContext {
  /** The guest's booking details link (BookingLinks.detailsUrl). */
  detailsUrl?: string;
  /** The forecast for the stay's first days (pre-arrival mail); absent when weather is off or unavailable. */
  forecast?: ForecastDay[] | null;
  /** The attached document's kind (the invoice mail carries an invoice or a storno). */
  document?: 'invoice' | 'storno';
  /** The attached document's own figures: the price table shows them instead of the booking's quote. */
  figures?: PriceFigures | null;
  /** A bank transfer still to pay: the account, amount, due date and GiroCode (MailPayments). */
  payment?: MailBankTransfer | null;
}

/** The payment method as part of a sentence ("… reserved a pitch, paying on arrival"). */
const PAYMENT_METHODS: Record<MailLanguage, Record<string, string>> = {
  de: {
    on_arrival: 'Zahlung bei Anreise',
    bank_transfer: 'Zahlung per Banküberweisung',
    stripe: 'Kartenzahlung',
  },
  en: {
    on_arrival: 'paying on arrival',
    bank_transfer: 'paying by bank transfer',
    stripe: 'paying by card',
  },
  nl: {
    on_arrival: 'betaling bij aankomst',
    bank_transfer: 'betaling per overschrijving',
    stripe: 'betaling per kaart',
  },
};

const INVOICE_TITLES = {
  de: { invoice: 'Rechnung', storno: 'Stornorechnung' },
  en: { invoice: 'invoice', storno: 'cancellation invoice' },
  nl: { invoice: 'factuur', storno: 'creditfactuur' },
} as const;

/** The guest of the sample mail staff preview, one per language. */
const SAMPLE_GUESTS: Record<MailLanguage, { firstName: string; lastName: string; email: string }> =
  {
    de: { firstName: 'Anna', lastName: 'Huber', email: 'anna.huber@example.at' },
    en: { firstName: 'Emma', lastName: 'Wilson', email: 'emma.wilson@example.co.uk' },
    nl: { firstName: 'Sanne', lastName: 'de Vries', email: 'sanne.devries@example.nl' },
  };

/** A route planner's directions to the campsite's coordinates. */
export function directionsUrl(c: Pick<CompanySettings, 'latitude' | 'longitude'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${c.latitude},${c.longitude}`;
}

/** Every variable's value for one booking in one language. */
export function mailValues(
  b: MailBooking,
  c: CompanySettings,
  lang: MailLanguage,
  extra: MailExtra = {},
  context: MailContext = {},
): RenderValues {
  const q: Quote = b.quote;
  const values: MailValues = {
    bookingNumber: b.number,
    firstName: b.firstName,
    lastName: b.lastName,
    guestName: `${b.firstName} ${b.lastName}`.trim(),
    guestEmail: b.email ?? '',
    checkIn: formatDate(b.checkIn, lang),
    checkOut: formatDate(b.checkOut, lang),
    checkInTime: c.checkInTime,
    checkOutTime: c.checkOutTime,
    nights: String(q?.nights ?? ''),
    adults: String(b.adults),
    children: String(b.children),
    guests: String(b.adults + b.children),
    pitch: b.pitch.code,
    category: nameIn(b.category, lang),
    total: formatMoney(b.totalCents, lang),
    vatTotal: formatMoney(q?.vatCents ?? 0, lang),
    touristTax: formatMoney(q?.touristTaxCents ?? 0, lang),
    cancellationFee: formatMoney(b.cancellationFeeCents, lang),
    detailsUrl: context.detailsUrl ?? '',
    invoiceTitle: INVOICE_TITLES[lang][context.document ?? 'invoice'],
    companyName: c.companyName,
    companyAddress: `${c.address}, ${c.postalCode} ${c.city}`,
    companyPhone: c.phone,
    companyEmail: c.email,
    emergencyPhone: c.emergencyPhone,
    website: c.website,
    receptionHours: `${c.receptionOpens}–${c.receptionCloses}`,
    quietHours: `${c.quietHoursStart}–${c.quietHoursEnd}`,
    directionsUrl: directionsUrl(c),
    amount: formatMoney(b.totalCents, lang),
    paymentMethod: PAYMENT_METHODS[lang][b.paymentMethod ?? 'on_arrival'] ?? '',
  };
  const out: Record<string, string | undefined> = { ...values };
  for (const [key, raw] of Object.entries(extra)) {
    if (key === 'amountCents' && typeof raw === 'number') out.amount = formatMoney(raw, lang);
    else if (MAIL_VARIABLE_NAMES.has(key)) out[key] = extraValue(key, raw, lang, c.timezone);
  }
  const figures =
    context.figures ??
    (Array.isArray(q?.lines) && q.lines.length > 0 ? quoteFigures(q, lang) : null);
  return {
    values: out,
    blocks: {
      quoteTable: figures
        ? { html: priceTableHtml(figures, lang), text: priceLinesText(figures, lang) }
        : undefined,
      paymentDetails: context.payment
        ? {
            html: bankTransferHtml(context.payment, lang),
            text: bankTransferText(context.payment, lang),
          }
        : undefined,
      weatherForecast: context.forecast?.length
        ? { html: forecastHtml(context.forecast, lang), text: forecastText(context.forecast, lang) }
        : undefined,
    },
  };
}

/** A bank transfer as the sample booking would ask for it (previews, the phone-width test). */
export function samplePayment(
  booking: MailBooking,
  c: Pick<CompanySettings, 'accountHolder' | 'legalName' | 'iban' | 'bic' | 'bankName'>,
  qrPng: string | null = null,
): MailBankTransfer {
  return {
    accountHolder: c.accountHolder || c.legalName,
    iban: (c.iban ?? 'AT611904300234573201').replace(/\s+/g, ''),
    bic: c.bic ?? null,
    bankName: c.bankName ?? null,
    reference: booking.number,
    amountCents: booking.totalCents,
    dueDate: addDays(booking.checkIn, -21),
    qrPng,
  };
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A plausible booking a month from `today` for previews and test mails: a motorhome for three
 * nights with electricity, priced by the real quote function.
 */
export function sampleMail(
  today: string,
  c: CompanySettings,
  lang: MailLanguage,
): { booking: MailBooking; extra: MailExtra; context: MailContext } {
  const checkIn = addDays(today, 30);
  const checkOut = addDays(checkIn, 3);
  const category = {
    id: '00000000-0000-4000-8000-000000000001',
    nameDe: 'Wohnmobil',
    nameEn: 'Motorhome',
    basePriceCents: 4000,
    personsIncluded: 2,
    extraPersonCents: 800,
  };
  const quote = computeQuote({
    checkIn,
    checkOut,
    adults: 2,
    children: 1,
    category,
    seasons: [],
    extras: [
      {
        extra: {
          id: '00000000-0000-4000-8000-000000000002',
          code: 'electricity',
          nameDe: 'Strom',
          nameEn: 'Electricity',
          priceCents: 500,
          unit: 'per_night',
          vatRateBp: 2000,
        },
        quantity: 1,
      },
    ],
    settings: { pitchVatRateBp: 1000, touristTaxCents: 200, touristTaxMinAge: 15 },
  });
  const booking: MailBooking = {
    id: '00000000-0000-4000-8000-0000000000aa',
    number: `${checkIn.slice(0, 4)}-00042`,
    checkIn,
    checkOut,
    adults: 2,
    children: 1,
    ...SAMPLE_GUESTS[lang],
    language: lang,
    quote,
    totalCents: quote.totalCents,
    cancellationFeeCents: Math.round(quote.grossCents / 2),
    pitch: { code: 'B12' },
    category,
  };
  const extra: MailExtra = {
    accessCode: '482915',
    validFrom: zonedInstant(checkIn, c.checkInTime, c.timezone).toISOString(),
    validUntil: zonedInstant(checkOut, c.checkOutTime, c.timezone).toISOString(),
    invoiceNumber: `${checkIn.slice(0, 4)}-00017`,
    dueDate: checkIn,
    verifyUrl: `${c.website.replace(/\/+$/, '')}/${lang}/${GUEST_LINK_SLUGS.bookingDetails[lang]}/${booking.id}?token=sample&verify=sample`,
    verifyUntil: new Date(Date.now() + 30 * 60_000).toISOString(),
  };
  const context: MailContext = {
    detailsUrl: `${c.website.replace(/\/+$/, '')}/${lang}/${GUEST_LINK_SLUGS.bookingDetails[lang]}/${booking.id}?token=sample`,
    forecast: [
      {
        date: checkIn,
        condition: 'clear',
        temperature: { min: 9, max: 22 },
        windSpeed: 11,
        precipitation: 0,
      },
      {
        date: addDays(checkIn, 1),
        condition: 'clouds',
        temperature: { min: 11, max: 19 },
        windSpeed: 14,
        precipitation: 0.4,
      },
      {
        date: addDays(checkIn, 2),
        condition: 'rain',
        temperature: { min: 8, max: 15 },
        windSpeed: 20,
        precipitation: 6.2,
      },
    ],
  };
  return { booking, extra, context };
}
