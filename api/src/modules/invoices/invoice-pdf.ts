import QRCode from 'qrcode';
import { archivalPdf, PDF_BOLD, PDF_FONT } from 'src/common/pdf/archival-pdf';
import { pdfImage, recordedImage } from 'src/common/pdf/static-parts';
import type { InvoiceLine, InvoiceSnapshot } from './invoice-snapshot';
import {
  formatEuro,
  formatInvoiceDate,
  formatQuantity,
  formatRate,
  invoiceText,
  METHOD_TEXTS,
  UNIT_TEXTS,
  type InvoiceTextKey,
} from './invoice-texts';

const PAGE = { width: 595.28, height: 841.89 };
const M = 50;
const WIDTH = PAGE.width - 2 * M;
const FOOTER_Y = PAGE.height - 62;
const BODY_BOTTOM = FOOTER_Y - 16;

/** Table columns: x and width; text columns left, figures right. */
const COL = {
  description: { x: M, w: 190 },
  quantity: { x: 245, w: 40 },
  unit: { x: 292, w: 70 },
  unitPrice: { x: 362, w: 65 },
  vat: { x: 430, w: 38 },
  total: { x: 470, w: PAGE.width - M - 470 },
};

const FONT = PDF_FONT;
const BOLD = PDF_BOLD;

/**
 * Renders an invoice or storno PDF from its stored snapshot and nothing else, so a reprint years
 * later shows exactly what was issued. PDF/A-3b with the font embedded (see `archivalPdf`), so it
 * stays readable for the seven years it is kept; the GiroCode is drawn as vector squares from the
 * stored EPC payload.
 */
