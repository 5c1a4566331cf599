// REGISTRATION_KEY for the stacks the scripts start (`npm start`, `npm run e2e`, `npm run bench`,
// `npm test`): the one from the environment, else a random 32-byte key made once per checkout and
// kept in .data/registration-key, so registrations stored by earlier runs stay readable.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './services.ts';

const FILE = path.join(REPO_ROOT, '.data', 'registration-key');

export function registrationKey(): string {
  const given = process.env.REGISTRATION_KEY?.trim();
  if (given) return given;
  if (existsSync(FILE)) {
    const kept = readFileSync(FILE, 'utf8').trim();
    if (Buffer.from(kept, 'base64').length === 32) return kept;
  }
  const made = randomBytes(32).toString('base64');
  mkdirSync(path.dirname(FILE), { recursive: true });
  writeFileSync(FILE, `${made}\n`, { mode: 0o600 });
  return made;
}
