import { describe, expect, it } from 'vitest';
import { localizePath, pathTo, prefixedPath } from '@/config/paths';

describe('language switch targets', () => {
  it.each([
    ['/de', 'en', '/en'],
    ['/en', 'de', '/de'],
    ['/de/kasse', 'en', '/en/checkout'],
    ['/en/checkout', 'de', '/de/kasse'],
    ['/de/aktivitaeten', 'en', '/en/activities'],
    ['/en/privacy', 'de', '/de/datenschutz'],
    ['/de/buchung-details/4f1c-9a', 'en', '/en/booking-details/4f1c-9a'],
    ['/en/booking-success/abc', 'de', '/de/buchung-erfolgreich/abc'],
    ['/de/story-generator', 'en', '/en/story-generator'],
    ['/de/gibt-es-nicht/1', 'en', '/en/gibt-es-nicht/1'],
    ['/de/kasse', 'nl', '/nl/afrekenen'],
    ['/nl/afrekenen', 'de', '/de/kasse'],
    ['/en/booking-details/42', 'nl', '/nl/boeking-details/42'],
    ['/nl/standplaats-kiezen', 'en', '/en/pitch-selection'],
    ['/nl/privacyverklaring', 'de', '/de/datenschutz'],
    ['/nl', 'de', '/de'],
  ] as const)('%s in %s is %s', (from, lang, to) => {
    expect(localizePath(from, lang)).toBe(to);
  });
});

describe('addresses without a language', () => {
  it('send old page links to the German page', () => {
    expect(prefixedPath('/checkout', 'en')).toBe('/de/kasse');
    expect(prefixedPath('/guest-view', 'de')).toBe('/de/gast-ansicht');
    expect(prefixedPath('/booking-details/42', 'de')).toBe('/de/buchung-details/42');
    expect(prefixedPath('/impressum', 'en')).toBe('/de/impressum');
  });

  it('keep the remembered language for anything else', () => {
    expect(prefixedPath('/story-generator', 'en')).toBe('/en/story-generator');
    expect(prefixedPath('/privacy', 'de')).toBe('/de/datenschutz');
    expect(prefixedPath('/irgendwas', 'en')).toBe('/en/irgendwas');
    expect(prefixedPath('/afrekenen', 'nl')).toBe('/nl/afrekenen');
    expect(prefixedPath('/story-generator', 'nl')).toBe('/nl/verhaalgenerator');
  });
});

it('builds links with the page slug of the language', () => {
  expect(pathTo('landing', 'de')).toBe('/de');
  expect(pathTo('bookingDetails', 'en', 'a b')).toBe('/en/booking-details/a%20b');
});
