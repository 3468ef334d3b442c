/**
 * What a query parameter is, for the OpenAPI document: the server reads every parameter as text
 * (its zod schema checks that text), but a client means a number, a boolean or a list of numbers.
 * Attached with `.meta(wireType(...))`, read by core/contract/openapi.ts; the server's parsing is unchanged.
 */
export interface WireType {
  schema: Record<string, unknown>;
  /** Lists go comma-separated in one parameter (near=-37.1,-12.3): OpenAPI's form style, unexploded. */
  list?: boolean;
}

export const wireType = (type: WireType) => ({ wire: type });

export const BOOLEAN_PARAM = wireType({ schema: { type: 'boolean' } });

export const integerParam = (minimum: number, maximum: number, extra: Record<string, unknown> = {}) =>
  wireType({ schema: { type: 'integer', minimum, maximum, ...extra } });

export const kilometresParam = () => wireType({ schema: { type: 'number', minimum: 0 } });

export const numberListParam = (count: number) =>
  wireType({ schema: { type: 'array', items: { type: 'number' }, minItems: count, maxItems: count }, list: true });
