/**
 * Canonical JSON with sorted keys, so the same body always has the same fingerprint. Iterative,
 * not recursive: a body nested thousands of levels deep must not overflow the stack.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  // What is still to write, last first: values, and the literal text between them.
  const stack: ({ text: string } | { value: unknown })[] = [{ value }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if ('text' in item) {
      out.push(item.text);
      continue;
    }
    const current = item.value;
    const parts: ({ text: string } | { value: unknown })[] = [];
    if (Array.isArray(current)) {
      parts.push({ text: '[' });
      for (let i = 0; i < current.length; i++) {
        if (i > 0) parts.push({ text: ',' });
        if (i in current) parts.push({ value: current[i] });
      }
      parts.push({ text: ']' });
    } else if (current !== null && typeof current === 'object') {
      parts.push({ text: '{' });
      Object.keys(current)
        .sort()
        .forEach((key, i) => {
          parts.push({ text: `${i > 0 ? ',' : ''}${JSON.stringify(key)}:` });
          parts.push({ value: (current as Record<string, unknown>)[key] });
        });
      parts.push({ text: '}' });
    } else {
      out.push(JSON.stringify(current) ?? 'null');
    }
    for (let i = parts.length - 1; i >= 0; i--) stack.push(parts[i]!);
  }
  return out.join('');
}

/** A 106-bit fingerprint of a request body (two seeded cyrb53 passes); pure, so core stays I/O free. */
export function fingerprintOf(value: unknown): string {
  const text = canonicalJson(value);
  return cyrb53(text, 0x9e3779b9).toString(36) + '.' + cyrb53(text, 0x85ebca6b).toString(36);
}

function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
