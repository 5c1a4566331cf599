import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, formatCents, formatRate } from '@/fields/money';

// Intl puts a no-break space between amount and sign; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatCents', () => {
  it('shows cents as euros in the panel language', () => {
    expect(plain(formatCents(123456, 'de'))).toBe('€ 1.234,56');
    expect(plain(formatCents(123456, 'en'))).toBe('€1,234.56');
    expect(plain(formatCents(2500, 'de'))).toBe('€ 25,00');
  });

  it('shows nothing for a missing amount', () => {
    expect(formatCents(null, 'de')).toBe('');
    expect(formatCents(undefined, 'en')).toBe('');
  });
});

describe('euro inputs', () => {
  it('show the stored cents as euros', () => {
    expect(centsToEuros(2550)).toBe('25.5');
    expect(centsToEuros(0)).toBe('0');
    expect(centsToEuros(null)).toBe('');
  });

  it('store what was typed as integer cents, rounded to the cent', () => {
    expect(eurosToCents(19.99)).toBe(1999);
    expect(eurosToCents('25.5')).toBe(2550);
    expect(eurosToCents('19,99')).toBe(1999);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(1.005)).toBe(100);
    expect(eurosToCents('12.345')).toBe(1235);
  });

  it('leave empty or unreadable input empty, so "required" can say so', () => {
    expect(eurosToCents('')).toBeNull();
    expect(eurosToCents('  ')).toBeNull();
    expect(eurosToCents('abc')).toBeNull();
    expect(eurosToCents(null)).toBeNull();
  });

  it('round-trip every cent amount of a price list unchanged', () => {
    for (let cents = 0; cents <= 20_000; cents += 7) {
      expect(eurosToCents(centsToEuros(cents))).toBe(cents);
    }
  });
});

describe('formatRate', () => {
  it('shows a VAT rate in basis points as a percentage', () => {
    expect(formatRate(2000, 'de')).toBe('20 %');
    expect(formatRate(1000, 'en')).toBe('10 %');
    expect(formatRate(550, 'de')).toBe('5,5 %');
  });
});
