import { archivalPdf, PDF_BOLD, PDF_FONT } from 'src/common/pdf/archival-pdf';
import { countryName } from 'src/common/i18n/countries';
import type { RegistrationPersonDto } from './dto/registration.dto';

export interface RegistrationSheet {
  company: { name: string; address: string };
  sheetNumber: number;
  bookingNumber: string;
  pitch: string;
  checkIn: string;
  checkOut: string;
  partySize: number;
  submittedAt: Date;
  /** The staff member who entered it at the front desk; null when the guest registered online. */
  enteredBy: string | null;
  persons: RegistrationPersonDto[];
  signaturePng: Buffer;
}

const M = 50;
const WIDTH = 595.28 - 2 * M;
const DOCUMENTS: Record<string, string> = { passport: 'Reisepass', id_card: 'Personalausweis' };
export const SEXES_DE: Record<string, string> = {
  female: 'weiblich',
  male: 'männlich',
  diverse: 'divers',
  unspecified: 'keine Angabe',
};

const date = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
};

/**
 * The registration sheet (Gästeblatt) as staff print it: in German, the form the authorities read,
 * with every person of the party and the guest's signature. PDF/A-3b with the font embedded (see
 * `archivalPdf`), as the sheet is kept for years.
 */
export function renderRegistrationPdf(s: RegistrationSheet): Promise<Buffer> {
  const { doc, done } = archivalPdf({
    size: 'A4',
    margin: M,
    lang: 'de',
    info: { Title: `Meldeschein Nr. ${s.sheetNumber}`, Author: s.company.name },
  });

  doc.font(PDF_BOLD).fontSize(16).text(`Gästeblatt / Meldeschein Nr. ${s.sheetNumber}`);
  doc
    .font(PDF_FONT)
    .fontSize(9)
    .fillColor('#444')
    .text('Meldegesetz 1991 § 5, Beherbergungsbetrieb');
  doc.moveDown(0.6).fillColor('#000').fontSize(10);
  doc.font(PDF_BOLD).text(s.company.name).font(PDF_FONT).text(s.company.address);
  doc.moveDown(0.6);
  const facts: Array<[string, string]> = [
    ['Buchung', s.bookingNumber],
    ['Stellplatz', s.pitch],
    ['Ankunft', date(s.checkIn)],
    ['Abreise', date(s.checkOut)],
    ['Personen', `${s.persons.length} von ${s.partySize} gemeldet`],
  ];
  for (const [label, value] of facts)
    doc.font(PDF_BOLD).text(`${label}: `, { continued: true }).font(PDF_FONT).text(value);

  s.persons.forEach((p) => {
    doc.moveDown(0.8);
    if (doc.y > 700) doc.addPage();
    const top = doc.y;
    doc
      .font(PDF_BOLD)
      .fontSize(11)
      .text(`${p.position}. ${p.lastName}, ${p.firstName}`, M + 6, top + 6);
    doc.font(PDF_FONT).fontSize(9.5);
    const lines = [
      `Geburtsdatum: ${date(p.birthDate)}    Geschlecht: ${p.sex ? SEXES_DE[p.sex] : '–'}    Staatsangehörigkeit: ${countryName(p.nationality, 'de')}`,
      `Wohnadresse: ${p.street}, ${p.postalCode} ${p.city}, ${countryName(p.country, 'de')}`,
    ];
    if (p.documentType && p.documentNumber)
      lines.push(
        `Reisedokument: ${DOCUMENTS[p.documentType] ?? p.documentType} Nr. ${p.documentNumber}` +
          (p.documentIssuedOn && p.documentAuthority
            ? `, ausgestellt am ${date(p.documentIssuedOn)} von ${p.documentAuthority}`
            : ''),
      );
    for (const line of lines) doc.text(line, M + 6);
    doc
      .rect(M, top, WIDTH, doc.y - top + 6)
      .lineWidth(0.5)
      .strokeColor('#999')
      .stroke();
    doc.y += 6;
  });

  const at = s.submittedAt.toLocaleString('de-AT', { timeZone: 'Europe/Vienna' });
  doc.moveDown(1.2);
  if (doc.y > 640) doc.addPage();
  doc.x = M;
  doc.font(PDF_FONT).fontSize(10).text('Unterschrift des Gastes:');
  const sigTop = doc.y + 4;
  doc.image(s.signaturePng, M, sigTop, { fit: [240, 90] });
  doc.rect(M, sigTop, 240, 90).lineWidth(0.5).strokeColor('#999').stroke();
  doc.y = sigTop + 96;
  doc
    .fontSize(9)
    .fillColor('#444')
    .text(
      s.enteredBy
        ? `An der Rezeption erfasst am ${at} von ${s.enteredBy}`
        : `Online erfasst am ${at}`,
      M,
    );
  doc.end();
  return done;
}
