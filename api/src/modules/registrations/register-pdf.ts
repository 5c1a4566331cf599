import { archivalPdf, PDF_BOLD, PDF_FONT } from 'src/common/pdf/archival-pdf';
import { countryName } from 'src/common/i18n/countries';
import type { RegisterDto } from './dto/registration.dto';
import { SEXES_DE } from './registration-pdf';

const PAGE = { width: 841.89, height: 595.28 }; // A4 landscape: nine columns fit
const M = 40;
const COLS: Array<{ title: string; w: number }> = [
  { title: 'Nr.', w: 34 },
  { title: 'Ankunft', w: 50 },
  { title: 'Abreise', w: 50 },
  { title: 'Name (Geschlecht)', w: 104 },
  { title: 'Geburtsdatum', w: 62 },
  { title: 'Staatsangehörigkeit', w: 84 },
  { title: 'Wohnadresse', w: 150 },
  { title: 'Reisedokument, ausgestellt', w: 112 },
  { title: 'Erfasst', w: PAGE.width - 2 * M - 646 },
];
const DOCUMENTS: Record<string, string> = { passport: 'Reisepass', id_card: 'Personalausweis' };

const date = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
};

/**
 * The guest register (Gästeverzeichnis) of an arrival period as the registration authority reads
 * it: German, one line per registered person under the sheet's running number, PDF/A like the
 * sheets themselves. Who entered each sheet (online or at the desk, and by whom) closes the line.
 */
export function renderRegisterPdf(
  r: RegisterDto,
  company: { name: string; address: string },
): Promise<Buffer> {
  const { doc, done } = archivalPdf({
    size: 'A4',
    layout: 'landscape',
    margins: { top: M, bottom: M, left: M, right: M },
    lang: 'de',
    info: { Title: `Gästeverzeichnis ${r.from} – ${r.to}`, Author: company.name },
  });
  doc.font(PDF_BOLD).fontSize(15).text('Gästeverzeichnis', M, M);
  doc
    .font(PDF_FONT)
    .fontSize(10)
    .text(`Ankunft ${date(r.from)} bis ${date(r.to)} · Meldegesetz 1991 § 10`);
  doc.fontSize(9).fillColor('#444').text(`${company.name}, ${company.address}`).fillColor('#000');
  doc.moveDown(0.8);

  const bottom = PAGE.height - M - 24;
  const drawRow = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? PDF_BOLD : PDF_FONT).fontSize(7.5);
    let x = M;
    let h = 0;
    cells.forEach((c, i) => {
      const opts = { width: COLS[i].w - 4 };
      h = Math.max(h, doc.heightOfString(c, opts));
      doc.text(c, x, y, opts);
      x += COLS[i].w;
    });
    doc.y = y + h + 3;
    doc.x = M;
  };
  const header = () => {
    drawRow(
      COLS.map((c) => c.title),
      true,
    );
    doc
      .moveTo(M, doc.y - 1.5)
      .lineTo(PAGE.width - M, doc.y - 1.5)
      .lineWidth(0.5)
      .strokeColor('#888')
      .stroke();
  };
  header();
  if (r.sheets.length === 0)
    doc
      .font(PDF_FONT)
      .fontSize(9)
      .text('Keine Gästeblätter in diesem Zeitraum.', M, doc.y + 4);
  for (const s of r.sheets) {
    const entered =
      s.source === 'desk'
        ? `Rezeption\n${s.enteredBy ?? ''}`
        : `Online ${new Date(s.submittedAt).toLocaleDateString('de-AT', { timeZone: 'Europe/Vienna' })}`;
    for (const p of s.persons) {
      if (doc.y > bottom) {
        doc.addPage();
        header();
      }
      drawRow([
        `${s.sheetNumber}/${p.position}`,
        date(s.checkIn),
        date(s.checkOut),
        `${p.lastName}, ${p.firstName}${p.sex ? ` (${SEXES_DE[p.sex]})` : ''}`,
        date(p.birthDate),
        countryName(p.nationality, 'de'),
        `${p.street}, ${p.postalCode} ${p.city}, ${countryName(p.country, 'de')}`,
        p.documentType && p.documentNumber
          ? `${DOCUMENTS[p.documentType] ?? p.documentType} ${p.documentNumber}` +
            (p.documentIssuedOn && p.documentAuthority
              ? `\n${date(p.documentIssuedOn)}, ${p.documentAuthority}`
              : '')
          : '–',
        p.position === 1 ? entered : '',
      ]);
    }
  }
  doc.end();
  return done;
}
