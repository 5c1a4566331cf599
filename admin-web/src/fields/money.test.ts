import { describe, expect, it } from 'vitest';
import {
  centsToEuros,
  centsToText,
  eurosToCents,
  formatCents,
  formatRate,
  parseEuros,
} from '@/fields/money';

// Intl puts a no-break space between amount and sign; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatCents', () => {
  it('shows cents as euros in the panel language', () => {
    expect(plain(formatCents(123456, 'de'))).toBe('1.234,56 €');
    expect(plain(formatCents(123456, 'en'))).toBe('€1,234.56');
    expect(plain(formatCents(2500, 'de'))).toBe('25,00 €');
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
    expect(plain(formatRate(2000, 'de'))).toBe('20 %');
    expect(formatRate(1000, 'en')).toBe('10%');
    expect(plain(formatRate(550, 'de'))).toBe('5,5 %');
  });
});

describe('parseEuros: amounts as the panel language writes them', () => {
  it('reads German amounts, with or without thousands points', () => {
    expect(parseEuros('100,50', 'de')).toBe(10050);
    expect(parseEuros('1.234,56', 'de')).toBe(123456);
    expect(parseEuros('1.234', 'de')).toBe(123400);
    expect(parseEuros('19,9', 'de')).toBe(1990);
    expect(parseEuros(' 25 € ', 'de')).toBe(2500);
    expect(parseEuros('€ 1.000.000,01', 'de')).toBe(100000001);
  });

  it('reads English amounts, with or without thousands commas', () => {
    expect(parseEuros('100.50', 'en')).toBe(10050);
    expect(parseEuros('1,234.56', 'en')).toBe(123456);
    expect(parseEuros('€25', 'en')).toBe(2500);
  });

  it("refuses the other language's writing instead of guessing a hundredfold amount", () => {
    expect(parseEuros('100.50', 'de')).toBeUndefined();
    expect(parseEuros('100,50', 'en')).toBeUndefined();
    expect(parseEuros('1,234.56', 'de')).toBeUndefined();
    expect(parseEuros('12,345', 'de')).toBeUndefined();
    expect(parseEuros('1.23.4', 'de')).toBeUndefined();
  });

  it('refuses what is no amount and leaves empty input empty', () => {
    expect(parseEuros('abc', 'de')).toBeUndefined();
    expect(parseEuros('-5', 'de')).toBeUndefined();
    expect(parseEuros('1e3', 'en')).toBeUndefined();
    expect(parseEuros('', 'de')).toBeNull();
    expect(parseEuros('  ', 'en')).toBeNull();
  });

  it('shows stored cents the way the language writes them, and reads them back', () => {
    expect(centsToText(10050, 'de')).toBe('100,50');
    expect(centsToText(10050, 'en')).toBe('100.50');
    expect(centsToText(2500, 'de')).toBe('25');
    expect(centsToText(null, 'de')).toBe('');
    for (const cents of [1, 99, 10050, 123456789])
      for (const lang of ['de', 'en'])
        expect(parseEuros(centsToText(cents, lang), lang)).toBe(cents);
  });
});
