import sharp from 'sharp';
import { ImageRejected, type SniffedImage } from './image-sniff';

/**
 * Most pixels an uploaded raster image may have (40 megapixels, e.g. 8000 × 5000: an aerial site
 * plan). Decoding needs about 4 bytes a pixel, so this bounds an upload's memory at ~160 MB whatever
 * its header claims — a 74-byte PNG can claim 262,140 × 262,140 pixels.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** A header claiming more pixels than `MAX_IMAGE_PIXELS`. */
export class TooManyPixels extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super('too many pixels');
  }
}

/**
 * Decodes a sniffed raster image and encodes it anew in the same format, so what is stored and
 * served is only what was decoded: bytes after the image's end (an HTML or script tail after a
 * PNG's IEND), metadata (EXIF with its location, comments) and chunks a decoder skips are gone.
 * The pixel count is checked on the header before any decoding, and libvips is held to the same
 * cap while decoding (`limitInputPixels`), so a header that lies is refused too. Only the first
 * frame of an animation is kept; a JPEG's EXIF orientation is applied to the pixels.
 */
export async function reencodeRaster(image: SniffedImage): Promise<SniffedImage> {
  if (image.type === 'image/svg+xml') return image;
  const claimed = (image.width ?? 0) * (image.height ?? 0);
  if (claimed > MAX_IMAGE_PIXELS) throw new TooManyPixels(image.width!, image.height!);
  const input = sharp(image.data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
  const oriented = input.rotate();
  // A lossless WebP (VP8L) stays lossless: a logo's flat colours and sharp edges.
  const lossless = image.data.toString('latin1', 12, 16) === 'VP8L';
  const encoded =
    image.type === 'image/png'
      ? oriented.png()
      : image.type === 'image/jpeg'
        ? oriented.jpeg({ quality: 90, mozjpeg: true })
        : oriented.webp(lossless ? { lossless: true } : { quality: 90 });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { type: image.type, width: info.width, height: info.height, data };
  } catch (e) {
    if (e instanceof Error && /pixel limit/i.test(e.message)) {
      const meta = await sharp(image.data, { limitInputPixels: false })
        .metadata()
        .catch(() => null);
      throw new TooManyPixels(meta?.width ?? 0, meta?.height ?? 0);
    }
    throw new ImageRejected('badImage');
  }
}
