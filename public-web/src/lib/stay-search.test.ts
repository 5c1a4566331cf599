import { describe, expect, it } from 'vitest';
import { completeStayChoice, readStayChoice, stayChoiceQuery, wholeNumber } from './stay-search';

const PITCH = '0b6f8a52-3c1e-4f43-9a8e-5d2b1c0e7a11';

describe('the stay choice in the address', () => {
  it('round-trips a full choice, pitch included', () => {
    const choice = {
      checkIn: '2027-07-10',
      checkOut: '2027-07-14',
      category: 'caravan',
      adults: 2,
      children: 1,
      pitch: PITCH,
    };
    expect(completeStayChoice(new URLSearchParams(stayChoiceQuery(choice)))).toEqual(choice);
  });

  it('drops malformed parts instead of trusting them', () => {
    const params = new URLSearchParams(
      'checkIn=2027-02-30&checkOut=2027-07-14&category=<b>&adults=2.5&children=-2&pitch=42',
    );
    expect(readStayChoice(params)).toEqual({ checkOut: '2027-07-14' });
  });

  it('is incomplete without dates, category or adults, or with departure before arrival', () => {
    expect(completeStayChoice(new URLSearchParams('checkIn=2027-07-10&category=tent'))).toBeNull();
    expect(
      completeStayChoice(
        new URLSearchParams('checkIn=2027-07-14&checkOut=2027-07-10&category=tent&adults=2'),
      ),
    ).toBeNull();
  });

  it('takes only whole numbers within bounds', () => {
    expect(wholeNumber('3', 0, 20)).toBe(3);
    expect(wholeNumber('21', 0, 20)).toBeUndefined();
    expect(wholeNumber('1e1', 0, 20)).toBeUndefined();
    expect(wholeNumber(null, 0, 20)).toBeUndefined();
  });
});
