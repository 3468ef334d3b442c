import routes from 'virtual:operation-routes';
import { requestOf } from '@core/contract/operation-routes';
import type { OperationId } from '@core/contract/operations';
import { createIdempotencyKeys, type IdempotencyKeys } from './idempotency-keys';
import type { DataSource, WebCapabilities } from './data-source';
import { apiRequest } from './request';

// zod and the schemas are a third of the page's script; they load in parallel with the first request.
const loadSchemas = () => import('./answer-schemas');

/**
 * The DataSource over the public HTTP API: one generic call per operation the table has over both
 * HTTP and IPC, its request made from the table's route, every answer parsed with its schema.
 */
export function createHttpDataSource(baseUrl = '', keys: IdempotencyKeys = createIdempotencyKeys()): DataSource {
  async function call(id: OperationId, input: Record<string, unknown> = {}) {
    const route = routes[id];
    const { method, path, body } = requestOf(route, input);
    if (!route.outbox) {
      const [{ parseAnswer }, answer] = await Promise.all([
        loadSchemas(),
        apiRequest(method, `${baseUrl}${path}`, body),
      ]);
      return parseAnswer(id, input, answer);
    }
    // The server answers 201 with the record once it is stored. The same body sent again before
    // that (Send pressed after a lost answer or a 503) carries the same key: stored once.
    const headers = { 'Idempotency-Key': keys.keyFor(path, body) };
    const [{ parseAnswer }, answer] = await Promise.all([
      loadSchemas(),
      apiRequest(method, `${baseUrl}${path}`, body, headers),
    ]);
    const record = parseAnswer(id, input, answer);
    keys.stored(path, body);
    return { status: 'stored' as const, record };
  }
  const shared = (Object.keys(routes) as OperationId[]).filter((id) => routes[id].path && routes[id].channel);
  const web: WebCapabilities = {
    confirmNewsletter: (input) => call('confirmNewsletter', input) as ReturnType<WebCapabilities['confirmNewsletter']>,
  };
  return {
    ...Object.fromEntries(shared.map((id) => [id, (input?: Record<string, unknown>) => call(id, input)])),
    web,
  } as unknown as DataSource;
}
