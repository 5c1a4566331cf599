import QRCode from 'qrcode';
import { compactIban, isValidIban } from 'src/common/validation/iban';

export interface EpcTransfer {
  /** Beneficiary (account holder), at most 70 characters. */
  name: string;
  iban: string;
  /** Optional inside the EEA since version 002. */
  bic?: string | null;
  amountCents: number;
  /** Unstructured remittance text (our booking number), at most 140 characters. */
  reference: string;
}

/** Thrown for data a bank app could not use; callers then show the transfer details without a QR. */
export class EpcDataError extends Error {}

const MAX_AMOUNT_CENTS = 99_999_999_999;

/**
 * The EPC069-12 ("GiroCode") payload, version 002: a SEPA credit transfer a banking app fills in
 * from the QR. Lines in this order, separated by LF, trailing empty lines left out:
 * service tag `BCD`, version `002`, character set `1` (UTF-8), identification `SCT`, BIC,
 * beneficiary name, IBAN, amount `EUR12.34`, purpose (empty), structured reference (empty),
 * unstructured remittance text. At most 331 bytes in all.
 */
export function epcPayload(t: EpcTransfer): string {
  const iban = compactIban(t.iban);
  if (!isValidIban(iban)) throw new EpcDataError('IBAN check digits do not match');
  const bic = (t.bic ?? '').replace(/\s+/g, '').toUpperCase();
  if (bic && !/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic))
    throw new EpcDataError('BIC is malformed');
  const name = oneLine(t.name);
  if (!name || name.length > 70) throw new EpcDataError('Beneficiary name must be 1–70 characters');
  if (!Number.isSafeInteger(t.amountCents) || t.amountCents < 1 || t.amountCents > MAX_AMOUNT_CENTS)
    throw new EpcDataError('Amount must be between EUR 0.01 and EUR 999999999.99');
  const reference = oneLine(t.reference);
  if (reference.length > 140) throw new EpcDataError('Remittance text is longer than 140');
  const amount = `EUR${Math.floor(t.amountCents / 100)}.${String(t.amountCents % 100).padStart(2, '0')}`;
  const lines = ['BCD', '002', '1', 'SCT', bic, name, iban, amount, '', '', reference];
  while (lines[lines.length - 1] === '') lines.pop();
  const payload = lines.join('\n');
  if (Buffer.byteLength(payload, 'utf8') > 331) throw new EpcDataError('Payload over 331 bytes');
  return payload;
}

/** No line breaks or control characters inside a field: they would shift every later line. */
const oneLine = (s: string) =>
  s
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// EPC069-12 asks for error correction level M.
/** EPC069-12 asks for level M; ISO/IEC 18004 for a quiet zone of four modules around the symbol. */
export const QR_QUIET_MODULES = 4;
const QR_OPTIONS = { errorCorrectionLevel: 'M' as const, margin: QR_QUIET_MODULES };

/**
 * The payload as one byte-mode segment: EPC069-12 encodes the text as UTF-8 bytes, and a single
 * segment spares the library its search for the shortest mix of modes (a shortest-path search over
 * every character, the costliest part of a bank-transfer hold's answer).
 */
const segments = (payload: string) => [
  { data: Buffer.from(payload, 'utf8'), mode: 'byte' as const },
];

/** The QR as an SVG document (for the booking answer and web pages). */
export function epcQrSvg(payload: string): Promise<string> {
  return QRCode.toString(segments(payload), { ...QR_OPTIONS, type: 'svg' });
}

/** The QR as a PNG image (for the invoice PDF). */
export function epcQrPng(payload: string, width = 300): Promise<Buffer> {
  return QRCode.toBuffer(segments(payload), { ...QR_OPTIONS, type: 'png', width });
}
