import { createHash } from 'node:crypto';
import { linkMac, linkMacMatches } from 'src/common/link-keys';
import { safeEqual } from 'src/common/safe-equal';

/**
 * A booking's guest token: HMAC-SHA256 of its id under the link key, base64url (43 characters).
 * Anyone holding the key can compute it (every job that mails the guest), nobody else can; the
 * database stores no token. The prefix keeps these MACs apart from any other use of the key.
 */
export function bookingToken(secret: string, bookingId: string): string {
  return linkMac(secret, 'booking-link:v1', bookingId);
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A secret against its stored SHA-256 (the mail's verification key, tokens of older bookings). */
export function tokenMatches(token: string | undefined, hash: string | null | undefined): boolean {
  return !!token && !!hash && safeEqual(hashToken(token), hash);
}

/**
 * Whether `token` opens booking `bookingId`: the token derived under the current key or, during a
 * rotation, the previous one; for bookings made before links were derived (`legacyHash` set), also
 * the random token handed out then. Every comparison is constant-time and all of them always run,
 * so the time taken does not tell which one matched.
 */
export function bookingTokenMatches(
  token: string | undefined,
  bookingId: string,
  secrets: readonly string[],
  legacyHash?: string | null,
): boolean {
  if (!token) return false;
  const derived = linkMacMatches(token, 'booking-link:v1', bookingId, secrets);
  // Always compared, so a legacy token takes as long as a derived one.
  const legacy = legacyHash ? tokenMatches(token, legacyHash) : false;
  return derived || legacy;
}
