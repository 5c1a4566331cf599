import { readFileSync } from 'node:fs';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { addColorOutputIntent, useFontProgramCache, type EmbeddedFont } from './static-parts';

/** The embedded fonts every rendered PDF uses: register names for `doc.font(...)`. */
export const PDF_FONT = 'Sans';
export const PDF_BOLD = 'Sans-Bold';

/**
 * DejaVu Sans Condensed (package `dejavu-fonts-ttf`, a free licence that allows embedding): its
 * widths are close to Helvetica's, so the layouts drawn for Helvetica fit unchanged, and it covers
 * every Latin, Greek and Cyrillic letter a guest's name may have. Parsed once per process and
 * shared by every document (fontkit keeps its glyph and kerning tables on the font object; a fresh
 * parse per document made an invoice take over 100 ms); each document embeds its own subset.
 */
let parsed: { regular: Font; bold: Font } | null = null;
function fonts() {
  const load = (file: string) =>
    create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}.ttf`))) as Font;
  parsed ??= { regular: load('DejaVuSansCondensed'), bold: load('DejaVuSansCondensed-Bold') };
  return parsed;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (v: unknown) =>
  typeof v === 'string' ? v.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]) : v;

type InfoDoc = PDFKit.PDFDocument & {
  info: Record<string, unknown>;
  _addInfo(): void;
  _addColorOutputIntent(): void;
  _font: EmbeddedFont;
};

/**
 * Shaped words by font, shared by every document: shaping (kerning, marks) is most of the time an
 * embedded font costs, and a word shapes the same in every document. pdfkit keeps such a cache
 * per document and never changes an entry once made, so documents may share one. Dropped now and
 * then so names and amounts of past documents do not pile up.
 */
const layoutCaches = new Map<string, Record<string, unknown>>();
let documentsSinceReset = 0;
function shareLayoutCache(doc: InfoDoc, name: string) {
  doc.font(name);
  useFontProgramCache(doc._font);
  if (!doc._font.layoutCache) return;
  let cache = layoutCaches.get(name);
  if (!cache) layoutCaches.set(name, (cache = Object.create(null) as Record<string, unknown>));
  doc._font.layoutCache = cache;
}

/**
 * A PDF/A-3b document (ISO 19005-3, level B: the page looks the same in any reader, years later):
 * PDF 1.7, the fonts embedded as subsets, the sRGB output intent and XMP metadata that repeat the
 * document info (pdfkit's `subset` option). Level B, not A: the pages carry no structure tree. PDF/A-3
 * rather than -2 so an e-invoice XML may be attached later. `done` resolves with the file's bytes
 * once `doc.end()` was called.
 */
export function archivalPdf(options: PDFKit.PDFDocumentOptions): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  // pdfkit takes a parsed fontkit font as a font source too (its typings list only files).
  const { regular, bold } = fonts() as unknown as Record<'regular' | 'bold', Buffer>;
  const doc = new PDFDocument({
    ...options,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    // No default font: pdfkit would load the standard Helvetica, which is not embedded.
    font: null as unknown as string,
  }) as InfoDoc;
  doc.registerFont(PDF_FONT, regular).registerFont(PDF_BOLD, bold);
  if (++documentsSinceReset > 500) {
    layoutCaches.clear();
    documentsSinceReset = 0;
  }
  // A font is embedded only when text used it, so opening both here adds nothing to the file.
  shareLayoutCache(doc, PDF_BOLD);
  shareLayoutCache(doc, PDF_FONT);
  doc._addColorOutputIntent = () => addColorOutputIntent(doc);
  // pdfkit copies the info strings into the XMP packet as they are: a seller named "Huber & Söhne"
  // would make it malformed XML. Escape them there only (the info dictionary keeps them plain).
  const addInfo = doc._addInfo.bind(doc);
  doc._addInfo = () => {
    const plain = doc.info;
    doc.info = Object.fromEntries(Object.entries(plain).map(([k, v]) => [k, xml(v)]));
    try {
      addInfo();
    } finally {
      doc.info = plain;
    }
  };
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
