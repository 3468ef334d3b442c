import { createHash } from 'node:crypto';

/** A short content hash of a file's text: the same text, the same version, on every machine. */
export function contentVersion(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 16);
}
