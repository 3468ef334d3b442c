/** A parse function for a zod schema whose error names the store and the first problem in words. */
export function parseWithSchema<T>(
  schema: {
    safeParse(
      json: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  what: string,
) {
  return (json: unknown): T => {
    const parsed = schema.safeParse(json);
    if (parsed.success) return parsed.data;
    const first = parsed.error.issues[0];
    const at = first && first.path.length > 0 ? ` at ${first.path.map(String).join('.')}` : '';
    throw new Error(`not ${what}${at}: ${first?.message ?? 'invalid'}`);
  };
}
