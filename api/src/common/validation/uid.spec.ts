import { austrianUidCheckDigit, isValidAustrianUid } from './uid';

describe('Austrian UID check digit', () => {
  // Published UIDs of Austrian companies (as listed by python-stdnum's VAT tests), and the same
  // numbers with one digit changed.
  const published = [
    'ATU13585627',
    'ATU14243102',
    'ATU15159209',
    'ATU28560205',
    'ATU46080404',
    'ATU61195628',
    'ATU64487479',
  ];
  const mangled = ['ATU14343102', 'ATU15169209', 'ATU46080904', 'ATU61191628'];

  it('accepts published UIDs', () => {
    for (const uid of published) expect([uid, isValidAustrianUid(uid)]).toEqual([uid, true]);
  });

  it('refuses a changed digit, the old demo number and other shapes', () => {
    for (const uid of [...mangled, 'ATU12345678', 'ATU1234567', 'AT123456789', 'DE123456789', 7])
      expect([uid, isValidAustrianUid(uid)]).toEqual([uid, false]);
  });

  it('computes the check digit of the demo numbers', () => {
    expect(austrianUidCheckDigit('1358562')).toBe(7);
    expect(austrianUidCheckDigit('1234567')).toBe(5);
    expect(austrianUidCheckDigit('8765432')).toBe(4);
  });
});
