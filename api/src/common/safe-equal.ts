import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string | Buffer): Buffer => createHash('sha256').update(value).digest();

/**
 * Compares two secrets in constant time. Both sides are hashed first, so the comparison takes as long
 * for a wrong length as for a wrong byte and the length of the expected secret does not leak.
 */
export function safeEqual(a: string | Buffer, b: string | Buffer): boolean {
  return timingSafeEqual(digest(a), digest(b));
}
