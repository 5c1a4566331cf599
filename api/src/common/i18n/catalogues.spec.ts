import { LANGUAGES } from 'src/contract/constants';
import { INVOICE_TEXTS, METHOD_TEXTS, UNIT_TEXTS } from 'src/modules/invoices/invoice-texts';
import { DEFAULT_TEMPLATES } from 'src/modules/mail/default-templates';
import { NL_TEMPLATES } from 'src/modules/mail/default-templates-nl';
import { TEMPLATE_KEYS } from 'src/modules/mail/mail.types';
import { messages } from './messages';

/**
 * Every guest language has every text the others have, with the same `{placeholders}`: a text
 * added in German and English only (or a placeholder lost in translation) fails here, not in a
 * Dutch guest's mail.
 */
const placeholders = (text: string, pattern: RegExp) =>
  [...new Set([...text.matchAll(pattern)].map((m) => m[1]))].sort();
const single = /\{(\w+)\}/g;
const double = /\{\{\s*(\w+)\s*\}\}/g;

/** For each language: the keys German has and it lacks, and the keys whose placeholders differ. */
function gaps(catalogues: Record<string, Record<string, string>>, pattern: RegExp) {
  const reference = catalogues.de;
  return Object.fromEntries(
    LANGUAGES.map((lang) => {
      const own = catalogues[lang] ?? {};
      const missing = Object.keys(reference).filter((key) => !(key in own));
      const extra = Object.keys(own).filter((key) => !(key in reference));
      const placeholdersDiffer = Object.keys(reference).filter(
        (key) =>
          key in own &&
          placeholders(own[key], pattern).join() !== placeholders(reference[key], pattern).join(),
      );
      return [lang, { missing, extra, placeholdersDiffer }];
    }),
  );
}

const none = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, { missing: [], extra: [], placeholdersDiffer: [] }]),
);

describe('catalogues of every guest language', () => {
  it('API messages: every key, the same placeholders', () => {
    expect(gaps(messages as unknown as Record<string, Record<string, string>>, single)).toEqual(
      none,
    );
  });

  it('invoice PDF texts: every key, the same placeholders; every unit and payment method', () => {
    expect(gaps(INVOICE_TEXTS as Record<string, Record<string, string>>, single)).toEqual(none);
    expect(gaps(UNIT_TEXTS, single)).toEqual(none);
    expect(gaps(METHOD_TEXTS, single)).toEqual(none);
  });

  it('mail templates: a Dutch text for every template, with the variables of the English one', () => {
    expect(TEMPLATE_KEYS.filter((key) => !NL_TEMPLATES[key])).toEqual([]);
    const variables = (lang: 'en' | 'nl') =>
      Object.fromEntries(
        TEMPLATE_KEYS.map((key) => {
          const t = DEFAULT_TEMPLATES[key][lang];
          return [key, placeholders(`${t.subject}\n${t.html}\n${t.text}`, double)];
        }),
      );
    expect(variables('nl')).toEqual(variables('en'));
  });

  it('notices a missing key (the check itself works)', () => {
    const broken = { de: { a: 'x {n}', b: 'y' }, en: { a: 'x {n}', b: 'y' }, nl: { a: 'x' } };
    expect(gaps(broken, single).nl).toEqual({
      missing: ['b'],
      extra: [],
      placeholdersDiffer: ['a'],
    });
  });
});