export async function renderInvoicePdf(s: InvoiceSnapshot): Promise<Buffer> {
  const lang = s.language;
  const t = (key: InvoiceTextKey, params?: Record<string, string | number>) =>
    invoiceText(lang, key, params);
  const money = (cents: number) => formatEuro(cents, lang);
  const date = (d: string) => formatInvoiceDate(d, lang);
  const title = s.kind === 'storno' ? t('storno') : t('invoice');

  // The logo is decoded once per process and written into each document from that recording.
  const logo = s.seller.logo;
  const logoImage = logo
    ? await recordedImage(logo, () => Buffer.from(logo.split(',', 2)[1], 'base64'))
    : null;
  const { doc, done } = archivalPdf({
    size: 'A4',
    margins: { top: M, bottom: M, left: M, right: M },
    bufferPages: true,
    lang,
    info: {
      Title: `${title} ${s.number}`,
      Author: s.seller.legalName,
      Subject: `${t('booking')} ${s.bookingNumber}`,
      CreationDate: new Date(`${s.invoiceDate}T12:00:00Z`),
    },
  });

  // Header: logo (or name) left, the seller's particulars right.
  const seller = s.seller;
  if (logoImage) {
    doc.image(pdfImage(doc, logoImage), M, M, { fit: [170, 60] });
  } else {
    doc.font(BOLD).fontSize(16).fillColor('#1f3b2d').text(seller.name, M, M, { width: 250 });
  }
  const sellerLines = [
    seller.legalName,
    seller.street,
    [seller.postalCode, seller.city].filter(Boolean).join(' '),
    seller.country,
    `${t('phone')} ${seller.phone}`,
    seller.email,
    `${t('sellerUid')}: ${seller.uid}`,
    `${t('register')}: ${seller.companyRegister}, ${seller.registerCourt}`,
  ].filter((l): l is string => !!l);
  doc
    .font(FONT)
    .fontSize(8.5)
    .fillColor('#333333')
    .text(sellerLines.join('\n'), 330, M, { width: PAGE.width - M - 330, align: 'right' });

  // Recipient left, invoice facts right.
  const top = 165;
  doc.fontSize(8).fillColor('#666666').text(t('billTo'), M, top);
  const buyer = s.buyer;
  const buyerLines = [
    buyer.name,
    buyer.street,
    [buyer.postalCode, buyer.city].filter(Boolean).join(' '),
    buyer.country,
    buyer.uid ? `${t('buyerUid')}: ${buyer.uid}` : null,
  ].filter((l): l is string => !!l);
  doc
    .fontSize(10)
    .fillColor('#000000')
    .text(buyerLines.join('\n'), M, top + 12, { width: 240 });

  const facts: Array<[string, string]> = [
    [t('number'), s.number],
    [t('date'), date(s.invoiceDate)],
    // An instalment of a seasonal contract names the contract where a booking's number stands.
    [t(s.instalment ? 'contract' : 'booking'), s.bookingNumber],
    [
      t('servicePeriod'),
      `${date(s.servicePeriod.from)} – ${date(s.servicePeriod.to)} (${
        s.servicePeriod.nights === 1 ? t('night') : t('nights', { n: s.servicePeriod.nights })
      })`,
    ],
    [t('pitch'), `${s.pitch.code} (${s.pitch.category})`],
  ];
  let y = top;
  for (const [label, value] of facts) {
    doc.font(FONT).fontSize(8.5).fillColor('#666666').text(label, 300, y, { width: 80 });
    doc.fillColor('#000000').text(value, 380, y, { width: PAGE.width - M - 380 });
    y += Math.max(12, doc.heightOfString(value, { width: PAGE.width - M - 380 }) + 2);
  }

  y = Math.max(y, doc.y) + 28;
  doc.font(BOLD).fontSize(18).fillColor('#1f3b2d').text(`${title} ${s.number}`, M, y);
  y = doc.y + 4;
  if (s.original) {
    doc
      .font(FONT)
      .fontSize(10)
      .fillColor('#000000')
      .text(t('stornoOf', { number: s.original.number, date: date(s.original.invoiceDate) }), M, y);
    y = doc.y + 2;
  }
  if (s.supplementTo) {
    doc
      .font(FONT)
      .fontSize(10)
      .fillColor('#000000')
      .text(
        t('supplementOf', {
          number: s.supplementTo.number,
          date: date(s.supplementTo.invoiceDate),
        }),
        M,
        y,
      );
    y = doc.y + 2;
  }
  y += 12;

  // The lines.
  const header = () => {
    doc.font(BOLD).fontSize(8.5).fillColor('#000000');
    cell(t('colDescription'), COL.description, y);
    cell(t('colQuantity'), COL.quantity, y, 'right');
    cell(t('colUnit'), COL.unit, y);
    cell(t('colUnitPrice'), COL.unitPrice, y, 'right');
    cell(t('colVat'), COL.vat, y, 'right');
    cell(t('colTotal'), COL.total, y, 'right');
    y += 13;
    rule(y);
    y += 5;
  };
  const cell = (
    text: string,
    col: { x: number; w: number },
    at: number,
    align: 'left' | 'right' = 'left',
  ) => doc.text(text, col.x, at, { width: col.w, align, lineBreak: align === 'left' });
  const rule = (at: number, weight = 0.5) =>
    doc
      .moveTo(M, at)
      .lineTo(PAGE.width - M, at)
      .lineWidth(weight)
      .strokeColor('#999999')
      .stroke();
  const ensure = (height: number) => {
    if (y + height <= BODY_BOTTOM) return;
    doc.addPage();
    y = M;
  };
  const row = (l: InvoiceLine, vatText: string) => {
    doc.font(FONT).fontSize(9).fillColor('#000000');
    const h = Math.max(12, doc.heightOfString(l.description, { width: COL.description.w }));
    ensure(h + 4);
    cell(l.description, COL.description, y);
    cell(formatQuantity(l.quantity, lang), COL.quantity, y, 'right');
    cell(UNIT_TEXTS[lang][l.unit], COL.unit, y);
    cell(money(l.unitPriceCents), COL.unitPrice, y, 'right');
    cell(vatText, COL.vat, y, 'right');
    cell(money(l.totalCents), COL.total, y, 'right');
    y += h + 4;
  };

  header();
  for (const l of s.lines) row(l, formatRate(l.vatRateBp, lang));
  rule(y);
  y += 8;

  // Sums: net and VAT per rate, gross, then the tourist tax outside VAT, then the total.
  const sum = (label: string, cents: number, bold = false) => {
    ensure(14);
    doc
      .font(bold ? BOLD : FONT)
      .fontSize(bold ? 10 : 9)
      .fillColor('#000000');
    doc.text(label, 200, y, { width: 265, align: 'right' });
    doc.text(money(cents), COL.total.x, y, { width: COL.total.w, align: 'right' });
    y += bold ? 15 : 13;
  };
  for (const v of s.vat) {
    sum(t('netAt', { rate: formatRate(v.rateBp, lang) }), v.netCents);
    sum(t('vatAt', { rate: formatRate(v.rateBp, lang) }), v.vatCents);
  }
  sum(t('gross'), s.grossCents, true);
  if (s.touristTax) {
    y += 4;
    const tax = s.touristTax;
    sum(
      `${t('touristTax')}: ${formatQuantity(tax.quantity, lang)} × ${money(tax.unitPriceCents)}`,
      tax.totalCents,
    );
  }
  ensure(8);
  doc
    .moveTo(300, y + 1)
    .lineTo(PAGE.width - M, y + 1)
    .lineWidth(0.8)
    .strokeColor('#333333')
    .stroke();
  y += 6;
  sum(t('total'), s.totalCents, true);
  y += 2;
  doc.font(FONT).fontSize(8).fillColor('#666666').text(t('pricesGross'), M, y, { width: WIDTH });
  y = doc.y + 14;

  if (s.fee && s.kind === 'invoice') {
    ensure(20);
    const note = s.fee === 'no_show' ? 'feeNoteNoShow' : 'feeNoteCancellation';
    doc
      .font(FONT)
      .fontSize(9.5)
      .fillColor('#000000')
      .text(t(note, { booking: s.bookingNumber }), M, y, { width: WIDTH });
    y = doc.y + 10;
  }
  if (s.kind === 'storno') {
    ensure(20);
    doc.font(FONT).fontSize(9.5).fillColor('#000000').text(t('stornoNote'), M, y, { width: WIDTH });
    y = doc.y + 10;
  } else {
    // Payments received and what is still due.
    ensure(30);
    doc.font(BOLD).fontSize(10).fillColor('#000000').text(t('payments'), M, y);
    y = doc.y + 4;
    doc.font(FONT).fontSize(9);
    for (const p of s.payments) {
      ensure(13);
      const kind = p.kind === 'refund' ? t('refund') : p.part ? t(p.part) : t('payment');
      const label = `${date(p.date)}  ${kind} – ${METHOD_TEXTS[lang][p.method]}`;
      doc.text(label, M, y, { width: 330 });
      doc.text(money(p.kind === 'refund' ? -p.amountCents : p.amountCents), COL.total.x, y, {
        width: COL.total.w,
        align: 'right',
      });
      y += 13;
    }
    sum(t('paid'), s.paidCents);
    sum(t('due'), s.dueCents, true);
    y += 6;
    if (s.dueCents === 0) {
      ensure(14);
      doc.font(FONT).fontSize(9.5).text(t('paidInFull'), M, y, { width: WIDTH });
      y = doc.y + 8;
    } else if (seller.bank) {
      // The payment request: account details and, when stored, the GiroCode.
      const qrSize = 110;
      ensure(qrSize + 20);
      doc
        .font(FONT)
        .fontSize(9.5)
        .text(
          t(s.instalment ? 'transferContract' : 'transfer', { reference: s.bookingNumber }),
          M,
          y,
          {
            width: 320,
          },
        );
      let by = doc.y + 4;
      const bankLines: Array<[string, string | null]> = [
        [t('accountHolder'), seller.bank.accountHolder],
        [t('iban'), groupIban(seller.bank.iban)],
        [t('bic'), seller.bank.bic],
        [t('bank'), seller.bank.bankName],
      ];
      for (const [label, value] of bankLines) {
        if (!value) continue;
        doc.fillColor('#666666').text(label, M, by, { width: 80 });
        doc.fillColor('#000000').text(value, M + 80, by, { width: 240 });
        by += 13;
      }
      if (s.epcPayload) {
        drawQr(doc, s.epcPayload, PAGE.width - M - qrSize, y, qrSize);
        doc
          .fontSize(7.5)
          .fillColor('#666666')
          .text(t('qr'), PAGE.width - M - qrSize - 50, y + qrSize + 3, {
            width: qrSize + 50,
            align: 'center',
          });
      }
      y = Math.max(by, y + qrSize + 14) + 6;
    }
  }

  // Footer on every page: the seller's legal particulars and the page.
  const range = doc.bufferedPageRange();
  const footer = [
    [
      seller.legalName,
      [seller.street, [seller.postalCode, seller.city].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', '),
      `${t('sellerUid')} ${seller.uid}`,
      `${seller.companyRegister}, ${seller.registerCourt}`,
    ].join(' · '),
    seller.bank
      ? [
          seller.bank.bankName,
          `IBAN ${groupIban(seller.bank.iban)}`,
          seller.bank.bic ? `BIC ${seller.bank.bic}` : null,
        ]
          .filter(Boolean)
          .join(' · ')
      : null,
  ]
    .filter(Boolean)
    .join('\n');
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing into the bottom margin must not start a new page.
    doc.page.margins.bottom = 0;
    doc
      .moveTo(M, FOOTER_Y - 6)
      .lineTo(PAGE.width - M, FOOTER_Y - 6)
      .lineWidth(0.5)
      .strokeColor('#bbbbbb')
      .stroke();
    doc
      .font(FONT)
      .fontSize(7)
      .fillColor('#666666')
      .text(footer, M, FOOTER_Y, { width: WIDTH, align: 'center' });
    doc.text(t('page', { page: i + 1, pages: range.count }), M, FOOTER_Y + 22, {
      width: WIDTH,
      align: 'center',
    });
  }
  doc.end();
  return done;
}

const groupIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** Encoded QR symbols by payload: a reprint or resend of the same invoice skips the mask search. */
const qrCache = new Map<string, QRCode.QRCode>();

function qrFor(payload: string): QRCode.QRCode {
  let qr = qrCache.get(payload);
  if (!qr) {
    qr = QRCode.create(payload, { errorCorrectionLevel: 'M' });
    if (qrCache.size >= 200) qrCache.delete(qrCache.keys().next().value!);
    qrCache.set(payload, qr);
  }
  return qr;
}

/** The QR as filled squares (vector, sharp at any zoom); EPC069-12 asks for level M. */
function drawQr(doc: PDFKit.PDFDocument, payload: string, x: number, y: number, size: number) {
  const qr = qrFor(payload);
  const n = qr.modules.size;
  const quiet = 4; // ISO/IEC 18004's quiet zone, as the GiroCode SVG
  const cell = size / (n + 2 * quiet);
  doc.save().fillColor('#000000');
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (qr.modules.get(r, c))
        doc.rect(x + (c + quiet) * cell, y + (r + quiet) * cell, cell, cell);
    }
  }
  doc.fill().restore();
}
