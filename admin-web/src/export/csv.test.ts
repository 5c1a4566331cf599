import { describe, expect, it } from 'vitest';
import { euros, fixed, toCsv } from '@/export/csv';

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('toCsv', () => {
  it('writes semicolons and decimal commas for a German spreadsheet', () => {
    expect(
      toCsv(['Nr', 'Gast', 'Betrag'], [['2027-00001', 'Josef Gruber', euros(100050)]], 'de'),
    ).toBe('\uFEFFNr;Gast;Betrag\r\n2027-00001;Josef Gruber;1000,50\r\n');
  });

  it('writes commas and decimal points for an English spreadsheet', () => {
    expect(toCsv(['No', 'Amount', '%'], [['2027-00001', euros(-8333), fixed(16.5, 2)]], 'en')).toBe(
      '\uFEFFNo,Amount,%\r\n2027-00001,-83.33,16.50\r\n',
    );
  });

  it('never writes a thousands separator, so the spreadsheet reads a number', () => {
    expect(lines(toCsv(['a', 'b'], [[euros(123456789), 21900]], 'de'))[1]).toBe('1234567,89;21900');
  });

  it("quotes values holding the language's separator, quotes and line breaks", () => {
    const row = [['Gruber; Josef', 'Gruber, Josef', 'sagt "Servus"', 'Zeile\n2']];
    expect(lines(toCsv(['a', 'b', 'c', 'd'], row, 'de'))[1]).toBe(
      '"Gruber; Josef";Gruber, Josef;"sagt ""Servus""";"Zeile\n2"',
    );
    expect(lines(toCsv(['a', 'b', 'c', 'd'], row, 'en'))[1]).toBe(
      'Gruber; Josef,"Gruber, Josef","sagt ""Servus""","Zeile\n2"',
    );
  });

  it('defuses spreadsheet formulas but keeps phone numbers and our numbers as they are', () => {
    const rows = [['=HYPERLINK("x")'], ['+43 660 1234567'], [-5], [euros(-500)], ['@SUM(A1)']];
    expect(lines(toCsv(['x'], rows, 'de')).slice(1, 6)).toEqual([
      '"\'=HYPERLINK(""x"")"',
      '+43 660 1234567',
      '-5',
      '-5,00',
      "'@SUM(A1)",
    ]);
  });

  it('writes empty cells for missing values', () => {
    expect(lines(toCsv(['a', 'b'], [[null, undefined]], 'en'))[1]).toBe(',');
  });
});
