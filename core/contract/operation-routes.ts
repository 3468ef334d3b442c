import type { HttpMethod, Operation } from './operation';
import type { OperationId } from './operations';

/**
 * What a transport needs of an operation to reach it, and nothing else: no schemas, so the
 * renderer's first script and the sandboxed preload carry these few strings without zod (the
 * build hands them over as `virtual:operation-routes`, made by routesOf from the table).
 */
export interface OperationRoute {
  method?: HttpMethod;
  path?: string;
  /** The path's parameters, in order: taken from the input, the rest goes in the query or the body. */
  params: string[];
  channel?: string;
  /** A visitor's message: sent with an Idempotency-Key, answered as a delivery. */
  outbox?: true;
}

export type OperationRoutes = Record<OperationId, OperationRoute>;

const PARAM = /\{(\w+)\}/g;

export function routesOf(table: Record<string, Operation>): OperationRoutes {
  const routes: Record<string, OperationRoute> = {};
  for (const [id, operation] of Object.entries(table)) {
    const path = operation.http?.path;
    routes[id] = {
      ...(operation.http ? { method: operation.http.method, path } : {}),
      params: path ? [...path.matchAll(PARAM)].map((match) => match[1]!) : [],
      ...(operation.channel ? { channel: operation.channel } : {}),
      ...(operation.outbox ? { outbox: true as const } : {}),
    };
  }
  return routes as OperationRoutes;
}

/**
 * A path with its parameters filled in from the input, each encoded as one segment, and the
 * input's other values, which go in the query (a read) or the body (a write).
 */
export function fillPath(
  route: OperationRoute,
  input: Record<string, unknown> = {},
): { path: string; rest: Record<string, unknown> } {
  if (!route.path) throw new Error('This operation has no HTTP route');
  const rest = { ...input };
  const path = route.path.replace(PARAM, (_, name: string) => {
    const value = rest[name];
    if (value === undefined) throw new Error(`${route.path} needs the path parameter '${name}'`);
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path, rest };
}

/** A read's query string from its input's other values (undefined ones left out), with its '?'. */
export function queryString(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The HTTP request an operation's input makes: its method, its path with the query, its body. */
export function requestOf(
  route: OperationRoute,
  input: Record<string, unknown> = {},
): { method: 'GET' | 'POST' | 'DELETE'; path: string; body?: Record<string, unknown> } {
  const { path, rest } = fillPath(route, input);
  const method = route.method!.toUpperCase() as 'GET' | 'POST' | 'DELETE';
  return method === 'GET' ? { method, path: `${path}${queryString(rest)}` } : { method, path, body: rest };
}
