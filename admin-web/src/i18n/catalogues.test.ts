import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { deMessages } from '@/i18n/de';
import { enMessages } from '@/i18n/en';

const keyPaths = (value: unknown, prefix = ''): string[] =>
  value !== null && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, child]) =>
        keyPaths(child, prefix ? `${prefix}.${key}` : key),
      )
    : [prefix];

describe('German catalogue', () => {
  it('translates every react-admin text, so no English or raw key shows in the German panel', () => {
    const german = new Set(keyPaths(deMessages));
    const missing = keyPaths(englishMessages).filter((key) => !german.has(key));
    expect(missing).toEqual([]);
  });
});

describe('English catalogue', () => {
  it('has every key of the German one, resources included', () => {
    const english = new Set(keyPaths(enMessages));
    const missing = keyPaths(deMessages).filter(
      (key) => !key.startsWith('ra.') && !english.has(key),
    );
    expect(missing).toEqual([]);
  });
});

describe('party sizes', () => {
  it('count adults and children with the right plural, never "1 children"', async () => {
    const polyglot = (await import('ra-i18n-polyglot')).default;
    const en = polyglot(() => enMessages, 'en');
    const de = polyglot(() => deMessages, 'de');
    for (const base of ['app.front_desk', 'resources.waitlist']) {
      expect(en.translate(`${base}.children`, { smart_count: 1 })).toBe('1 child');
      expect(en.translate(`${base}.children`, { smart_count: 2 })).toBe('2 children');
      expect(en.translate(`${base}.adults`, { smart_count: 1 })).toBe('1 adult');
      expect(de.translate(`${base}.children`, { smart_count: 1 })).toBe('1 Kind');
      expect(de.translate(`${base}.adults`, { smart_count: 3 })).toBe('3 Erw.');
    }
  });
});
