import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatDate,
  formatDateTime,
  formatDayTime,
  formatMonth,
  formatNumber,
  formatPercent,
} from '@/format';

// Intl separates some parts with no-break spaces; compare with plain ones.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the console formatter', () => {
  it('writes money, counts and dates the Austrian way in German', () => {
    expect(plain(formatCents(130910, 'de'))).toBe('1.309,10 €');
    expect(plain(formatCents(-2500, 'de'))).toBe('-25,00 €');
    expect(formatNumber(21900, 'de')).toBe('21.900');
    expect(formatNumber(7.5, 'de')).toBe('7,5');
    expect(plain(formatPercent(12.5, 'de'))).toBe('12,5 %');
    expect(formatDate('2026-11-28', 'de')).toBe('28.11.2026');
    // 13:05 UTC is 14:05 at the campsite in winter.
    expect(formatDateTime('2026-11-28T13:05:00Z', 'de')).toBe('28.11.2026, 14:05');
    expect(formatDayTime('2026-11-28T13:05:00Z', 'de')).toBe('28.11., 14:05');
    expect(formatMonth('2026-11', 'de')).toBe('November 2026');
  });

  it('writes them the English way in the English console', () => {
    expect(formatCents(130910, 'en')).toBe('€1,309.10');
    expect(formatNumber(21900, 'en')).toBe('21,900');
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
    expect(formatDate('2026-11-28', 'en')).toBe('28 Nov 2026');
    expect(formatDateTime('2026-11-28T13:05:00Z', 'en')).toBe('28 Nov 2026, 14:05');
  });

  it('keeps a stay’s calendar date whatever the browser’s zone', () => {
    expect(formatDate('2026-03-29', 'de')).toBe('29.03.2026');
    expect(formatDate('2027-01-01', 'de')).toBe('01.01.2027');
  });
});

// Formats written by hand on one screen drifted from the next (`€ 1.309,10` beside `1.309,10 €`,
// `28.11.26` beside `28.11.2026`): every shown number and date goes through src/format.ts.
describe('the console’s sources', () => {
  // Vitest runs in the app's folder (jsdom gives import.meta.url no file scheme).
  const src = join(process.cwd(), 'src');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
    );
  // Spreadsheet exports write machine formats of their own (ISO dates, plain decimals).
  const allowed = new Set(['format.ts', 'access-codes/csv.ts', 'export/csv.ts']);

  it('format numbers and dates only through the formatter module', () => {
    const offenders = files(src)
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((f) => relative(src, f).split('\\').join('/'))
      .filter((f) => !allowed.has(f))
      .filter((f) =>
        /Intl\.(NumberFormat|DateTimeFormat|DisplayNames)|toLocale(Date|Time)?String/.test(
          readFileSync(join(src, f), 'utf8'),
        ),
      );
    expect(offenders).toEqual([]);
  });
});
