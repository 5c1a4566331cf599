import { describe, expect, it } from 'vitest';
import { viennaDateTime } from '@/access-codes/csv';

describe('access code CSV', () => {
  it('writes times in Vienna local time, summer and winter', () => {
    expect(viennaDateTime('2026-12-20T13:00:00.000Z')).toBe('2026-12-20 14:00');
    expect(viennaDateTime('2027-07-03T09:00:00.000Z')).toBe('2027-07-03 11:00');
    expect(viennaDateTime(null)).toBe('');
  });
});
