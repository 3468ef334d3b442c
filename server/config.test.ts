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

describe('the mail settings (newsletter double opt-in)', () => {
  const smtp = { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Isolario <team@isolario.example>' };
  it('are off unless SMTP_URL is set, and then need MAIL_FROM and the site address', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(loadConfig({ ...smtp, PUBLIC_URL: 'https://isolario.example' }).mail).toMatchObject({
      url: 'smtp://127.0.0.1:2525',
      from: 'Isolario <team@isolario.example>',
    });
    expect(() => loadConfig(smtp)).toThrow(/SMTP_URL is set but PUBLIC_URL is not/);
    expect(() => loadConfig({ SMTP_URL: smtp.SMTP_URL, PUBLIC_URL: 'https://isolario.example' })).toThrow(
      /MAIL_FROM is not/,
    );
    expect(() => loadConfig({ SMTP_URL: 'mail.example.org', PUBLIC_URL: 'https://isolario.example' })).toThrow(
      /SMTP_URL must be an smtp/,
    );
  });
});
