/**
 * A confirmation link's code and the hash the inbox keeps of it: Web Crypto, so the same code
 * runs in Node and in a browser. Only the hash is stored, so a copy of the inbox cannot confirm.
 */
export async function tokenHash(token: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function newConfirmationToken(): Promise<{ token: string; tokenHash: string }> {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const token = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return { token, tokenHash: await tokenHash(token) };
}

/** How long a confirmation link works: a week. */
export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
