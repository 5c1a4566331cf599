import { describe, expect, it } from 'vitest';
import { parseKwh } from '@/fields/kwh';

describe('parseKwh', () => {
  it('reads German readings to whole watt-hours', () => {
    expect(parseKwh('1042', 'de')).toBe(1_042_000);
    expect(parseKwh('1042,5', 'de')).toBe(1_042_500);
    expect(parseKwh('1.042,125', 'de')).toBe(1_042_125);
    expect(parseKwh(' 0,1 ', 'de')).toBe(100);
  });

  it('reads English readings', () => {
    expect(parseKwh('1042.5', 'en')).toBe(1_042_500);
    expect(parseKwh('1,042.5', 'en')).toBe(1_042_500);
  });

  it('refuses the other notation, too many decimals and text', () => {
    expect(parseKwh('1042.5', 'de')).toBeNull();
    expect(parseKwh('1042,5', 'en')).toBeNull();
    expect(parseKwh('1,0425', 'de')).toBeNull();
    expect(parseKwh('-5', 'de')).toBeNull();
    expect(parseKwh('zwölf', 'de')).toBeNull();
    expect(parseKwh('', 'de')).toBeNull();
  });
});
