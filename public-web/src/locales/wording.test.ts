import { describe, expect, it } from 'vitest';

// Every catalogue of the public site, read as text.
const catalogues = import.meta.glob<string>('./*/*.json', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/**
 * Words a guest at a desktop computer trips over: the site is used with a mouse and a keyboard as
 * much as with a finger, so it says "choose" ("wählen"), never "tap" ("tippen") alone.
 */
const TOUCH_ONLY = /\b(tap|taps|tapping|tippen|tippe|antippen)\b/i;

describe('public-site wording', () => {
  it('reads both languages', () => {
    expect(Object.keys(catalogues).filter((f) => f.startsWith('./en/')).length).toBeGreaterThan(10);
    expect(Object.keys(catalogues).filter((f) => f.startsWith('./de/')).length).toBeGreaterThan(10);
  });

  it('never asks a desktop guest to tap', () => {
    const found = Object.entries(catalogues).flatMap(([file, text]) =>
      text
        .split('\n')
        .map((line, i) => [i + 1, line] as const)
        .filter(([, line]) => TOUCH_ONLY.test(line))
        .map(([n, line]) => `${file}:${n}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
