import { countryName } from './countries';

describe('countryName', () => {
  it('names a guest’s country code in the document’s language', () => {
    expect(countryName('AT', 'de')).toBe('Österreich');
    expect(countryName('AT', 'en')).toBe('Austria');
    expect(countryName('GB', 'de')).toBe('Vereinigtes Königreich');
    expect(countryName('GB', 'en')).toBe('United Kingdom');
    expect(countryName('NL', 'de')).toBe('Niederlande');
    expect(countryName('AT', 'nl')).toBe('Oostenrijk');
    expect(countryName('NL', 'nl')).toBe('Nederland');
    expect(countryName('BE', 'nl')).toBe('België');
    expect(countryName('Österreich', 'nl')).toBe('Oostenrijk');
  });

  it('translates a country the settings name in German or English, and leaves anything else', () => {
    expect(countryName('Österreich', 'en')).toBe('Austria');
    expect(countryName('Austria', 'de')).toBe('Österreich');
    expect(countryName('Österreich', 'de')).toBe('Österreich');
    expect(countryName('Narnia', 'en')).toBe('Narnia');
    expect(countryName('QQ', 'en')).toBe('QQ');
    expect(countryName(null, 'en')).toBeNull();
  });
});
