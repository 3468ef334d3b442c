/**
 * The API reference as static HTML, made from the OpenAPI document at build time: every
 * operation with its parameters, body and answers, and each schema folded in a <details>. The
 * page shows it as it is (no script draws it), so a phone has nothing to run.
 */

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Json;
}
interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Json; example?: unknown }> };
  responses: Record<string, { description?: string; $ref?: string; content?: Record<string, { schema?: Json }> }>;
  security?: unknown[];
}
interface Document {
  info: { title: string; description?: string; version?: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Json>; responses?: Record<string, { description?: string }> };
}

const escape = (text: unknown) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const MAX_DEPTH = 6;

/** A schema's type in a few words: string (at most 200), integer 1–1000, one of a, b, a list of … */
function typeWords(schema: Json | boolean): string {
  if (typeof schema !== 'object' || schema === null) return schema === false ? 'nothing' : 'any';
  if (Array.isArray(schema.prefixItems)) return `[${(schema.prefixItems as Json[]).map(typeWords).join(', ')}]`;
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').at(-1)!;
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`;
  if ('const' in schema) return JSON.stringify(schema.const);
  const alternatives = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (alternatives) return alternatives.map(typeWords).join(' or ');
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : String(schema.type ?? 'any');
  const bounds = [
    schema.minimum !== undefined ? `≥ ${schema.minimum}` : '',
    schema.exclusiveMinimum !== undefined ? `> ${schema.exclusiveMinimum}` : '',
    schema.maximum !== undefined ? `≤ ${schema.maximum}` : '',
    schema.maxLength !== undefined ? `at most ${schema.maxLength} characters` : '',
    schema.format ? String(schema.format) : '',
  ].filter(Boolean);
  if (type === 'array') return `list of ${typeWords((schema.items as Json) ?? {})}`;
  return bounds.length > 0 ? `${type}, ${bounds.join(', ')}` : type;
}

/** An object's fields as a nested list, each with its type, whether it is required, and its words. */
function schemaHtml(schema: Json | boolean, depth = 0): string {
  if (typeof schema !== 'object' || schema === null) return '';
  const object = schema.type === 'array' ? ((schema.items as Json) ?? {}) : schema;
  if (typeof object !== 'object' || object === null) return '';
  const properties = object.properties as Record<string, Json> | undefined;
  if (!properties || depth >= MAX_DEPTH) return '';
  const required = new Set((object.required as string[] | undefined) ?? []);
  const items = Object.entries(properties).map(([name, property]) => {
    const words = property.description ? ` — ${escape(property.description)}` : '';
    const mark = required.has(name) ? ' <span class="ref-required">required</span>' : '';
    return `<li><code>${escape(name)}</code> <span class="ref-type">${escape(typeWords(property))}</span>${mark}${words}${schemaHtml(property, depth + 1)}</li>`;
  });
  return `<ul class="ref-fields">${items.join('')}</ul>`;
}

/** A titled schema (Island, Submission…) that more than one operation answers: drawn once, linked. */
type Shared = Map<string, string>;

const schemaId = (title: string) => `schema-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** The schema's own, or its items' if it is a list: what a title names. */
const itemOf = (schema: Json): Json => (schema.type === 'array' && schema.items ? (schema.items as Json) : schema);

function sharedTitle(schema: Json, shared: Shared): string | undefined {
  const item = itemOf(schema);
  return typeof item.title === 'string' && shared.get(item.title) === JSON.stringify(item) ? item.title : undefined;
}

/** The shared schema whose every field this one (or its items) holds unchanged, with more of its own. */
function extending(schema: Json, shared: Shared): { title: string; properties: Record<string, Json> } | undefined {
  const properties = itemOf(schema).properties as Record<string, Json> | undefined;
  if (!properties) return undefined;
  for (const [title, key] of shared) {
    const base = (JSON.parse(key) as Json).properties as Record<string, Json>;
    const holds = Object.entries(base).every(
      ([name, property]) => name in properties && JSON.stringify(properties[name]) === JSON.stringify(property),
    );
    if (holds && Object.keys(properties).length > Object.keys(base).length) return { title, properties: base };
  }
  return undefined;
}

function schemaBlock(label: string, schema: Json | undefined, shared: Shared = new Map()): string {
  if (!schema) return '';
  const title = sharedTitle(schema, shared);
  if (title) {
    const link = `<a href="#${schemaId(title)}">${escape(title)}</a>`;
    return `<p class="ref-schema-link">${escape(label)}: ${schema.type === 'array' ? `list of ${link}` : link}</p>`;
  }
  const base = extending(schema, shared);
  if (base) {
    const item = itemOf(schema);
    const extra = Object.fromEntries(
      Object.entries(item.properties as Record<string, Json>).filter(([name]) => !(name in base.properties)),
    );
    const link = `<a href="#${schemaId(base.title)}">${escape(base.title)}</a>`;
    return `<details class="ref-schema"><summary>${escape(label)}: ${schema.type === 'array' ? 'list of ' : ''}${escape(base.title)} and more</summary><p>Every field of ${link}, and:</p>${schemaHtml({ ...item, properties: extra })}</details>`;
  }
  const fields = schemaHtml(schema);
  return `<details class="ref-schema"><summary>${escape(label)}: ${escape(typeWords(schema))}</summary>${fields || '<p>No fields of its own.</p>'}</details>`;
}

function parametersHtml(parameters: Parameter[] | undefined): string {
  if (!parameters?.length) return '';
  const rows = parameters
    .map(
      (parameter) =>
        `<tr><th scope="row"><code>${escape(parameter.name)}</code></th><td>${escape(parameter.in)}${parameter.required ? ', required' : ''}</td><td>${escape(typeWords(parameter.schema ?? {}))}</td><td>${escape(parameter.description ?? '')}</td></tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><div class="ref-table" role="region" aria-label="Parameters" tabindex="0"><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">What it does</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

function responsesHtml(operation: Operation, document: Document, shared: Shared): string {
  const items = Object.entries(operation.responses).map(([status, response]) => {
    const common = response.$ref ? document.components?.responses?.[response.$ref.split('/').at(-1)!] : undefined;
    const description = response.description ?? common?.description ?? '';
    const content = Object.entries(response.content ?? {})
      .map(([type, body]) =>
        body.schema?.$ref === '#/components/schemas/Error'
          ? ` <a href="#ref-error">(the error body)</a>`
          : schemaBlock(type, body.schema, shared),
      )
      .join('');
    return `<li><span class="ref-status ref-status--${escape(status[0])}xx">${escape(status)}</span> ${escape(description)}${content}</li>`;
  });
  return `<h4>Responses</h4><ul class="ref-responses">${items.join('')}</ul>`;
}

function operationHtml(method: string, path: string, operation: Operation, document: Document, shared: Shared): string {
  const id = `op-${operation.operationId}`;
  const body = operation.requestBody?.content['application/json'];
  const admin = operation.security && operation.security.length > 0;
  return [
    `<article class="ref-operation" id="${escape(id)}" aria-labelledby="${escape(id)}-title">`,
    `<h3 id="${escape(id)}-title"><span class="method method--${escape(method)}">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code> <span class="ref-summary">${escape(operation.summary)}</span></h3>`,
    operation.description ? `<p>${escape(operation.description)}</p>` : '',
    admin ? '<p class="ref-note">Needs <code>Authorization: Bearer ADMIN_TOKEN</code>.</p>' : '',
    parametersHtml(operation.parameters),
    body ? `<h4>Request body</h4>${schemaBlock('application/json', body.schema, shared)}` : '',
    body?.example
      ? `<details class="ref-schema"><summary>Example body</summary><pre tabindex="0"><code>${escape(JSON.stringify(body.example, null, 2))}</code></pre></details>`
      : '',
    responsesHtml(operation, document, shared),
    '</article>',
  ].join('');
}

const slug = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * The titled schemas that two or more bodies or answers hold whole: drawn once under Schemas and
 * linked from each (the Island schema alone, drawn in each of its operations, was 3,000 of the
 * page's 9,000 elements, which a phone paid for in layout and axe in time).
 */
function sharedSchemas(document: Document): Shared {
  const uses = new Map<string, { title: string; count: number }>();
  for (const methods of Object.values(document.paths))
    for (const operation of Object.values(methods)) {
      const bodies = [
        operation.requestBody?.content['application/json']?.schema,
        ...Object.values(operation.responses).flatMap((response) =>
          Object.values(response.content ?? {}).map((body) => body.schema),
        ),
      ];
      for (const schema of bodies) {
        if (!schema) continue;
        const item = itemOf(schema);
        if (typeof item.title !== 'string') continue;
        const key = JSON.stringify(item);
        uses.set(key, { title: item.title, count: (uses.get(key)?.count ?? 0) + 1 });
      }
    }
  const shared: Shared = new Map();
  for (const [key, { title, count }] of uses) if (count > 1 && !shared.has(title)) shared.set(title, key);
  return shared;
}

/** The whole reference: a table of contents by tag, then each tag's operations. */
export function referenceHtml(openapi: object): string {
  const document = openapi as Document;
  const shared = sharedSchemas(document);
  const byTag = new Map<string, { method: string; path: string; operation: Operation }[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, operation }]);
    }
  }
  const toc = [...byTag]
    .map(
      ([tag, operations]) =>
        `<li><a href="#${slug(tag)}">${escape(tag)}</a><ul>${operations
          .map(
            ({ method, path, operation }) =>
              `<li><a href="#op-${escape(operation.operationId)}"><span class="method method--${escape(method)}">${escape(method.toUpperCase())}</span> ${escape(path)}</a></li>`,
          )
          .join('')}</ul></li>`,
    )
    .join('');
  const sections = [...byTag]
    .map(
      ([tag, operations]) =>
        `<section class="ref-tag" aria-labelledby="${slug(tag)}"><h2 id="${slug(tag)}">${escape(tag)}</h2>${operations
          .map(({ method, path, operation }) => operationHtml(method, path, operation, document, shared))
          .join('')}</section>`,
    )
    .join('');
  const error = document.components?.schemas?.Error;
  const schemas = [...shared].map(([title, key]) =>
    schemaBlock(title, JSON.parse(key) as Json).replace(
      '<details class="ref-schema">',
      `<details class="ref-schema" id="${schemaId(title)}">`,
    ),
  );
  return [
    `<nav class="ref-toc" aria-labelledby="ref-toc-title"><h2 id="ref-toc-title">Operations</h2><ul>${toc}</ul></nav>`,
    `<div class="ref-body">${sections}`,
    error
      ? `<section class="ref-tag" aria-labelledby="ref-error"><h2 id="ref-error">The error body</h2><p>Every error answers JSON of this shape.</p>${schemaBlock('Error', error)}</section>`
      : '',
    schemas.length > 0
      ? `<section class="ref-tag" aria-labelledby="ref-schemas"><h2 id="ref-schemas">Schemas</h2><p>The records more than one operation answers, each drawn once.</p>${schemas.join('')}</section>`
      : '',
    '</div>',
  ].join('');
}
