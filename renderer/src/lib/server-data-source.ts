import { HTTP_STATUS_OF } from '@core/contract/api-errors';
import { isCoreError } from '@core/contract/errors';
import { answerOf } from '@core/contract/operation';
import { parseRequest, splitInput } from '@core/contract/operation-input';
import { outputSchemaFor } from '@core/contract/operation-output';
import { OPERATIONS, type OperationId } from '@core/contract/operations';
import type { CatalogueReads } from '@core/catalogue/catalogue-operations';
import { ApiError } from './api-error';
import type { DataSource } from './data-source';

const UNREADABLE = 'This part of the catalogue could not be read just now';

/**
 * The DataSource of the server's page render: each read answered in process by the same
 * implementation the API mounts, its input checked and its answer parsed as the http adapter
 * would, so the browser hydrates from exactly what it would have fetched. Core errors become the
 * ApiError the http adapter would throw (an unknown island is a 404 either way). It never sends.
 */
export function createServerDataSource(reads: CatalogueReads, onError?: (error: unknown) => void): DataSource {
  const calls = reads as unknown as Record<string, (input: Record<string, unknown>, context: object) => unknown>;
  function read(id: OperationId, input: unknown): unknown {
    const operation = OPERATIONS[id];
    const parsed = parseRequest(operation, splitInput(operation, input));
    if (!parsed.ok) throw new ApiError(`400: ${parsed.issues[0]?.message}`, 400, parsed.issues[0]?.message);
    try {
      return outputSchemaFor(operation, input).parse(answerOf(operation, calls[id]!(parsed.input, {})));
    } catch (error) {
      if (isCoreError(error)) {
        const status = HTTP_STATUS_OF[error.code];
        throw new ApiError(`${status}: ${error.message}`, status, error.message);
      }
      // The server's own answer refused by its schema: logged, and told the page without the dump.
      onError?.(new Error(`${id} could not be read for the page`, { cause: error }));
      throw new ApiError(`503: ${UNREADABLE}`, 503, UNREADABLE);
    }
  }
  const refuse = () => Promise.reject(new Error('The server render only reads'));
  return new Proxy({} as DataSource, {
    get: (_target, id: string) =>
      id === 'desktop' || !(id in OPERATIONS)
        ? undefined
        : id in calls
          ? async (input?: unknown) => read(id as OperationId, input)
          : refuse,
  });
}
