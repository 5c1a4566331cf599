import { createHash, randomBytes } from 'node:crypto';
import { safeEqual } from 'src/common/safe-equal';

/** 256 random bits; the guest's link carries it, the database only its SHA-256. */
export function newBookingToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function tokenMatches(token: string | undefined, hash: string): boolean {
  return !!token && safeEqual(hashToken(token), hash);
}
