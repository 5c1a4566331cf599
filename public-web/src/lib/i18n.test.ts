import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', 'locales');

/** Every key path of a catalogue, arrays included (`items.0.title`). */
function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const plural = /_(one|other)$/;

describe('catalogues', () => {
  const files = readdirSync(join(root, 'de'));

  it.each(files)('%s has the same keys in English as in German', (file) => {
    const de = JSON.parse(readFileSync(join(root, 'de', file), 'utf8')) as unknown;
    const en = JSON.parse(readFileSync(join(root, 'en', file), 'utf8')) as unknown;
    const norm = (list: string[]) => [...new Set(list.map((k) => k.replace(plural, '')))].sort();
    expect(norm(keys(en))).toEqual(norm(keys(de)));
  });

  it('has no empty texts', () => {
    for (const lang of ['de', 'en'])
      for (const file of files) {
        const json = JSON.parse(readFileSync(join(root, lang, file), 'utf8')) as unknown;
        const empty = keys(json).filter((k) => {
          const v = k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], json);
          return typeof v === 'string' && v.trim() === '';
        });
        expect(empty, `${lang}/${file}`).toEqual([]);
      }
  });
});
