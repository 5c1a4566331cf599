import { describe, expect, it } from 'vitest';
import { generatePassword } from '@/users/ResetPasswordButton';

describe('generated passwords', () => {
  it('are 16 characters without look-alikes, long enough for the API, and never repeat', () => {
    const passwords = Array.from({ length: 200 }, () => generatePassword());
    for (const p of passwords) {
      expect(p).toMatch(/^[A-HJ-NP-Za-km-z2-9]{16}$/);
      expect(p).not.toMatch(/[01OIl]/);
    }
    expect(new Set(passwords).size).toBe(passwords.length);
    // Every letter of the alphabet turns up: the sampling is not stuck on a subset.
    expect(new Set(passwords.join('')).size).toBe(57);
  });
});
