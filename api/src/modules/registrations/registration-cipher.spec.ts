import { randomBytes } from 'node:crypto';
import { decryptField, encryptField } from './registration-cipher';

describe('registration field encryption (AES-256-GCM)', () => {
  const key = randomBytes(32);
  const booking = '0b8f3c1e-0000-4000-8000-000000000001';

  it('round-trips, and the stored text never shows the plain value', () => {
    const stored = encryptField(key, 'C01X00T47', booking);
    expect(stored).not.toContain('C01X00T47');
    expect(stored.startsWith('v1.')).toBe(true);
    expect(decryptField(key, stored, booking)).toBe('C01X00T47');
    // A fresh IV each time: equal documents do not give equal ciphertexts.
    expect(encryptField(key, 'C01X00T47', booking)).not.toBe(stored);
  });

  it('refuses a wrong key, another booking and an altered value', () => {
    const stored = encryptField(key, '1980-04-02', booking);
    expect(() => decryptField(randomBytes(32), stored, booking)).toThrow();
    expect(() => decryptField(key, stored, booking.replace(/1$/, '2'))).toThrow();
    const parts = stored.split('.');
    const data = Buffer.from(parts[3], 'base64');
    data[0] ^= 1;
    parts[3] = data.toString('base64');
    expect(() => decryptField(key, parts.join('.'), booking)).toThrow();
  });
});
