/**
 * Meter readings as staff type them, in the console's language: German `1042,5` or `1.042,5`,
 * English `1042.5` or `1,042.5` — at most three decimals — to whole watt-hours (1042500). Integer
 * arithmetic on the digits, so `0,1` is exactly 100 Wh. Null for anything else (the other
 * language's notation included: `1.042` in English would be read as 1,042 kWh by a German).
 */
export function parseKwh(text: string, locale: string): number | null {
  const [group, decimal] = locale === 'en' ? [',', '.'] : ['.', ','];
  const value = text.trim().replace(/\s/g, '');
  const escape = (c: string) => `\\${c}`;
  const pattern = new RegExp(
    `^(\\d{1,3}(?:${escape(group)}\\d{3})+|\\d+)(?:${escape(decimal)}(\\d{1,3}))?$`,
  );
  const match = pattern.exec(value);
  if (!match) return null;
  const whole = Number(match[1].split(group).join(''));
  const fraction = Number((match[2] ?? '').padEnd(3, '0'));
  const wh = whole * 1000 + fraction;
  return Number.isSafeInteger(wh) && wh <= 2_000_000_000 ? wh : null;
}
