import { describe, expect, it } from 'vitest';
import { NEWSLETTER_TOKEN_PATTERN } from '../contract/newsletter';
import { newConfirmationToken, tokenHash } from './confirmation-token';

const bytesOf = (token: string) => atob(token.replace(/-/g, '+').replace(/_/g, '/')).length;

describe('a confirmation link code', () => {
  it('is kept only as its SHA-256, in hex (the FIPS 180-2 example)', async () => {
    expect(await tokenHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('is 32 random bytes in base64url, each new, with the hash of itself', async () => {
    const first = await newConfirmationToken();
    const second = await newConfirmationToken();
    expect(first.token).toMatch(NEWSLETTER_TOKEN_PATTERN);
    expect(bytesOf(first.token)).toBe(32);
    expect(second.token).not.toBe(first.token);
    expect(first.tokenHash).toBe(await tokenHash(first.token));
  });
});
