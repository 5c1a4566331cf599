import { describe, expect, it } from 'vitest';
import { toCsv, viennaDateTime } from '@/access-codes/csv';

describe('access code CSV', () => {
  it('quotes what needs quoting and starts with a byte-order mark', () => {
    const csv = toCsv(
      [
        ['Code', 'Gast'],
        ['004711', 'Müller; Anna'],
        ['123456', 'Say "hi"'],
      ],
      ';',
    );
    expect(csv).toBe('\ufeffCode;Gast\r\n004711;"Müller; Anna"\r\n123456;"Say ""hi"""\r\n');
    expect(toCsv([['a;b', 'c,d']], ',')).toBe('\ufeffa;b,"c,d"\r\n');
  });

  it('writes times in Vienna local time, summer and winter', () => {
    expect(viennaDateTime('2026-12-20T13:00:00.000Z')).toBe('2026-12-20 14:00');
    expect(viennaDateTime('2027-07-03T09:00:00.000Z')).toBe('2027-07-03 11:00');
    expect(viennaDateTime(null)).toBe('');
  });
});
