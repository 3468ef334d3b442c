import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBeUndefined();
  });

  it('takes a hop count, or addresses, ranges and named ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8, 203.0.113.7' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
      '203.0.113.7',
    ]);
  });

  it('refuses anything else by name, including true (every proxy: any client could claim any address)', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*not 'true'/);
    expect(() => loadConfig({ TRUST_PROXY: 'loopback,10.0.0.0/33' })).toThrow(/not '10\.0\.0\.0\/33'/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.org' })).toThrow(/TRUST_PROXY/);
  });
});

describe('ADMIN_TOKEN', () => {
  it('is refused at start-up when it is short enough to guess, or holds a space no header can carry', () => {
    expect(() => loadConfig({ ADMIN_TOKEN: 'x' })).toThrow(/ADMIN_TOKEN must be at least 16 characters/);
    expect(() => loadConfig({ ADMIN_TOKEN: 'a token with spaces in it' })).toThrow(
      /ADMIN_TOKEN must not contain spaces/,
    );
    expect(loadConfig({ ADMIN_TOKEN: 'a-token-of-sixteen' }).adminToken).toBe('a-token-of-sixteen');
    expect(loadConfig({ ADMIN_TOKEN: '' }).adminToken).toBeUndefined();
  });
});
