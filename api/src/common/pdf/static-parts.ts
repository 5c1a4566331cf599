// The parts of an archival PDF that are the same from one document to the next, made once per
// process: the embedded font programs (by glyph list), the sRGB profile of the PDF/A output intent,
// and images such as the seller's logo. Each is written into a document as the very bytes pdfkit
// would have written (its subset encoding and its deflate), just not computed again.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Font } from 'fontkit';
import PDFDocument from 'pdfkit';

/** pdfkit's embedded font (its `EmbeddedFont`), as far as the font program cache touches it. */
export interface EmbeddedFont {
  name: string;
  document: { ref(data?: Record<string, unknown>): unknown };
  font: Font;
  subset: { glyphs: number[]; includeGlyph(id: number): number; encode(): Uint8Array };
  widths: number[];
  unicode: number[][];
  scale: number;
  layoutCache?: Record<string, unknown>;
  embed(): void;
}

/**
 * The letters nearly every document prints (ASCII, the German and common Western European letters,
 * the euro sign, dashes, quotes, ×), put into every subset first and in this order: documents that
 * use no others embed the very same font program, which is then encoded and deflated once per
 * process (`useFontProgramCache`) instead of once per document (a third of an invoice's time). A
 * name with other letters adds them after these and gets a program of its own.
 */
const BASE_TEXT =
  Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('') +
  'ÄÖÜäöüßÀÁÂÃÅÆÇÈÉÊËÌÍÎÏÑÒÓÔÕØÙÚÛÝàáâãåæçèéêëìíîïñòóôõøùúûýÿ' +
  '€–—„“”‚‘’•·×°§©®…«»';

/** Glyphs of BASE_TEXT by font, with pdfkit's widths and code points for each. */
const baseGlyphs = new Map<
  Font,
  Array<{ id: number; advanceWidth: number; codePoints: number[] }>
>();
function baseGlyphsOf(font: Font) {
  let glyphs = baseGlyphs.get(font);
  if (!glyphs) {
    const seen = new Set<number>();
    glyphs = [];
    // Each letter alone, and the ligatures the shaper makes of f-pairs in words.
    for (const text of [...BASE_TEXT, 'ff fi fl ffi ffl']) {
      for (const g of font.layout(text).glyphs) {
        if (seen.has(g.id)) continue;
        seen.add(g.id);
        glyphs.push({ id: g.id, advanceWidth: g.advanceWidth, codePoints: g.codePoints });
      }
    }
    baseGlyphs.set(font, glyphs);
  }
  return glyphs;
}

/** Deflated font programs by font and glyph list, at most FONT_PROGRAMS of them (oldest dropped). */
const fontPrograms = new Map<string, Uint8Array>();
const FONT_PROGRAMS = 200;

/**
 * Starts the document's subset of `font` with the base glyphs and makes its embedding take the font
 * program from the cache: the bytes pdfkit would write (its subset encoding, deflated as pdfkit
 * deflates streams), the same for the same glyph list.
 */
export function useFontProgramCache(f: EmbeddedFont) {
  for (const g of baseGlyphsOf(f.font)) {
    const gid = f.subset.includeGlyph(g.id);
    f.widths[gid] ??= g.advanceWidth * f.scale;
    f.unicode[gid] ??= g.codePoints;
  }
  const embed = f.embed.bind(f);
  f.embed = () => {
    const key = `${f.name}:${f.subset.glyphs.join(',')}`;
    let program = fontPrograms.get(key);
    if (!program) {
      program = deflateSync(f.subset.encode());
      if (fontPrograms.size >= FONT_PROGRAMS)
        fontPrograms.delete(fontPrograms.keys().next().value!);
      fontPrograms.set(key, program);
    }
    const cached = program;
    f.subset.encode = () => cached;
    // The font program is the first object `embed` makes; already deflated, it says so itself.
    const doc = f.document;
    const ref = doc.ref.bind(doc);
    doc.ref = (data?: Record<string, unknown>) => {
      doc.ref = ref;
      return ref({ ...data, Length: 0, Filter: 'FlateDecode' });
    };
    try {
      embed();
    } finally {
      doc.ref = ref;
    }
  };
}

interface PdfRef {
  data: Record<string, unknown>;
  write(chunk: Uint8Array): void;
  end(chunk?: Uint8Array): void;
}
interface RefMaker {
  ref(data?: Record<string, unknown>): PdfRef;
  _root: { data: Record<string, unknown> };
}

/** pdfkit's sRGB profile (the one its PDF/A output intent embeds), deflated once. */
let srgbProfile: { length: number; deflated: Uint8Array } | undefined;

/**
 * pdfkit's PDF/A output intent (`_addColorOutputIntent`) with the sRGB profile deflated once per
 * process instead of once per document: the same objects and bytes.
 */
