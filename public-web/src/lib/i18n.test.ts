import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGE, isLanguage } from '@/config/paths';

const root = join(__dirname, '..', 'locales');

/** Every key path of a catalogue, arrays included (`items.0.title`). */
function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const plural = /_(one|other)$/;
const read = (lang: string, file: string) =>
  JSON.parse(readFileSync(join(root, lang, file), 'utf8')) as unknown;
const valueAt = (json: unknown, key: string) =>
  key.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], json);
/** The `{{name}}` values a text interpolates (and `<tag>` components it wraps). */
const variables = (text: unknown) =>
  typeof text === 'string'
    ? [...new Set([...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]))]
        .sort()
        .join()
    : '';

const languages = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * The legal texts exist only where they were written (German, English). In another language the
 * legal pages say so and link the binding German text: its legal catalogue has just these keys.
 */
const LEGAL_NOTICE_KEYS = [
  'imprint.title',
  'notice.english',
  'notice.german',
  'notice.text',
  'privacy.title',
  'terms.title',
];
const hasLegalTexts = (lang: string) => isLanguage(lang) && CONTENT_LANGUAGE[lang] === lang;

describe('catalogues', () => {
  const files = readdirSync(join(root, 'de'));
  const norm = (list: string[]) => [...new Set(list.map((k) => k.replace(plural, '')))].sort();
  const cases = languages
    .filter((lang) => lang !== 'de')
    .flatMap((lang) => files.map((file) => [lang, file] as const));

  it('every language has a catalogue for every German one', () => {
    for (const lang of languages)
      expect(readdirSync(join(root, lang)).sort()).toEqual(files.sort());
  });

  it.each(cases)(
    '%s/%s has the keys of the German one, with the same values interpolated',
    (lang, file) => {
      const de = read('de', file);
      const other = read(lang, file);
      if (file === 'legal.json' && !hasLegalTexts(lang)) {
        expect(norm(keys(other))).toEqual(LEGAL_NOTICE_KEYS);
        return;
      }
      expect(norm(keys(other))).toEqual(norm(keys(de)));
      const differ = keys(de)
        .filter((k) => !plural.test(k))
        .filter((k) => variables(valueAt(de, k)) !== variables(valueAt(other, k)));
      expect(differ).toEqual([]);
    },
  );

  it('notices a missing key and a lost value (the checks themselves work)', () => {
    expect(norm(keys({ a: { b: 'x' } }))).not.toEqual(norm(keys({ a: { b: 'x', c: 'y' } })));
    expect(variables('{{count}} nights × {{price}}')).not.toBe(variables('{{count}} nachten'));
    expect(variables('I accept <terms>terms</terms>')).toBe(variables('Ik <terms>ja</terms>'));
  });

  it('has no empty texts', () => {
    for (const lang of languages)
      for (const file of files) {
        const json = read(lang, file);
        const empty = keys(json).filter((k) => {
          const v = valueAt(json, k);
          return typeof v === 'string' && v.trim() === '';
        });
        expect(empty, `${lang}/${file}`).toEqual([]);
      }
  });
});
