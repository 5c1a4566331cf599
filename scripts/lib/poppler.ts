// pdftotext (poppler-utils) lets the invoice tests read the text of the PDFs the API renders (its
// pdfinfo and pdffonts check that they are PDF/A with embedded fonts). On
// Debian/Ubuntu as root it is installed with apt when missing, as Chromium is (lib/chromium.ts).
import { execFileSync } from 'node:child_process';

const has = (cmd: string): boolean => {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

export function ensurePdftotext(log: (msg: string) => void): void {
  if (has('pdftotext')) return;
  const root = process.getuid?.() === 0;
  if (root && has('apt-get')) {
    log('pdftotext is missing: installing it with apt-get (poppler-utils) ...');
    execFileSync('sh', ['-c', 'apt-get update && apt-get install -y poppler-utils'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (has('pdftotext')) return;
  }
  throw new Error(
    'The invoice tests need pdftotext. Install it with `sudo apt-get install -y poppler-utils` ' +
      '(Debian/Ubuntu) or `brew install poppler` (macOS).',
  );
}
