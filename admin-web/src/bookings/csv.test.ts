import { describe, expect, it } from 'vitest';
import { toCsv } from '@/bookings/csv';

describe('toCsv', () => {
  it('writes a header and rows with a BOM and CRLF line ends', () => {
    expect(toCsv(['Nr', 'Gast'], [['2027-00001', 'Josef Gruber']])).toBe(
      '\uFEFFNr,Gast\r\n2027-00001,Josef Gruber\r\n',
    );
  });

  it('quotes values with separators, quotes and line breaks', () => {
    const csv = toCsv(['a', 'b', 'c'], [['Gruber, Josef', 'sagt "Servus"', 'Zeile\n2']]);
    expect(csv.split('\r\n')[1]).toBe('"Gruber, Josef","sagt ""Servus""","Zeile\n2"');
  });

  it('defuses spreadsheet formulas but keeps phone numbers and numbers as they are', () => {
    const row = toCsv(['x'], [['=HYPERLINK("x")'], ['+43 660 1234567'], [-5], ['@SUM(A1)']])
      .split('\r\n')
      .slice(1, 5);
    expect(row).toEqual(['"\'=HYPERLINK(""x"")"', '+43 660 1234567', '-5', "'@SUM(A1)"]);
  });

  it('writes empty cells for missing values', () => {
    expect(toCsv(['a', 'b'], [[null, undefined]]).split('\r\n')[1]).toBe(',');
  });
});
