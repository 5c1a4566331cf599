import PDFDocument from 'pdfkit';
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
  persons: RegistrationPersonDto[];
  signaturePng: Buffer;
}

const M = 50;
const WIDTH = 595.28 - 2 * M;
const DOCUMENTS: Record<string, string> = { passport: 'Reisepass', id_card: 'Personalausweis' };

const date = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
};

/**
 * The registration sheet (Gästeblatt) as staff print it: in German, the form the authorities read,
 * with every person of the party and the guest's signature. Standard Helvetica (WinAnsi has umlauts).
 */
export function renderRegistrationPdf(s: RegistrationSheet): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: M,
    info: { Title: `Meldeschein Nr. ${s.sheetNumber}`, Author: s.company.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(16).text(`Gästeblatt / Meldeschein Nr. ${s.sheetNumber}`);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#444')
    .text('Meldegesetz 1991 § 5, Beherbergungsbetrieb');
  doc.moveDown(0.6).fillColor('#000').fontSize(10);
  doc.font('Helvetica-Bold').text(s.company.name).font('Helvetica').text(s.company.address);
  doc.moveDown(0.6);
  const facts: Array<[string, string]> = [
    ['Buchung', s.bookingNumber],
    ['Stellplatz', s.pitch],
    ['Ankunft', date(s.checkIn)],
    ['Abreise', date(s.checkOut)],
    ['Personen', `${s.persons.length} von ${s.partySize} gemeldet`],
  ];
  for (const [label, value] of facts)
    doc
      .font('Helvetica-Bold')
      .text(`${label}: `, { continued: true })
      .font('Helvetica')
      .text(value);

  s.persons.forEach((p) => {
    doc.moveDown(0.8);
    if (doc.y > 700) doc.addPage();
    const top = doc.y;
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(`${p.position}. ${p.lastName}, ${p.firstName}`, M + 6, top + 6);
    doc.font('Helvetica').fontSize(9.5);
    const lines = [
      `Geburtsdatum: ${date(p.birthDate)}    Staatsangehörigkeit: ${p.nationality}`,
      `Wohnadresse: ${p.street}, ${p.postalCode} ${p.city}, ${p.country}`,
    ];
    if (p.documentType && p.documentNumber)
      lines.push(
        `Reisedokument: ${DOCUMENTS[p.documentType] ?? p.documentType} Nr. ${p.documentNumber}`,
      );
    for (const line of lines) doc.text(line, M + 6);
    doc
      .rect(M, top, WIDTH, doc.y - top + 6)
      .lineWidth(0.5)
      .strokeColor('#999')
      .stroke();
    doc.y += 6;
  });

  doc.moveDown(1.2);
  if (doc.y > 640) doc.addPage();
  doc.x = M;
  doc.font('Helvetica').fontSize(10).text('Unterschrift des Gastes:');
  const sigTop = doc.y + 4;
  doc.image(s.signaturePng, M, sigTop, { fit: [240, 90] });
  doc.rect(M, sigTop, 240, 90).lineWidth(0.5).strokeColor('#999').stroke();
  doc.y = sigTop + 96;
  doc
    .fontSize(9)
    .fillColor('#444')
    .text(
      `Online erfasst am ${s.submittedAt.toLocaleString('de-AT', { timeZone: 'Europe/Vienna' })}`,
      M,
    );
  doc.end();
  return done;
}
