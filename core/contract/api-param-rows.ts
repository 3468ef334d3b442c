import { buildOpenApiDocument, type DocumentedOperation } from './openapi';

/** One query parameter as the API page's table shows it: its name, what it is, what it does. */
export interface ParamRow {
  name: string;
  type: string;
  description: string;
}

type Schema = {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
  default?: unknown;
  items?: Schema;
};

/** The documented type in words: what a reader types into a URL. */
export function typeInWords(schema: Schema): string {
  const base = (() => {
    if (schema.type === 'integer')
      return schema.minimum !== undefined && schema.maximum !== undefined
        ? `integer, ${schema.minimum}–${schema.maximum.toLocaleString('en-GB')}`
        : 'integer';
    if (schema.type === 'number') return schema.minimum === 0 ? 'number ≥ 0' : 'number';
    if (schema.type === 'boolean') return 'true or false';
    if (schema.type === 'array') {
      const count = schema.minItems !== undefined && schema.minItems === schema.maxItems ? `${schema.minItems} ` : '';
      const items = schema.items?.enum ? 'field names' : schema.items?.type === 'number' ? 'numbers' : 'values';
      return `${count}${items}, comma-separated`;
    }
    if (schema.enum) return `one of ${schema.enum.join(', ')}`;
    return 'text';
  })();
  return schema.default === undefined ? base : `${base}; default ${String(schema.default)}`;
}

/** The operation's query parameters, from the same OpenAPI document the server publishes. */
export function queryParamRows(id: string, endpoint: DocumentedOperation): ParamRow[] {
  const document = buildOpenApiDocument({ [id]: endpoint });
  const operation = document.paths[endpoint.http.path]?.[endpoint.http.method] as
    { parameters?: { name: string; in: string; description?: string; schema: Schema }[] } | undefined;
  return (operation?.parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => ({
      name: parameter.name,
      type: typeInWords(parameter.schema),
      description: parameter.description ?? '',
    }));
}
