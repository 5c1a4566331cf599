import { requestLang } from './lang';
import { translate } from './messages';

const req = (headers: Record<string, string>, query: Record<string, string> = {}) =>
  ({ headers, query }) as never;

describe('requestLang', () => {
  it('defaults to German when the client says nothing', () => {
    expect(requestLang(req({}))).toBe('de');
  });
  it('follows Accept-Language by weight, skipping languages the site does not speak', () => {
    expect(requestLang(req({ 'accept-language': 'fr-FR, en-GB;q=0.8, de;q=0.5' }))).toBe('en');
    expect(requestLang(req({ 'accept-language': 'en;q=0.3, de-AT;q=0.9' }))).toBe('de');
  });
  it('speaks Dutch to a Dutch browser and to ?lang=nl', () => {
    expect(requestLang(req({ 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.5' }))).toBe('nl');
    expect(requestLang(req({ 'accept-language': 'de' }, { lang: 'nl' }))).toBe('nl');
    expect(requestLang(req({}, { lang: 'fr' }))).toBe('de');
  });
  it('lets ?lang= override the header', () => {
    expect(requestLang(req({ 'accept-language': 'de' }, { lang: 'en' }))).toBe('en');
  });
});

describe('translate', () => {
  it('fills placeholders in the chosen language', () => {
    expect(translate('en', 'auth.tooManyAttempts', { minutes: 15 })).toBe(
      'Too many login attempts. Please try again in 15 minutes.',
    );
    expect(translate('de', 'validation.unknownField', { field: 'foo' })).toBe(
      'Unbekanntes Feld: foo',
    );
    expect(translate('nl', 'booking.priceChanged', { totalCents: 189050 })).toBe(
      'De prijs is intussen gewijzigd (nu €\u00a01.890,50). Controleer de nieuwe prijs en sla opnieuw op.',
    );
    expect(translate('nl', 'booking.tooManyMails', { retryAfterSeconds: 840 })).toContain(
      'over 14 minuten opnieuw',
    );
  });
});
