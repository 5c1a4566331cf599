import { assertJsonDepth, findBadText, isBadText, MAX_BODY_DEPTH } from './input-rules';

const nested = (depth: number) => Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`);

describe('input rules', () => {
  it('takes JSON up to the depth limit and refuses one level more, before parsing', () => {
    expect(() => assertJsonDepth(nested(MAX_BODY_DEPTH))).not.toThrow();
    expect(() => assertJsonDepth(nested(MAX_BODY_DEPTH + 1))).toThrow(
      expect.objectContaining({ status: 400, type: 'entity.too.deep' }),
    );
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ note: `\\"${'[{'.repeat(500)}` });
    expect(() => assertJsonDepth(Buffer.from(text))).not.toThrow();
  });

  it('counts entries per array and keys per object, naming the container like a validation field', () => {
    const json = (v: unknown) => Buffer.from(JSON.stringify(v));
    const list = (n: number) => Array.from({ length: n }, () => ({ a: 1, b: [1, 2] }));
    expect(() => assertJsonDepth(json({ persons: list(2000) }))).not.toThrow();
    expect(() => assertJsonDepth(json({ a: { persons: list(2001) } }))).toThrow(
      expect.objectContaining({ type: 'entity.too.wide', field: 'a.persons', max: 2000 }),
    );
    const keys = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 0]));
    expect(() => assertJsonDepth(json(keys(1000)))).not.toThrow();
    expect(() => assertJsonDepth(json([{}, { x: keys(1001) }]))).toThrow(
      expect.objectContaining({ field: '1.x', max: 1000, object: true }),
    );
    expect(() => assertJsonDepth(json(keys(1001)))).toThrow(
      expect.objectContaining({ field: 'body' }),
    );
    // Commas inside strings are text, not entries.
    expect(() => assertJsonDepth(json({ note: ','.repeat(5000) }))).not.toThrow();
  });

  it('finds NUL and unpaired surrogates at any depth, named like a validation field', () => {
    expect(isBadText('Grüße aus Schladming 🏕️')).toBe(false);
    expect(isBadText('a\u0000b')).toBe(true);
    expect(isBadText('\ud800')).toBe(true);
    expect(isBadText('x\udc00')).toBe(true);
    expect(findBadText({ extras: [{ code: 'ok' }, { code: 'b\u0000d' }] })).toBe('extras.1.code');
    expect(findBadText({ ['k\ud800']: 1 })).toBe('value');
    expect(findBadText({ a: 1, b: [true, null, 'fine'] })).toBeUndefined();
  });
});
