import { throttleAddress } from './login-throttle.service';

describe('throttleAddress', () => {
  it('counts an IPv4 client by its address, also when it arrives v4-mapped', () => {
    expect(throttleAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(throttleAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside it does not escape a limit', () => {
    const a = throttleAddress('2001:db8:aa:1:1111:2222:3333:4444');
    const b = throttleAddress('2001:0db8:00aa:0001::9');
    expect(a).toBe('2001:db8:aa:1::/64');
    expect(b).toBe(a);
    expect(throttleAddress('2001:db8:aa:2::9')).not.toBe(a);
    expect(throttleAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('has one bucket for requests without an address', () => {
    expect(throttleAddress(undefined)).toBe('unknown');
  });
});
