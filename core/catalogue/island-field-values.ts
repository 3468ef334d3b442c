import { ACCESS_METHODS, CATEGORIES, REGIONS, STAFF_PRESENCE, parseCategory, parseRegion } from '../contract/enums';
import { InvalidError } from '../contract/errors';
import type { ErrorIssue } from '../contract/errors';
import type { CatalogueIsland as Island } from '../contract/schemas';
import { catalogueIslandSchema as islandSchema } from '../contract/schemas';

/**
 * Island field values from text, typed by the Island schema: what a curator sets when approving a
 * submission (the admin API's `set` body, the command line's set option).
 */

type FieldKind =
  | 'id'
  | 'text'
  | 'optionalText'
  | 'code'
  | 'number'
  | 'optionalNumber'
  | 'boolean'
  | 'enum'
  | 'optionalUrl'
  | 'names'
  | 'sources'
  | 'json';

/** Every Island field and how a curator's text becomes its value; the Record keeps it complete. */
const FIELD_KINDS: Record<keyof Island, FieldKind> = {
  id: 'id',
  name: 'text',
  alternateNames: 'names',
  description: 'text',
  region: 'enum',
  category: 'enum',
  country: 'optionalText',
  countryCode: 'code',
  latitude: 'number',
  longitude: 'number',
  population: 'number',
  populationYear: 'optionalNumber',
  area: 'optionalNumber',
  highestPoint: 'json',
  members: 'json',
  hasAirport: 'boolean',
  hasAbandonedAirstrip: 'boolean',
  accessMethod: 'enum',
  accessNote: 'optionalText',
  travel: 'json',
  airAccess: 'json',
  climate: 'json',
  isInhabited: 'boolean',
  staffPresence: 'enum',
  staffNote: 'optionalText',
  historicalSignificance: 'optionalText',
  militaryHistory: 'boolean',
  imageUrl: 'optionalUrl',
  featured: 'boolean',
  sources: 'sources',
};
export const SETTABLE_FIELDS = Object.keys(FIELD_KINDS) as (keyof Island)[];

const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;

const ENUM_CHOICES: Partial<Record<keyof Island, readonly string[]>> = {
  region: REGIONS,
  category: CATEGORIES,
  accessMethod: ACCESS_METHODS,
  staffPresence: STAFF_PRESENCE,
};

function enumValue(field: keyof Island, text: string): string | undefined {
  if (field === 'region') return parseRegion(text);
  if (field === 'category') return parseCategory(text);
  return ENUM_CHOICES[field]?.find((choice) => choice.toLowerCase() === text.trim().toLowerCase());
}

/** 'Rapa Nui; Isla de Pascua' → the list; several values are separated by semicolons. */
const listOf = (text: string) =>
  text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);

/** Coerces one field's text; returns the value or a message saying what is wrong. */
function coerceField(field: keyof Island, text: string): { value: unknown } | { error: string } {
  const kind = FIELD_KINDS[field];
  const trimmed = text.trim();
  let value: unknown;
  switch (kind) {
    case 'optionalText':
    case 'optionalUrl':
      // An empty value removes an optional field.
      if (trimmed === '') return { value: undefined };
      value = trimmed;
      break;
    case 'optionalNumber':
    case 'number':
      if (kind === 'optionalNumber' && trimmed === '') return { value: undefined };
      if (!NUMBER.test(trimmed)) return { error: `${field} must be a number, got '${text}'` };
      value = Number(trimmed);
      break;
    case 'boolean':
      if (/^(true|yes|1)$/i.test(trimmed)) value = true;
      else if (/^(false|no|0)$/i.test(trimmed)) value = false;
      else return { error: `${field} must be true or false, got '${text}'` };
      break;
    case 'enum':
      value = enumValue(field, trimmed);
      if (value === undefined) return { error: `${field} must be one of ${ENUM_CHOICES[field]!.join(', ')}` };
      break;
    case 'code':
      if (trimmed === '') return { value: undefined };
      value = trimmed.toUpperCase();
      break;
    case 'names':
      value = listOf(trimmed);
      break;
    case 'sources':
      // 'Stats NZ | 2018 Census; UNESCO | World Heritage listing'
      value = listOf(trimmed).map((pair) => {
        const [publisher = '', work = ''] = pair.split('|').map((part) => part.trim());
        return { publisher, work };
      });
      break;
    case 'json':
      // A nested record (travel): its JSON text; empty removes it.
      if (trimmed === '') return { value: undefined };
      try {
        value = JSON.parse(trimmed);
      } catch {
        return { error: `${field} must be JSON, e.g. {"departure":"…","sources":[{"publisher":"…","work":"…"}]}` };
      }
      break;
    case 'id':
    case 'text':
      value = trimmed;
      break;
  }
  const checked = islandSchema.shape[field].safeParse(value);
  if (!checked.success) return { error: `${field}: ${checked.error.issues[0]?.message ?? 'not valid'}` };
  return { value: checked.data };
}

/**
 * Turns { field: text } into Island values by the schema's types. An unknown field or a bad
 * value is an InvalidError naming the field, so nothing is half-applied.
 */
export function coerceFieldValues(values: Record<string, string>): Partial<Island> {
  const result: Partial<Record<keyof Island, unknown>> = {};
  const issues: ErrorIssue[] = [];
  for (const [name, text] of Object.entries(values)) {
    if (!Object.hasOwn(FIELD_KINDS, name)) {
      issues.push({ path: `set.${name}`, message: `Unknown field '${name}'; fields: ${SETTABLE_FIELDS.join(', ')}` });
      continue;
    }
    const field = name as keyof Island;
    const coerced = coerceField(field, text);
    if ('error' in coerced) issues.push({ path: `set.${field}`, message: coerced.error });
    else result[field] = coerced.value;
  }
  if (issues.length > 0) throw new InvalidError('Some set values are not valid', issues);
  return result as Partial<Island>;
}