export function addColorOutputIntent(document: PDFKit.PDFDocument): void {
  const doc = document as unknown as RefMaker;
  if (!srgbProfile) {
    // Beside pdfkit's own script, where pdfkit reads it from (not among the package's exports).
    const icc = readFileSync(
      path.join(path.dirname(require.resolve('pdfkit')), 'data/sRGB_IEC61966_2_1.icc'),
    );
    srgbProfile = { length: icc.length, deflated: deflateSync(icc) };
  }
  const profile = doc.ref({ Length: 0, N: 3, Filter: 'FlateDecode' });
  profile.end(srgbProfile.deflated);
  const intent = doc.ref({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    Info: new String('sRGB IEC61966-2.1'),
    OutputConditionIdentifier: new String('sRGB IEC61966-2.1'),
    DestOutputProfile: profile,
  });
  intent.end();
  doc._root.data.OutputIntents = [intent];
}

/** An object pdfkit wrote for an image, with the bytes written into it. */
interface RecordedRef {
  ref: PdfRef;
  chunks: unknown[];
}
/** An image as pdfkit embeds it: its objects in the order made, and the order they were ended. */
export interface RecordedImage {
  width: number;
  height: number;
  orientation?: number;
  refs: RecordedRef[];
  endOrder: number[];
}

const images = new Map<string, Promise<RecordedImage>>();
const IMAGES = 20;

/**
 * How pdfkit embeds `bytes` (decoding a PNG, splitting off its alpha channel and deflating both
 * happen here), recorded on a scratch document whose output is dropped.
 */
function recordImage(bytes: Buffer): Promise<RecordedImage> {
  const scratch = new PDFDocument({ autoFirstPage: false });
  const maker = scratch as unknown as RefMaker;
  const refs: RecordedRef[] = [];
  const endOrder: number[] = [];
  let imageEnded!: () => void;
  const ended = new Promise<void>((resolve) => (imageEnded = resolve));
  const ref = maker.ref.bind(maker);
  maker.ref = (data) => {
    const r = ref(data);
    const recorded: RecordedRef = { ref: r, chunks: [] };
    const index = refs.push(recorded) - 1;
    const write = r.write.bind(r);
    r.write = (chunk) => {
      recorded.chunks.push(chunk);
      write(chunk);
    };
    const end = r.end.bind(r);
    r.end = (chunk) => {
      end(chunk);
      endOrder.push(index);
      // The image object itself is made first and ended last.
      if (index === 0) imageEnded();
    };
    return r;
  };
  const opener = scratch as unknown as { openImage(src: Buffer): unknown };
  const image = opener.openImage(bytes) as {
    width: number;
    height: number;
    orientation?: number;
    embed(doc: unknown): void;
  };
  image.embed(scratch);
  return ended.then(() => ({
    width: image.width,
    height: image.height,
    orientation: image.orientation,
    refs,
    endOrder,
  }));
}

/** The recorded objects made anew in `doc`, with the recorded bytes; answers the image object. */
function replayImage(doc: RefMaker, image: RecordedImage): PdfRef {
  const made: PdfRef[] = [];
  const isRecorded = (v: unknown) => image.refs.some((r) => r.ref === v);
  const map = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(map)
      : isRecorded(v)
        ? made[image.refs.findIndex((r) => r.ref === v)]
        : v;
  // Keys in their recorded order; references to other objects filled in once all exist, and the
  // length counted again from the bytes written.
  for (const { ref } of image.refs)
    made.push(
      doc.ref(
        Object.fromEntries(
          Object.entries(ref.data).map(([k, v]) => [
            k,
            k === 'Length' ? 0 : isRecorded(v) || Array.isArray(v) ? null : v,
          ]),
        ),
      ),
    );
  image.refs.forEach(({ ref }, i) => {
    for (const [k, v] of Object.entries(ref.data))
      if (isRecorded(v) || Array.isArray(v)) made[i].data[k] = map(v);
  });
  for (const i of image.endOrder) {
    for (const chunk of image.refs[i].chunks) made[i].write(chunk as Uint8Array);
    made[i].end();
  }
  return made[0];
}

/**
 * An image as pdfkit embeds it, recorded once per process by `key` (a logo's data URL; at most
 * IMAGES of them kept): decoding a PNG, splitting off its alpha channel and deflating both happen
 * once, not in every document.
 */
export function recordedImage(key: string, bytes: () => Buffer): Promise<RecordedImage> {
  let image = images.get(key);
  if (!image) {
    image = recordImage(bytes());
    if (images.size >= IMAGES) images.delete(images.keys().next().value!);
    images.set(key, image);
    image.catch(() => images.delete(key));
  }
  return image;
}

/** The recorded image for `doc.image(...)`: its objects written into `doc` anew. */
export function pdfImage(doc: PDFKit.PDFDocument, image: RecordedImage): PDFKit.Mixins.ImageSrc {
  const maker = doc as unknown as { _imageCount: number };
  return {
    width: image.width,
    height: image.height,
    orientation: image.orientation,
    label: `I${++maker._imageCount}`,
    obj: null as PdfRef | null,
    embed(this: { obj: PdfRef | null }, into: RefMaker) {
      this.obj = replayImage(into, image);
    },
  } as unknown as PDFKit.Mixins.ImageSrc;
}
