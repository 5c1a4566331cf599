import { describe, expect, it } from 'vitest';
import type { PitchCategory } from '@/lib/categories';
import { todayInVienna, validateSearch } from '@/features/booking/components/booking-form';

const tent = { slug: 'tent', maxPersons: 4 } as PitchCategory;
const base = {
  checkIn: '2031-07-01',
  checkOut: '2031-07-05',
  adults: 2,
  children: 0,
  category: 'tent',
};

describe('booking search validation (SPEC §5)', () => {
  it('accepts a complete search', () => {
    expect(validateSearch(base, [tent], '2031-06-01')).toEqual({});
  });

  it('requires dates and a category', () => {
    expect(
      validateSearch({ ...base, checkIn: '', checkOut: '', category: '' }, [tent], '2031-06-01'),
    ).toEqual({
      checkIn: { key: 'required' },
      checkOut: { key: 'required' },
      category: { key: 'required' },
    });
  });

  it('rejects dates in the past and a departure not after the arrival', () => {
    expect(validateSearch(base, [tent], '2031-07-02').checkIn).toEqual({ key: 'past' });
    expect(
      validateSearch({ ...base, checkOut: '2031-07-01' }, [tent], '2031-06-01').checkOut,
    ).toEqual({
      key: 'order',
    });
  });

  it("keeps the party within the category's limit", () => {
    expect(
      validateSearch({ ...base, adults: 3, children: 2 }, [tent], '2031-06-01').adults,
    ).toEqual({
      key: 'tooMany',
      count: 4,
    });
  });

  it('takes today in the campsite time zone', () => {
    expect(todayInVienna(new Date('2031-06-30T22:30:00Z'))).toBe('2031-07-01');
  });
});
