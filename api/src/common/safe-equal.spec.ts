import { safeEqual } from './safe-equal';

describe('safeEqual', () => {
  it('accepts the same secret, as text or bytes', () => {
    expect(safeEqual('gate-key-0123456789', 'gate-key-0123456789')).toBe(true);
    expect(safeEqual(Buffer.from('ab01', 'hex'), Buffer.from([0xab, 0x01]))).toBe(true);
    expect(safeEqual('äöü', Buffer.from('äöü'))).toBe(true);
  });

  it('refuses a different secret of the same length', () => {
    expect(safeEqual('gate-key-0123456789', 'gate-key-0123456788')).toBe(false);
  });

  it('refuses a prefix, an extension and an empty string without throwing', () => {
    expect(safeEqual('gate-key', 'gate-key-0123456789')).toBe(false);
    expect(safeEqual('gate-key-0123456789x', 'gate-key-0123456789')).toBe(false);
    expect(safeEqual('', 'gate-key-0123456789')).toBe(false);
  });
});
