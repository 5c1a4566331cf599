import { sanitiseSvg } from './svg-sanitise';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';

export interface SniffedImage {
  type: ImageType;
  /** Intrinsic size in pixels (for SVG the viewBox or width/height); null when the file does not say. */
  width: number | null;
  height: number | null;
  /** The bytes: as uploaded for raster images (re-encoded before storing), rebuilt from a whitelist for SVG. */
  data: Buffer;
}

export type SniffProblem = 'unknownType' | 'badImage';

export class ImageRejected extends Error {
  constructor(readonly problem: SniffProblem) {
    super(problem);
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const positive = (n: number): number | null => (Number.isFinite(n) && n > 0 ? n : null);

function png(b: Buffer): SniffedImage {
  // The first chunk must be IHDR (length 13): width and height as big-endian 32-bit integers.
  if (b.length < 33 || b.toString('latin1', 12, 16) !== 'IHDR') throw new ImageRejected('badImage');
  return { type: 'image/png', width: b.readUInt32BE(16), height: b.readUInt32BE(20), data: b };
}

function jpeg(b: Buffer): SniffedImage {
  // Walk the marker segments up to the first start-of-frame (SOF0..SOF15 except DHT, JPG, DAC).
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) throw new ImageRejected('badImage');
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    const length = b.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return {
        type: 'image/jpeg',
        height: b.readUInt16BE(i + 5),
        width: b.readUInt16BE(i + 7),
        data: b,
      };
    }
    if (length < 2) throw new ImageRejected('badImage');
    i += 2 + length;
  }
  throw new ImageRejected('badImage');
}

function webp(b: Buffer): SniffedImage {
  const chunk = b.toString('latin1', 12, 16);
  const result = (width: number, height: number): SniffedImage => ({
    type: 'image/webp',
    width,
    height,
    data: b,
  });
  if (chunk === 'VP8X' && b.length >= 30)
    return result(b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1);
  if (chunk === 'VP8 ' && b.length >= 30 && b.readUIntBE(23, 3) === 0x9d012a)
    return result(b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff);
  if (chunk === 'VP8L' && b.length >= 25 && b[20] === 0x2f) {
    const bits = b.readUInt32LE(21);
    return result((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  throw new ImageRejected('badImage');
}

/** Text that starts (after a BOM, whitespace, XML declaration, comments or a doctype) with `<svg`. */
function looksLikeSvg(b: Buffer): boolean {
  const head = b
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const rest = head.replace(
    /^(\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[^\]]*\])?\s*>)*/i,
    '',
  );
  return /^<svg[\s>/]/i.test(rest);
}

/**
 * What an uploaded file really is, judged by its content alone (never its name or the client's
 * content type), with its pixel size. SVG comes back rebuilt by the sanitiser.
 */
export function sniffImage(b: Buffer): SniffedImage {
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG_SIGNATURE)) return png(b);
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return jpeg(b);
  if (
    b.length >= 16 &&
    b.toString('latin1', 0, 4) === 'RIFF' &&
    b.toString('latin1', 8, 12) === 'WEBP'
  )
    return webp(b);
  if (looksLikeSvg(b)) {
    const svg = sanitiseSvg(b.toString('utf8'));
    if (!svg) throw new ImageRejected('badImage');
    return {
      type: 'image/svg+xml',
      width: positive(svg.width ?? NaN),
      height: positive(svg.height ?? NaN),
      data: Buffer.from(svg.text, 'utf8'),
    };
  }
  throw new ImageRejected('unknownType');
}
