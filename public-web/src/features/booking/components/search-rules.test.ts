import { describe, expect, it } from 'vitest';
import type { PitchCategory } from '@/lib/categories';
import {
  choiceOf,
  initialSearch,
  todayInVienna,
  validateSearch,
} from '@/features/booking/components/search-rules';

const tent = { slug: 'tent', maxPersons: 4 } as PitchCategory;
const caravan = { slug: 'caravan', maxPersons: 6 } as PitchCategory;
const base = {
  checkIn: '2031-07-01',
  checkOut: '2031-07-05',
  adults: '2',
  children: '0',
  category: 'tent',
};
const TODAY = '2031-06-01';

describe('booking search validation (docs/product.md §5)', () => {
  it('accepts a complete search', () => {
    expect(validateSearch(base, [tent], TODAY)).toEqual({});
  });

  it('requires dates and a category', () => {
    expect(
      validateSearch({ ...base, checkIn: '', checkOut: '', category: '' }, [tent], TODAY),
    ).toEqual({
      checkIn: { key: 'required' },
      checkOut: { key: 'required' },
      category: { key: 'required' },
    });
  });

  it('rejects dates in the past and a departure not after the arrival', () => {
    expect(validateSearch(base, [tent], '2031-07-02').checkIn).toEqual({ key: 'past' });
    expect(validateSearch({ ...base, checkOut: '2031-07-01' }, [tent], TODAY).checkOut).toEqual({
      key: 'order',
    });
  });

  it("keeps the party within the category's limit", () => {
    expect(validateSearch({ ...base, adults: '3', children: '2' }, [tent], TODAY).adults).toEqual({
      key: 'tooMany',
      count: 4,
    });
  });

  it.each([
    ['children', '-2'],
    ['children', '1.5'],
    ['children', '21'],
    ['children', '1e1'],
    ['adults', '2.5'],
    ['adults', '0'],
    ['adults', ''],
    ['adults', '-1'],
    ['adults', '21'],
  ] as const)('refuses %s = %j: only whole numbers within the bounds pass', (field, value) => {
    const errors = validateSearch({ ...base, [field]: value }, [caravan, tent], TODAY);
    expect(errors[field]?.key).toBe(field);
  });

  it('takes an empty children field as none', () => {
    expect(validateSearch({ ...base, children: '' }, [tent], TODAY)).toEqual({});
    expect(choiceOf({ ...base, children: '' }).children).toBe(0);
  });

  it('takes today in the campsite time zone', () => {
    expect(todayInVienna(new Date('2031-06-30T22:30:00Z'))).toBe('2031-07-01');
  });
});

describe("the form's starting values", () => {
  const address = {
    checkIn: '2031-07-10',
    checkOut: '2031-07-14',
    category: 'caravan',
    adults: 3,
    children: 1,
  };

  it('restores the search from the address (Back, "change search", a shared link)', () => {
    expect(initialSearch(address, {}, [tent, caravan], TODAY)).toEqual({
      checkIn: '2031-07-10',
      checkOut: '2031-07-14',
      category: 'caravan',
      adults: '3',
      children: '1',
    });
  });

  it('falls back to the remembered search, and the address wins over it', () => {
    const remembered = { ...address, category: 'tent', adults: 1 };
    expect(initialSearch({}, remembered, [tent, caravan], TODAY).category).toBe('tent');
    expect(initialSearch(address, remembered, [tent, caravan], TODAY).adults).toBe('3');
  });

  it('drops dates that have passed and categories that no longer exist', () => {
    const start = initialSearch(
      { ...address, category: 'yurt' },
      {},
      [tent, caravan],
      '2031-07-12',
    );
    expect(start.checkIn).toBe('');
    expect(start.checkOut).toBe('2031-07-14');
    expect(start.category).toBe('tent');
  });
});
