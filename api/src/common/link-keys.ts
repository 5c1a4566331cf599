import { createHmac } from 'node:crypto';
import type { Env } from 'src/config/env';
import { safeEqual } from './safe-equal';

/**
 * Guest links (a booking, a waitlist entry, a renewal offer, a pitch's iCal feed) carry a token
 * derived from the record's id under BOOKING_LINK_SECRET: nothing is stored, a job days later can
 * put the link into a mail, and a purpose prefix keeps the uses of one key apart. During a key
 * rotation BOOKING_LINK_SECRET_PREVIOUS still verifies (docs/security.md, "Guest links").
 */

/** The key that signs, then the previous one that still verifies. */
export function linkSecrets(env: Env): string[] {
  // loadEnv fills in the development key outside production and refuses to boot without one in it.
  const current = env.BOOKING_LINK_SECRET;
  if (!current) throw new Error('BOOKING_LINK_SECRET is not set');
  return [current, ...(env.BOOKING_LINK_SECRET_PREVIOUS ? [env.BOOKING_LINK_SECRET_PREVIOUS] : [])];
}

/** HMAC-SHA256 of `purpose:subject` under `secret`, base64url (43 characters). */
export const linkMac = (secret: string, purpose: string, subject: string): string =>
  createHmac('sha256', secret).update(`${purpose}:${subject}`).digest('base64url');

/**
 * Whether `token` is the MAC of `subject` under any of `secrets`. Every comparison is constant-time
 * and all of them run, so the time taken does not tell which key matched.
 */
export function linkMacMatches(
  token: string | undefined,
  purpose: string,
  subject: string,
  secrets: readonly string[],
): boolean {
  if (!token) return false;
  let ok = false;
  for (const secret of secrets) ok = safeEqual(token, linkMac(secret, purpose, subject)) || ok;
  return ok;
}

/** Tokens of one purpose: `token(id)` under the current key, `matches` under either. */
export class LinkTokens {
  private readonly secrets: readonly string[];

  constructor(
    env: Env,
    private readonly purpose: string,
  ) {
    this.secrets = linkSecrets(env);
  }

  token(id: string): string {
    return linkMac(this.secrets[0], this.purpose, id);
  }

  matches(id: string, token: string | undefined): boolean {
    return linkMacMatches(token, this.purpose, id, this.secrets);
  }
}

/** PUBLIC_URL without a trailing slash, the base of every link in a mail. */
export const publicBase = (env: Env): string => env.PUBLIC_URL.replace(/\/+$/, '');
