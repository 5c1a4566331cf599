import type { StaffLanguage } from 'src/contract/constants';
import { archivalPdf, PDF_BOLD, PDF_FONT } from 'src/common/pdf/archival-pdf';
import type { TouristTaxReportDto, TouristTaxRowDto } from './dto/tourist-tax.dto';
import { formatEuro } from 'src/common/i18n/numbers';

export type ReportLang = StaffLanguage;

const TEXTS = {
  de: {
    title: 'Nächtigungsabgabe',
    subtitle: 'Meldung für {month}',
    booking: 'Buchung',
    guest: 'Gast',
    country: 'Land',
    arrival: 'Anreise',
    departure: 'Abreise',
    nights: 'Nächte',
    liablePersons: 'Pers. pflichtig',
    exemptPersons: 'Pers. befreit',
    liableNights: 'Nächt. pflichtig',
    exemptNights: 'Nächt. befreit',
    rate: 'Satz',
    amount: 'Betrag',
    total: 'Summe',
    exemptNote:
      'Befreit: Personen unter {age} Jahren. Nächtigungen = Personen × Nächte im Monat. Beträge laut Buchung (Preisaufstellung).',
    none: 'Keine Nächtigungen in diesem Monat.',
    bookings: 'Buchungen',
    created: 'Erstellt am {date}',
    page: 'Seite {n} von {total}',
    file: 'naechtigungsabgabe',
    seasonal: 'Saisonpauschalen (Saisonplätze)',
    contract: 'Vertrag',
    holder: 'Inhaber',
    start: 'Beginn',
    end: 'Ende',
    pitch: 'Stellplatz',
    invoice: 'Rechnung',
    invoiceDate: 'Rechnungsdatum',
    seasonalTotal: 'Summe Saisonpauschalen',
    contracts: 'Saisonverträge',
    grandTotal: 'Gesamt',
  },
  en: {
    title: 'Tourist tax',
    subtitle: 'Return for {month}',
    booking: 'Booking',
    guest: 'Guest',
    country: 'Country',
    arrival: 'Arrival',
    departure: 'Departure',
    nights: 'Nights',
    liablePersons: 'Persons liable',
    exemptPersons: 'Persons exempt',
    liableNights: 'Nights liable',
    exemptNights: 'Nights exempt',
    rate: 'Rate',
    amount: 'Amount',
    total: 'Total',
    exemptNote:
      'Exempt: persons under {age}. Overnight stays = persons × nights in the month. Amounts as booked (quote).',
    none: 'No overnight stays in this month.',
    bookings: 'Bookings',
    created: 'Created on {date}',
    page: 'Page {n} of {total}',
    file: 'tourist-tax',
    seasonal: 'Flat seasonal amounts (seasonal pitches)',
    contract: 'Contract',
    holder: 'Holder',
    start: 'Start',
    end: 'End',
    pitch: 'Pitch',
    invoice: 'Invoice',
    invoiceDate: 'Invoice date',
    seasonalTotal: 'Total flat seasonal amounts',
    contracts: 'Seasonal contracts',
    grandTotal: 'Grand total',
  },
} as const;
type TextKey = keyof (typeof TEXTS)['de'];

const fill = (lang: ReportLang, key: TextKey, params: Record<string, string | number> = {}) =>
  TEXTS[lang][key].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));

const LOCALE = { de: 'de-AT', en: 'en-GB' } as const;

