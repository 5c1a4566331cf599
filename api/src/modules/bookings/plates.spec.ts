import { normalisePlate, normalisePlates } from './plates';

describe('number plates', () => {
  it('reads spaces, dashes, dots and case as the same plate', () => {
    for (const raw of ['LI 123 ab', 'LI-123AB', 'li123ab', ' li.123-ab ', 'LI·123 AB'])
      expect(normalisePlate(raw)).toBe('LI123AB');
    expect(normalisePlate('mü-ab 12')).toBe('MÜAB12');
  });

  it('refuses what cannot be a plate', () => {
    for (const raw of ['', ' ', 'A', 'LI 123 AB 456 789', 'LI;123', '<script>', 'W€1'])
      expect(normalisePlate(raw)).toBeNull();
  });

  it('drops blanks and duplicates from a list and refuses more than three vehicles', () => {
    expect(normalisePlates(['LI 123 AB', '', 'li-123ab', 'W 1234 X'])).toEqual([
      'LI123AB',
      'W1234X',
    ]);
    expect(normalisePlates(['LI1', 'LI2', 'LI3', 'LI4'])).toBeNull();
    expect(normalisePlates(['LI1', '!'])).toBeNull();
  });
});
