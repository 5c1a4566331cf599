import { cleanName, NAME_PART_MAX } from './clean-name';

describe('cleanName (names in mails to unconfirmed addresses)', () => {
  it.each([
    ['Anna', 'Anna'],
    ['Maria-Theresia', 'Maria-Theresia'],
    ["O'Brien", "O'Brien"],
    ['Dr. J.R. Müller', 'Dr. J.R. Müller'],
    ['Zoë  Ávila', 'Zoë Ávila'],
  ])('keeps a real name: %s', (input, expected) => {
    expect(cleanName(input)).toBe(expected);
  });

  it.each([
    ['Win a prize at https://evil.example/claim now', 'Win a prize at now'],
    ['visit www.evil.example today', 'visit today'],
    ['call evil.com/x', 'call'],
    ['mail me: a@b.example', 'mail me:'],
    ['<a href="x">click</a> here', 'click here'],
    ['{{companyName}} Bank', 'companyName Bank'],
    ['line\r\nbreak\u0000null\u202eRTL', 'line break null RTL'],
    ['Besuche evil\uFF0Ecom', 'Besuche'],
    ['Besuche evil\u3002com jetzt', 'Besuche jetzt'],
    ['Besuche evil\uFF61com', 'Besuche'],
    ['Besuche \uFF45\uFF56\uFF49\uFF4C\uFF0E\uFF43\uFF4F\uFF4D', 'Besuche'],
  ])('strips links, addresses, markup and control characters: %s', (input, expected) => {
    expect(cleanName(input)).toBe(expected);
  });

  it('caps the length in whole characters', () => {
    const long = 'Ä'.repeat(100);
    expect(cleanName(long)).toBe('Ä'.repeat(NAME_PART_MAX));
    expect(Array.from(cleanName('😀'.repeat(50)))).toHaveLength(NAME_PART_MAX);
  });
});
