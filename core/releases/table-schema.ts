import { z } from 'zod';
import { csvColumns } from '../catalogue/catalogue-export';
import { catalogueIslandSchema } from '../contract/schemas';

/** The curated fields a release carries, in schema order: the derived ones are separate products. */
export const RELEASE_FIELDS = Object.keys(catalogueIslandSchema.shape) as (keyof typeof catalogueIslandSchema.shape)[];

type Json = {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  description?: string;
  properties?: Record<string, Json>;
};

export interface TableSchemaField {
  name: string;
  type: 'string' | 'number' | 'integer' | 'boolean';
  description?: string;
  constraints?: { required?: boolean; enum?: string[]; minimum?: number; maximum?: number };
}

/** A lists or an object is written as text in its cell (see catalogue-export), so it is a string. */
function fieldType(schema: Json): TableSchemaField['type'] {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  return type === 'integer' || type === 'number' || type === 'boolean' ? type : 'string';
}

function field(name: string, schema: Json, required: boolean): TableSchemaField {
  const type = fieldType(schema);
  const constraints: NonNullable<TableSchemaField['constraints']> = {};
  // A list may be empty, and is then an empty cell: only a single value is required to be there.
  const listed = schema.type === 'array' || schema.type === 'object';
  if (required && !listed) constraints.required = true;
  if (type === 'string' && schema.enum?.every((value) => typeof value === 'string'))
    constraints.enum = schema.enum as string[];
  if (type === 'number' || type === 'integer') {
    if (schema.minimum !== undefined) constraints.minimum = schema.minimum;
    if (schema.maximum !== undefined) constraints.maximum = schema.maximum;
  }
  return {
    name,
    type,
    ...(schema.description ? { description: schema.description } : {}),
    ...(Object.keys(constraints).length > 0 ? { constraints } : {}),
  };
}

/**
 * The release CSV's Table Schema (Frictionless), derived from the same zod schema that checks the
 * catalogue, column by column as the CSV writes them: a flattened object's column travelAsOf takes
 * the type of travel.asOf. A field with a default is required: every record has it.
 */
export function islandsTableSchema() {
  const json = z.toJSONSchema(catalogueIslandSchema, { io: 'output', unrepresentable: 'any' }) as Json & {
    required?: string[];
  };
  const properties = json.properties ?? {};
  const required = new Set(json.required ?? []);
  const fields = csvColumns(RELEASE_FIELDS).map((column) => {
    if (properties[column]) return field(column, properties[column], required.has(column));
    // A flattened column: its object's name, then the member's, capitalised (travelAsOf → travel.asOf).
    const parent = Object.keys(properties).find((name) => column.startsWith(name) && column !== name);
    const member = parent
      ? column.slice(parent.length, parent.length + 1).toLowerCase() + column.slice(parent.length + 1)
      : '';
    const inner = parent ? properties[parent]?.properties?.[member] : undefined;
    return field(column, inner ?? {}, false);
  });
  return { fields, primaryKey: 'id', missingValues: [''] };
}
