// BOOKING_LINK_SECRET for the stacks the scripts start (`npm start`, `npm run e2e`, `npm run bench`,
// `npm test`): the one from the environment, else a random key made once per checkout and kept in
// .data/booking-link-secret, so links in mails from earlier runs keep working after a restart.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './services.ts';

const FILE = path.join(REPO_ROOT, '.data', 'booking-link-secret');

export function bookingLinkSecret(): string {
  const given = process.env.BOOKING_LINK_SECRET?.trim();
  if (given) return given;
  if (existsSync(FILE)) {
    const kept = readFileSync(FILE, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  const made = randomBytes(32).toString('hex');
  mkdirSync(path.dirname(FILE), { recursive: true });
  writeFileSync(FILE, `${made}\n`, { mode: 0o600 });
  return made;
}
