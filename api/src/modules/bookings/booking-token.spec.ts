import { bookingToken, bookingTokenMatches, hashToken } from './booking-token';

const KEY = 'a'.repeat(64);
const OLD = 'b'.repeat(64);
const ID = '0b9c4f0e-5d55-4c1e-9a55-3f1d2b6c7e80';
const OTHER = '7d1f0a52-2b4e-4bd4-8f0c-0c8f5a1e9d11';

describe('booking tokens', () => {
  it('are 43 url-safe characters, the same every time for one booking and key', () => {
    const token = bookingToken(KEY, ID);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(bookingToken(KEY, ID)).toBe(token);
    expect(bookingToken(KEY, OTHER)).not.toBe(token);
    expect(bookingToken(OLD, ID)).not.toBe(token);
  });

  it('open only their own booking, under the current or the previous key', () => {
    const token = bookingToken(KEY, ID);
    expect(bookingTokenMatches(token, ID, [KEY])).toBe(true);
    expect(bookingTokenMatches(token, OTHER, [KEY])).toBe(false);
    expect(bookingTokenMatches(undefined, ID, [KEY])).toBe(false);
    expect(bookingTokenMatches('', ID, [KEY])).toBe(false);
    // After a rotation: the old link works while the old key is kept as the previous one.
    const old = bookingToken(OLD, ID);
    expect(bookingTokenMatches(old, ID, [KEY, OLD])).toBe(true);
    expect(bookingTokenMatches(old, ID, [KEY])).toBe(false);
  });

  it('still open an older booking with the random token it was created with', () => {
    const random = 'r4nd0m-t0ken-from-before-derived-links-xyz12';
    const legacy = hashToken(random);
    expect(bookingTokenMatches(random, ID, [KEY], legacy)).toBe(true);
    expect(bookingTokenMatches(bookingToken(KEY, ID), ID, [KEY], legacy)).toBe(true);
    expect(bookingTokenMatches(random, ID, [KEY], null)).toBe(false);
    expect(bookingTokenMatches('wrong', ID, [KEY], legacy)).toBe(false);
  });
});
