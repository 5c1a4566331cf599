import { execFileSync } from 'node:child_process';
import type request from 'supertest';

/**
 * The text of a PDF as a reader's program extracts it (poppler's pdftotext, which `npm test`
 * installs when missing; see scripts/lib/poppler.ts), with runs of blanks folded to one.
 */
export function pdfText(pdf: Buffer): string {
  const raw = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf });
  return raw
    .toString('utf8')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n');
}

/** What an archive checks first in a PDF/A file (poppler's pdfinfo and pdffonts). */
export interface PdfArchival {
  version: string;
  /** `pdfaid:part` and `pdfaid:conformance` of the XMP metadata, e.g. `3B`; null without them. */
  pdfa: string | null;
  /** The XMP packet as stored. */
  xmp: string;
  /** Every font the pages use, and whether its file is embedded. */
  fonts: Array<{ name: string; embedded: boolean }>;
}

export function pdfArchival(pdf: Buffer): PdfArchival {
  const run = (cmd: string, ...args: string[]) =>
    execFileSync(cmd, [...args, '-'], { input: pdf }).toString('utf8');
  const info = run('pdfinfo');
  const xmp = run('pdfinfo', '-meta');
  const part = /<pdfaid:part>(\d)<\/pdfaid:part>/.exec(xmp)?.[1];
  const conformance = /<pdfaid:conformance>([ABU])<\/pdfaid:conformance>/.exec(xmp)?.[1];
  // pdffonts: two header lines, then "name type... encoding emb sub uni object ID" per font.
  const fonts = run('pdffonts')
    .split('\n')
    .slice(2)
    .filter((l) => l.trim())
    .map((l) => {
      const cols = l.trim().split(/\s+/);
      return { name: cols[0], embedded: cols[cols.length - 5] === 'yes' };
    });
  return {
    version: /PDF version:\s+(\S+)/.exec(info)?.[1] ?? '',
    pdfa: part && conformance ? `${part}${conformance}` : null,
    xmp,
    fonts,
  };
}

/** A supertest parser that keeps the body as bytes (PDFs, ZIPs). */
export const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};
