import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * One word for each tax on every page, mail, invoice, PDF and console screen: German "USt." and
 * "Nächtigungsabgabe", English "VAT" and "tourist tax". A first-time guest who reads "MwSt." on
 * the checkout and "USt." on the invoice, or "Ortstaxe" beside "Nächtigungsabgabe", wonders
 * whether they are charged twice. This reads every text catalogue and template of the repo.
 */
const repo = join(__dirname, '../../../..');

const filesUnder = (dir: string, ext: RegExp): string[] =>
  readdirSync(join(repo, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(repo, path)).isDirectory()) return filesUnder(path, ext);
    return ext.test(name) && !/\.(spec|test)\.tsx?$/.test(name) ? [path] : [];
  });

const CATALOGUES = [
  'api/src/common/i18n/messages.ts',
  'api/src/modules/pricing/quote.ts',
  'api/src/modules/invoices/invoice-texts.ts',
  'api/src/modules/analytics/tourist-tax-documents.ts',
  ...filesUnder('api/src/modules/mail', /\.ts$/),
  ...filesUnder('public-web/src/locales', /\.json$/),
  ...filesUnder('admin-web/src/i18n', /\.ts$/),
];

const FORBIDDEN: Array<[RegExp, string]> = [
  [/\bMwSt\b/, 'USt.'],
  [/Mehrwertsteuer/i, 'USt.'],
  // The full word only where it introduces the abbreviation, as the legal texts do.
  [/Umsatzsteuer(?! \(USt\.\))/, 'USt.'],
  [/Ortstaxe|Kurtaxe|Gästetaxe|Aufenthaltsabgabe/i, 'Nächtigungsabgabe'],
  [/\b(overnight|city|local|visitor|visitors'|sales) tax\b/i, 'tourist tax / VAT'],
  [/\bvalue[- ]added tax\b/i, 'VAT'],
];

describe('tax terminology in every catalogue and template', () => {
  it('reads the catalogues (the list is not empty by accident)', () => {
    expect(
      CATALOGUES.filter((f) => f.startsWith('public-web/src/locales/')).length,
    ).toBeGreaterThan(20);
    expect(CATALOGUES).toContain('api/src/modules/mail/default-templates.ts');
  });

  it('says USt./VAT and Nächtigungsabgabe/tourist tax, never another word for them', () => {
    const found: string[] = [];
    for (const file of CATALOGUES) {
      readFileSync(join(repo, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const [pattern, word] of FORBIDDEN) {
            const hit = pattern.exec(line);
            if (hit) found.push(`${relative('.', file)}:${i + 1}: "${hit[0]}" (say ${word})`);
          }
        });
    }
    expect(found).toEqual([]);
  });
});
