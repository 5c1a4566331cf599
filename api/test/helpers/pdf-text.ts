import { execFileSync } from 'node:child_process';

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