export const monthName = (month: string, lang: ReportLang): string =>
  new Intl.DateTimeFormat(LOCALE[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );

const euro = formatEuro;

const day = (date: string, lang: ReportLang) => {
  const [y, m, d] = date.split('-');
  return lang === 'de' ? `${d}.${m}.${y}` : date;
};

export const reportFilename = (month: string, lang: ReportLang, ext: 'csv' | 'pdf') =>
  `${TEXTS[lang].file}-${month}.${ext}`;

/** Decimal amount for spreadsheets: comma in German (Excel de-AT), point in English. */
const plainAmount = (cents: number, lang: ReportLang) => {
  const s = (cents / 100).toFixed(2);
  return lang === 'de' ? s.replace('.', ',') : s;
};

const csvCell = (v: string | number, sep: string) => {
  const s = String(v);
  // Quote what would break the row, and neutralise formula starts (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return safe.includes(sep) || /["\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * The CSV for the municipality: one row per booking and a total row; `;` separated in German (as
 * Excel expects under de-AT), `,` in English; UTF-8 with BOM so umlauts open correctly.
 */
export function touristTaxCsv(r: TouristTaxReportDto, lang: ReportLang): string {
  const sep = lang === 'de' ? ';' : ',';
  const t = (k: TextKey) => TEXTS[lang][k];
  const header = [
    t('booking'),
    t('guest'),
    t('country'),
    t('arrival'),
    t('departure'),
    t('nights'),
    t('liablePersons'),
    t('exemptPersons'),
    t('liableNights'),
    t('exemptNights'),
    t('rate'),
    t('amount'),
  ];
  const line = (cells: Array<string | number>) => cells.map((c) => csvCell(c, sep)).join(sep);
  const rows = r.rows.map((x: TouristTaxRowDto) =>
    line([
      x.bookingNumber,
      x.guestName,
      x.country ?? '',
      x.checkIn,
      x.checkOut,
      x.nights,
      x.liablePersons,
      x.exemptPersons,
      x.liablePersonNights,
      x.exemptPersonNights,
      plainAmount(x.rateCents, lang),
      plainAmount(x.amountCents, lang),
    ]),
  );
  const T = r.totals;
  const total = line([
    t('total'),
    `${T.bookings} ${t('bookings')}`,
    '',
    '',
    '',
    T.nights,
    T.liablePersons,
    T.exemptPersons,
    T.liablePersonNights,
    T.exemptPersonNights,
    '',
    plainAmount(T.amountCents, lang),
  ]);
  // Seasonal contracts' flat amounts apart, with their own columns, only in a month that has any.
  const seasonal = r.seasonal.length
    ? [
        '',
        line([t('seasonal')]),
        line([
          t('contract'),
          t('holder'),
          t('country'),
          t('start'),
          t('end'),
          t('pitch'),
          t('invoice'),
          t('invoiceDate'),
          t('amount'),
        ]),
        ...r.seasonal.map((x) =>
          line([
            x.contractNumber,
            x.holderName,
            x.country ?? '',
            x.startDate,
            x.endDate,
            x.pitchCode,
            x.invoiceNumber,
            x.invoiceDate,
            plainAmount(x.amountCents, lang),
          ]),
        ),
        line([
          t('seasonalTotal'),
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          plainAmount(T.seasonalAmountCents, lang),
        ]),
        line([t('grandTotal'), '', '', '', '', '', '', '', plainAmount(T.totalCents, lang)]),
      ]
    : [];
  return `\uFEFF${[line(header), ...rows, total, ...seasonal].join('\r\n')}\r\n`;
}

const PAGE = { width: 841.89, height: 595.28 }; // A4 landscape: twelve columns fit
const M = 40;
const COLS: Array<{ key: TextKey; w: number; right?: boolean }> = [
  { key: 'booking', w: 70 },
  { key: 'guest', w: 150 },
  { key: 'country', w: 40 },
  { key: 'arrival', w: 62 },
  { key: 'departure', w: 62 },
  { key: 'nights', w: 40, right: true },
  { key: 'liablePersons', w: 52, right: true },
  { key: 'exemptPersons', w: 52, right: true },
  { key: 'liableNights', w: 56, right: true },
  { key: 'exemptNights', w: 56, right: true },
  { key: 'rate', w: 52, right: true },
  { key: 'amount', w: PAGE.width - 2 * M - 692, right: true },
];

export interface ReportIssuer {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  uid: string;
}

/** The PDF for the municipality: the issuer, the month, a table of stays and the totals. */
export function touristTaxPdf(
  r: TouristTaxReportDto,
  lang: ReportLang,
  issuer: ReportIssuer,
  today: string,
): Promise<Buffer> {
  const t = (k: TextKey, p?: Record<string, string | number>) => fill(lang, k, p);
  const { doc, done } = archivalPdf({
    size: 'A4',
    layout: 'landscape',
    margins: { top: M, bottom: M, left: M, right: M },
    bufferPages: true,
    lang,
    info: {
      Title: `${t('title')} ${r.month}`,
      Author: issuer.name,
      CreationDate: new Date(`${today}T12:00:00Z`),
    },
  });

  doc.font(PDF_BOLD).fontSize(16).fillColor('#1f3b2d').text(t('title'), M, M);
  doc
    .font(PDF_FONT)
    .fontSize(11)
    .fillColor('#000')
    .text(t('subtitle', { month: monthName(r.month, lang) }));
  doc
    .fontSize(9)
    .text(
      [issuer.name, issuer.address, `${issuer.postalCode} ${issuer.city}`, issuer.uid]
        .filter((s) => s.trim())
        .join(' · '),
    );
  doc.moveDown(0.8);

  const bottom = PAGE.height - M - 30;
  const drawRow = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? PDF_BOLD : PDF_FONT).fontSize(8);
    let x = M;
    let h = 0;
    cells.forEach((c, i) => {
      const col = COLS[i];
      const opts = { width: col.w - 4, align: col.right ? ('right' as const) : ('left' as const) };
      h = Math.max(h, doc.heightOfString(c, opts));
      doc.text(c, x, y, opts);
      x += col.w;
    });
    doc.y = y + h + 4;
    doc.x = M;
  };
  const header = () => {
    drawRow(
      COLS.map((c) => t(c.key)),
      true,
    );
    doc
      .moveTo(M, doc.y - 2)
      .lineTo(PAGE.width - M, doc.y - 2)
      .strokeColor('#888')
      .stroke();
  };
  header();
  if (r.rows.length === 0)
    doc
      .font(PDF_FONT)
      .fontSize(9)
      .text(t('none'), M, doc.y + 4);
  for (const x of r.rows) {
    if (doc.y > bottom) {
      doc.addPage();
      header();
    }
    drawRow([
      x.bookingNumber,
      x.guestName,
      x.country ?? '',
      day(x.checkIn, lang),
      day(x.checkOut, lang),
      String(x.nights),
      String(x.liablePersons),
      String(x.exemptPersons),
      String(x.liablePersonNights),
      String(x.exemptPersonNights),
      euro(x.rateCents, lang),
      euro(x.amountCents, lang),
    ]);
  }
  if (doc.y > bottom) doc.addPage();
  doc
    .moveTo(M, doc.y)
    .lineTo(PAGE.width - M, doc.y)
    .strokeColor('#000')
    .stroke();
  doc.y += 4;
  const T = r.totals;
  drawRow(
    [
      t('total'),
      `${T.bookings} ${t('bookings')}`,
      '',
      '',
      '',
      String(T.nights),
      String(T.liablePersons),
      String(T.exemptPersons),
      String(T.liablePersonNights),
      String(T.exemptPersonNights),
      '',
      euro(T.amountCents, lang),
    ],
    true,
  );
  if (r.seasonal.length) {
    doc.moveDown(0.8);
    if (doc.y > bottom) doc.addPage();
    doc.font(PDF_BOLD).fontSize(9).text(t('seasonal'), M, doc.y);
    doc.moveDown(0.3);
    const flat = (a: string, b: string, c: string, d: string, e: string, amount: string) => [
      a,
      b,
      c,
      d,
      e,
      '',
      '',
      '',
      '',
      '',
      '',
      amount,
    ];
    drawRow(
      flat(t('contract'), t('holder'), t('country'), t('start'), t('end'), t('amount')),
      true,
    );
    for (const x of r.seasonal) {
      if (doc.y > bottom) doc.addPage();
      drawRow(
        flat(
          x.contractNumber,
          `${x.holderName} · ${x.pitchCode} · ${t('invoice')} ${x.invoiceNumber}`,
          x.country ?? '',
          day(x.startDate, lang),
          day(x.endDate, lang),
          euro(x.amountCents, lang),
        ),
      );
    }
    const count = `${T.seasonalContracts} ${t('contracts')}`;
    drawRow(flat(t('total'), count, '', '', '', euro(T.seasonalAmountCents, lang)), true);
    drawRow(flat(t('grandTotal'), '', '', '', '', euro(T.totalCents, lang)), true);
  }
  doc.moveDown(1);
  doc
    .font(PDF_FONT)
    .fontSize(8)
    .fillColor('#333')
    .text(t('exemptNote', { age: r.minAge }), M, doc.y, { width: PAGE.width - 2 * M });
  doc.text(t('created', { date: day(today, lang) }), M, doc.y + 2);

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc
      .fontSize(7)
      .fillColor('#666')
      .text(t('page', { n: i + 1, total: range.count }), M, PAGE.height - M - 10, {
        width: PAGE.width - 2 * M,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
