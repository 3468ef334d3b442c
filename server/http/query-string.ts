import { parse, type ParsedUrlQuery } from 'node:querystring';
import { HttpError } from './errors';

/** Far more than any route reads (the island list reads 17), and what the query parser reads. */
export const MAX_QUERY_PARAMETERS = 100;

/**
 * Express's query parser and the fast path's: node's querystring, as Express's 'simple' one, but
 * a query with more parameters than it reads is a 400, never an answer to its first part (which
 * a cache would then keep under the key of the whole).
 */
export function parseQueryString(text: string | null | undefined): ParsedUrlQuery {
  if (!text) return {};
  if (text.split('&', MAX_QUERY_PARAMETERS + 1).length > MAX_QUERY_PARAMETERS) {
    throw new HttpError(400, 'too_many_parameters', `A query may have at most ${MAX_QUERY_PARAMETERS} parameters`);
  }
  return parse(text, '&', '=', { maxKeys: MAX_QUERY_PARAMETERS });
}
