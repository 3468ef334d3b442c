/**
 * One Idempotency-Key per request body until the server has stored it: a visitor who presses
 * Send again after a lost answer or a 503 gets the stored record back, never a second copy.
 * A changed body is a new request with a new key (the same key with another body is a 422).
 */
export interface IdempotencyKeys {
  /** The key for this body sent to this path: the same one until `stored` is called for it. */
  keyFor(path: string, body: unknown): string;
  /** The server answered 2xx: sending the same body again later is a new request. */
  stored(path: string, body: unknown): void;
}

/** 128 random bits as hex; getRandomValues, unlike randomUUID, works on plain-http origins too. */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function createIdempotencyKeys(newKey: () => string = randomKey): IdempotencyKeys {
  const pending = new Map<string, string>();
  const identity = (path: string, body: unknown) => `${path}\n${JSON.stringify(body)}`;
  return {
    keyFor(path, body) {
      const id = identity(path, body);
      let key = pending.get(id);
      if (key === undefined) {
        key = newKey();
        pending.set(id, key);
      }
      return key;
    },
    stored(path, body) {
      pending.delete(identity(path, body));
    },
  };
}
