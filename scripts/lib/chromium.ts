// Debian's Chromium for the browser tests and the bench. Never a downloaded browser build: those
// cannot be fetched here. On Debian/Ubuntu as root it is installed with apt when missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

/** Flags for headless runs in containers and CI, with nothing phoning home. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function ensureChromium(log: (msg: string) => void): string {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  const root = process.getuid?.() === 0;
  if (root && existsSync('/etc/debian_version')) {
    log('Chromium is missing: installing it with apt-get (chromium, fonts-liberation) ...');
    execFileSync('sh', ['-c', 'apt-get update && apt-get install -y chromium fonts-liberation'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(CHROMIUM)) return CHROMIUM;
  }
  throw new Error(
    `Browser tests need Chromium at ${CHROMIUM}. Install it with ` +
      '`sudo apt-get install -y chromium fonts-liberation` (Debian/Ubuntu); ' +
      'other systems: install Chromium and link it to /usr/bin/chromium.',
  );
}
